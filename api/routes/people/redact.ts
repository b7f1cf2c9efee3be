import type { Db } from '../../db/connect.ts';

/** What an erased person's words and address read as in the audit log. */
export const ERASED_TEXT = '[erased]';

/**
 * Fields of a logged record that say what staff did, not who the person is or what they wrote:
 * a lead's stage, its owner (a staff account) and its follow-up day.
 */
const STAFF_FIELDS = new Set(['status', 'ownerId', 'followUpOn']);

/** A logged record with every text but the staff fields replaced by ERASED_TEXT. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, STAFF_FIELDS.has(key) ? field : redact(field)]));
  }
  return typeof value === 'string' ? ERASED_TEXT : value;
}

const redactJson = (json: string | null) => (json === null ? null : JSON.stringify(redact(JSON.parse(json))));

/**
 * Staff actions on an erased person stay in the audit log (who did what, when), their record
 * redacted: the changes, notes and replies on the person's leads, and the subscription staff ended
 * (logged under the address itself, which goes too). Answers how many entries were redacted.
 */
export async function redactStaffActivity(trx: Db, email: string, leads: { kind: 'contact' | 'quote'; ids: string[] }[]): Promise<number> {
  const entries = await trx
    .selectFrom('audit_log')
    .select(['id', 'entity', 'before', 'after'])
    .where((eb) =>
      eb.or([
        ...leads.filter(({ ids }) => ids.length > 0).map(({ kind, ids }) => eb.and([eb('entity', '=', kind), eb('entity_id', 'in', ids)])),
        eb.and([eb('entity', '=', 'subscriber'), eb('entity_id', '=', email)]),
      ]),
    )
    .execute();
  for (const entry of entries) {
    await trx
      .updateTable('audit_log')
      .set({ before: redactJson(entry.before), after: redactJson(entry.after), ...(entry.entity === 'subscriber' && { entity_id: null }) })
      .where('id', '=', entry.id)
      .execute();
  }
  return entries.length;
}
