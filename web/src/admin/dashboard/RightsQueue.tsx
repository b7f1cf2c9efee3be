import { Check } from 'lucide-react';
import { RIGHTS_REQUEST_LABELS } from '../../../../shared/labels';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { useAdminActions } from '../state/useAdminActions';
import { PersonLink } from '../people/PersonLink';
import { DataTable } from '../ui/DataTable';
import { formatAge, formatMoment } from '../ui/format';

/**
 * Corrections and erasures people asked for on /your-data and staff have not answered, oldest
 * first with how long each has waited: the DPDP Act expects an answer without delay. The person's
 * page has their data, export and erase; 'Mark answered' takes a request off the queue.
 */
export function RightsQueue() {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const requests = useAdminStore((state) => state.data.rightsRequests);
  return (
    <section className="adm-card adm-section" aria-labelledby="adm-rights">
      <h2 id="adm-rights">Data requests</h2>
      {/* One line when none wait: the Dashboard keeps its room for what does. */}
      {requests.length === 0 ? (
        <p className="adm-muted">No data requests waiting.</p>
      ) : (
        <DataTable
          caption="Data requests waiting for an answer, oldest first"
          rows={requests}
          rowKey={(request) => request._id}
          rowLabel={(request) => `${RIGHTS_REQUEST_LABELS[request.kind]} for ${request.email}`}
          emptyText="No data requests waiting"
          columns={[
            {
              header: 'Person',
              cell: (request) => <PersonLink email={request.email} />,
            },
            {
              header: 'Request',
              cell: (request) => (
                <>
                  <strong>{RIGHTS_REQUEST_LABELS[request.kind]}</strong>
                  <span className="adm-cell__sub">{request.note}</span>
                </>
              ),
            },
            {
              header: 'Waiting',
              cell: (request) => (
                <time dateTime={new Date(request.at).toISOString()} title={formatMoment(request.at)} className="adm-nowrap">
                  {formatAge(request.at)}
                </time>
              ),
            },
          ]}
          actions={[
            {
              label: 'Mark answered',
              icon: Check,
              onClick: (request) => void mutate(() => api.people.markAnswered(request._id), { success: 'Request marked answered', failure: 'Failed to mark the request answered' }, ['rightsRequests']),
            },
          ]}
        />
      )}
    </section>
  );
}
