import { Link } from 'react-router-dom';
import type { TimelineEntry } from '../../../../shared/api/people';
import { leadPath } from '../shell/paths';
import { Moment } from '../ui/Moment';

const SOURCE_WORDS: Record<TimelineEntry['source'], string> = { person: 'Visitor', lead: 'Lead', mail: 'Mail', staff: 'Staff' };

/** Everything held on one person, newest first; a lead's entry opens that lead. */
export function PersonTimeline({ email, entries }: { email: string; entries: TimelineEntry[] }) {
  return (
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
            <Moment at={entry.at} />
          </p>
        </li>
      ))}
    </ol>
  );
}
