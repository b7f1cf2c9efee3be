import { Project, ProjectInput } from '../../../shared/api/projects.ts';
import { crudRoutes } from '../../services/crud-routes.ts';
import { createProject, deleteProject, listAllProjects, updateProject } from './projects.ts';

/** Staff list every project, active or not, newest first. */
export default crudRoutes({
  path: '/api/admin/projects',
  label: 'Project',
  input: ProjectInput,
  record: Project,
  list: listAllProjects,
  create: createProject,
  update: updateProject,
  remove: deleteProject,
});
