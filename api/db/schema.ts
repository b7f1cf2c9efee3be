import type { Generated } from 'kysely';
import type { FunnelStep } from '../../shared/api/analytics.ts';
import type { OtpFlow } from '../../shared/constants.ts';
import type { ConsentPurpose } from '../../shared/content/consent-notices.ts';
import type { LeadStatus } from '../../shared/api/pipeline.ts';
import type { PostKind } from '../../shared/posts.ts';

/** Row types of the SQLite database. JSON columns hold text; booleans are 0/1. */
/** The columns of both kinds of lead (quote requests and contact messages). */
interface LeadColumns {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  verified_email: string;
  created_at: string;
  /** Where the lead stands in the staff pipeline (issue 18). */
  status: Generated<LeadStatus>;
  lost_reason: string | null;
  owner_id: string | null;
  follow_up_on: string | null;
  /** Where the visit that sent the lead came from (issue 18), if known. */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  landing_page: string | null;
  /** 1 when that visit downloaded the pricing brochure before the lead was sent. */
  downloaded_brochure: Generated<number>;
  /** The Insights posts that visit read before (slugs, JSON array), if any. */
  read_posts: string | null;
}

export interface Database {
  settings: { key: string; value: string; updated_at: string };
  services: {
    id: string;
    name: string;
    description: string;
    features: string;
    sub_services: string;
    starting_price: number;
    currency: string;
    billing_cycle: string;
    icon: string;
    category: string;
    is_active: number;
    is_featured: number;
    sort_order: number;
    created_at: string;
    updated_at: string;
  };
  projects: {
    id: string;
    title: string;
    description: string;
    live_url: string;
    github: string;
    image: string;
    category: string;
    technologies: string;
    featured: number;
    status: string;
    created_at: string;
    updated_at: string;
  };
  testimonials: {
    id: string;
    name: string;
    position: string;
    company: string;
    content: string;
    rating: number;
    image: string;
    is_active: number;
    is_approved: number;
    is_featured: number;
    sort_order: number;
    project: string | null;
    created_at: string;
    updated_at: string;
  };
  quotes: LeadColumns & { service: string; sub_service: string; budget: string; timeline: string };
  contacts: LeadColumns & { subject: string };
  subscribers: {
    id: string;
    email: string;
    status: 'pending' | 'active' | 'unsubscribed';
    source: string;
    unsubscribe_token: string;
    /** Set while a confirmation link is out; cleared when it is used. */
    confirm_token: string | null;
    subscribed_at: string;
    unsubscribed_at: string | null;
  };
  otp_codes: {
    email: string;
    code_hash: string;
    attempts: number;
    expires_at: number;
    created_at: number;
    /** Which form (and visit source) the code was asked for: its verification counts for them. */
    funnel_form: OtpFlow | null;
    funnel_source: string | null;
  };
  form_funnel_daily: {
    day: string;
    form: OtpFlow;
    source: string;
    step: FunnelStep;
    count: number;
  };
  otp_sends: { id: Generated<number>; email: string; ip: string; created_at: number };
  verifications: { browser_id: string; email: string; expires_at: number; created_at: number };
  outbox: {
    id: Generated<number>;
    kind: string;
    to_address: string;
    subject: string;
    html: string;
    text: string;
    headers: string;
    campaign_id: string | null;
    status: 'queued' | 'sending' | 'sent' | 'failed';
    attempts: number;
    last_error: string | null;
    next_attempt_at: number;
    created_at: number;
    sent_at: number | null;
    /** The claim sending this row (`<instance>#<n>`) while status is 'sending'. */
    claimed_by: string | null;
    /** While 'sending': after this time (ms) the claim counts as dead and the row may be claimed again. */
    lease_until: number | null;
  };
  admins: {
    id: string;
    email: string;
    password_hash: string;
    tokens_valid_after: number;
    /** Shown as a post's author, with the role (migration 019). */
    name: Generated<string>;
    role: Generated<string>;
    created_at: string;
    updated_at: string;
  };
  email_templates: {
    id: string;
    name: string;
    subject: string;
    html_content: string;
    template_type: string;
    created_at: string;
    updated_at: string;
  };
  campaigns: {
    id: string;
    name: string;
    subject: string;
    content: string;
    target_audience: string;
    recipients_total: number;
    /** 'preparing' while its mails are being queued (never listed, never sent). */
    status: 'preparing' | 'sending' | 'paused' | 'sent';
    error_count: number;
    sent_at: string | null;
    created_at: string;
  };
  files: {
    id: string;
    original_name: string;
    stored_name: string;
    mime: string;
    size: number;
    created_at: string;
  };
  visitor_events: {
    id: Generated<number>;
    type: 'pageview' | 'vital';
    path: string;
    referrer: string | null;
    name: string | null;
    value: number | null;
    day: string;
    created_at: number;
  };
  /** Page views per day (migration 007): kind 'total' (key ''), 'path' or 'referrer'. */
  visitor_daily: { day: string; kind: 'total' | 'path' | 'referrer'; key: string; views: number };
  /** Web-vital samples per day and value, the value in `units` (see analytics.ts, VITAL_SCALE). */
  vital_daily: { name: string; day: string; units: number; samples: number };
  login_throttle: { key: string; failures: number; last_at: number; next_at: number };
  newsletter_confirm_sends: { id: Generated<number>; email: string; created_at: number };
  mail_opt_outs: { email: string; token: string; created_at: string; opted_out_at: string | null };
  image_variants: { url: string; base: string; width: number; height: number; widths: string };
  frame_checks: { url: string; status: string; reason: string; checked_at: string };
  rate_limits: { key: string; count: number; window_start: number };
  /** A lead form's Idempotency-Key (migration 021): a digest of sender and key, kept a day. */
  lead_retry_keys: { id: string; created_at: number };
  lead_events: {
    id: Generated<number>;
    lead_kind: 'contact' | 'quote';
    lead_id: string;
    type: 'note' | 'status' | 'owner' | 'follow_up' | 'reply' | 'project';
    detail: string;
    admin_email: string | null;
    created_at: number;
  };
  consents: {
    id: Generated<number>;
    email: string;
    purpose: ConsentPurpose;
    /** The notice exactly as the person was shown it. */
    notice: string;
    /** The form the consent was given on. */
    source: string;
    given_at: number;
    withdrawn_at: number | null;
    withdrawn_via: string | null;
    /** Leads only: the secret of the one-click withdrawal link in mails about that lead. */
    withdraw_token: string | null;
  };
  person_events: {
    id: Generated<number>;
    email: string;
    type: PersonEventType;
    detail: Generated<string>;
    created_at: number;
  };
  audit_log: {
    id: Generated<number>;
    admin_email: string;
    action: string;
    entity: string;
    entity_id: string | null;
    before: string | null;
    after: string | null;
    created_at: number;
  };
  posts: {
    id: string;
    slug: string;
    title: string;
    excerpt: string;
    /** Markdown as staff wrote it; `html` is its sanitised rendering, made when saved. */
    body: string;
    html: string;
    cover_image: string;
    cover_alt: string;
    /** JSON array, in the staff's order; post_tags holds one row per tag for filtering. */
    tags: string;
    kind: PostKind;
    project_id: string | null;
    /** 'published' with a publish_at still ahead is a scheduled post. */
    status: 'draft' | 'published';
    publish_at: number | null;
    first_published_at: number | null;
    reading_minutes: number;
    author_id: string | null;
    author_name: string;
    author_role: string;
    newsletter_sends: Generated<number>;
    newsletter_campaign_id: string | null;
    newsletter_sent_at: number | null;
    created_at: string;
    updated_at: string;
  };
  post_tags: { tag: string; post_id: string };
  lead_alerts: {
    id: Generated<number>;
    lead_kind: 'contact' | 'quote';
    lead_id: string;
    created_at: number;
  };
}

export type PersonEventType =
  | 'code_requested'
  | 'code_verified'
  | 'newsletter_requested'
  | 'newsletter_confirmed'
  | 'newsletter_unsubscribed'
  | 'campaigns_opted_out'
  | 'rights_requested'
  /** Staff marked a request answered; the detail is the request's id. */
  | 'rights_answered';
