import { describe, expect, it } from 'vitest';
import {
  blockingProblem,
  initialQuoteState,
  nextAction,
  quoteReducer,
  submitLabel,
  type QuoteAction,
  type QuoteState,
} from './quoteFormState';

const run = (actions: QuoteAction[], state: QuoteState = initialQuoteState()): QuoteState =>
  actions.reduce(quoteReducer, state);

const filled: QuoteAction[] = [
  { type: 'fieldChanged', field: 'name', value: 'Asha Rao' },
  { type: 'fieldChanged', field: 'email', value: 'asha@example.com' },
  { type: 'fieldChanged', field: 'service', value: 'web-products' },
  { type: 'fieldChanged', field: 'subService', value: 'Hosting & CI/CD' },
  { type: 'fieldChanged', field: 'message', value: 'A shop for our handloom sarees' },
];

describe('quote form state machine', () => {
  it('starts by asking to send the quote request (a code first)', () => {
    const state = initialQuoteState();
    expect(nextAction(state)).toBe('sendCode');
    expect(submitLabel(state)).toBe('Send Quote Request');
  });

  it('refuses to send a code without name and e-mail', () => {
    expect(blockingProblem(initialQuoteState())).toBe('Please fill in your name and email first');
    const onlySpaces = run([
      { type: 'fieldChanged', field: 'name', value: '   ' },
      { type: 'fieldChanged', field: 'email', value: 'a@b.co' },
    ]);
    expect(blockingProblem(onlySpaces)).toBe('Please fill in your name and email first');
    expect(blockingProblem(run(filled))).toBeNull();
  });

  it('refuses a project description of only spaces before a code is mailed and before the quote goes', () => {
    // The browser's required check takes spaces as filled in; the server trims them and refuses.
    const blank: QuoteAction = { type: 'fieldChanged', field: 'message', value: ' \n\t ' };
    expect(blockingProblem(run([...filled, blank]))).toBe('Project Description is required');
    const verified = run([...filled, { type: 'alreadyVerified', email: 'asha@example.com' }, blank]);
    expect(nextAction(verified)).toBe('submitQuote');
    expect(blockingProblem(verified)).toBe('Project Description is required');
  });

  it('walks details -> code sent -> verified -> sending -> sent with the spec labels', () => {
    let state = run([...filled, { type: 'codeRequested' }]);
    expect(state.busy).toBe(true);
    state = quoteReducer(state, { type: 'codeSent' });
    expect(state.step).toBe('codeSent');
    expect(state.status).toEqual({ type: 'success', text: 'OTP sent! Please check your email.' });
    expect(submitLabel(state)).toBe('Verify & Submit');

    expect(blockingProblem(state)).toBe('Please enter a valid 6-digit OTP');
    state = quoteReducer(state, { type: 'codeChanged', value: '12a34' });
    expect(state.code).toBe('1234');
    expect(blockingProblem(state)).toBe('Please enter a valid 6-digit OTP');
    state = quoteReducer(state, { type: 'codeChanged', value: '1234567' });
    expect(state.code).toBe('123456');
    expect(blockingProblem(state)).toBeNull();

    state = run([{ type: 'verifyRequested' }, { type: 'verified' }], state);
    expect(state.step).toBe('verified');
    expect(state.status?.text).toBe('Email verified successfully!');
    expect(submitLabel(state)).toBe('Submit Quote Request');

    state = quoteReducer(state, { type: 'submitRequested' });
    expect(submitLabel(state)).toBe('Sending Quote Request...');
    expect(state.status).toEqual({ type: 'loading', text: 'Submitting your quote request...' });

    state = quoteReducer(state, { type: 'submitted' });
    expect(state.step).toBe('sent');
    expect(state.status).toEqual({ type: 'success', text: 'Quote request sent successfully! Redirecting to home...' });
  });

  it('keeps the step and shows the message when a request fails', () => {
    const state = run([...filled, { type: 'codeRequested' }, { type: 'failed', message: 'Failed to send OTP' }]);
    expect(state.step).toBe('details');
    expect(state.busy).toBe(false);
    expect(state.status).toEqual({ type: 'error', text: 'Failed to send OTP' });
    const afterSubmitFailure = run(
      [{ type: 'alreadyVerified', email: 'asha@example.com' }, { type: 'submitRequested' }, { type: 'failed', message: 'x' }],
      state,
    );
    expect(afterSubmitFailure.step).toBe('verified');
    expect(submitLabel(afterSubmitFailure)).toBe('Submit Quote Request');
  });

  it('skips the code steps when the e-mail is already verified, but only for that address', () => {
    const state = run(filled);
    expect(quoteReducer(state, { type: 'alreadyVerified', email: 'someone@else.com' }).step).toBe('details');
    const verified = quoteReducer(state, { type: 'alreadyVerified', email: 'ASHA@example.com' });
    expect(verified.step).toBe('verified');
    expect(nextAction(verified)).toBe('submitQuote');
  });

  it('goes back to the first step when the e-mail changes after a code was sent', () => {
    const state = run([...filled, { type: 'codeSent' }, { type: 'codeChanged', value: '123' }]);
    const changed = quoteReducer(state, { type: 'fieldChanged', field: 'email', value: 'other@example.com' });
    expect(changed.step).toBe('details');
    expect(changed.code).toBe('');
  });

  it('resets the sub-service when the primary service changes', () => {
    const state = run(filled);
    expect(state.fields.subService).toBe('Hosting & CI/CD');
    const same = quoteReducer(state, { type: 'fieldChanged', field: 'service', value: 'web-products' });
    expect(same.fields.subService).toBe('Hosting & CI/CD');
    const changed = quoteReducer(state, { type: 'fieldChanged', field: 'service', value: 'brand-design' });
    expect(changed.fields.subService).toBe('');
  });

  it('expires error banners but not a loading one or the final success', () => {
    const failed = run([{ type: 'rejected', message: 'Please fill in your name and email first' }]);
    expect(quoteReducer(failed, { type: 'statusExpired' }).status).toBeNull();
    const loading = run([...filled, { type: 'alreadyVerified', email: 'asha@example.com' }, { type: 'submitRequested' }]);
    expect(quoteReducer(loading, { type: 'statusExpired' }).status?.type).toBe('loading');
    const sent = quoteReducer(loading, { type: 'submitted' });
    expect(quoteReducer(sent, { type: 'statusExpired' }).status?.type).toBe('success');
  });

  it('pre-fills the e-mail from the verified query', () => {
    expect(initialQuoteState('v@example.com').fields.email).toBe('v@example.com');
  });
});
