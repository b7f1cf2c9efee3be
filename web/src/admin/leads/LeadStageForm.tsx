import { useState, type FormEvent } from 'react';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, PipelineChange, type LeadPipelineDetail, type LeadStatus } from '../../../../shared/api/pipeline';
import type { StaffAccount } from '../../../../shared/api/staff';
import { textLimits } from '../../../../shared/api/common';
import { bindDraft } from '../content/bindDraft';
import { LEAD_KIND_LISTS } from '../shell/paths';
import { FieldGrid, Select, TextInput } from '../ui/fields';
import { StagePill } from './StagePill';
import { useLeadWrite, type LeadFormProps } from './useLeadWrite';
import { FormActions } from '../ui/FormActions';

const reasonLimit = textLimits(PipelineChange).lostReason;

/** The form's fields as typed: no owner or follow-up day is an empty string. */
interface StageDraft {
  status: LeadStatus;
  lostReason: string;
  ownerId: string;
  followUpOn: string;
}

const draftOf = ({ status, lostReason, ownerId, followUpOn }: LeadPipelineDetail['pipeline']): StageDraft => ({
  status,
  lostReason: lostReason ?? '',
  ownerId: ownerId ?? '',
  followUpOn: followUpOn ?? '',
});

const changeOf = ({ status, lostReason, ownerId, followUpOn }: StageDraft): PipelineChange => ({
  status,
  ownerId: ownerId || null,
  followUpOn: followUpOn || null,
  ...(status === 'lost' && { lostReason }),
});

/** Where the lead stands: its stage (with why it was lost), its owner and its follow-up day. */
export function LeadStageForm({ kind, id, detail, accounts, onSaved }: LeadFormProps & { detail: LeadPipelineDetail; accounts: StaffAccount[] }) {
  const { busy, write } = useLeadWrite({ onSaved });
  const [draft, setDraft] = useState(() => draftOf(detail.pipeline));
  const { text } = bindDraft(draft, (patch) => setDraft((current) => ({ ...current, ...patch })));

  const save = (event: FormEvent) => {
    event.preventDefault();
    // The list shows each lead's stage and follow-up: it reloads after the save.
    void write((leads) => leads.change(kind, id, changeOf(draft)), { success: 'Lead updated', failure: 'Failed to update the lead' }, [LEAD_KIND_LISTS[kind]]);
  };

  return (
    <form className="adm-card adm-section adm-lead-section" onSubmit={save} aria-labelledby={`pipeline-${id}`}>
      <h3 id={`pipeline-${id}`}>
        Stage <StagePill status={detail.pipeline.status} />
      </h3>
      <FieldGrid>
        <Select label="Stage" options={LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))} {...text('status')} />
        <Select
          label="Owner"
          options={[{ value: '', label: 'Unassigned' }, ...accounts.map((account) => ({ value: account._id, label: account.email }))]}
          {...text('ownerId')}
        />
        <TextInput label="Follow-up on" type="date" {...text('followUpOn')} />
        {draft.status === 'lost' && (
          <TextInput label="Why was it lost?" hint="For the team only: not in the person's data export." required maxLength={reasonLimit} {...text('lostReason')} />
        )}
      </FieldGrid>
      <FormActions>
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          Save stage
        </button>
      </FormActions>
    </form>
  );
}
