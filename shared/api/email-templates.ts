import { Type, type Static } from 'typebox';
import { TEMPLATE_TYPES } from '../constants.ts';
import { MAIL_HTML_MAX_LENGTH, MAIL_SUBJECT_MAX_LENGTH, RequiredText, Stored } from './common.ts';

/** POST and PUT /api/admin/email-templates; content may use {{name}}-style variables. */
export const EmailTemplateInput = Type.Object({
  name: RequiredText(120),
  subject: RequiredText(MAIL_SUBJECT_MAX_LENGTH),
  htmlContent: RequiredText(MAIL_HTML_MAX_LENGTH),
  templateType: Type.Enum(TEMPLATE_TYPES),
});
export type EmailTemplateInput = Static<typeof EmailTemplateInput>;

export const EmailTemplate = Stored(EmailTemplateInput);
export type EmailTemplate = Static<typeof EmailTemplate>;

/** GET /api/admin/email-templates/defaults: the built-in text of each system mail and whether staff replaced it. */
export const SystemTemplate = Type.Object({
  templateType: Type.Enum(TEMPLATE_TYPES),
  subject: Type.String(),
  htmlContent: Type.String(),
  /** The saved template now used instead, if any (the newest of its type). */
  customizedBy: Type.Union([Type.String(), Type.Null()]),
});
export type SystemTemplate = Static<typeof SystemTemplate>;
export const TemplateTypeParams = Type.Object({ templateType: Type.Enum(TEMPLATE_TYPES) });
