import { postJson, type ApiMessage } from '../../lib/http';

export const subscribeToNewsletter = (email: string): Promise<ApiMessage> =>
  postJson('/api/newsletter/subscribe', { email, source: 'website-footer' });

/** `token` is the personal one from the mail's link: the server refuses an unsubscribe without it. */
export const unsubscribeFromNewsletter = (email: string, token: string): Promise<ApiMessage> =>
  postJson('/api/newsletter/unsubscribe', { email, token });
