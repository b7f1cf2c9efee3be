import { Type, type Static } from 'typebox';
import { LEAD_TEXT_MAX, VISIT_READ_POSTS, VISIT_SOURCE_MAX } from '../constants.ts';
import { Email, Phone, RequiredText, Text } from './common.ts';
import { LEAD_STATUSES } from './pipeline.ts';

/**
 * Where the visit that sent a lead came from (issue 18): the landing URL's utm_source, utm_medium
 * and utm_campaign, else the referring site's host (medium `referral`), and the page it landed on.
 * The browser keeps it for the visit in sessionStorage; no cookie is set for it.
 */
/** The longest post slug a lead's visit keeps. */
const VISIT_READ_SLUG_MAX = 100;

export const VisitSource = Type.Object({
  source: Type.Optional(Text(VISIT_SOURCE_MAX)),
  medium: Type.Optional(Text(VISIT_SOURCE_MAX)),
  campaign: Type.Optional(Text(VISIT_SOURCE_MAX)),
  landing: Type.Optional(Text(200)),
  /** The visit downloaded the pricing brochure before sending. */
  brochure: Type.Optional(Type.Boolean()),
  /** The Insights posts the visit read before sending (their slugs, the latest ten). */
  read: Type.Optional(Type.Array(Text(VISIT_READ_SLUG_MAX), { maxItems: VISIT_READ_POSTS })),
});
export type VisitSource = Static<typeof VisitSource>;

/** What both forms send around their own fields: who asks, and their message with its visit. */
const SENDER = { name: RequiredText(LEAD_TEXT_MAX.name), email: Email, phone: Type.Optional(Phone) };
const MESSAGE = { message: RequiredText(LEAD_TEXT_MAX.message), verifiedEmail: Type.Optional(Type.Union([Email, Type.Boolean()])), visit: Type.Optional(VisitSource) };

export const QuoteBody = Type.Object({
  ...SENDER,
  service: RequiredText(LEAD_TEXT_MAX.service),
  subService: RequiredText(LEAD_TEXT_MAX.subService),
  budget: RequiredText(LEAD_TEXT_MAX.budget),
  timeline: RequiredText(LEAD_TEXT_MAX.timeline),
  ...MESSAGE,
});
export type QuoteBody = Static<typeof QuoteBody>;

export const ContactBody = Type.Object({ ...SENDER, subject: RequiredText(LEAD_TEXT_MAX.subject), ...MESSAGE });
export type ContactBody = Static<typeof ContactBody>;

/** A UUID as crypto.randomUUID() writes it, in either case. */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
/** The lead forms' LEAD_RETRY_KEY_HEADER (shared/constants.ts), as Node names headers. */
export const LeadHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ pattern: UUID_PATTERN })) });
export type LeadHeaders = Static<typeof LeadHeaders>;

/**
 * Where a lead stands in the staff pipeline (issue 18), shown in the admin lists; beyond the
 * spec's fields, so optional.
 */
const PipelineFields = {
  status: Type.Optional(Type.Enum(LEAD_STATUSES)),
  ownerId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  followUpOn: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  visit: Type.Optional(VisitSource),
};

/** Stored leads as staff see them: the sender, the form's own fields, then the message. */
const STORED_SENDER = { _id: Type.String(), name: Type.String(), email: Type.String(), phone: Type.String() };
const STORED_MESSAGE = { message: Type.String(), verifiedEmail: Type.String(), createdAt: Type.String() };

export const Quote = Type.Object({
  ...STORED_SENDER,
  service: Type.String(),
  subService: Type.String(),
  budget: Type.String(),
  timeline: Type.String(),
  ...STORED_MESSAGE,
  /** service, budget and timeline as people read them (shared/lead-labels.ts, Settings' lists). */
  labels: Type.Object({ service: Type.String(), budget: Type.String(), timeline: Type.String() }),
  ...PipelineFields,
});
export type Quote = Static<typeof Quote>;

export const Contact = Type.Object({ ...STORED_SENDER, subject: Type.String(), ...STORED_MESSAGE, ...PipelineFields });
export type Contact = Static<typeof Contact>;
