import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Failure, IdParams } from '../../../shared/api/common.ts';
import { ProjectAnswer, ProjectsQuery } from '../../../shared/api/projects.ts';
import { countPublicProjects, findPublicProject, listPublicProjects } from './projects.ts';

const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/projects', { schema: { querystring: ProjectsQuery } }, async (request, reply) => {
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
    async (request, reply) => {
      const project = await findPublicProject(app.db, request.params.id);
      if (!project) return reply.code(404).send({ success: false, message: 'Project not found' });
      return { success: true as const, project, data: project };
    },
  );
};

export default projectRoutes;
