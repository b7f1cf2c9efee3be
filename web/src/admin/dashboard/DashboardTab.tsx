import { FileText, FolderKanban, Mail, Newspaper, type LucideIcon } from 'lucide-react';
import type { AdminStats } from '../../../../shared/api/dashboard';
import { useAdminStore } from '../state/adminStore';
import { formatDate } from '../ui/format';
import { PageHeader } from '../ui/PageHeader';
import { AnalyticsPanel } from './AnalyticsPanel';
import { PipelinePanel } from './PipelinePanel';
import { RightsQueue } from './RightsQueue';

const CARDS: { label: string; key: keyof AdminStats; icon: LucideIcon }[] = [
  { label: 'Total Contacts', key: 'totalContacts', icon: Mail },
  { label: 'Quote Requests', key: 'totalQuotes', icon: FileText },
  { label: 'Projects', key: 'totalProjects', icon: FolderKanban },
  { label: 'Newsletter Subscribers', key: 'totalSubscribers', icon: Newspaper },
];

/** Spec §2: four stat cards and Recent Activity (the 5 latest contacts), plus the lead pipeline and site analytics. */
export function DashboardTab() {
  const stats = useAdminStore((state) => state.data.stats);
  // Loaded as its own newest-first page of RECENT_ACTIVITY_COUNT contacts (state/adminData.ts).
  const recent = useAdminStore((state) => state.data.recent);

  return (
    <>
      <PageHeader title="Dashboard" description="An overview of leads, content and visitors." />
      <ul className="adm-stats" aria-label="Totals">
        {CARDS.map(({ label, key, icon: Icon }) => (
          <li key={key} className="adm-card adm-stat">
            <span className="adm-stat__icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <span className="adm-stat__label">{label}</span>
            <span className="adm-stat__value">{stats ? stats[key] : '—'}</span>
          </li>
        ))}
      </ul>
      <section className="adm-card adm-section" aria-labelledby="adm-recent">
        <h2 id="adm-recent">Recent Activity</h2>
        {recent.length === 0 ? (
          <p className="adm-muted">No contacts found</p>
        ) : (
          <ul className="adm-activity">
            {recent.map((contact) => (
              <li key={contact._id}>
                <span className="adm-activity__name">{contact.name}</span>
                <span className="adm-muted">
                  {contact.subject} · {contact.email}
                </span>
                <time dateTime={contact.createdAt}>{formatDate(contact.createdAt, true)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
      <RightsQueue />
      <PipelinePanel />
      <AnalyticsPanel />
    </>
  );
}
