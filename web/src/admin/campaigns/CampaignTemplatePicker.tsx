import type { EmailTemplate } from '../../../../shared/api/email-templates';
import { useAdminStore } from '../state/adminStore';
import { Select } from '../ui/fields';

/** Starts a campaign from a saved campaign template (its subject and content); none saved, nothing shown. */
export function CampaignTemplatePicker({ onPick }: { onPick(template: EmailTemplate): void }) {
  const saved = useAdminStore((state) => state.data.templates.data);
  const templates = saved.filter((template) => template.templateType === 'email_campaign');
  if (templates.length === 0) return null;
  return (
    <Select
      label="Start from a template"
      options={[{ value: '', label: 'Write from scratch' }, ...templates.map((template) => ({ value: template._id, label: template.name }))]}
      defaultValue=""
      onChange={(event) => {
        const template = templates.find((candidate) => candidate._id === event.target.value);
        if (template) onPick(template);
      }}
    />
  );
}
