import type { ClientConfig, SiteSettings, VersionedSettings } from '../../shared/api/config.ts';
import { ApiError } from '../../shared/api/errors.ts';
import { defaultSiteSettings } from '../../shared/content/site.ts';
import type { Db } from '../db/connect.ts';
import { withLocks } from '../db/locks.ts';
import { recordAudit, type Actor } from './audit.ts';
import { nextVersion } from './versions.ts';

const SETTINGS_KEY = 'site';
/** Serializes staff saves of the settings (withLocks). */
const SETTINGS_LOCK = 'settings';

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

/** The site settings and their version, read together so a form never pairs one with another's. */
export async function readVersionedSiteSettings(db: Db): Promise<VersionedSettings> {
  const row = await db.selectFrom('settings').select(['value', 'updated_at']).where('key', '=', SETTINGS_KEY).executeTakeFirst();
  if (!row) return { settings: defaultSiteSettings, updatedAt: null };
  // Settings saved before a group existed get that group's defaults.
  return { settings: { ...defaultSiteSettings, ...(JSON.parse(row.value) as Partial<SiteSettings>) }, updatedAt: row.updated_at };
}

export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  return (await readVersionedSiteSettings(db)).settings;
}

const SAVED_SINCE =
  'These settings were saved by someone else since you opened them (or in another window). Copy what you changed, open Settings again to see their changes, then make yours.';

/** The settings to save, or how to make them from the stored ones (read under the settings lock). */
export type SettingsChange = SiteSettings | ((stored: SiteSettings) => SiteSettings);

/**
 * Saves the site settings; answers their new version. A staff member's save is made from the
 * stored settings read under the settings lock and recorded in the audit log with them, so two
 * saves at once each build on and log the other's; a save made on `baseUpdatedAt` is refused (409)
 * when the stored version is another, checked under that lock, so of two saves on one version
 * only the first lands.
 */
export async function writeSiteSettings(
  db: Db,
  change: SettingsChange,
  now: Date,
  audit?: { actor: Actor; action?: 'update' | 'restore'; baseUpdatedAt?: string | null },
): Promise<string> {
  if (!audit) {
    await writeSettingsRow(db, SETTINGS_KEY, typeof change === 'function' ? change(await readSiteSettings(db)) : change, now);
    return now.toISOString();
  }
  return withLocks(db, [SETTINGS_LOCK], async (trx) => {
    const { settings: before, updatedAt } = await readVersionedSiteSettings(trx);
    if (audit.baseUpdatedAt !== undefined && audit.baseUpdatedAt !== updatedAt) throw new ApiError(409, SAVED_SINCE);
    const settings = typeof change === 'function' ? change(before) : change;
    const savedAt = nextVersion(updatedAt, now.getTime());
    await writeSettingsRow(trx, SETTINGS_KEY, settings, savedAt);
    await recordAudit(trx, audit.actor, now.getTime(), { action: audit.action ?? 'update', entity: 'settings', entityId: SETTINGS_KEY, before, after: settings });
    return savedAt.toISOString();
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
