import { randomUUID } from 'node:crypto';
import type { EmailTemplate, EmailTemplateInput } from '../../../shared/api/admin';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';

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

export async function createTemplate(db: Db, input: EmailTemplateInput, now: Date): Promise<EmailTemplate> {
  const stamp = now.toISOString();
  const row: TemplateRow = { id: randomUUID(), ...toColumns(input), created_at: stamp, updated_at: stamp };
  await db.insertInto('email_templates').values(row).execute();
  return toTemplate(row);
}

export async function updateTemplate(
  db: Db,
  id: string,
  input: EmailTemplateInput,
  now: Date,
): Promise<EmailTemplate | undefined> {
  const row = await db
    .updateTable('email_templates')
    .set({ ...toColumns(input), updated_at: now.toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toTemplate(row);
}

export async function deleteTemplate(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('email_templates').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
