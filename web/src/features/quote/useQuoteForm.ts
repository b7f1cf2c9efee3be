import { useCallback, useEffect, useMemo, useReducer, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { QUOTE_SUCCESS_REDIRECT_MS, STATUS_RESET_MS } from '../../lib/displayRules';
import { describeFailure } from '../../lib/http';
import { useTimeout } from '../../lib/useTimeout';
import { otpStep } from '../otp/otpStep';
import { sendQuoteRequest } from './quoteApi';
import { QUOTE_FAILURE, blockingProblem, initialQuoteState, nextAction, quoteReducer, type QuoteFields } from './quoteFormState';

/**
 * The quote form's behaviour (spec §4 'Quote form', §5): its state machine, the e-mail
 * verification step of the OTP feature, the status banner's 3 s and the redirect home.
 */
export function useQuoteForm() {
  const [params] = useSearchParams();
  const prefilledEmail = params.get('verified') ?? '';
  const [state, dispatch] = useReducer(quoteReducer, prefilledEmail, initialQuoteState);
  const navigate = useNavigate();
  const verification = useMemo(() => otpStep(() => dispatch({ type: 'verified' })), []);

  // Status banners reset after 3 s (spec §4); a new status restarts the clock.
  useEffect(() => {
    if (!state.status) return;
    const timer = window.setTimeout(() => dispatch({ type: 'statusExpired' }), STATUS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state.status]);

  useTimeout(state.step === 'sent', QUOTE_SUCCESS_REDIRECT_MS, () => navigate('/'));

  // Unknown means not verified: the code steps stay.
  const skipCodeIfVerified = useCallback(
    async (email: string) => {
      if (email.trim() && (await verification.isVerified(email.trim()))) dispatch({ type: 'alreadyVerified', email });
    },
    [verification],
  );

  // Arriving from /verify-otp?type=quote with ?verified=<email>: confirm it with the server.
  useEffect(() => {
    if (prefilledEmail) void skipCodeIfVerified(prefilledEmail);
  }, [prefilledEmail, skipCodeIfVerified]);

  const set = (field: keyof QuoteFields) => (event: { target: { value: string } }) =>
    dispatch({ type: 'fieldChanged', field, value: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.busy) return;
    const problem = blockingProblem(state);
    if (problem) return dispatch({ type: 'rejected', message: problem });
    const { fields } = state;
    const email = fields.email.trim();
    switch (nextAction(state)) {
      case 'sendCode': {
        dispatch({ type: 'codeRequested' });
        const failure = await verification.requestCode({ email, name: fields.name.trim(), phone: fields.phone.trim(), type: 'quote' });
        return dispatch(failure ? { type: 'failed', message: failure } : { type: 'codeSent' });
      }
      case 'verifyCode': {
        dispatch({ type: 'verifyRequested' });
        const failure = await verification.confirmCode(email, state.code);
        if (failure) dispatch({ type: 'failed', message: failure });
        return;
      }
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

  return { state, dispatch, set, submit, skipCodeIfVerified };
}
