import { Type, type Static } from 'typebox';
import { OTP_FLOW_TYPES, OTP_LENGTH, VISIT_SOURCE_MAX } from '../constants.ts';
import { Email, RequiredText, Text } from './common.ts';
import { LEAD_STATUSES } from './pipeline.ts';
import { VISIT_READ_POSTS } from '../posts.ts';

const Phone = Text(40);

export const SendOtpBody = Type.Object({
  email: Email,
  name: Type.Optional(Text(120)),
  phone: Type.Optional(Phone),
  type: Type.Optional(Type.Enum(OTP_FLOW_TYPES)),
  /** The visit's source (issue 18): the form's funnel counts the code under it. */
  source: Type.Optional(Text(VISIT_SOURCE_MAX)),
});
export type SendOtpBody = Static<typeof SendOtpBody>;

export const VerifyOtpBody = Type.Object({
  email: Email,
  otp: Type.String({ pattern: `^[0-9]{${OTP_LENGTH}}$` }),
});
export type VerifyOtpBody = Static<typeof VerifyOtpBody>;

export const CheckVerifiedQuery = Type.Object({ email: Email });
export const CheckVerifiedAnswer = Type.Object({ success: Type.Literal(true), verified: Type.Boolean() });

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
