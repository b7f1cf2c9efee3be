import type { ClientConfig, SiteSettings } from '../../shared/api/config.ts';
import { defaultSiteSettings } from '../../shared/content/site.ts';
import type { Db } from '../db/connect.ts';
import { withLocks } from '../db/locks.ts';
import { recordAudit, type Actor } from './audit.ts';

const SETTINGS_KEY = 'site';
/** Serializes staff saves of the settings (withLocks). */
const SETTINGS_LOCK = 'settings';

export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SETTINGS_KEY).executeTakeFirst();
  // Settings saved before a group existed get that group's defaults.
  return row ? { ...defaultSiteSettings, ...(JSON.parse(row.value) as Partial<SiteSettings>) } : defaultSiteSettings;
}

async function storeSiteSettings(db: Db, settings: SiteSettings, now: Date): Promise<void> {
  const value = JSON.stringify(settings);
  const updated_at = now.toISOString();
  await db
    .insertInto('settings')
    .values({ key: SETTINGS_KEY, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}

/**
 * Saves the site settings. A staff member's save is recorded in the audit log with the settings
 * it replaced, read under the settings lock, so two saves at once each log the other's as before.
 */
export async function writeSiteSettings(
  db: Db,
  settings: SiteSettings,
  now: Date,
  audit?: { actor: Actor; action?: 'update' | 'restore' },
): Promise<void> {
  if (!audit) return storeSiteSettings(db, settings, now);
  await withLocks(db, [SETTINGS_LOCK], async (trx) => {
    const before = await readSiteSettings(trx);
    await storeSiteSettings(trx, settings, now);
    await recordAudit(trx, audit.actor, now.getTime(), { action: audit.action ?? 'update', entity: 'settings', entityId: SETTINGS_KEY, before, after: settings });
  });
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
