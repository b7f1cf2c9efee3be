/** Terms and privacy texts (spec §2 'Terms and privacy pages'). The server may reuse them. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** The configurable legal pages show this date (spec route table). */
export const LEGAL_LAST_UPDATED = 'December 21, 2024';

export interface LegalParties {
  siteName: string;
  contactEmail: string;
}

export const termsSections = ({ siteName, contactEmail }: LegalParties): LegalSection[] => [
  {
    heading: 'Agreement',
    paragraphs: [
      `These terms apply to every website, mobile app, design and marketing project that ${siteName} delivers. By accepting a quote you agree to them.`,
    ],
  },
  {
    heading: 'Payment',
    paragraphs: [
      'A 50% advance payment is due before work starts; the remainder is due on completion, before the final hand-over.',
      'All prices are quoted and invoiced in Indian Rupees (INR).',
    ],
  },
  {
    heading: 'Pricing',
    paragraphs: [
      'Web projects start from 10,000 rupees and mobile apps start from 20,000 rupees. The final price depends on the agreed scope.',
      'Hosting, domain names and third-party subscriptions are not included unless the quote says otherwise.',
    ],
  },
  {
    heading: 'Support',
    paragraphs: [
      '1 month of support is included after launch, covering bug fixes and minor adjustments. New features are quoted separately.',
    ],
  },
  {
    heading: 'Data retention',
    paragraphs: ['We retain project data for about 3 years after completion, then delete it.'],
  },
  {
    heading: 'Eligibility',
    paragraphs: ['Our services are not intended for persons under 18.'],
  },
  {
    heading: 'Contact',
    paragraphs: [`Questions about these terms: ${contactEmail}.`],
  },
];

export const privacySections = ({ siteName, contactEmail }: LegalParties): LegalSection[] => [
  {
    heading: 'What we collect',
    paragraphs: [
      `When you request a quote, send a message or subscribe to the newsletter, ${siteName} stores the name, e-mail address, phone number and message you give us.`,
      'We count page views and page speed figures without cookies and without storing your IP address.',
    ],
  },
  {
    heading: 'E-mail verification',
    paragraphs: [
      'We confirm your e-mail address with a 6-digit code. A cookie then remembers, for 24 hours, that this browser verified that address.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'We use your details only to answer your request, deliver your project and, if you subscribed, send our newsletter. We never sell them.',
    ],
  },
  {
    heading: 'Newsletter',
    paragraphs: ['Every newsletter contains an unsubscribe link that takes effect immediately.'],
  },
  {
    heading: 'Retention',
    paragraphs: ['Project data is kept for about 3 years after completion, then deleted.'],
  },
  {
    heading: 'Children',
    paragraphs: ['Our services are not intended for persons under 18.'],
  },
  {
    heading: 'Your rights',
    paragraphs: [`To see, correct or delete your data, write to ${contactEmail}.`],
  },
];
