import { LegalPage } from './LegalPage';

export default function PrivacyPolicyPage() {
  return <LegalPage kind="privacy" title="Privacy Policy" configurable={true} />;
}
