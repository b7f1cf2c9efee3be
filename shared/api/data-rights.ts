import { Type, type Static } from 'typebox';
import { CONSENT_NOTICES } from '../content/consent-notices.ts';
import { Email, RequiredText } from './common.ts';

/**
 * The public data rights page (issue 18, DPDP Act 2023 s.11-13): a person who proved their address
 * with the e-mail code sees what the agency holds on it, withdraws consents, and asks for a
 * correction or erasure.
 */
export const YourDataQuery = Type.Object({ email: Email });

const PURPOSES = Object.keys(CONSENT_NOTICES) as (keyof typeof CONSENT_NOTICES)[];
export const WithdrawMine = Type.Object({ email: Email, purpose: Type.Enum(PURPOSES) });
export type WithdrawMine = Static<typeof WithdrawMine>;

export const RIGHTS_REQUEST_KINDS = ['correction', 'erasure'] as const;
export const RightsRequest = Type.Object({
  email: Email,
  kind: Type.Enum(RIGHTS_REQUEST_KINDS),
  /** What to correct, or anything the person wants the agency to know. */
  note: RequiredText(2000),
});
export type RightsRequest = Static<typeof RightsRequest>;

/**
 * A correction or erasure request staff have not marked answered (issue 27 item 8): the Dashboard's
 * queue, oldest first, since the DPDP Act expects an answer without delay.
 */
export const OpenRightsRequest = Type.Object({
  /** The request's entry on the person's timeline. */
  _id: Type.String(),
  email: Type.String(),
  kind: Type.Enum(RIGHTS_REQUEST_KINDS),
  note: Type.String(),
  /** When it was asked, in ms. */
  at: Type.Number(),
});
export type OpenRightsRequest = Static<typeof OpenRightsRequest>;

export const RIGHTS_MESSAGES = {
  notVerified: 'Please verify your email address first.',
  withdrawn: 'Consent withdrawn.',
  requested: 'Thank you. We will answer your request by e-mail within 30 days.',
  tooMany: 'We have your requests of today and will answer them by e-mail. Please try again tomorrow if something is missing.',
} as const;
