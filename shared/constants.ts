/**
 * Domain constants of the product spec (section 9) and the server rules of the design
 * (sections 5-7) that more than one of the API, the web app and the desktop app rely on.
 * The timings and counts of the screens live with the web app (web/src/lib/displayRules.ts).
 */

// Spec §9
export const OTP_LENGTH = 6;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/** The projects a page asks for at a time: the home page's featured grid, each Load More. */
export const FEATURED_PROJECTS_LIMIT = 6;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const BROCHURE_FILE_NAME = 'services-and-pricing.pdf';
/**
 * A lead form sends one random UUID per submission in this header, the same on its retries: the
 * server stores a sender's key with the lead, so a retry of a lead it already stored answers the
 * same success and writes nothing (a proxy's 502 can hide a lead that was committed).
 */
export const LEAD_RETRY_KEY_HEADER = 'Idempotency-Key';

export const DEFAULT_CURRENCY: Currency = 'INR';
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'project-based';
export const DEFAULT_RATING = 5;
export const DEFAULT_ORDER = 1;
export const DEFAULT_TAGLINE = 'Professional Digital Solutions';
export const DEFAULT_COUNTRY = 'India';

// Design §5: one-time codes and verification
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_PER_ADDRESS_PER_HOUR = 5;
export const OTP_MAX_SENDS_PER_IP_PER_HOUR = 20;
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

// Enumerations of spec §3
export const SERVICE_ICONS = ['Globe', 'Smartphone', 'Palette', 'TrendingUp', 'ShoppingCart', 'Cloud'] as const;
export const SERVICE_CATEGORIES = ['web', 'mobile', 'design', 'marketing', 'ecommerce', 'cloud'] as const;
export const CURRENCIES = ['INR', 'USD', 'EUR'] as const;
export const BILLING_CYCLES = ['project-based', 'monthly', 'hourly', 'yearly'] as const;
export const PROJECT_CATEGORIES = ['web', 'mobile', 'design', 'other'] as const;
export const PROJECT_STATUSES = ['active', 'inactive'] as const;
export const CAMPAIGN_AUDIENCES = ['newsletter_subscribers', 'all_users', 'contacts'] as const;
export const TEMPLATE_TYPES = [
  'email_campaign',
  'newsletter_welcome',
  'contact_notification',
  'welcome_confirmation',
  'otp_verification',
] as const;
export const OTP_FLOW_TYPES = ['contact', 'quote'] as const;
/** Settings > Export: GET /api/admin/export/{kind}.csv. */
export const CSV_KINDS = ['contacts', 'quotes'] as const;
/** The methods of the admin API (spec §7), the only ones a client sends. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export type ServiceIcon = (typeof SERVICE_ICONS)[number];
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export type Currency = (typeof CURRENCIES)[number];
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
export type OtpFlow = (typeof OTP_FLOW_TYPES)[number];
export type CsvKind = (typeof CSV_KINDS)[number];
export type HttpMethod = (typeof HTTP_METHODS)[number];

// Issue 17: staff lists page on the server
/** Rows of an admin list page when the client names no limit; the first page is what the dashboard loads. */
export const LIST_PAGE_SIZE = 25;
export const LIST_PAGE_MAX = 100;
/** Totals are counted exactly up to here; past it a list answers a cached or capped figure. */
export const LIST_COUNT_CAP = 10_000;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The longest UTM tag a lead keeps (issue 18); the browser cuts longer ones, the server refuses them. */
export const VISIT_SOURCE_MAX = 100;
/** The Insights posts a visit remembers having read (the latest), sent with a lead it sends. */
export const VISIT_READ_POSTS = 10;

/**
 * The longest text, in characters (code points, as the API counts them), each field of the lead
 * forms takes: the API's schemas (shared/api/leads.ts) and the forms' own check before a code is
 * mailed read them here.
 */
export const LEAD_TEXT_MAX = {
  name: 120,
  phone: 40,
  subject: 200,
  service: 120,
  subService: 200,
  budget: 100,
  timeline: 100,
  message: 5000,
} as const;
