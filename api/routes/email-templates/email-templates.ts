import type { EmailTemplate, SystemTemplate } from '../../../shared/api/email-templates.ts';
import type { SortOf } from '../../../shared/api/lists.ts';
import { TEMPLATE_TYPES, type TemplateType } from '../../../shared/constants.ts';
import { DEFAULT_TEMPLATES } from '../../mail/templates.ts';
import { pagedReader, type ListSpec } from '../../services/paged-list.ts';
import { toTemplate } from '../../services/content/template-table.ts';
import type { Db } from '../../db/connect.ts';
import { recordAudit, type Actor } from '../../services/audit.ts';
import type { Database } from '../../db/schema.ts';

const templateList: ListSpec<SortOf<'templates'>> = {
  table: 'email_templates',
  sorts: { date: { column: 'updated_at' }, name: { column: 'name', folded: true } },
  search: ['name', 'subject'],
};

/**
 * Saved templates, newest first. The newest of a type replaces the built-in text of that system
 * mail (see loadTemplate in api/mail/templates.ts).
 */
export const listTemplates = pagedReader<SortOf<'templates'>, Database['email_templates'], EmailTemplate>(templateList, toTemplate);

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
