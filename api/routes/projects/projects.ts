import type { Project, ProjectInput } from '../../../shared/api/projects.ts';
import type { ProjectCategory } from '../../../shared/constants.ts';
import { contentTable } from '../../services/content-table.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

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
  category?: ProjectCategory;
}

/** Projects for visitors: active ones only, newest first. */
export async function listPublicProjects(db: Db, filter: PublicProjectsFilter = {}): Promise<Project[]> {
  let query = db.selectFrom('projects').selectAll().where('status', '=', 'active');
  if (filter.featured) query = query.where('featured', '=', 1);
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.limit) query = query.limit(filter.limit);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toProject);
}

export async function findPublicProject(db: Db, id: string): Promise<Project | undefined> {
  const row = await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row && toProject(row);
}

export async function listAllProjects(db: Db): Promise<Project[]> {
  const rows = await db.selectFrom('projects').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toProject);
}

/** Create, update and delete, for the staff routes and the first-start seed. */
export const projectTable = contentTable({ table: 'projects', toItem: toProject, toColumns });
export const { create: createProject, update: updateProject, remove: deleteProject } = projectTable;
