import { Download, Search, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PersonTimeline, TimelineEntry } from '../../../../shared/api/people';
import { leadPath, personFromPath, personPath } from '../shell/paths';
import { useAdminApi } from '../state/AdminApiContext';
import { DATA_NAMES } from '../state/adminData';
import { NO_LISTS, useAdminActions } from '../state/useAdminActions';
import { TextInput } from '../ui/fields';
import { formatDate } from '../ui/format';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';

const SOURCE_WORDS: Record<TimelineEntry['source'], string> = { person: 'Visitor', lead: 'Lead', mail: 'Mail', staff: 'Staff' };

/** What an erasure removes, said before staff confirm it (api/routes/people/erase.ts). */
const ERASED_KINDS = [
  'contact messages and quote requests, with their notes, stage changes and replies',
  'the newsletter subscription, campaign opt-outs and the consents given',
  'every mail sent to the address and every notification about them',
  'e-mail codes and verifications, and the timeline steps',
  'page views whose address or referrer carries the e-mail address',
];

/**
 * One person by e-mail address (issue 18): everything the agency holds on them as a timeline,
 * newest first, and their data rights: export (right of access) and erasure (right to erasure).
 * /admin/people asks for an address; /admin/people/<email> shows that person.
 */
export default function PeopleTab() {
  const email = personFromPath(useLocation().pathname);
  return (
    <>
      <PageHeader title="People" description="One person’s history across forms, mails and notes, and their data rights." />
      <FindPerson key={email} initial={email ?? ''} />
      {email && <Person key={email} email={email} />}
    </>
  );
}

function FindPerson({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const find = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void navigate(personPath(text.trim()));
  };
  return (
    <form className="adm-card adm-section adm-person-find" onSubmit={find} role="search">
      <TextInput label="E-mail address" type="email" required maxLength={254} value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className="adm-button">
        <Search aria-hidden="true" size={16} /> Show
      </button>
    </form>
  );
}

function Person({ email }: { email: string }) {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const [timeline, setTimeline] = useState<PersonTimeline | null>(null);
  const [failed, setFailed] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<{ message: string; counts: Record<string, number> } | null>(null);

  const load = useCallback(async () => {
    try {
      setTimeline(await api.people.timeline(email));
      setFailed('');
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    }
  }, [api, email]);

  useEffect(() => {
    let current = true;
    api.people
      .timeline(email)
      .then((loaded) => current && setTimeline(loaded))
      .catch((error: unknown) => current && setFailed(error instanceof Error ? error.message : String(error)));
    return () => {
      current = false;
    };
  }, [api, email]);

  const exportData = () =>
    mutate(() => api.people.exportData(email), { success: (saved) => (saved ? `Data of ${email} exported` : null), failure: 'Failed to export the data' }, NO_LISTS);

  const erase = async () => {
    let result: { message: string; counts: Record<string, number> } | null = null;
    const done = await mutate(
      async () => {
        result = await api.people.erase(email);
        return result;
      },
      { success: (answer) => `${email}: ${answer.message.toLowerCase()}`, failure: 'Failed to erase this person' },
      // Their leads, subscription, mails and campaign recipients go: nearly every list changes.
      DATA_NAMES,
    );
    setConfirming(false);
    if (done) {
      setErased(result);
      await load();
    }
  };

  const entries = timeline?.entries ?? [];
  return (
    <section className="adm-card adm-section" aria-labelledby="adm-person">
      <div className="adm-person-header">
        <h2 id="adm-person">{email}</h2>
        <div className="adm-person-actions">
          <button type="button" className="adm-button" onClick={() => void exportData()}>
            <Download aria-hidden="true" size={16} /> Export data (JSON)
          </button>
          <button type="button" className="adm-button adm-button--danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" size={16} /> Erase this person
          </button>
        </div>
      </div>
      {erased && (
        <div className="adm-erased" role="status">
          <p>
            <strong>Erased.</strong> {erased.message}.{' '}
            {Object.entries(erased.counts)
              .filter(([, n]) => n > 0)
              .map(([kind, n]) => `${kind.replace(/_/g, ' ')}: ${n}`)
              .join(', ')}
          </p>
          <p className="adm-muted">One audit entry keeps who erased and when, without the address.</p>
        </div>
      )}
      {failed && <p className="adm-form-error">Could not load the timeline: {failed}</p>}
      {timeline && entries.length === 0 && <p className="adm-muted">Nothing is held on {email}.</p>}
      {entries.length > 0 && (
        <ol className="adm-history adm-timeline" aria-label={`Timeline of ${email}`}>
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className={`adm-history__${entry.source}`}>
              <p>
                <span className="adm-pill">{SOURCE_WORDS[entry.source]}</span> {entry.text}
                {entry.lead && (
                  <>
                    {' '}
                    <Link to={leadPath(entry.lead.kind, entry.lead.id, email)}>Open {entry.lead.kind}</Link>
                  </>
                )}
              </p>
              <p className="adm-muted">
                <time dateTime={new Date(entry.at).toISOString()}>{formatDate(new Date(entry.at).toISOString(), true)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {confirming && (
        <Modal title={`Erase ${email}?`} onClose={() => setConfirming(false)}>
          <p>
            This deletes everything held on <strong>{email}</strong>, for good:
          </p>
          <ul className="adm-erase-list">
            {ERASED_KINDS.map((kind) => (
              <li key={kind}>{kind}</li>
            ))}
          </ul>
          <p className="adm-muted">Export their data first if they asked for a copy. An audit entry keeps who erased and when, without the address.</p>
          <div className="adm-form-actions">
            <button type="button" className="adm-button" data-autofocus onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className="adm-button adm-button--danger" onClick={() => void erase()}>
              Erase {email}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
