/**
 * Business constants of the product spec (section 9) and the server rules of the design
 * (sections 5-7). Defined once here; the API, the web app and the desktop app import them.
 */

// Spec §9: visitor-facing timings and counts
export const OTP_LENGTH = 6;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
export const TOAST_DURATION_MS = 5000;
export const QUOTE_SUCCESS_REDIRECT_MS = 3000;
export const CONTACT_SUCCESS_REDIRECT_MS = 3000;
export const VERIFIED_CONTACT_REDIRECT_MS = 2000;
export const STATUS_RESET_MS = 3000;
export const DROPDOWN_CLOSE_DELAY_MS = 300;
export const ANCHOR_SCROLL_DELAY_MS = 100;
export const FEATURED_PROJECTS_LIMIT = 6;
export const LOAD_MORE_THRESHOLD = 6;
export const PREVIEW_TIMEOUT_MS = 10_000;
export const PREVIEW_OVERLAY_HIDE_MS = 1500;
export const TECHNOLOGIES_PER_CARD = 3;
export const SERVICE_FEATURES_SHOWN = 2;
export const PRICE_THOUSANDS_FROM = 1000;
export const PORTFOLIO_HERO_ROTATION_MS = 3000;
export const PORTFOLIO_HERO_STEPS = 4;
export const CAROUSEL_INTERVAL_MS = 5000;
export const ADMIN_CACHE_MS = 5 * 60 * 1000;
export const RECENT_ACTIVITY_COUNT = 5;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const BROCHURE_FILE_NAME = 'services-and-pricing.pdf';

export const DEFAULT_CURRENCY = 'INR';
export const DEFAULT_BILLING_CYCLE = 'project-based';
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

// Browser storage keys named by the spec
export const STORAGE_CONTACT_FORM = 'contactFormData';
export const STORAGE_ADMIN_TOKEN = 'adminToken';
/** The last site configuration received, shown when the server cannot be reached. */
export const STORAGE_SITE_CONFIG = 'siteConfig';

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
