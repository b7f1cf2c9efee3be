import type { EmailTemplate, EmailTemplateInput } from '../../../shared/api/admin.ts';
import type { SortOf } from '../../../shared/api/lists.ts';
import { pagedReader, type ListSpec } from '../../services/paged-list.ts';
import { contentTable } from '../../services/content-table.ts';
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

const templateList: ListSpec<SortOf<'templates'>> = {
  table: 'email_templates',
  sorts: { date: { column: 'updated_at' }, name: { column: 'name', folded: true } },
  search: ['name', 'subject'],
};

export const listTemplates = pagedReader<SortOf<'templates'>, TemplateRow, EmailTemplate>(templateList, toTemplate);

/** Create, update and delete, for the staff routes and the first-start seed. */
export const templateTable = contentTable({ table: 'email_templates', toItem: toTemplate, toColumns });
export const { create: createTemplate, update: updateTemplate, remove: deleteTemplate } = templateTable;
