import { mobileShowcase } from '../../../../shared/content';
import { ShowcasePage } from './ShowcasePage';

export default function MobilePortfolioPage() {
  return <ShowcasePage title="Mobile Portfolio" lead="iOS and Android apps that work even where the network does not." projects={mobileShowcase} />;
}
