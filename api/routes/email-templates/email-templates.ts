import type { EmailTemplate, EmailTemplateInput } from '../../../shared/api/admin.ts';
import { contentTable } from '../../services/content-table.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

type TemplateRow = Database['email_templates'];

const toTemplate = (row: TemplateRow): EmailTemplate => ({
  _id: row.id,
  name: row.name,
  subject: row.subject,
  htmlContent: row.html_content,
  templateType: row.template_type as EmailTemplate['templateType'],
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toColumns = (input: EmailTemplateInput) => ({
  name: input.name,
  subject: input.subject,
  html_content: input.htmlContent,
  template_type: input.templateType,
});

/**
 * Saved templates, newest first. The newest of a type replaces the built-in text of that system
 * mail (see loadTemplate in api/mail/templates.ts).
 */
export async function listTemplates(db: Db): Promise<EmailTemplate[]> {
  const rows = await db.selectFrom('email_templates').selectAll().orderBy('updated_at', 'desc').orderBy('id').execute();
  return rows.map(toTemplate);
}

/** Create, update and delete, for the staff routes and the first-start seed. */
export const templateTable = contentTable({ table: 'email_templates', toItem: toTemplate, toColumns });
export const { create: createTemplate, update: updateTemplate, remove: deleteTemplate } = templateTable;
