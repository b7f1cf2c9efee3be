import { mobileShowcase } from '../../../../shared/content';
import { Showcase } from './Showcase';

export default function MobilePortfolioPage() {
  return <Showcase title="Mobile Portfolio" lead="iOS and Android apps that work even where the network does not." projects={mobileShowcase} />;
}
