import { Pencil, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { EmailTemplateInput, SystemTemplate } from '../../../../shared/api/email-templates';
import { TEMPLATE_TYPE_LABELS } from '../../../../shared/labels';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { useAdminActions } from '../state/useAdminActions';
import { DataTable } from '../ui/DataTable';
import { Modal } from '../ui/Modal';
import { EntityForm } from './EntityForm';
import { TemplateFields, templates } from './templates';

/**
 * Every mail the site sends on its own, built-in or replaced by a saved template: edit one
 * (saving stores a template of its type) or reset it to the built-in text.
 */
export function SystemTemplates() {
  const api = useAdminApi();
  const { mutate, removeConfirmed } = useAdminActions();
  const saved = useAdminStore((state) => state.data.templates.data);
  const [system, setSystem] = useState<SystemTemplate[]>([]);
  const [editing, setEditing] = useState<SystemTemplate | null>(null);

  const load = useCallback(() => api.templates.systemDefaults().then(setSystem, () => setSystem([])), [api]);
  // Saved templates change the state of the system mails: follow the list.
  useEffect(() => void load(), [load, saved]);

  const replacing = (mail: SystemTemplate) => saved.find((template) => template._id === mail.customizedBy);
  const initialDraft = (mail: SystemTemplate): EmailTemplateInput => {
    const template = replacing(mail);
    return template
      ? templates.draftOf(template)
      : { name: TEMPLATE_TYPE_LABELS[mail.templateType], subject: mail.subject, htmlContent: mail.htmlContent, templateType: mail.templateType };
  };

  async function save(mail: SystemTemplate, draft: EmailTemplateInput) {
    const template = replacing(mail);
    const input = templates.inputOf(draft);
    const done = await mutate(
      () => (template ? api.templates.update(template._id, input) : api.templates.create(input)),
      { success: 'Template saved successfully!', failure: 'Failed to save template' },
      templates.reloads,
    );
    if (done) setEditing(null);
  }

  const reset = (mail: SystemTemplate) =>
    removeConfirmed(
      `Reset "${TEMPLATE_TYPE_LABELS[mail.templateType]}" to the built-in text? Saved templates of this type are deleted.`,
      () => api.templates.resetToDefault(mail.templateType),
      { success: 'Template reset to default', failure: 'Failed to reset template' },
      templates.reloads,
    );

  return (
    <section className="adm-card adm-section" aria-labelledby="adm-system-mails">
      <h2 id="adm-system-mails">System e-mails</h2>
      <p className="adm-muted">The mails the site sends by itself. Newsletter and campaign mails always get an unsubscribe link.</p>
      <DataTable
        caption="System e-mails"
        rows={system}
        rowKey={(mail) => mail.templateType}
        rowLabel={(mail) => TEMPLATE_TYPE_LABELS[mail.templateType]}
        emptyText="No system e-mails found"
        columns={[
          { header: 'Mail', cell: (mail) => <strong>{TEMPLATE_TYPE_LABELS[mail.templateType]}</strong> },
          { header: 'Text', cell: (mail) => (mail.customizedBy ? `Customised: ${replacing(mail)?.name ?? ''}` : 'Built-in') },
        ]}
        actions={[
          { label: 'Edit', icon: Pencil, onClick: (mail) => setEditing(mail) },
          { label: 'Reset to default', icon: RotateCcw, onClick: (mail) => void reset(mail), appliesTo: (mail) => mail.customizedBy !== null },
        ]}
      />
      {editing && (
        <Modal title={`Edit ${TEMPLATE_TYPE_LABELS[editing.templateType]}`} size="wide" onClose={() => setEditing(null)}>
          <EntityForm label="Template" Fields={TemplateFields} initial={initialDraft(editing)} onCancel={() => setEditing(null)} onSave={(draft) => save(editing, draft)} />
        </Modal>
      )}
    </section>
  );
}
