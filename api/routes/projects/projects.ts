import type { PreviewVerdict, Project } from '../../../shared/api/projects.ts';
import type { ProjectCategory } from '../../../shared/constants.ts';
import type { FrameStatus } from '../../../shared/media.ts';
import { dialectOf, type Db } from '../../db/connect.ts';
import { toProjectWithMedia, withMedia } from '../../services/content/project-table.ts';

export interface PublicProjectsFilter {
  featured?: boolean;
  limit?: number;
  offset?: number;
  category?: ProjectCategory;
}

/** Visitors see a preview unless the checker found the site refusing frames or away. */
const shownToVisitors = (status: FrameStatus | undefined): PreviewVerdict['status'] => (!status || status === 'ok' ? 'ok' : 'blocked');

/** A project as visitors get it: its preview shown or not, without the checker's reason or time. */
const forVisitors = (project: Project): Project =>
  project.frame ? { ...project, frame: { status: shownToVisitors(project.frame.status) } } : project;

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
  // SQLite takes OFFSET only after a LIMIT (-1: none); PostgreSQL refuses a negative one.
  if (filter.offset) query = query.offset(filter.offset).$if(!filter.limit && dialectOf(db) === 'sqlite', (q) => q.limit(-1));
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

/**
 * Whether the live preview of an active project may show now, by `frameStatus` (the checker's
 * verdict for its live URL, fresh); undefined when there is no such project.
 */
export async function previewOf(db: Db, id: string, frameStatus: (url: string) => Promise<FrameStatus | undefined>): Promise<PreviewVerdict | undefined> {
  const project = await db.selectFrom('projects').select('live_url').where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
  if (!project) return undefined;
  return { status: project.live_url ? shownToVisitors(await frameStatus(project.live_url)) : 'blocked' };
}
