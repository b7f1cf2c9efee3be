import { FolderPlus, Send, StickyNote, UserSearch } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { EmailTemplate } from '../../../../shared/api/email-templates';
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  LeadNoteBody,
  LeadReply,
  PipelineChange,
  type LeadKind,
  type LeadPipelineDetail,
  type LeadStatus,
} from '../../../../shared/api/pipeline';
import type { StaffAccount } from '../../../../shared/api/staff';
import { textLimits } from '../../../../shared/api/common';
import { personPath, projectEditorPath } from '../shell/paths';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminActions } from '../state/useAdminActions';
import { FieldGrid, Select, TextArea, TextInput } from '../ui/fields';
import { formatDate } from '../ui/format';
import { StagePill } from './StagePill';

const replyLimits = textLimits(LeadReply);
const noteLimit = textLimits(LeadNoteBody).body;
const reasonLimit = textLimits(PipelineChange).lostReason;

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
  const [detail, setDetail] = useState<LeadPipelineDetail | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    api.leads
      .pipeline(kind, lead._id)
      .then((loaded) => current && setDetail(loaded))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [api, kind, lead._id]);

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
      {failed && <p className="adm-form-error">Could not load this lead’s stage and history. Close and open it again.</p>}
      {detail && (
        <>
          <PipelineForm kind={kind} id={lead._id} detail={detail} accounts={accounts} onSaved={setDetail} />
          {kind === 'quote' && detail.pipeline.status === 'won' && <ProjectDraftButton quoteId={lead._id} onDone={onClose} />}
          <NoteForm kind={kind} id={lead._id} onSaved={setDetail} />
          <ReplyForm kind={kind} id={lead._id} name={lead.name} onSaved={setDetail} />
          <History detail={detail} />
        </>
      )}
      <div className="adm-form-actions">
        <button type="button" className="adm-button adm-button--primary" data-autofocus onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}

type Saved = (detail: LeadPipelineDetail) => void;

function PipelineForm({ kind, id, detail, accounts, onSaved }: { kind: LeadKind; id: string; detail: LeadPipelineDetail; accounts: StaffAccount[]; onSaved: Saved }) {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const { pipeline } = detail;
  const [status, setStatus] = useState<LeadStatus>(pipeline.status);
  const [lostReason, setLostReason] = useState(pipeline.lostReason ?? '');
  const [ownerId, setOwnerId] = useState(pipeline.ownerId ?? '');
  const [followUpOn, setFollowUpOn] = useState(pipeline.followUpOn ?? '');
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const change: PipelineChange = { status, ownerId: ownerId || null, followUpOn: followUpOn || null, ...(status === 'lost' && { lostReason }) };
    // The lists show each lead's stage and follow-up: they reload after the save.
    await mutate(async () => onSaved(await api.leads.change(kind, id, change)), { success: 'Lead updated', failure: 'Failed to update the lead' });
    setBusy(false);
  };

  return (
    <form className="adm-card adm-section adm-lead-section" onSubmit={save} aria-labelledby={`pipeline-${id}`}>
      <h3 id={`pipeline-${id}`}>
        Stage <StagePill status={pipeline.status} />
      </h3>
      <FieldGrid>
        <Select
          label="Stage"
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus)}
          options={LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))}
        />
        <Select
          label="Owner"
          value={ownerId}
          onChange={(event) => setOwnerId(event.target.value)}
          options={[{ value: '', label: 'Unassigned' }, ...accounts.map((account) => ({ value: account._id, label: account.email }))]}
        />
        <TextInput label="Follow-up on" type="date" value={followUpOn} onChange={(event) => setFollowUpOn(event.target.value)} />
        {status === 'lost' && (
          <TextInput
            label="Why was it lost?"
            required
            maxLength={reasonLimit}
            value={lostReason}
            onChange={(event) => setLostReason(event.target.value)}
          />
        )}
      </FieldGrid>
      <div className="adm-form-actions">
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          Save stage
        </button>
      </div>
    </form>
  );
}

