import { Send } from 'lucide-react';
import { useCallback, useState, type FormEvent } from 'react';
import { LeadReply } from '../../../../shared/api/pipeline';
import { textLimits } from '../../../../shared/api/common';
import { bindDraft } from '../content/bindDraft';
import { useAdminApi } from '../state/AdminApiContext';
import { NO_LISTS } from '../state/useAdminActions';
import { useLoaded } from '../state/useLoaded';
import { Select, TextArea, TextInput } from '../ui/fields';
import { blankReply, replyFromTemplate } from './replyTemplates';
import { useLeadWrite, type LeadFormProps } from './useLeadWrite';
import { FormActions } from '../ui/FormActions';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describePending, usePendingRights } from './PendingRights';

const replyLimits = textLimits(LeadReply);
const TEMPLATES_BY_NAME = { limit: 100, sort: 'name', order: 'asc' } as const;

/** A reply to the lead by e-mail, written here or started from a saved template. */
export function LeadReplyForm({ kind, id, name, email, onSaved }: LeadFormProps & { name: string; email: string }) {
  const api = useAdminApi();
  const { busy, write } = useLeadWrite({ onSaved });
  const [reply, setReply] = useState(() => blankReply(name));
  const { text } = bindDraft(reply, (patch) => setReply((current) => ({ ...current, ...patch })));
  const loaded = useLoaded(useCallback(() => api.templates.list(TEMPLATES_BY_NAME), [api]));
  const templates = loaded.value?.data ?? [];

  const prefill = (templateId: string) => {
    const template = templates.find((item) => item._id === templateId);
    if (template) setReply(replyFromTemplate(template, name));
  };

  // A reply to someone who asked to be erased is asked about first (issue 27 item 8).
  const erasure = usePendingRights(email).find((request) => request.kind === 'erasure');
  const [confirming, setConfirming] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (erasure) setConfirming(true);
    else void send();
  };

  const send = async () => {
    setConfirming(false);
    if (await write((leads) => leads.reply(kind, id, reply), { success: 'Reply sent', failure: 'Failed to send the reply' }, NO_LISTS)) setReply(blankReply(name));
  };

  return (
    <form className="adm-card adm-section adm-lead-section" onSubmit={submit} aria-labelledby={`reply-${id}`}>
      <h3 id={`reply-${id}`}>Reply by e-mail</h3>
      <p className="adm-muted">Sent from the site with the agency’s address as Reply-To; their answer reaches the agency’s inbox.</p>
      {templates.length > 0 && (
        <Select
          label="Start from a template"
          value=""
          onChange={(event) => prefill(event.target.value)}
          options={[{ value: '', label: 'Choose a template…' }, ...templates.map((template) => ({ value: template._id, label: template.name }))]}
        />
      )}
      <TextInput label="Subject" required maxLength={replyLimits.subject} {...text('subject')} />
      <TextArea label="Message" required maxLength={replyLimits.message} rows={6} {...text('message')} />
      <FormActions>
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          <Send aria-hidden="true" size={16} /> Send reply
        </button>
      </FormActions>
      {erasure && confirming && (
        <ConfirmDialog title="Reply to someone who asked to be erased?" confirm="Send anyway" onConfirm={() => void send()} onCancel={() => setConfirming(false)}>
          <p>
            {describePending(erasure)} by {email}. Erasing them is usually the answer; a reply keeps their address in the mail log.
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
