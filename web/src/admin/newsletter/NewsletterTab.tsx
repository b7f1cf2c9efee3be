import { UserMinus } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Subscriber } from '../../../../shared/api/newsletter';
import { personPath } from '../shell/paths';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { useAdminActions } from '../state/useAdminActions';
import { DataTable } from '../ui/DataTable';
import { PagedListCard } from '../ui/PagedListCard';
import { PageHeader } from '../ui/PageHeader';
import { Truncated } from '../ui/Truncated';
import { ShortDate } from '../ui/Moment';

/** Spec §2: email, status (active; anything else in red), source, subscribedAt, and unsubscribe. */
export function NewsletterTab() {
  const api = useAdminApi();
  const subscribers = useAdminStore((state) => state.data.subscribers);
  const active = useAdminStore((state) => state.data.stats?.totalSubscribers);
  const { removeConfirmed } = useAdminActions();
  const count = (n: number) => n.toLocaleString('en-IN');

  const unsubscribe = (subscriber: Subscriber) =>
    removeConfirmed(
      `Unsubscribe ${subscriber.email} from the newsletter?`,
      () => api.unsubscribe(subscriber.email),
      { success: `${subscriber.email} was unsubscribed.`, failure: 'Failed to unsubscribe' },
      // The header and the Dashboard count the active subscribers.
      ['subscribers', 'stats'],
    );

  return (
    <>
      <PageHeader
        title="Newsletter"
        description={active === undefined ? 'Newsletter subscribers.' : `${count(active)} active of ${count(subscribers.total)} subscribers.`}
      />
      <PagedListCard list="subscribers" noun="subscribers" searchHint="e-mail">
        <DataTable
          caption="Newsletter subscribers"
          rows={subscribers.data}
          rowKey={(s) => s._id}
          rowLabel={(s) => s.email}
          emptyText="No subscribers found"
          columns={[
            {
              header: 'Email',
              // The address opens the person's page: timeline and data rights.
              cell: (s) => (
                <Link to={personPath(s.email)}>
                  <strong>{s.email}</strong>
                </Link>
              ),
            },
            {
              header: 'Status',
              cell: (s) => <span className={`adm-pill ${s.status === 'active' ? 'adm-pill--active' : 'adm-pill--danger'}`}>{s.status}</span>,
            },
            { header: 'Source', secondary: true, cell: (s) => (s.source ? <Truncated text={s.source} /> : '—') },
            { header: 'Subscribed At', cell: (s) => <ShortDate value={s.subscribedAt} withTime /> },
          ]}
          actions={[
            { label: 'Unsubscribe', icon: UserMinus, danger: true, onClick: (s) => void unsubscribe(s), appliesTo: (s) => s.status === 'active' },
          ]}
        />
      </PagedListCard>
    </>
  );
}