function NoteForm({ kind, id, onSaved }: { kind: LeadKind; id: string; onSaved: Saved }) {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const added = await mutate(async () => onSaved(await api.leads.addNote(kind, id, body)), { success: 'Note added', failure: 'Failed to add the note' }, { reload: false });
    if (added) setBody('');
    setBusy(false);
  };

  return (
    <form className="adm-card adm-section adm-lead-section" onSubmit={add}>
      <TextArea label="Note for the team" required maxLength={noteLimit} rows={3} value={body} onChange={(event) => setBody(event.target.value)} />
      <div className="adm-form-actions">
        <button type="submit" className="adm-button" disabled={busy || !body.trim()}>
          <StickyNote aria-hidden="true" size={16} /> Add note
        </button>
      </div>
    </form>
  );
}

/** A template's HTML as the plain text a reply is written in: paragraphs and line breaks kept. */
function templateText(html: string): string {
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li)>/gi, '\n\n');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

function ReplyForm({ kind, id, name, onSaved }: { kind: LeadKind; id: string; name: string; onSaved: Saved }) {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const [templates, setTemplates] = useState<EmailTemplate[]>([]);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState(`Hello ${name},\n\n`);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    api.templates
      .list({ limit: 100, sort: 'name', order: 'asc' })
      .then((page) => current && setTemplates(page.data))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api]);

  const prefill = (templateId: string) => {
    const template = templates.find((item) => item._id === templateId);
    if (!template) return;
    setSubject(template.subject);
    setMessage(templateText(template.htmlContent).replace(/\{\{\s*name\s*\}\}/g, name));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const sent = await mutate(async () => onSaved(await api.leads.reply(kind, id, { subject, message })), { success: 'Reply sent', failure: 'Failed to send the reply' }, { reload: false });
    if (sent) {
      setSubject('');
      setMessage(`Hello ${name},\n\n`);
    }
    setBusy(false);
  };

  return (
    <form className="adm-card adm-section adm-lead-section" onSubmit={send} aria-labelledby={`reply-${id}`}>
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
      <TextInput label="Subject" required maxLength={replyLimits.subject} value={subject} onChange={(event) => setSubject(event.target.value)} />
      <TextArea label="Message" required maxLength={replyLimits.message} rows={6} value={message} onChange={(event) => setMessage(event.target.value)} />
      <div className="adm-form-actions">
        <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
          <Send aria-hidden="true" size={16} /> Send reply
        </button>
      </div>
    </form>
  );
}

function ProjectDraftButton({ quoteId, onDone }: { quoteId: string; onDone(): void }) {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const draft = async () => {
    setBusy(true);
    let projectId = '';
    // The reload brings the draft into the Projects list, where the editor opens it.
    const done = await mutate(
      async () => {
        const made = await api.leads.draftProject(quoteId);
        projectId = made.projectId;
        return made;
      },
      { success: (made) => (made.created ? 'Project draft created: hidden from the site until you make it active' : 'Opening the project drafted from this quote'), failure: 'Failed to create the project draft' },
    );
    setBusy(false);
    if (done) {
      onDone();
      void navigate(projectEditorPath(projectId));
    }
  };

  return (
    <div className="adm-card adm-section adm-lead-section adm-lead-won">
      <p>Won: show it in the portfolio. The draft takes the brief (never the client’s name or address) and stays hidden until you make it active.</p>
      <button type="button" className="adm-button adm-button--primary" disabled={busy} onClick={() => void draft()}>
        <FolderPlus aria-hidden="true" size={16} /> Create portfolio project draft
      </button>
    </div>
  );
}

function History({ detail }: { detail: LeadPipelineDetail }) {
  return (
    <section className="adm-card adm-section adm-lead-section" aria-label="History">
      <h3>History</h3>
      {detail.events.length === 0 ? (
        <p className="adm-muted">No notes or changes yet.</p>
      ) : (
        <ol className="adm-history">
          {[...detail.events].reverse().map((event) => (
            <li key={event.id} className={`adm-history__${event.type}`}>
              <p>{event.text}</p>
              <p className="adm-muted">
                {event.by ?? 'staff'} · <time dateTime={new Date(event.at).toISOString()}>{formatDate(new Date(event.at).toISOString(), true)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
