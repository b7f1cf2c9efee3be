import { Type, type Static } from 'typebox';
import { CONTENT_ENTITIES, CONTENT_TYPES, type ContentEntity } from '../content-types.ts';
import { StaffAddress } from './admin-auth.ts';
import { ListQuery } from './lists.ts';

/**
 * The audit log (issue 18): every staff write, who made it, when, and the record before and
 * after. Each entry names the kind of record it changed.
 */
export const AUDIT_ENTITIES = [...CONTENT_ENTITIES, 'settings', 'contact', 'quote', 'subscriber', 'campaign', 'file', 'staff', 'person'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

const contentLabels = Object.fromEntries(CONTENT_ENTITIES.map((entity) => [entity, CONTENT_TYPES[entity].label])) as Record<ContentEntity, string>;

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  ...contentLabels,
  settings: 'Settings',
  contact: 'Contact',
  quote: 'Quote',
  subscriber: 'Subscriber',
  campaign: 'Campaign',
  file: 'File',
  staff: 'Staff account',
  person: 'Person',
};

/** Content that can be put back as an entry found it (a deleted one comes back). */
const RESTORABLE_ENTITIES = [...CONTENT_ENTITIES, 'settings'] as const satisfies readonly AuditEntity[];
export type RestorableEntity = (typeof RESTORABLE_ENTITIES)[number];
export const isRestorable = (entity: string): entity is RestorableEntity => (RESTORABLE_ENTITIES as readonly string[]).includes(entity);

const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'reset',
  'pipeline',
  'note',
  'reply',
  'draft',
  'unsubscribe',
  'password',
  'upload',
  'test-mail',
  'pace',
  'resume',
  'erase',
  'answer',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  restore: 'restored',
  reset: 'reset to default',
  pipeline: 'moved in the pipeline',
  note: 'noted',
  reply: 'replied to',
  draft: 'drafted a project from',
  unsubscribe: 'unsubscribed',
  password: 'changed the password of',
  upload: 'uploaded',
  'test-mail': 'sent a test of',
  pace: 'set the sending pace of',
  resume: 'resumed',
  erase: 'erased',
  answer: 'answered a data request of',
};

/** One entry as staff read it; `before` and `after` are the record as the API shows it (never a secret). */
export const AuditEntry = Type.Object({
  _id: Type.String(),
  /** Milliseconds since the epoch. */
  at: Type.Integer(),
  /** The staff member's address. */
  staff: Type.String(),
  action: Type.Enum(AUDIT_ACTIONS),
  entity: Type.Enum(AUDIT_ENTITIES),
  entityId: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
  /** Whether POST /api/admin/audit/{id}/restore can put `before` back. */
  restorable: Type.Boolean(),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** Time bounds of the filter, in milliseconds (the dashboard turns the staff member's local days into them). */
const Millis = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 });

/** The Activity list's query: the paged list's, plus who, which kind of record, and when. */
export const AUDIT_SORTS = ['date'] as const;
const { q: _noSearch, ...pageQuery } = ListQuery(AUDIT_SORTS).properties;
export const AuditQuery = Type.Object({
  ...pageQuery,
  staff: Type.Optional(StaffAddress),
  entity: Type.Optional(Type.Enum(AUDIT_ENTITIES)),
  from: Type.Optional(Millis),
  to: Type.Optional(Millis),
});
export type AuditQuery = Static<typeof AuditQuery>;
export interface AuditFilter {
  staff?: string;
  entity?: AuditEntity;
  /** From this time on (inclusive) ... */
  from?: number;
  /** ... until before this one (exclusive). */
  to?: number;
}
