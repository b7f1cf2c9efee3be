import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailTemplate, EmailTemplateInput } from '../../../shared/api/admin.ts';
import { crudRoutes } from '../../services/crud-routes.ts';
import { listTemplates, templateTable } from './email-templates.ts';

/** Staff only: the saved texts that replace the built-in system mails (see api/mail/templates.ts). */
const staffRoutes = crudRoutes({ path: '/api/admin/email-templates', label: 'Template', input: EmailTemplateInput, record: EmailTemplate, list: { name: 'templates', read: listTemplates }, ...templateTable });

const emailTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
};

export default emailTemplateRoutes;
