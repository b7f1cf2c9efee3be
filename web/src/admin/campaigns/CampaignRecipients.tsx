import { useCallback, useState } from 'react';
import type { Campaign, CampaignRecipient } from '../../../../shared/api/campaigns';
import { useAdminApi } from '../state/AdminApiContext';
import { failureText } from '../state/messages';
import { useLoaded } from '../state/useLoaded';
import { PersonLink } from '../people/PersonLink';
import { type Column, DataTable } from '../ui/DataTable';
import { ListPager } from '../ui/ListPager';
import { ListSearch } from '../ui/ListSearch';
import { Modal } from '../ui/Modal';
import { ShortDate } from '../ui/Moment';

const OUTCOME: Record<CampaignRecipient['status'], [text: string, pill: string]> = {
  queued: ['Waiting', 'paused'],
  sending: ['Sending', 'sending'],
  sent: ['Sent', 'sent'],
  failed: ['Failed', 'danger'],
};

const COLUMNS: Column<CampaignRecipient>[] = [
  // The address opens the person's page: their timeline and data rights.
  {
    header: 'E-mail',
    cell: (r) => (
      <PersonLink email={r.email} />
    ),
  },
  {
    header: 'Outcome',
    cell: (r) => (
      <>
        <span className={`adm-pill adm-pill--${OUTCOME[r.status][1]}`}>{OUTCOME[r.status][0]}</span>
        {r.status === 'failed' && r.lastError && <small className="adm-muted"> {r.lastError}</small>}
      </>
    ),
  },
  { header: 'Sent', cell: (r) => <ShortDate value={r.sentAt} withTime /> },
];

/** Who a campaign went to, a page at a time, each address leading to that person's timeline. */
export function CampaignRecipients({ campaign, onClose }: { campaign: Campaign; onClose(): void }) {
  const api = useAdminApi();
  const [q, setQ] = useState('');
  // The cursors of the pages shown so far: the last one is the page on screen.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const loaded = useLoaded(useCallback(() => api.campaigns.recipients(campaign._id, { cursor, q: q || undefined }), [api, campaign._id, cursor, q]));
  const page = loaded.value;
  const failure = loaded.failed ? failureText('Failed to load recipients', loaded.error) : '';

  return (
    <Modal title={`Recipients of ${campaign.name}`} size="wide" onClose={onClose}>
      <div className="adm-list-tools">
        <ListSearch
          noun="recipients"
          hint="e-mail"
          initial=""
          onSearch={(text) => {
            setQ(text);
            setCursors([undefined]);
          }}
        />
      </div>
      {failure && <p className="adm-text-danger">{failure}</p>}
      {page ? (
        <>
          <DataTable
            caption={`Recipients of ${campaign.name}`}
            rows={page.data}
            columns={COLUMNS}
            actions={[]}
            rowKey={(r) => r.email}
            rowLabel={(r) => r.email}
            emptyText="No recipients found"
          />
          <ListPager
            noun="recipients"
            page={page}
            pagesBefore={cursors.length - 1}
            onPrevious={() => setCursors((shown) => shown.slice(0, -1))}
            onNext={() => page.nextCursor && setCursors((shown) => [...shown, page.nextCursor!])}
          />
        </>
      ) : (
        !failure && <p className="adm-muted">Loading recipients…</p>
      )}
    </Modal>
  );
}
