import { LegalPage } from './LegalPage';

export default function PrivacyPage() {
  return <LegalPage kind="privacy" title="Privacy Policy" configurable={false} />;
}
