import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditEntry } from '../../../../shared/api/audit';
import { fieldLabel, valueLabel } from '../../../../shared/labels';

/** One field an entry changed, as staff read it. */
export interface FieldChange {
  /** e.g. 'Title', 'Site info › Name' */
  field: string;
  /** null: the field was not there (a created or deleted record). */
  before: string | null;
  after: string | null;
}

/** Bookkeeping every record carries: a change to them is no change staff made. */
const SKIPPED = new Set(['_id', 'createdAt', 'updatedAt']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record as path -> value, nested groups (settings) spelled out: siteInfo.name. */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (!isPlainObject(value)) {
    if (prefix) into.set(prefix, value);
    return into;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!prefix && SKIPPED.has(key)) continue;
    flatten(item, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

/** The address of the staff account with an id, as colleagues know it (a lead's owner is kept as an id). */
export type StaffAddress = (id: string) => string;

/**
 * A stored value of the field at `path` as text: codes named (shared/labels.ts), an owner by
 * their address when the accounts are known, other words as they are, lists joined, yes/no,
 * nested lists of objects as JSON.
 */
export function readable(value: unknown, path = '', staffAddress?: StaffAddress): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const field = path.split('.').at(-1) ?? '';
  if (typeof value === 'string' && field === 'ownerId' && staffAddress) return staffAddress(value);
  if (typeof value === 'string') return valueLabel(field, value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ') || '—';
  return JSON.stringify(value);
}

/**
 * What an entry changed, field by field: for an edit the fields whose value differs, for a new
 * record every field it was given, for a deleted one every field it had (empty ones left out).
 */
export function changedFields(before: unknown, after: unknown, staffAddress?: StaffAddress): FieldChange[] {
  const old = before === null || before === undefined ? null : flatten(before);
  const now = after === null || after === undefined ? null : flatten(after);
  const paths = [...new Set([...(old?.keys() ?? []), ...(now?.keys() ?? [])])];
  return paths.flatMap((path) => {
    const was = old ? readable(old.get(path), path, staffAddress) : null;
    const is = now ? readable(now.get(path), path, staffAddress) : null;
    // A new or deleted record: its empty fields say nothing.
    if (was === is || (!old && is === '—') || (!now && was === '—')) return [];
    return [{ field: fieldLabel(path), before: was, after: is }];
  });
}

/** The name a record goes by in a sentence: its title, name, subject or address. */
export function recordName(entry: Pick<AuditEntry, 'before' | 'after'>): string | null {
  for (const record of [entry.after, entry.before]) {
    if (!isPlainObject(record)) continue;
    for (const key of ['title', 'name', 'subject', 'originalName', 'email']) {
      const value = record[key];
      if (typeof value === 'string' && value) return value;
    }
  }
  return null;
}

/** 'updated Project "Website redesign"', 'erased a Person', 'set the sending pace of Campaigns'. */
export function describeEntry(entry: Pick<AuditEntry, 'action' | 'entity' | 'before' | 'after'>): string {
  const name = recordName(entry);
  const kind = AUDIT_ENTITY_LABELS[entry.entity];
  return `${AUDIT_ACTION_LABELS[entry.action]} ${name ? `${kind} "${name}"` : `the ${kind.toLowerCase()}`}`;
}
