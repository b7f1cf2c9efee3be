import type { EmailTemplate, EmailTemplateInput, SystemTemplate } from '../../../shared/api/email-templates.ts';
import type { SortOf } from '../../../shared/api/lists.ts';
import { TEMPLATE_TYPES, type TemplateType } from '../../../shared/constants.ts';
import { DEFAULT_TEMPLATES } from '../../mail/templates.ts';
import { pagedReader, type ListSpec } from '../../services/paged-list.ts';
import { contentTable } from '../../services/content-table.ts';
import type { Db } from '../../db/connect.ts';
import { recordAudit, type Actor } from '../../services/audit.ts';
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
export const templateTable = contentTable({ table: 'email_templates', entity: 'template', toItem: toTemplate, toColumns });
export const { create: createTemplate, update: updateTemplate, remove: deleteTemplate } = templateTable;

/** Every system mail with its built-in text, and the saved template that replaces it now. */
export async function listSystemTemplates(db: Db): Promise<SystemTemplate[]> {
  // Newest first, as loadTemplate picks.
  const saved = await db.selectFrom('email_templates').select(['id', 'template_type']).orderBy('updated_at', 'desc').orderBy('id').execute();
  return TEMPLATE_TYPES.map((templateType) => ({
    templateType,
    subject: DEFAULT_TEMPLATES[templateType].subject,
    htmlContent: DEFAULT_TEMPLATES[templateType].html,
    customizedBy: saved.find((template) => template.template_type === templateType)?.id ?? null,
  }));
}

/**
 * Reset to default: the saved templates of a type go, so the built-in text is used again. Each
 * goes into the audit log whole, so a reset can be undone from there.
 */
export async function resetSystemTemplate(db: Db, templateType: TemplateType, now: number, actor: Actor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.deleteFrom('email_templates').where('template_type', '=', templateType).returningAll().execute();
    for (const row of rows) {
      await recordAudit(trx, actor, now, { action: 'reset', entity: 'template', entityId: row.id, before: toTemplate(row) });
    }
    return rows.length;
  });
}
