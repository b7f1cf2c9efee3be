import { CheckCircle2, MailCheck, Send } from 'lucide-react';
import { useEffect, useReducer, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QUOTE_SUCCESS_REDIRECT_MS, STATUS_RESET_MS } from '../../../../shared/constants';
import { quoteServiceGroups } from '../../../../shared/content';
import { useSiteData } from '../../stores/siteData';
import { SelectField, TextAreaField, TextField } from '../../components/FormField';
import { StatusBanner } from '../../components/StatusBanner';
import { describeFailure } from '../../lib/http';
import { useTimeout } from '../../lib/useTimeout';
import { CodeField } from '../otp/CodeField';
import { isEmailVerified, sendOtp, verifyOtp } from '../otp/otpApi';
import { OTP_MESSAGES, SEND_OTP_FAILURE, VERIFY_OTP_FAILURE } from '../otp/otpMessages';
import { sendQuoteRequest } from './quoteApi';
import {
  QUOTE_FAILURE,
  blockingProblem,
  initialQuoteState,
  nextAction,
  quoteReducer,
  submitLabel,
  type QuoteFields,
} from './quoteFormState';

const serviceOptions = quoteServiceGroups.map(({ value, label }) => ({ value, label }));

/** The quote request form with inline e-mail verification (spec §2 'Quote page', §4, §5). */
export function QuoteForm() {
  const [params] = useSearchParams();
  const prefilledEmail = params.get('verified') ?? '';
  const [state, dispatch] = useReducer(quoteReducer, prefilledEmail, initialQuoteState);
  const { budgetRanges, timelines } = useSiteData((data) => data.config);
  const navigate = useNavigate();
  const { fields, step } = state;

  // Status banners reset after 3 s (spec §4); a new status restarts the clock.
  useEffect(() => {
    if (!state.status) return;
    const timer = window.setTimeout(() => dispatch({ type: 'statusExpired' }), STATUS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state.status]);

  useTimeout(step === 'sent', QUOTE_SUCCESS_REDIRECT_MS, () => navigate('/'));

  async function skipCodeIfVerified(email: string) {
    if (!email.trim()) return;
    try {
      if (await isEmailVerified(email.trim())) dispatch({ type: 'alreadyVerified', email });
    } catch {
      // Unknown means not verified: the code steps stay.
    }
  }

  // Arriving from /verify-otp?type=quote with ?verified=<email>: confirm it with the server.
  useEffect(() => {
    if (prefilledEmail) void skipCodeIfVerified(prefilledEmail);
  }, [prefilledEmail]);

  const set = (field: keyof QuoteFields) => (event: { target: { value: string } }) =>
    dispatch({ type: 'fieldChanged', field, value: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.busy) return;
    const problem = blockingProblem(state);
    if (problem) return dispatch({ type: 'rejected', message: problem });
    const email = fields.email.trim();
    switch (nextAction(state)) {
      case 'sendCode':
        dispatch({ type: 'codeRequested' });
        try {
          await sendOtp({ email, name: fields.name.trim(), phone: fields.phone.trim(), type: 'quote' });
          dispatch({ type: 'codeSent' });
        } catch (error) {
          dispatch({ type: 'failed', message: describeFailure(error, SEND_OTP_FAILURE) });
        }
        return;
      case 'verifyCode':
        dispatch({ type: 'verifyRequested' });
        try {
          await verifyOtp(email, state.code);
          dispatch({ type: 'verified' });
        } catch (error) {
          dispatch({ type: 'failed', message: describeFailure(error, VERIFY_OTP_FAILURE) });
        }
        return;
      case 'submitQuote':
        dispatch({ type: 'submitRequested' });
        try {
          await sendQuoteRequest({ ...fields, name: fields.name.trim(), email, phone: fields.phone.trim(), verifiedEmail: email });
          dispatch({ type: 'submitted' });
        } catch (error) {
          dispatch({ type: 'failed', message: describeFailure(error, QUOTE_FAILURE) });
        }
    }
  }

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

  const subServices = quoteServiceGroups.find((group) => group.value === fields.service)?.subServices ?? [];
  return (
    <form className="card form-card" onSubmit={submit} aria-busy={state.busy} aria-labelledby="project-details">
      <h2 id="project-details">Project Details</h2>
      <div className="form-grid">
        <TextField label="Full Name" name="name" autoComplete="name" required value={fields.name} onChange={set('name')} />
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
          onBlur={(event) => void skipCodeIfVerified(event.target.value)}
          hint={
            step === 'verified' && (
              <span className="verified-note">
                <MailCheck aria-hidden="true" size={14} /> Email verified
              </span>
            )
          }
        />
        <TextField label="Phone Number" name="phone" type="tel" autoComplete="tel" value={fields.phone} onChange={set('phone')} />
        <SelectField
          label="Primary Service"
          name="service"
          required
          placeholder="Select a service"
          options={serviceOptions}
          value={fields.service}
          onChange={set('service')}
        />
        <SelectField
          label="Sub-service"
          name="subService"
          required
          disabled={!fields.service}
          placeholder={fields.service ? 'Select a sub-service' : 'Choose a primary service first'}
          options={subServices.map((name) => ({ value: name, label: name }))}
          value={fields.subService}
          onChange={set('subService')}
        />
        <SelectField
          label="Budget (INR)"
          name="budget"
          required
          placeholder="Select your budget"
          options={budgetRanges}
          value={fields.budget}
          onChange={set('budget')}
        />
        <SelectField
          label="Timeline"
          name="timeline"
          required
          placeholder="Select a timeline"
          options={timelines}
          value={fields.timeline}
          onChange={set('timeline')}
        />
      </div>
      <TextAreaField
        label="Project Description"
        name="message"
        required
        placeholder="Tell us about your goals, audience and any must-have features"
        value={fields.message}
        onChange={set('message')}
      />
      {step === 'codeSent' && (
        <div className="code-box">
          <CodeField
            value={state.code}
            onChange={(value) => dispatch({ type: 'codeChanged', value })}
            hint={OTP_MESSAGES.sentQuoteHint}
          />
        </div>
      )}
      <StatusBanner status={state.status} />
      <button type="submit" className="button button--primary button--large button--block" disabled={state.busy}>
        <Send aria-hidden="true" size={18} />
        {submitLabel(state)}
      </button>
    </form>
  );
}
