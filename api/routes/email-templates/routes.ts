import { EmailTemplate, EmailTemplateInput } from '../../../shared/api/admin';
import { crudRoutes } from '../admin/crud';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './email-templates';

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
