import { LegalPage } from './LegalPage';

export default function TermsOfServicePage() {
  return <LegalPage kind="terms" title="Terms of Service" configurable={true} />;
}
