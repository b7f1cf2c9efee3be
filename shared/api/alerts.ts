import { Type, type Static } from 'typebox';
import { LEAD_KINDS } from './pipeline.ts';

/**
 * Alerts of new leads (issue 18): the leads that arrived after `after` (the `cursor` of the
 * previous answer), oldest first. Without `after`, no leads and the cursor of now: a client
 * learns of leads from the moment it starts asking.
 */
export const AlertsQuery = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
});

export const LeadAlert = Type.Object({
  /** Its place in the order leads arrived; the next cursor is the last one's. */
  seq: Type.Integer(),
  kind: Type.Enum(LEAD_KINDS),
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  /** The contact's subject or the quote's service. */
  subject: Type.String(),
  createdAt: Type.String(),
});
export type LeadAlert = Static<typeof LeadAlert>;

export const LeadAlerts = Type.Object({
  /** Pass as `after` next time. */
  cursor: Type.Integer(),
  leads: Type.Array(LeadAlert),
  /** True when more leads wait than one answer carries: ask again at once. */
  more: Type.Boolean(),
});
export type LeadAlerts = Static<typeof LeadAlerts>;

/** At most this many leads per answer. */
export const ALERTS_PAGE = 50;

/** How often the dashboard and the desktop app ask (a cheap indexed read: docs/leads-and-data-rights.md). */
export const ALERTS_POLL_MS = 15_000;

const ALERT_TITLES = { quote: 'New quote request', contact: 'New contact message' } as const;

/** A notification's words for a lead, the same in the browser and the desktop app. */
export const leadAlertText = (lead: LeadAlert): { title: string; body: string } => ({
  title: ALERT_TITLES[lead.kind],
  body: lead.subject ? `${lead.name}: ${lead.subject}` : lead.name,
});
