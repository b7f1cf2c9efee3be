import type { Project, ProjectInput } from '../../../shared/api/projects.ts';
import type { FrameStatus } from '../../../shared/media.ts';
import type { ProjectCategory } from '../../../shared/constants.ts';
import { contentTable, type ContentTable } from '../../services/content-table.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { pictureOf } from '../../media/image-variants.ts';

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

export interface PublicProjectsFilter {
  featured?: boolean;
  limit?: number;
  offset?: number;
  category?: ProjectCategory;
}

/** Projects with the picture made for their image and the last frame check of their live URL. */
const withMedia = (db: Db) =>
  db
    .selectFrom('projects')
    .leftJoin('image_variants', 'image_variants.url', 'projects.image')
    .leftJoin('frame_checks', 'frame_checks.url', 'projects.live_url')
    .selectAll('projects')
    .select(['base', 'width', 'height', 'widths', 'frame_checks.status as frame_status', 'reason', 'checked_at']);

type MediaRow = ProjectRow & Parameters<typeof pictureOf>[0] & { frame_status: string | null; reason: string | null; checked_at: string | null };

const toProjectWithMedia = (row: MediaRow): Project => {
  const picture = pictureOf(row);
  const frame = row.frame_status && { status: row.frame_status as FrameStatus, reason: row.reason ?? '', checkedAt: row.checked_at ?? '' };
  return { ...toProject(row), ...(picture && { picture }), ...(frame && { frame }) };
};

/** A project as visitors get it: its preview shown or not, without the checker's reason or time. */
const forVisitors = (project: Project): Project =>
  project.frame ? { ...project, frame: { status: project.frame.status === 'ok' ? 'ok' : 'blocked' } } : project;

const activeProjects = (db: Db, filter: PublicProjectsFilter) => {
  let query = withMedia(db).where('projects.status', '=', 'active');
  if (filter.featured) query = query.where('featured', '=', 1);
  if (filter.category) query = query.where('category', '=', filter.category);
  return query;
};

/** Projects for visitors: active ones only, newest first. */
export async function listPublicProjects(db: Db, filter: PublicProjectsFilter = {}): Promise<Project[]> {
  let query = activeProjects(db, filter);
  if (filter.limit) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset).$if(!filter.limit, (q) => q.limit(-1));
  const rows = await query.orderBy('projects.created_at', 'desc').orderBy('projects.id').execute();
  return rows.map((row) => forVisitors(toProjectWithMedia(row)));
}

/** How many projects the same filter finds without paging ('Load More Projects' stops there). */
export async function countPublicProjects(db: Db, filter: PublicProjectsFilter = {}): Promise<number> {
  const { count } = await activeProjects(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findPublicProject(db: Db, id: string): Promise<Project | undefined> {
  const row = await withMedia(db).where('projects.id', '=', id).where('projects.status', '=', 'active').executeTakeFirst();
  return row && forVisitors(toProjectWithMedia(row));
}

/** One project as staff see it, active or not. */
export async function findProject(db: Db, id: string): Promise<Project | undefined> {
  const row = await withMedia(db).where('projects.id', '=', id).executeTakeFirst();
  return row && toProjectWithMedia(row);
}

export async function listAllProjects(db: Db): Promise<Project[]> {
  const rows = await withMedia(db).orderBy('projects.created_at', 'desc').orderBy('projects.id').execute();
  return rows.map(toProjectWithMedia);
}

const table = contentTable({ table: 'projects', entity: 'project', toItem: toProject, toColumns });

/** A saved project as staff get it back: with its picture and the frame check of its live URL. */
async function reread(db: Db, saved: Project | undefined): Promise<Project | undefined> {
  const row = saved && (await withMedia(db).where('projects.id', '=', saved._id).executeTakeFirst());
  return row && toProjectWithMedia(row);
}

/** Create, update and delete, for the staff routes and the first-start seed. */
export const projectTable: ContentTable<ProjectInput, Project> = {
  create: async (db, input, now, actor) => (await reread(db, await table.create(db, input, now, actor))) as Project,
  update: async (db, id, input, now, actor) => reread(db, await table.update(db, id, input, now, actor)),
  remove: table.remove,
  find: table.find,
  restore: async (db, version, now, actor) => (await reread(db, await table.restore(db, version, now, actor))) as Project,
};
export const { create: createProject, update: updateProject, remove: deleteProject } = projectTable;
