import { textLimits } from '../../../../shared/api/common';
import { Eye, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CampaignInput } from '../../../../shared/api/campaigns';
import type { RenderedCampaign } from '../../../../shared/api/campaigns';
import { CAMPAIGN_AUDIENCES } from '../../../../shared/constants';
import { bindDraft } from '../content/bindDraft';
import { useAdminApi } from '../state/AdminApiContext';
import { confirmAction, NO_LISTS, useAdminActions } from '../state/useAdminActions';
import { FieldGrid, Select, TextArea, TextInput } from '../ui/fields';
import { useOneAtATime } from '../../lib/useOneAtATime';
import { CAMPAIGN_AUDIENCE_LABELS } from '../../../../shared/labels';
import { CampaignPreview } from './CampaignPreview';
import { CampaignTemplatePicker } from './CampaignTemplatePicker';
import { SendTestButton } from './SendTestButton';
import { FormActions } from '../ui/FormActions';

/** Each text field stops where the API does (shared schema). */
const LIMITS = textLimits(CampaignInput);

const EMPTY: CampaignInput = { name: '', subject: '', content: '', targetAudience: 'newsletter_subscribers' };

/** Spec §2: the inline campaign form (name, subject, content, target audience). */
export function CampaignForm() {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const [draft, setDraft] = useState<CampaignInput>(EMPTY);
  const [busy, oneAtATime] = useOneAtATime();
  const [preview, setPreview] = useState<RenderedCampaign | null>(null);
  const { text } = bindDraft(draft, (patch) => setDraft((current) => ({ ...current, ...patch })));

  const mail = () => ({ subject: draft.subject.trim(), content: draft.content });
  /** A subject and content to preview or test. */
  const ready = Boolean(draft.subject.trim() && draft.content.trim());

  const showPreview = () =>
    mutate(async () => setPreview(await api.campaigns.preview(mail())), { success: () => null, failure: 'Failed to preview campaign' }, NO_LISTS);

  /** Sends only after staff confirmed the number of recipients the server counts now. */
  async function submit(event: FormEvent) {
    event.preventDefault();
    let created = false;
    await oneAtATime(() =>
      mutate(
        async () => {
          // The browser's `required` lets spaces through; the server would refuse them only after staff confirmed.
          const blank = (['name', 'subject', 'content'] as const).find((field) => !draft[field].trim());
          if (blank) throw new Error(`${blank} is required`);
          const total = await api.campaigns.audienceSize(draft.targetAudience);
          if (total === 0) throw new Error(`nobody is in ${CAMPAIGN_AUDIENCE_LABELS[draft.targetAudience]}`);
          const question = `Send "${draft.name.trim()}" to ${total} recipient${total === 1 ? '' : 's'} (${CAMPAIGN_AUDIENCE_LABELS[draft.targetAudience]})?`;
          if (!confirmAction(question)) return;
          await api.campaigns.create({ ...draft, name: draft.name.trim(), subject: draft.subject.trim() });
          created = true;
        },
        { success: () => (created ? 'Email campaign sent successfully!' : null), failure: 'Failed to send campaign' },
        // No total staff see counts campaigns: the list alone shows the new one.
        ['campaigns'],
      ),
    );
    if (created) setDraft(EMPTY);
  }

  return (
    <form className="adm-card adm-section" onSubmit={submit} aria-labelledby="adm-new-campaign">
      <h2 id="adm-new-campaign">New campaign</h2>
      <FieldGrid>
        <TextInput label="Campaign name" required maxLength={LIMITS.name} {...text('name')} />
        <Select
          label="Target audience"
          options={CAMPAIGN_AUDIENCES.map((value) => ({ value, label: CAMPAIGN_AUDIENCE_LABELS[value] }))}
          {...text('targetAudience')}
        />
      </FieldGrid>
      <CampaignTemplatePicker onPick={(template) => setDraft((current) => ({ ...current, subject: template.subject, content: template.htmlContent }))} />
      <TextInput label="Subject" required maxLength={LIMITS.subject} {...text('subject')} />
      <TextArea
        label="Content"
        required
        rows={8}
        {...text('content')}
        hint="HTML allowed. {{email}} is replaced per recipient; an unsubscribe link is added to every mail."
      />
      <FormActions>
        <button type="button" className="adm-button" onClick={() => void showPreview()} disabled={!ready}>
          <Eye aria-hidden="true" size={18} /> Preview
        </button>
        <SendTestButton mail={ready ? mail() : null} iconSize={18} />
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          <Send aria-hidden="true" size={18} /> {busy ? 'Sending…' : 'Send Campaign'}
        </button>
      </FormActions>
      {preview && <CampaignPreview mail={preview} onClose={() => setPreview(null)} />}
    </form>
  );
}
