import { textLimits } from '../../../../shared/api/common';
import { type EmailTemplate, EmailTemplateInput } from '../../../../shared/api/email-templates';
import { TEMPLATE_TYPES } from '../../../../shared/constants';
import { TEMPLATE_TYPE_LABELS } from '../../../../shared/labels';
import { Select, TextArea, TextInput } from '../ui/fields';
import { bindDraft } from './bindDraft';
import type { DraftFieldsProps, EntityDefinition } from './entityDefinition';
import { ShortDate } from '../ui/Moment';


/** Each text field stops where the API does (shared schema). */
const LIMITS = textLimits(EmailTemplateInput);

const TYPE_NAMES = TEMPLATE_TYPES.map((value) => ({ value, label: TEMPLATE_TYPE_LABELS[value] }));

export function TemplateFields({ draft, set }: DraftFieldsProps<EmailTemplateInput>) {
  const { text } = bindDraft(draft, set);
  return (
    <>
      <TextInput label="Name" required maxLength={LIMITS.name} {...text('name')} />
      <TextInput label="Subject" required maxLength={LIMITS.subject} {...text('subject')} />
      <Select label="Template type" options={TYPE_NAMES} {...text('templateType')} />
      <TextArea
        label="HTML content"
        required
        rows={10}
        className="adm-code"
        {...text('htmlContent')}
        hint="Variables in double braces are filled in when sending, e.g. {{name}}, {{email}}, {{otp}}."
      />
    </>
  );
}

export const templates: EntityDefinition<EmailTemplateInput, EmailTemplate, EmailTemplateInput> = {
  label: 'Template',
  title: 'Email Templates',
  plural: 'templates',
  description: 'Texts of the e-mails the site sends; one per type is used.',
  data: { paged: 'templates', searchHint: 'name or subject' },
  reloads: ['templates'],
  endpoints: (api) => api.templates,
  columns: [
    { header: 'Name', cell: (t) => <strong>{t.name}</strong> },
    { header: 'Type', cell: (t) => TEMPLATE_TYPE_LABELS[t.templateType] },
    { header: 'Subject', cell: (t) => t.subject },
    { header: 'Date', cell: (t) => <ShortDate value={t.createdAt} /> },
  ],
  rowLabel: (t) => t.name,
  emptyDraft: () => ({ name: '', subject: '', htmlContent: '', templateType: 'email_campaign' }),
  draftOf: ({ name, subject, htmlContent, templateType }) => ({ name, subject, htmlContent, templateType }),
  inputOf: (draft) => ({ ...draft, name: draft.name.trim(), subject: draft.subject.trim() }),
  Fields: TemplateFields,
};
