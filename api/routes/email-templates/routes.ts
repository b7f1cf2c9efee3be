import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailTemplate, EmailTemplateInput, SystemTemplate, TemplateTypeParams } from '../../../shared/api/email-templates.ts';
import { ListOf, MAIL_HTML_MAX_LENGTH, Ok } from '../../../shared/api/common.ts';
import { bodyLimitForText } from '../../body-limits.ts';
import { crudRoutes } from '../../services/crud-routes.ts';
import { templateTable } from '../../services/content/template-table.ts';
import { listSystemTemplates, listTemplates, resetSystemTemplate } from './email-templates.ts';

/** Staff only: the saved texts that replace the built-in system mails (see api/mail/templates.ts). */
const staffRoutes = crudRoutes({
  path: '/api/admin/email-templates',
  label: 'Template',
  input: EmailTemplateInput,
  record: EmailTemplate,
  bodyLimit: bodyLimitForText(MAIL_HTML_MAX_LENGTH),
  list: { name: 'templates', read: listTemplates },
  ...templateTable,
});

/** The built-in texts, so staff see and edit every system mail, and reset one to its default. */
const systemTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/email-templates/defaults', { schema: { response: { 200: ListOf(SystemTemplate) } } }, async () => ({
    success: true as const,
    data: await listSystemTemplates(app.db),
  }));
  app.delete(
    '/api/admin/email-templates/defaults/:templateType',
    { schema: { params: TemplateTypeParams, response: { 200: Ok } } },
    async (request) => {
      await resetSystemTemplate(app.db, request.params.templateType, app.now(), { email: request.user.email });
      return { success: true as const, message: 'Template reset to default' };
    },
  );
};

const emailTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(systemTemplateRoutes));
  await app.register(app.staffRoutes(staffRoutes));
};

export default emailTemplateRoutes;
