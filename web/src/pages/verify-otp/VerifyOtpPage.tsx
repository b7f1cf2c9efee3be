import { Navigate, useSearchParams } from 'react-router-dom';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { VerifyOtpForm } from '../../features/otp/VerifyOtpForm';

/** /verify-otp?email=&type= (spec §2): without an e-mail there is nothing to verify. */
export default function VerifyOtpPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  if (!email) return <Navigate to="/contact" replace />;
  return (
    <>
      <PageMeta title="Verify Email" noindex />
      <PageHero eyebrow="One last step" title="Verify your email" lead={`We sent a 6-digit code to ${email}.`} />
      <section className="section">
        <div className="container container--narrow">
          <VerifyOtpForm email={email} type={params.get('type') ?? 'contact'} />
        </div>
      </section>
    </>
  );
}
