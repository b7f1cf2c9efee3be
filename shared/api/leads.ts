import { Type, type Static } from 'typebox';
import { VISIT_SOURCE_MAX } from '../constants.ts';
import { Email, Phone, RequiredText, Text } from './common.ts';
import { LEAD_STATUSES } from './pipeline.ts';

/**
 * Where the visit that sent a lead came from (issue 18): the landing URL's utm_source, utm_medium
 * and utm_campaign, else the referring site's host (medium `referral`), and the page it landed on.
 * The browser keeps it for the visit in sessionStorage; no cookie is set for it.
 */
export const VisitSource = Type.Object({
  source: Type.Optional(Text(VISIT_SOURCE_MAX)),
  medium: Type.Optional(Text(VISIT_SOURCE_MAX)),
  campaign: Type.Optional(Text(VISIT_SOURCE_MAX)),
  landing: Type.Optional(Text(200)),
  /** The visit downloaded the pricing brochure before sending. */
  brochure: Type.Optional(Type.Boolean()),
});
export type VisitSource = Static<typeof VisitSource>;

export const QuoteBody = Type.Object({
  name: RequiredText(120),
  email: Email,
  phone: Type.Optional(Phone),
  service: RequiredText(120),
  subService: RequiredText(200),
  budget: RequiredText(100),
  timeline: RequiredText(100),
  message: RequiredText(5000),
  verifiedEmail: Type.Optional(Type.Union([Email, Type.Boolean()])),
  visit: Type.Optional(VisitSource),
});
export type QuoteBody = Static<typeof QuoteBody>;

export const ContactBody = Type.Object({
  name: RequiredText(120),
  email: Email,
  phone: Type.Optional(Phone),
  subject: RequiredText(200),
  message: RequiredText(5000),
  verifiedEmail: Type.Optional(Type.Union([Email, Type.Boolean()])),
  visit: Type.Optional(VisitSource),
});
export type ContactBody = Static<typeof ContactBody>;

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

/** Stored leads as staff see them. */
export const Quote = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  service: Type.String(),
  subService: Type.String(),
  budget: Type.String(),
  timeline: Type.String(),
  message: Type.String(),
  verifiedEmail: Type.String(),
  createdAt: Type.String(),
  /** service, budget and timeline as people read them (shared/lead-labels.ts, Settings' lists). */
  labels: Type.Object({ service: Type.String(), budget: Type.String(), timeline: Type.String() }),
  ...PipelineFields,
});
export type Quote = Static<typeof Quote>;

export const Contact = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  verifiedEmail: Type.String(),
  createdAt: Type.String(),
  ...PipelineFields,
});
export type Contact = Static<typeof Contact>;
