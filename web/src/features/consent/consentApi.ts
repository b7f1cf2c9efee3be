import { postJson, type ApiMessage } from '../../lib/http';

/** The token of the link in a mail about a request: withdraws consent to be contacted about it. */
export const withdrawContactConsent = (token: string): Promise<ApiMessage> => postJson('/api/consents/withdraw', { token });
