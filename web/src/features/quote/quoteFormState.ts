import type { QuoteBody } from '../../../../shared/api/leads';
import { OTP_LENGTH } from '../../../../shared/constants';
import { digitsOnly } from '../../lib/format';
import { tooLongField } from '../../lib/leadLimits';
import type { Status } from '../../components/status';
import { OTP_MESSAGES } from '../otp/otpMessages';
import { isCompleteCode } from '../otp/otpApi';

/**
 * The quote form as a pure state machine (spec §4 'Quote form'):
 * details -> (send code) codeSent -> (verify) verified -> (submit) sent.
 * An address this browser already verified jumps straight to verified.
 */
export type QuoteStep = 'details' | 'codeSent' | 'verified' | 'sent';

/** What the visitor types: the POST /api/quote body without the server-checked verifiedEmail. */
export type QuoteFields = Required<Omit<QuoteBody, 'verifiedEmail' | 'visit'>>;

export interface QuoteState {
  fields: QuoteFields;
  step: QuoteStep;
  code: string;
  /** A request is in flight; the submit button is disabled meanwhile. */
  busy: boolean;
  submitting: boolean;
  status: Status | null;
}

export type QuoteAction =
  | { type: 'fieldChanged'; field: keyof QuoteFields; value: string }
  | { type: 'codeChanged'; value: string }
  | { type: 'rejected'; message: string }
  | { type: 'statusExpired' }
  | { type: 'codeRequested' }
  | { type: 'codeSent' }
  | { type: 'verifyRequested' }
  | { type: 'verified' }
  | { type: 'alreadyVerified'; email: string }
  | { type: 'submitRequested' }
  | { type: 'submitted' }
  | { type: 'failed'; message: string }
  /** What a side action (a new code sent) has to tell; the step stays. */
  | { type: 'notice'; status: Status };

export const QUOTE_MESSAGES = {
  missingNameOrEmail: 'Please fill in your name and email first',
  submitting: 'Submitting your quote request...',
  sent: 'Quote request sent successfully! Redirecting to home...',
} as const;

export const QUOTE_FAILURE = {
  refused: 'Failed to send quote request',
  network: 'Failed to send quote request. Please try again.',
};

export const emptyQuoteFields: QuoteFields = {
  name: '',
  email: '',
  phone: '',
  service: '',
  subService: '',
  budget: '',
  timeline: '',
  message: '',
};

export const initialQuoteState = (email = ''): QuoteState => ({
  fields: { ...emptyQuoteFields, email },
  step: 'details',
  code: '',
  busy: false,
  submitting: false,
  status: null,
});

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function changeField(state: QuoteState, field: keyof QuoteFields, value: string): QuoteState {
  const fields = { ...state.fields, [field]: value };
  // A new primary service invalidates the sub-service chosen for the old one.
  if (field === 'service' && value !== state.fields.service) fields.subService = '';
  // A different address needs its own code: back to the first step.
  if (field === 'email' && state.step !== 'details' && !sameAddress(value, state.fields.email)) {
    return { ...state, fields, step: 'details', code: '' };
  }
  return { ...state, fields };
}

export function quoteReducer(state: QuoteState, action: QuoteAction): QuoteState {
  switch (action.type) {
    case 'fieldChanged':
      return state.step === 'sent' ? state : changeField(state, action.field, action.value);
    case 'codeChanged':
      return { ...state, code: digitsOnly(action.value, OTP_LENGTH) };
    case 'rejected':
      return { ...state, status: { type: 'error', text: action.message } };
    case 'statusExpired':
      // A loading banner lasts as long as its request; the success banner leads to the redirect.
      return state.busy || state.step === 'sent' ? state : { ...state, status: null };
    case 'codeRequested':
    case 'verifyRequested':
      return { ...state, busy: true, status: null };
    case 'codeSent':
      return { ...state, busy: false, step: 'codeSent', code: '', status: { type: 'success', text: OTP_MESSAGES.sent } };
    case 'verified':
      return { ...state, busy: false, step: 'verified', status: { type: 'success', text: OTP_MESSAGES.verified } };
    case 'alreadyVerified':
      if (state.step === 'sent' || !sameAddress(action.email, state.fields.email)) return state;
      return { ...state, step: 'verified', code: '' };
    case 'submitRequested':
      return { ...state, busy: true, submitting: true, status: { type: 'loading', text: QUOTE_MESSAGES.submitting } };
    case 'submitted':
      return { ...state, busy: false, submitting: false, step: 'sent', status: { type: 'success', text: QUOTE_MESSAGES.sent } };
    case 'failed':
      return { ...state, busy: false, submitting: false, status: { type: 'error', text: action.message } };
    case 'notice':
      return { ...state, status: action.status };
  }
}

export type QuoteNextAction = 'sendCode' | 'verifyCode' | 'submitQuote';

export const nextAction = (state: QuoteState): QuoteNextAction =>
  state.step === 'details' ? 'sendCode' : state.step === 'codeSent' ? 'verifyCode' : 'submitQuote';

/** Spec §4 button labels. */
export function submitLabel(state: QuoteState): string {
  if (state.submitting) return 'Sending Quote Request...';
  switch (nextAction(state)) {
    case 'sendCode':
      return 'Send Quote Request';
    case 'verifyCode':
      return 'Verify & Submit';
    case 'submitQuote':
      return 'Submit Quote Request';
  }
}

/** The check the next step needs before any request goes out (spec §5); null when it may go. */
export function blockingProblem(state: QuoteState): string | null {
  switch (nextAction(state)) {
    case 'sendCode':
      if (!state.fields.name.trim() || !state.fields.email.trim()) return QUOTE_MESSAGES.missingNameOrEmail;
      return textProblem(state.fields);
    case 'verifyCode':
      return isCompleteCode(state.code) ? null : OTP_MESSAGES.invalidCode;
    case 'submitQuote':
      return textProblem(state.fields);
  }
}

/**
 * A description of only spaces (which the browser's required check lets through and the API
 * refuses once trimmed) or a field longer than the API takes, named before a code is mailed.
 */
const textProblem = (fields: QuoteFields): string | null =>
  fields.message.trim() ? tooLongField(fields, QUOTE_LABELS) : `${QUOTE_LABELS.message} is required`;

/** The typed fields as the form labels them: one longer than the API takes is named before a code is mailed. */
const QUOTE_LABELS = { name: 'Full Name', phone: 'Phone Number', message: 'Project Description' };
