import { fileTypeFromFile } from 'file-type';
import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileRecord } from '../../../shared/api/files.ts';
import type { SortOf } from '../../../shared/api/lists.ts';
import { UPLOAD_TYPES, type UploadType } from '../../../shared/uploads.ts';
import type { Db } from '../../db/connect.ts';
import { recordAudit, type Actor } from '../../services/audit.ts';
import type { Database } from '../../db/schema.ts';
import { pagedReader, type ListSpec } from '../../services/paged-list.ts';

/**
 * What the Files tab accepts (shared/uploads.ts), judged by the bytes, never by the name or the
 * browser's claim: file-type's name for the detected content picks the entry.
 */
const ALLOWED = new Map<string, UploadType>(UPLOAD_TYPES.map((type) => [type.detected, type]));

/** Stored names are ours alone: a UUID and the detected extension. */
export const STORED_NAME_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.[a-z]{3,4}$';

/**
 * What browsers escape in a form's file name (HTML's multipart/form-data encoding): a quote as
 * %22, a line break as %0A and %0D, and nothing else (a `%` stays as it is). A name that really
 * holds `%22` cannot be told apart from a quote, and reads as one: far the rarer of the two.
 */
const FORM_NAME_ESCAPES: Record<string, string> = { '%22': '"', '%0A': '\n', '%0D': '\r' };

/**
 * The client's name is kept for display only: as the staff member's file was called (the
 * browser's escapes undone), its last path segment, without control characters.
 */
export function displayName(clientName: string | undefined): string {
  const unescaped = (clientName ?? '').replace(/%(22|0A|0D)/g, (escape) => FORM_NAME_ESCAPES[escape]!);
  // eslint-disable-next-line no-control-regex
  const last = unescaped.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return last.slice(-200) || 'file';
}

type FileRow = Database['files'];

const toRecord = (row: FileRow): FileRecord => ({
  _id: row.id,
  originalName: row.original_name,
  storedName: row.stored_name,
  url: `/uploads/${row.stored_name}`,
  mime: row.mime,
  size: row.size,
  createdAt: row.created_at,
});

export type StoreResult = { ok: true; file: FileRecord } | { ok: false; detected?: string };

/**
 * Keeps an upload already written to a temporary file inside the uploads folder: checks its
 * content type, then gives it a random name. A refused upload leaves nothing behind.
 */
export async function storeUpload(
  db: Db,
  upload: { uploadsDir: string; tempPath: string; clientName: string | undefined; size: number; now: number; actor: Actor },
): Promise<StoreResult> {
  const detected = await fileTypeFromFile(upload.tempPath);
  const type = detected && ALLOWED.get(detected.ext);
  if (!type) {
    await rm(upload.tempPath, { force: true });
    return { ok: false, detected: detected?.mime };
  }
  const row: FileRow = {
    id: randomUUID(),
    original_name: displayName(upload.clientName),
    stored_name: `${randomUUID()}.${type.ext}`,
    mime: type.mime,
    size: upload.size,
    created_at: new Date(upload.now).toISOString(),
  };
  await rename(upload.tempPath, join(upload.uploadsDir, row.stored_name));
  const file = toRecord(row);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('files').values(row).execute();
    await recordAudit(trx, upload.actor, upload.now, { action: 'upload', entity: 'file', entityId: row.id, after: file });
  });
  return { ok: true, file };
}

const fileList: ListSpec<SortOf<'files'>> = {
  table: 'files',
  sorts: { date: { column: 'created_at' }, name: { column: 'original_name', folded: true } },
  search: ['original_name'],
};

/** A page of stored files, newest first by default. */
export const listFiles = pagedReader<SortOf<'files'>, FileRow, FileRecord>(fileList, toRecord);

export async function findStoredFile(db: Db, storedName: string): Promise<FileRecord | undefined> {
  const row = await db.selectFrom('files').selectAll().where('stored_name', '=', storedName).executeTakeFirst();
  return row && toRecord(row);
}

/** How many of the things showing a file a refusal names; the rest are counted. */
const USERS_NAMED = 5;

/**
 * Why a file may not be deleted: the posts (drafts too: their cover, a picture or a link in their
 * text), projects and testimonials that use it, which would lose it without anyone seeing it.
 * Undefined when nothing on the site shows it (or no file has that id). Mails already sent and
 * links pasted elsewhere cannot be known: the Files tab's confirmation warns of those.
 */
export async function uploadInUse(db: Db, id: string): Promise<string | undefined> {
  const file = await db.selectFrom('files').select(['original_name', 'stored_name']).where('id', '=', id).executeTakeFirst();
  if (!file) return undefined;
  // A stored name is a UUID and an extension: nothing in it is a LIKE wildcard. An absolute link to it matches too.
  const naming = `%/uploads/${file.stored_name}%`;
  const [posts, projects, testimonials] = await Promise.all([
    db.selectFrom('posts').select('title').where((eb) => eb.or([eb('cover_image', 'like', naming), eb('body', 'like', naming)])).orderBy('title').execute(),
    db.selectFrom('projects').select('title').where('image', 'like', naming).orderBy('title').execute(),
    db.selectFrom('testimonials').select('name').where('image', 'like', naming).orderBy('name').execute(),
  ]);
  const users = [
    ...posts.map((post) => `the post “${post.title}”`),
    ...projects.map((project) => `the project “${project.title}”`),
    ...testimonials.map((testimonial) => `the testimonial of ${testimonial.name}`),
  ];
  if (users.length === 0) return undefined;
  const named = users.length > USERS_NAMED ? [...users.slice(0, USERS_NAMED - 1), `${users.length - USERS_NAMED + 1} more`] : users;
  return `“${file.original_name}” is used by ${new Intl.ListFormat('en', { type: 'conjunction' }).format(named)}. Take it out there first.`;
}

/** Removes the record (into the audit log), then the bytes; false when no file has that id. */
export async function deleteFile(db: Db, uploadsDir: string, id: string, audit: { actor: Actor; now: number }): Promise<boolean> {
  const row = await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('files').where('id', '=', id).returningAll().executeTakeFirst();
    if (deleted) await recordAudit(trx, audit.actor, audit.now, { action: 'delete', entity: 'file', entityId: id, before: toRecord(deleted) });
    return deleted;
  });
  if (!row) return false;
  await rm(join(uploadsDir, row.stored_name), { force: true });
  return true;
}
