/**
 * The newsletter's double opt-in page (a page of the site, /newsletter/confirm): the confirmation
 * mail links to it with the token; its button POSTs to the action, and a POST from a browser's
 * form (no script) comes back to it with the result. Apart from the API schemas, so the footer's
 * newsletter box does not bring the schema library into every page.
 */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export type NewsletterConfirmResult = 'confirmed' | 'invalid';
export const newsletterConfirmAction = (token: string) => `/api/newsletter/confirm/${encodeURIComponent(token)}`;
export const newsletterConfirmPage = (query: { token: string } | { result: NewsletterConfirmResult }) =>
  `${NEWSLETTER_CONFIRM_PATH}?${new URLSearchParams(query).toString()}`;
export const NEWSLETTER_CONFIRM_TEXTS: Record<NewsletterConfirmResult, string> = {
  confirmed: 'Thank you: your subscription is confirmed. A welcome e-mail is on its way.',
  invalid: 'This confirmation link is not valid any more. Subscribe again to get a new one.',
};
