import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Failure, IdParams } from '../../../shared/api/common.ts';
import { ProjectAnswer, ProjectsQuery } from '../../../shared/api/projects.ts';
import { findPublicProject, listPublicProjects } from './projects.ts';

const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/projects', { schema: { querystring: ProjectsQuery } }, async (request, reply) => {
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
