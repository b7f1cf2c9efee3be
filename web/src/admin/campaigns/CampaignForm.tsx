import { textLimits } from '../../../../shared/api/common';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CampaignInput } from '../../../../shared/api/admin';
import { CAMPAIGN_AUDIENCES } from '../../../../shared/constants';
import { bindDraft } from '../content/bindDraft';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { useAdminActions } from '../state/useAdminActions';
import { FieldGrid, Select, TextArea, TextInput } from '../ui/fields';

/** Each text field stops where the API does (shared schema). */
const LIMITS = textLimits(CampaignInput);

export const AUDIENCE_NAMES: Record<CampaignInput['targetAudience'], string> = {
  newsletter_subscribers: 'Newsletter subscribers',
  all_users: 'All users (subscribers and leads)',
  contacts: 'Contacts and quote senders',
};

const EMPTY: CampaignInput = { name: '', subject: '', content: '', targetAudience: 'newsletter_subscribers' };

/** Spec §2: the inline campaign form (name, subject, content, target audience). */
export function CampaignForm() {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const allTemplates = useAdminStore((state) => state.data.templates.data);
  const templates = allTemplates.filter((t) => t.templateType === 'email_campaign');
  const [draft, setDraft] = useState<CampaignInput>(EMPTY);
  const [busy, setBusy] = useState(false);
  const { text } = bindDraft(draft, (patch) => setDraft((current) => ({ ...current, ...patch })));

  function applyTemplate(id: string) {
    const template = templates.find((t) => t._id === id);
    if (template) setDraft((current) => ({ ...current, subject: template.subject, content: template.htmlContent }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const sent = await mutate(() => api.campaigns.create({ ...draft, name: draft.name.trim(), subject: draft.subject.trim() }), {
      success: 'Email campaign sent successfully!',
      failure: 'Failed to send campaign',
    });
    setBusy(false);
    if (sent) setDraft(EMPTY);
  }

  return (
    <form className="adm-card adm-section" onSubmit={submit} aria-labelledby="adm-new-campaign">
      <h2 id="adm-new-campaign">New campaign</h2>
      <FieldGrid>
        <TextInput label="Campaign name" required maxLength={LIMITS.name} {...text('name')} />
        <Select
          label="Target audience"
          options={CAMPAIGN_AUDIENCES.map((value) => ({ value, label: AUDIENCE_NAMES[value] }))}
          {...text('targetAudience')}
        />
      </FieldGrid>
      {templates.length > 0 && (
        <Select
          label="Start from a template"
          options={[{ value: '', label: 'Write from scratch' }, ...templates.map((t) => ({ value: t._id, label: t.name }))]}
          defaultValue=""
          onChange={(event) => applyTemplate(event.target.value)}
        />
      )}
      <TextInput label="Subject" required maxLength={LIMITS.subject} {...text('subject')} />
      <TextArea
        label="Content"
        required
        rows={8}
        {...text('content')}
        hint="HTML allowed. {{email}} is replaced per recipient; an unsubscribe link is added to every mail."
      />
      <div className="adm-form-actions">
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          <Send aria-hidden="true" size={18} /> {busy ? 'Sending…' : 'Send Campaign'}
        </button>
      </div>
    </form>
  );
}
