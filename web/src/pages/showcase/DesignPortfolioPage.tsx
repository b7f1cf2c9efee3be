import { designShowcase } from '../../../../shared/content';
import { Showcase } from './Showcase';

export default function DesignPortfolioPage() {
  return <Showcase title="Design Portfolio" lead="Brand identities, interfaces and creative that people remember." projects={designShowcase} />;
}
