import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Failure, IdParams } from '../../../shared/api/common.ts';
import { PreviewAnswer, Project, ProjectAnswer, ProjectInput, ProjectsQuery } from '../../../shared/api/projects.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { crudRoutes } from '../../services/crud-routes.ts';
import { projectTable } from '../../services/content/project-table.ts';
import { countPublicProjects, findPublicProject, listAllProjects, listPublicProjects, previewOf } from './projects.ts';

/** Staff list every project, active or not, newest first. */
const projectCrud = crudRoutes({ path: '/api/admin/projects', label: 'Project', input: ProjectInput, record: Project, list: listAllProjects, ...projectTable });

/**
 * A saved live URL is checked for frameability before the save answers, so the record staff get
 * back (and the list) already says whether its preview is blocked.
 */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' && request.method !== 'PUT') return;
    await app.checkLiveUrl((request.body as { liveUrl: string }).liveUrl);
  });
  await app.register(projectCrud);
};

/** A page of public projects and how many there are in all (Load More Projects). */
const ProjectPage = Type.Object({ success: Type.Literal(true), data: Type.Array(Project), total: Type.Integer() });

const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));

  const listSchema = { querystring: ProjectsQuery, response: { 200: ProjectPage } };
  app.get('/api/projects', { schema: listSchema, config: { publicCache: true } }, async (request, reply) => {
    const { featured = false, limit, category, offset } = request.query;
    const filter = { featured, limit, category, offset };
    return app.publicCache.reply(request, reply, `projects:${featured}:${limit ?? ''}:${category ?? ''}:${offset ?? ''}`, async () => ({
      success: true,
      data: await listPublicProjects(app.db, filter),
      total: await countPublicProjects(app.db, filter),
    }));
  });

  app.get(
    '/api/projects/:id',
    { schema: { params: IdParams, response: { 200: ProjectAnswer, 404: Failure } } },
    async (request) => {
      const project = await findPublicProject(app.db, request.params.id);
      if (!project) throw new ApiError(404, 'Project not found');
      return { success: true as const, project, data: project };
    },
  );

  // Asked by a card about to load its live preview: never cached, the answer is the point.
  app.get(
    '/api/projects/:id/preview',
    { schema: { params: IdParams, response: { 200: PreviewAnswer, 404: Failure } } },
    async (request) => {
      const preview = await previewOf(app.db, request.params.id, app.freshFrameStatus);
      if (!preview) throw new ApiError(404, 'Project not found');
      return { success: true as const, data: preview };
    },
  );
};

export default projectRoutes;
