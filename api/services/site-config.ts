import type { ClientConfig, SiteSettings } from '../../shared/api/config.ts';
import { defaultSiteSettings } from '../../shared/content/site.ts';
import type { Db } from '../db/connect.ts';

const SETTINGS_KEY = 'site';

/** One JSON row of the settings table, or undefined when none was saved. */
export async function readSettingsRow<T>(db: Db, key: string): Promise<Partial<T> | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as Partial<T>) : undefined;
}

/** Saves one JSON row of the settings table, replacing what was there. */
export async function writeSettingsRow(db: Db, key: string, content: unknown, now: Date): Promise<void> {
  const value = JSON.stringify(content);
  const updated_at = now.toISOString();
  await db
    .insertInto('settings')
    .values({ key, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}

export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const stored = await readSettingsRow<SiteSettings>(db, SETTINGS_KEY);
  // Settings saved before a group existed get that group's defaults.
  return stored ? { ...defaultSiteSettings, ...stored } : defaultSiteSettings;
}

export async function writeSiteSettings(db: Db, settings: SiteSettings, now: Date): Promise<void> {
  await writeSettingsRow(db, SETTINGS_KEY, settings, now);
}

const byOrder = <T extends { order: number }>(items: T[]) => [...items].sort((a, b) => a.order - b.order);

/** The configuration the site reads at start (spec §3 'Client configuration'). */
export async function readClientConfig(db: Db): Promise<ClientConfig> {
  const settings = await readSiteSettings(db);
  const services = await db
    .selectFrom('services')
    .select(['id', 'name', 'category', 'sub_services', 'is_active'])
    .orderBy('sort_order')
    .execute();
  const contactInfo = { ...settings.contactInfo, whatsapp: settings.contactInfo.whatsapp || settings.contactInfo.phone };
  return {
    ...settings,
    contactInfo,
    contact: contactInfo,
    budgetRanges: byOrder(settings.budgetRanges),
    timelines: byOrder(settings.timelines),
    services: services.map((s) => ({
      _id: s.id,
      name: s.name,
      category: s.category,
      subServices: JSON.parse(s.sub_services),
      isActive: s.is_active === 1,
    })),
  };
}
