import { CheckCircle2, Send } from 'lucide-react';
import { ConsentNotice } from '../../components/ConsentNotice';
import { StatusBanner } from '../../components/StatusBanner';
import { CodeField } from '../otp/CodeField';
import { OTP_MESSAGES } from '../otp/otpMessages';
import { ResendCodeButton } from '../otp/ResendCodeButton';
import { QuoteFields } from './QuoteFields';
import { submitLabel } from './quoteFormState';
import { useQuoteForm } from './useQuoteForm';

/** The quote request form with inline e-mail verification (spec §2 'Quote page', §4, §5). */
export function QuoteForm() {
  const { state, dispatch, set, submit, skipCodeIfVerified } = useQuoteForm();
  const { fields, step } = state;

  if (step === 'sent') {
    return (
      <div className="card form-card success-panel">
        <CheckCircle2 aria-hidden="true" size={48} className="success-panel__icon" />
        <h2>Thank you!</h2>
        <StatusBanner status={state.status} />
        <p>We will reply to {fields.email} within one working day.</p>
      </div>
    );
  }

  return (
    <form className="card form-card" onSubmit={submit} aria-busy={state.busy} aria-labelledby="project-details">
      <h2 id="project-details">Project Details</h2>
      <QuoteFields fields={fields} verified={step === 'verified'} set={set} onEmailBlur={(email) => void skipCodeIfVerified(email)} />
      {step === 'codeSent' && (
        <div className="code-box">
          <CodeField
            value={state.code}
            onChange={(value) => dispatch({ type: 'codeChanged', value })}
            hint={OTP_MESSAGES.sentQuoteHint}
          />
          <ResendCodeButton
            label="Send a new code"
            request={{ email: fields.email.trim(), name: fields.name.trim(), phone: fields.phone.trim(), type: 'quote' }}
            onResult={(type, text) => dispatch({ type: 'notice', status: { type, text } })}
            disabled={state.busy}
          />
        </div>
      )}
      <StatusBanner status={state.status} />
      <ConsentNotice purpose="lead_contact" />
      <button type="submit" className="button button--primary button--large button--block" disabled={state.busy}>
        <Send aria-hidden="true" size={18} />
        {submitLabel(state)}
      </button>
    </form>
  );
}
