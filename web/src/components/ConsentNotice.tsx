import { Link } from 'react-router-dom';
import { CONSENT_NOTICES, type ConsentPurpose } from '../../../shared/content/consent-notices';

/**
 * What the visitor agrees to by sending a form, beside its button: the very text the server records
 * with the consent (issue 18, DPDP Act s.5-6).
 */
export function ConsentNotice({ purpose }: { purpose: ConsentPurpose }) {
  return (
    <p className="consent-notice">
      {CONSENT_NOTICES[purpose]} <Link to="/privacy-policy">Privacy policy</Link>
    </p>
  );
}
