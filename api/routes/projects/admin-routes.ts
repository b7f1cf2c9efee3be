import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Project, ProjectInput } from '../../../shared/api/projects.ts';
import { crudRoutes } from '../admin/crud.ts';
import { createProject, deleteProject, listAllProjects, updateProject } from './projects.ts';

/** Staff list every project, active or not, newest first. */
const projectCrud = crudRoutes({
  path: '/api/admin/projects',
  label: 'Project',
  input: ProjectInput,
  record: Project,
  list: listAllProjects,
  create: createProject,
  update: updateProject,
  remove: deleteProject,
});

/**
 * A saved live URL is checked for frameability before the save answers, so the record staff get
 * back (and the list) already says whether its preview is blocked.
 */
const adminProjectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' && request.method !== 'PUT') return;
    await app.checkLiveUrl((request.body as { liveUrl: string }).liveUrl);
  });
  await app.register(projectCrud);
};

export default adminProjectRoutes;
