import { postJson, type ApiMessage } from '../../lib/http';

export const subscribeToNewsletter = (email: string): Promise<ApiMessage> =>
  postJson('/api/newsletter/subscribe', { email, source: 'website-footer' });

export const unsubscribeFromNewsletter = (email: string): Promise<ApiMessage> =>
  postJson('/api/newsletter/unsubscribe', { email });
