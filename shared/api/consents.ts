import { Type, type Static } from 'typebox';

/**
 * POST /api/consents/withdraw: the token of the link in a mail about a request (issue 18). Any
 * length up to the bound: a link cut short is answered as a link not valid, which the page shows.
 */
export const WithdrawBody = Type.Object({ token: Type.String({ maxLength: 200 }) });
export type WithdrawBody = Static<typeof WithdrawBody>;

export const CONSENT_WITHDRAWN = 'Done: we will not contact you about your requests any more.';
export const BAD_WITHDRAW_LINK = 'This link is not valid. Please use the link in our latest e-mail.';
