import { webShowcase } from '../../../../shared/content';
import { ShowcasePage } from './ShowcasePage';

export default function WebPortfolioPage() {
  return <ShowcasePage title="Web Portfolio" lead="Websites and web applications that load fast and convert." projects={webShowcase} />;
}
