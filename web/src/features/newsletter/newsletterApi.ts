import { newsletterConfirmAction } from '../../../../shared/newsletter-confirm';
import { postJson, type ApiMessage } from '../../lib/http';

export const subscribeToNewsletter = (email: string): Promise<ApiMessage> =>
  postJson('/api/newsletter/subscribe', { email, source: 'website-footer' });

/** `token` is the personal one from the mail's link: the server refuses an unsubscribe without it. */
export const unsubscribeFromNewsletter = (email: string, token: string): Promise<ApiMessage> =>
  postJson('/api/newsletter/unsubscribe', { email, token });

/** The button of the confirmation page: the one step that confirms a subscription (double opt-in). */
export const confirmNewsletter = (token: string): Promise<ApiMessage> => postJson(newsletterConfirmAction(token), {});
