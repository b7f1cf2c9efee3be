import { LegalPage } from './LegalPage';

export default function TermsPage() {
  return <LegalPage kind="terms" title="Terms & Conditions" configurable={false} />;
}
