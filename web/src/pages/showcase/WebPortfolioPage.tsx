import { webShowcase } from '../../../../shared/content';
import { Showcase } from './Showcase';

export default function WebPortfolioPage() {
  return <Showcase title="Web Portfolio" lead="Websites and web applications that load fast and convert." projects={webShowcase} />;
}
