import { EmailTemplate, EmailTemplateInput } from '../../../shared/api/admin.ts';
import { crudRoutes } from '../../services/crud-routes.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './email-templates.ts';

export default crudRoutes({
  path: '/api/admin/email-templates',
  label: 'Template',
  input: EmailTemplateInput,
  record: EmailTemplate,
  list: listTemplates,
  create: createTemplate,
  update: updateTemplate,
  remove: deleteTemplate,
});
