import type { EmailTemplate, EmailTemplateInput } from '../../../shared/api/email-templates.ts';
import type { Database } from '../../db/schema.ts';
import { contentTable } from './content-table.ts';

type TemplateRow = Database['email_templates'];

export const toTemplate = (row: TemplateRow): EmailTemplate => ({
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

/** E-mail template writes: the staff routes and restores. */
export const templateTable = contentTable({ entity: 'template', toItem: toTemplate, toColumns });
