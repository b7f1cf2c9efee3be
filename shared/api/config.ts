import { Type, type Static } from 'typebox';
import { Email, LinkOrPath, OptionalUrl, RequiredText, Text } from './common.ts';

export const OptionItem = Type.Object({
  label: RequiredText(100),
  value: RequiredText(100),
  order: Type.Integer({ minimum: 0, maximum: 1000 }),
});
export type OptionItem = Static<typeof OptionItem>;

/** A phone number as people write it: digits, spaces, +, -, dots and brackets. */
const Phone = Type.String({ maxLength: 40, pattern: '^[0-9+()\\-. ]*$' });

export const ContactInfo = Type.Object({
  email: Email,
  phone: Phone,
  supportEmail: Email,
  address: Text(300),
  city: Text(100),
  state: Text(100),
  country: Text(100),
  /** Empty: the phone number (spec §1). */
  whatsapp: Phone,
});
export type ContactInfo = Static<typeof ContactInfo>;

const settingsGroups = {
  siteInfo: Type.Object({
    name: RequiredText(100),
    tagline: Text(200),
    description: Text(1000),
    url: LinkOrPath(300),
  }),
  contactInfo: ContactInfo,
  budgetRanges: Type.Array(OptionItem, { maxItems: 20 }),
  timelines: Type.Array(OptionItem, { maxItems: 20 }),
  seo: Type.Object({ author: Text(100), keywords: Text(500) }),
  social: Type.Object({ twitter: LinkOrPath(300), facebook: LinkOrPath(300), linkedin: LinkOrPath(300) }),
  business: Type.Object({
    foundingYear: Type.Integer({ minimum: 1900, maximum: 2100 }),
    employeeCount: Text(50),
    industry: Text(100),
    serviceArea: Text(200),
    priceRange: Text(20),
  }),
  /** Where the site's calls to action lead: the Watch Demo video and the Schedule a Call booking page. */
  links: Type.Object({ demoVideoUrl: OptionalUrl, bookingUrl: OptionalUrl }),
  /** The company figures every page shows, one set (the spec's pages disagree on the years). */
  figures: Type.Object({ projects: Text(20), clients: Text(20), years: Text(20), successRate: Text(20) }),
};

/** The part of the site configuration that staff edit in Settings (stored as one row). */
export const SiteSettings = Type.Object(settingsGroups);
export type SiteSettings = Static<typeof SiteSettings>;

/** Which save the stored settings are: when it was made (ISO), null while the built-in defaults apply. */
const SettingsVersion = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** GET /api/admin/settings: the settings and their version, which the form sends back with its save. */
export const VersionedSettingsAnswer = Type.Object({ success: Type.Literal(true), data: SiteSettings, updatedAt: SettingsVersion });
export interface VersionedSettings {
  settings: SiteSettings;
  updatedAt: Static<typeof SettingsVersion>;
}

/** The answer to a save: the new version, on which the same form saves next. */
export const SettingsSaved = Type.Object({ success: Type.Literal(true), message: Type.String(), updatedAt: Type.String() });

/**
 * What PUT /api/admin/settings takes: the groups added after the first release may be left out
 * (a desktop app not yet updated sends none), and then keep what is stored. `baseUpdatedAt` is the
 * version the edits were made on: a save over a version someone has saved since is refused with
 * 409, so two staff in Settings (or one in two windows) never silently undo each other's changes.
 * Left out, the save is not checked.
 */
export const SiteSettingsInput = Type.Object({
  ...settingsGroups,
  links: Type.Optional(settingsGroups.links),
  figures: Type.Optional(settingsGroups.figures),
  baseUpdatedAt: Type.Optional(SettingsVersion),
});
export type SiteSettingsInput = Static<typeof SiteSettingsInput>;

const ConfigService = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  subServices: Type.Array(Type.String()),
  isActive: Type.Boolean(),
});

/** GET /api/config: the settings plus the spec's `contact` alias and the service list. */
export const ClientConfig = Type.Intersect([
  SiteSettings,
  Type.Object({ contact: ContactInfo, services: Type.Array(ConfigService) }),
]);
export type ClientConfig = Static<typeof ClientConfig>;
