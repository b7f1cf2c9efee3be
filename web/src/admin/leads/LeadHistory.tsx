import type { LeadPipelineDetail } from '../../../../shared/api/pipeline';
import { Moment } from '../ui/Moment';

/** The lead's notes, stage changes and replies, newest first. */
export function LeadHistory({ detail }: { detail: LeadPipelineDetail }) {
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
                {event.by ?? 'staff'} · <Moment at={event.at} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
