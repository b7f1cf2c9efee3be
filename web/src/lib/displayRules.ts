/**
 * The timings and counts of what visitors see (spec §9), and the browser storage keys the spec
 * names: rules of the screens, so they live with the web app rather than in shared/.
 */

export const TOAST_DURATION_MS = 5000;
export const QUOTE_SUCCESS_REDIRECT_MS = 3000;
export const CONTACT_SUCCESS_REDIRECT_MS = 3000;
export const VERIFIED_CONTACT_REDIRECT_MS = 2000;
export const STATUS_RESET_MS = 3000;
export const DROPDOWN_CLOSE_DELAY_MS = 300;
export const ANCHOR_SCROLL_DELAY_MS = 100;
export const LOAD_MORE_THRESHOLD = 6;
export const PREVIEW_TIMEOUT_MS = 10_000;
export const PREVIEW_OVERLAY_HIDE_MS = 1500;
export const TECHNOLOGIES_PER_CARD = 3;
export const SERVICE_FEATURES_SHOWN = 2;
export const PRICE_THOUSANDS_FROM = 1000;
export const PORTFOLIO_HERO_ROTATION_MS = 3000;
export const PORTFOLIO_HERO_STEPS = 4;
export const CAROUSEL_INTERVAL_MS = 5000;

export const STORAGE_CONTACT_FORM = 'contactFormData';
/** The last site configuration received, shown when the server cannot be reached. */
export const STORAGE_SITE_CONFIG = 'siteConfig';
