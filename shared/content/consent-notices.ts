/**
 * What a person agrees to on each public form (issue 18, DPDP Act 2023 s.5-6): the forms show this
 * text and the server stores the very same text with the consent, so the record says what was read.
 * Changing a notice changes what new consents record; old ones keep the text they were given under.
 */
export const CONSENT_NOTICES = {
  newsletter:
    'We will e-mail you our newsletter and occasional offers, and keep your address for that alone. Every mail has a link to unsubscribe in one click.',
  lead_contact:
    'We use your details only to answer this request, by e-mail or phone. You can ask us to stop, or to show, correct or erase your data, at any time.',
} as const;

export type ConsentPurpose = keyof typeof CONSENT_NOTICES;

/** How staff and the person read each purpose. */
export const CONSENT_PURPOSE_NAMES: Record<ConsentPurpose, string> = {
  newsletter: 'Newsletter and offers',
  lead_contact: 'Being contacted about a request',
};
