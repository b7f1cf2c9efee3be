import { designShowcase } from '../../../../shared/content';
import { ShowcasePage } from './ShowcasePage';

export default function DesignPortfolioPage() {
  return <ShowcasePage title="Design Portfolio" lead="Brand identities, interfaces and creative that people remember." projects={designShowcase} />;
}
