import { UserSearch } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import type { LeadKind } from '../../../../shared/api/pipeline';
import type { StaffAccount } from '../../../../shared/api/staff';
import { personPath } from '../shell/paths';
import { useAdminApi } from '../state/AdminApiContext';
import { useLoaded } from '../state/useLoaded';
import { LeadHistory } from './LeadHistory';
import { LeadNoteForm } from './LeadNoteForm';
import { LeadReplyForm } from './LeadReplyForm';
import { LeadStageForm } from './LeadStageForm';
import { PendingRights } from './PendingRights';
import { ProjectDraftButton } from './ProjectDraftButton';
import { FormActions } from '../ui/FormActions';

interface LeadDetailProps {
  kind: LeadKind;
  lead: { _id: string; email: string; name: string };
  /** Every stored field, in reading order. */
  fields: [label: string, value: string][];
  accounts: StaffAccount[];
  onClose(): void;
}

/**
 * A contact message or quote request as staff work it (issue 18): what was sent, where it stands
 * (stage, owner, follow-up day), notes, a reply by e-mail, and its history. Every change is saved
 * by the server, which answers with the new stage and history shown here.
 */
export function LeadDetail({ kind, lead, fields, accounts, onClose }: LeadDetailProps) {
  const api = useAdminApi();
  const pipeline = useLoaded(useCallback(() => api.leads.pipeline(kind, lead._id), [api, kind, lead._id]));
  const detail = pipeline.value;
  const forms = { kind, id: lead._id, onSaved: pipeline.set };

  return (
    <>
      <dl className="adm-details">
        {fields.map(([label, value]) => (
          <div key={label} className={label === 'Message' ? 'adm-details__long' : undefined}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <p className="adm-lead-person">
        <Link to={personPath(lead.email)}>
          <UserSearch aria-hidden="true" size={16} /> Timeline and data of {lead.email}
        </Link>
      </p>
      <PendingRights email={lead.email} />
      {pipeline.failed && <p className="adm-form-error">Could not load this lead’s stage and history. Close and open it again.</p>}
      {detail && (
        <>
          <LeadStageForm {...forms} detail={detail} accounts={accounts} />
          {kind === 'quote' && detail.pipeline.status === 'won' && <ProjectDraftButton quoteId={lead._id} onDone={onClose} />}
          <LeadNoteForm {...forms} />
          <LeadReplyForm {...forms} name={lead.name} email={lead.email} />
          <LeadHistory detail={detail} />
        </>
      )}
      <FormActions>
        <button type="button" className="adm-button adm-button--primary" data-autofocus onClick={onClose}>
          Close
        </button>
      </FormActions>
    </>
  );
}
