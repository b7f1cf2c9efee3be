import { Type, type Static } from 'typebox';
import { CAMPAIGN_AUDIENCES, TEMPLATE_TYPES } from '../constants.ts';
import { RequiredText } from './common.ts';

/** POST /api/admin/login; not format-checked, since the bootstrap admin is admin@localhost. */
export const LoginBody = Type.Object({ email: RequiredText(254), password: Type.String({ minLength: 1, maxLength: 200 }) });
export type LoginBody = Static<typeof LoginBody>;
export const LoginAnswer = Type.Object({ success: Type.Literal(true), token: Type.String(), expiresAt: Type.String() });
export type LoginAnswer = Static<typeof LoginAnswer>;

/** GET /api/admin/dashboard/stats answers `{ success, stats, data }` with the same object twice. */
export const AdminStats = Type.Object({
  totalContacts: Type.Integer(),
  totalQuotes: Type.Integer(),
  totalProjects: Type.Integer(),
  totalServices: Type.Integer(),
  totalTestimonials: Type.Integer(),
  totalSubscribers: Type.Integer(),
  totalCampaigns: Type.Integer(),
});
export type AdminStats = Static<typeof AdminStats>;
export const StatsAnswer = Type.Object({ success: Type.Literal(true), stats: AdminStats, data: AdminStats });

/** POST and PUT /api/admin/email-templates; content may use {{name}}-style variables. */
export const EmailTemplateInput = Type.Object({
  name: RequiredText(120),
  subject: RequiredText(250),
  htmlContent: RequiredText(100_000),
  templateType: Type.Enum(TEMPLATE_TYPES),
});
export type EmailTemplateInput = Static<typeof EmailTemplateInput>;

export const EmailTemplate = Type.Intersect([
  Type.Object({ _id: Type.String(), createdAt: Type.String(), updatedAt: Type.String() }),
  EmailTemplateInput,
]);
export type EmailTemplate = Static<typeof EmailTemplate>;

/** POST /api/admin/email-campaigns; `content` is HTML and may use {{email}}. */
export const CampaignInput = Type.Object({
  name: RequiredText(120),
  subject: RequiredText(250),
  content: RequiredText(100_000),
  targetAudience: Type.Enum(CAMPAIGN_AUDIENCES),
});
export type CampaignInput = Static<typeof CampaignInput>;

export const CAMPAIGN_STATUSES = ['sending', 'paused', 'sent'] as const;

export const Campaign = Type.Intersect([
  Type.Object({
    _id: Type.String(),
    /** sending: mails still queued; paused: stopped after send errors until resumed; sent: none left. */
    status: Type.Enum(CAMPAIGN_STATUSES),
    recipients: Type.Object({ total: Type.Integer(), sent: Type.Integer(), failed: Type.Integer() }),
    /** While sending: when its last queued mail is due at the pace it was queued with. */
    expectedFinishAt: Type.Optional(Type.String()),
    /** When the campaign was queued for sending. */
    sentAt: Type.String(),
    createdAt: Type.String(),
  }),
  CampaignInput,
]);
export type Campaign = Static<typeof Campaign>;

/** An uploaded file; `url` is where it is served, e.g. /uploads/3f2c....pdf. */
export const FileRecord = Type.Object({
  _id: Type.String(),
  originalName: Type.String(),
  storedName: Type.String(),
  url: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  createdAt: Type.String(),
});
export type FileRecord = Static<typeof FileRecord>;

/** GET /api/analytics and /api/admin/analytics; both days inclusive, UTC. Default: the last 30 days. */
export const AnalyticsQuery = Type.Object({
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
});
export type AnalyticsQuery = Static<typeof AnalyticsQuery>;

/** GET /api/admin/email-templates/defaults: the built-in text of each system mail and whether staff replaced it. */
export const SystemTemplate = Type.Object({
  templateType: Type.Enum(TEMPLATE_TYPES),
  subject: Type.String(),
  htmlContent: Type.String(),
  /** The saved template now used instead, if any (the newest of its type). */
  customizedBy: Type.Union([Type.String(), Type.Null()]),
});
export type SystemTemplate = Static<typeof SystemTemplate>;
export const TemplateTypeParams = Type.Object({ templateType: Type.Enum(TEMPLATE_TYPES) });
