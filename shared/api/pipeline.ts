import { Type, type Static } from 'typebox';
import { Id, Text } from './common.ts';

/**
 * Lead management beyond the spec (issue 18): every contact message and quote request moves
 * through these stages; `lost` carries a reason.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'proposal_sent', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  proposal_sent: 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
};
/** Stages still worth a follow-up. */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'proposal_sent'];

export const LEAD_KINDS = ['contact', 'quote'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * A calendar day that exists, as staff pick a follow-up date (no time, no zone): the `date` format
 * (RFC 3339 full-date) checks the month's length and leap years, so 2026-02-31 is refused.
 */
export const Day = Type.String({ format: 'date' });

export const LeadParams = Type.Object({ kind: Type.Enum(LEAD_KINDS), id: Id });

/** A change to a lead's place in the pipeline; fields left out stay as they are, null clears. */
export const PipelineChange = Type.Object(
  {
    status: Type.Optional(Type.Enum(LEAD_STATUSES)),
    lostReason: Type.Optional(Text(500)),
    ownerId: Type.Optional(Type.Union([Id, Type.Null()])),
    followUpOn: Type.Optional(Type.Union([Day, Type.Null()])),
  },
  { additionalProperties: false },
);
export type PipelineChange = Static<typeof PipelineChange>;

export const LeadNoteBody = Type.Object({ body: Text(5000, 1) }, { additionalProperties: false });

/** A staff answer to a lead by e-mail; the admin may prefill it from a template. */
export const LeadReply = Type.Object({ subject: Text(200, 1), message: Text(10000, 1) }, { additionalProperties: false });
export type LeadReply = Static<typeof LeadReply>;

export const Pipeline = Type.Object({
  status: Type.Enum(LEAD_STATUSES),
  lostReason: Type.Union([Type.String(), Type.Null()]),
  ownerId: Type.Union([Type.String(), Type.Null()]),
  followUpOn: Type.Union([Type.String(), Type.Null()]),
});
export type Pipeline = Static<typeof Pipeline>;

/**
 * One entry of a lead's history: a staff note, a change of status, owner or follow-up day, a
 * reply sent, or the portfolio project drafted from a won quote.
 */
export const LeadEvent = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(['note', 'status', 'owner', 'follow_up', 'reply', 'project'] as const),
  /** The note, or the change as "from -> to" in words a person reads. */
  text: Type.String(),
  by: Type.Union([Type.String(), Type.Null()]),
  at: Type.Integer(),
});
export type LeadEvent = Static<typeof LeadEvent>;

export const LeadPipelineDetail = Type.Object({ pipeline: Pipeline, events: Type.Array(LeadEvent) });
export type LeadPipelineDetail = Static<typeof LeadPipelineDetail>;

const DueFollowUp = Type.Object({
  kind: Type.Enum(LEAD_KINDS),
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  status: Type.Enum(LEAD_STATUSES),
  followUpOn: Type.String(),
});

/** The dashboard's view of the pipeline: open leads by stage, and follow-ups due today or before. */
export const PipelineSummary = Type.Object({
  open: Type.Record(Type.String(), Type.Integer()),
  due: Type.Array(DueFollowUp),
});
export type PipelineSummary = Static<typeof PipelineSummary>;

/** The won quote's portfolio project draft; `created` false when one was already made from it. */
export const ProjectDraftAnswer = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ projectId: Type.String(), title: Type.String(), created: Type.Boolean() }),
});
export type ProjectDraft = Static<typeof ProjectDraftAnswer>['data'];
