import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Failure, IdParams, ListOf } from '../../../shared/api/common.ts';
import { Project, ProjectAnswer, ProjectInput, ProjectsQuery } from '../../../shared/api/projects.ts';
import { crudRoutes } from '../../services/crud-routes.ts';
import { findPublicProject, listAllProjects, listPublicProjects, projectTable } from './projects.ts';

/** Staff list every project, active or not, newest first. */
const staffRoutes = crudRoutes({ path: '/api/admin/projects', label: 'Project', input: ProjectInput, record: Project, list: listAllProjects, ...projectTable });

const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));

  const listSchema = { querystring: ProjectsQuery, response: { 200: ListOf(Project) } };
  app.get('/api/projects', { schema: listSchema, config: { publicCache: true } }, async (request, reply) => {
    const { featured = false, limit, category } = request.query;
    return app.publicCache.reply(request, reply, `projects:${featured}:${limit ?? ''}:${category ?? ''}`, async () => ({
      success: true,
      data: await listPublicProjects(app.db, { featured, limit, category }),
    }));
  });

  app.get(
    '/api/projects/:id',
    { schema: { params: IdParams, response: { 200: ProjectAnswer, 404: Failure } } },
    async (request, reply) => {
      const project = await findPublicProject(app.db, request.params.id);
      if (!project) return reply.code(404).send({ success: false, message: 'Project not found' });
      return { success: true as const, project, data: project };
    },
  );
};

export default projectRoutes;
