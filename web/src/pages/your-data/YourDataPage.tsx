import { useState, type FormEvent } from 'react';
import type { PersonExport } from '../../../../shared/api/people';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { TextField } from '../../components/FormField';
import { StatusBanner } from '../../components/StatusBanner';
import type { Status } from '../../components/status';
import { fetchYourData } from '../../features/data-rights/dataRightsApi';
import { YourData } from '../../features/data-rights/YourData';
import { CodeField } from '../../features/otp/CodeField';
import { isCompleteCode } from '../../features/otp/otpApi';
import { OTP_MESSAGES } from '../../features/otp/otpMessages';
import { otpStep } from '../../features/otp/otpStep';
import { ResendCodeButton } from '../../features/otp/ResendCodeButton';
import { describeFailure } from '../../lib/http';
import { useOneAtATime } from '../../lib/useOneAtATime';

type Phase = 'email' | 'code' | 'ready';
const LOAD_FAILURE = { refused: 'We could not load your data.', network: 'We could not reach the server. Please try again.' };

/**
 * /your-data (issue 18, DPDP Act 2023 s.11-13): a person proves their address with the e-mail
 * code, the same check as the forms, then sees what the agency holds on it, withdraws consents and
 * asks for a correction or erasure.
 */
export default function YourDataPage() {
  const [phase, setPhase] = useState<Phase>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const [data, setData] = useState<PersonExport | null>(null);
  // One code request or check at a time: a double click sends one.
  const [busy, oneAtATime] = useOneAtATime();

  async function load(address: string) {
    try {
      setData(await fetchYourData(address));
      setPhase('ready');
      setStatus(null);
    } catch (error) {
      setStatus({ type: 'error', text: describeFailure(error, LOAD_FAILURE) });
    }
  }
  const step = otpStep(load);

  function submit(event: FormEvent) {
    event.preventDefault();
    void oneAtATime(proveAddress);
  }

  async function proveAddress() {
    const address = email.trim();
    if (phase === 'email') {
      if (await step.isVerified(address)) return load(address);
      const failure = await step.requestCode({ email: address });
      setStatus(failure ? { type: 'error', text: failure } : { type: 'success', text: OTP_MESSAGES.sent });
      if (!failure) setPhase('code');
      return;
    }
    if (!isCompleteCode(code)) return setStatus({ type: 'error', text: OTP_MESSAGES.invalidCode });
    const failure = await step.confirmCode(address, code);
    if (failure) setStatus({ type: 'error', text: failure });
  }

  return (
    <>
      <PageMeta title="Your Data" description="See, download, correct or erase what we hold on your e-mail address." noindex />
      <PageHero
        eyebrow="Privacy"
        title="Your Data"
        lead="Prove your e-mail address with a 6-digit code, then see everything we hold on it, withdraw a consent, or ask us to correct or erase it."
      />
      <section className="section">
        <div className="container container--narrow">
          {phase === 'ready' && data ? (
            <YourData data={data} onChanged={() => load(data.email)} />
          ) : (
            <form className="card" onSubmit={submit} aria-busy={busy}>
              <TextField label="Email Address" type="email" name="email" required value={email} readOnly={phase === 'code'} onChange={(event) => setEmail(event.target.value)} />
              {phase === 'code' && (
                <>
                  <CodeField value={code} onChange={setCode} />
                  <ResendCodeButton label="Send a new code" request={{ email: email.trim() }} onResult={(type, text) => setStatus({ type, text })} />
                </>
              )}
              <StatusBanner status={status} />
              <button type="submit" className="button button--primary button--block" disabled={busy}>
                {phase === 'email' ? 'Send me a code' : 'Verify and show my data'}
              </button>
            </form>
          )}
        </div>
      </section>
    </>
  );
}
