import type { SiteSettings } from '../../../../shared/api/config';

type TextSection = 'siteInfo' | 'contactInfo' | 'seo' | 'social' | 'business' | 'links' | 'figures';

export interface SettingsField {
  key: string;
  label: string;
  type?: 'email' | 'url' | 'tel' | 'number' | 'textarea';
  required?: boolean;
  hint?: string;
}

/** The Configure form, section by section, rendered by one loop (ConfigureForm). */
export const SETTINGS_SECTIONS: { section: TextSection; title: string; fields: SettingsField[] }[] = [
  {
    section: 'siteInfo',
    title: 'Site',
    fields: [
      { key: 'name', label: 'Site name', required: true },
      { key: 'tagline', label: 'Tagline' },
      { key: 'url', label: 'Site URL', type: 'url' },
      { key: 'description', label: 'Description', type: 'textarea' },
    ],
  },
  {
    section: 'contactInfo',
    title: 'Contact details',
    fields: [
      { key: 'email', label: 'E-mail', type: 'email', required: true },
      { key: 'supportEmail', label: 'Support e-mail', type: 'email', required: true },
      { key: 'phone', label: 'Phone', type: 'tel' },
      { key: 'whatsapp', label: 'WhatsApp', type: 'tel', hint: 'Leave empty to use the phone number.' },
      { key: 'address', label: 'Address' },
      { key: 'city', label: 'City' },
      { key: 'state', label: 'State' },
      { key: 'country', label: 'Country' },
    ],
  },
  {
    section: 'business',
    title: 'Business',
    fields: [
      { key: 'foundingYear', label: 'Founding year', type: 'number' },
      { key: 'employeeCount', label: 'Employees' },
      { key: 'industry', label: 'Industry' },
      { key: 'serviceArea', label: 'Service area' },
      { key: 'priceRange', label: 'Price range' },
    ],
  },
  {
    section: 'links',
    title: 'Calls to action',
    fields: [
      { key: 'demoVideoUrl', label: 'Demo video URL (MP4 or WebM; empty hides Watch Demo)', type: 'url' },
      { key: 'bookingUrl', label: 'Booking page URL (empty: Schedule a Call dials the phone)', type: 'url' },
    ],
  },
  {
    section: 'figures',
    title: 'Company figures',
    fields: [
      { key: 'projects', label: 'Projects completed' },
      { key: 'clients', label: 'Happy clients' },
      { key: 'years', label: 'Years of experience' },
      { key: 'successRate', label: 'Success rate' },
    ],
  },
  {
    section: 'seo',
    title: 'Search engines',
    fields: [
      { key: 'author', label: 'Author' },
      { key: 'keywords', label: 'Keywords', type: 'textarea' },
    ],
  },
  {
    section: 'social',
    title: 'Social links',
    fields: [
      { key: 'twitter', label: 'Twitter / X', type: 'url' },
      { key: 'facebook', label: 'Facebook', type: 'url' },
      { key: 'linkedin', label: 'LinkedIn', type: 'url' },
    ],
  },
];

/** Reads one field as text for its input. */
export const fieldText = (settings: SiteSettings, section: TextSection, key: string): string =>
  String((settings[section] as Record<string, unknown>)[key] ?? '');

/** Writes one field back; the founding year stays a number as the schema wants. */
export function withField(settings: SiteSettings, section: TextSection, key: string, text: string): SiteSettings {
  const value = section === 'business' && key === 'foundingYear' ? Math.trunc(Number(text)) || 0 : text;
  return { ...settings, [section]: { ...settings[section], [key]: value } };
}
