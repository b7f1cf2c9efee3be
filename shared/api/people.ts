import { Type, type Static } from 'typebox';
import { Email } from './common.ts';
import { LEAD_KINDS } from './pipeline.ts';

export const PersonParams = Type.Object({ email: Email });

/** One step of a person's history with the agency, as staff read it on the timeline. */
export const TimelineEntry = Type.Object({
  at: Type.Integer(),
  /** Where it comes from: a code or newsletter step, a lead, a mail, a staff note or change. */
  source: Type.Enum(['person', 'lead', 'mail', 'staff'] as const),
  text: Type.String(),
  /** The lead this entry belongs to, to open it from the timeline. */
  lead: Type.Optional(Type.Object({ kind: Type.Enum(LEAD_KINDS), id: Type.String() })),
});
export type TimelineEntry = Static<typeof TimelineEntry>;

export const PersonTimeline = Type.Object({ email: Type.String(), entries: Type.Array(TimelineEntry) });
export type PersonTimeline = Static<typeof PersonTimeline>;

const Rows = Type.Array(Type.Record(Type.String(), Type.Unknown()));

/** Everything the agency holds on one address, for the person who asked (DPDP right of access). */
export const PersonExport = Type.Object({
  email: Type.String(),
  exportedAt: Type.String(),
  timeline: Type.Array(TimelineEntry),
  messages: Rows,
  quoteRequests: Rows,
  newsletter: Rows,
  /** Every consent given, with the notice shown, and its withdrawal (the consent ledger). */
  consents: Rows,
  mails: Rows,
});
export type PersonExport = Static<typeof PersonExport>;

export const ErasedCounts = Type.Record(Type.String(), Type.Integer());
