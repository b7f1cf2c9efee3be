import type { Project, ProjectInput } from '../../../shared/api/projects.ts';
import type { FrameStatus } from '../../../shared/media.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { pictureOf } from '../../media/image-variants.ts';
import { contentTable, type ContentTable } from './content-table.ts';

type ProjectRow = Database['projects'];

const toProject = (row: ProjectRow): Project => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  liveUrl: row.live_url,
  github: row.github,
  image: row.image,
  category: row.category as Project['category'],
  technologies: JSON.parse(row.technologies),
  featured: row.featured === 1,
  status: row.status as Project['status'],
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toColumns = (input: ProjectInput) => ({
  title: input.title,
  description: input.description,
  live_url: input.liveUrl,
  github: input.github,
  image: input.image,
  category: input.category,
  technologies: JSON.stringify(input.technologies),
  featured: input.featured ? 1 : 0,
  status: input.status,
});

/** Projects with the picture made for their image and the last frame check of their live URL. */
export const withMedia = (db: Db) =>
  db
    .selectFrom('projects')
    .leftJoin('image_variants', 'image_variants.url', 'projects.image')
    .leftJoin('frame_checks', 'frame_checks.url', 'projects.live_url')
    .selectAll('projects')
    .select(['base', 'width', 'height', 'widths', 'frame_checks.status as frame_status', 'reason', 'checked_at']);

type MediaRow = ProjectRow & Parameters<typeof pictureOf>[0] & { frame_status: string | null; reason: string | null; checked_at: string | null };

export const toProjectWithMedia = (row: MediaRow): Project => {
  const picture = pictureOf(row);
  const frame = row.frame_status && { status: row.frame_status as FrameStatus, reason: row.reason ?? '', checkedAt: row.checked_at ?? '' };
  return { ...toProject(row), ...(picture && { picture }), ...(frame && { frame }) };
};

const table = contentTable({ entity: 'project', toItem: toProject, toColumns });

/** A saved project as staff get it back: with its picture and the frame check of its live URL. */
async function reread(db: Db, saved: Project | undefined): Promise<Project | undefined> {
  const row = saved && (await withMedia(db).where('projects.id', '=', saved._id).executeTakeFirst());
  return row && toProjectWithMedia(row);
}

/** Project writes: the staff routes, drafts from quote requests, restores and the first-start seed. */
export const projectTable: ContentTable<ProjectInput, Project> = {
  create: async (db, input, now, actor) => (await reread(db, await table.create(db, input, now, actor))) as Project,
  update: async (db, id, input, now, actor) => reread(db, await table.update(db, id, input, now, actor)),
  remove: table.remove,
  find: table.find,
  restore: async (db, version, now, actor) => (await reread(db, await table.restore(db, version, now, actor))) as Project,
};
