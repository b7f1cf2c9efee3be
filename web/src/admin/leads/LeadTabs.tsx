import { Eye } from 'lucide-react';
import { useState } from 'react';
import type { Contact, Quote } from '../../../../shared/api/leads';
import { useAdminStore } from '../state/adminStore';
import { DataTable, type Column } from '../ui/DataTable';
import { formatDate } from '../ui/format';
import { PagedListCard } from '../ui/ListControls';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';

interface Lead {
  _id: string;
  name: string;
  email: string;
  createdAt: string;
}

interface LeadTabProps<Row extends Lead> {
  list: 'contacts' | 'quotes';
  title: string;
  /** Singular for the detail dialog, e.g. 'Contact message'. */
  singular: string;
  plural: string;
  description: string;
  searchHint: string;
  columns: Column<Row>[];
  /** Every stored field, in reading order, for the detail dialog. */
  details(row: Row): [label: string, value: string][];
}

/**
 * A view-only lead list (spec §6: contacts and quotes cannot be changed) with a detail dialog
 * showing every stored field, since the table has no room for the message itself.
 */
function LeadTab<Row extends Lead>({ list, title, singular, plural, description, searchHint, columns, details }: LeadTabProps<Row>) {
  const [open, setOpen] = useState<Row | null>(null);
  const rows = useAdminStore((state) => state.data[list].data) as unknown as Row[];
  return (
    <>
      <PageHeader title={title} description={description} />
      <PagedListCard list={list} noun={plural} searchHint={searchHint}>
        <DataTable<Row>
          caption={title}
          rows={rows}
          columns={columns}
          rowKey={(row) => row._id}
          rowLabel={(row) => row.name}
          emptyText={`No ${plural} found`}
          actions={[{ label: 'View', icon: Eye, onClick: (row: Row) => setOpen(row) }]}
        />
      </PagedListCard>
      {open && (
        <Modal title={`${singular} from ${open.name}`} size="wide" onClose={() => setOpen(null)}>
          <dl className="adm-details">
            {details(open).map(([label, value]) => (
              <div key={label} className={label === 'Message' ? 'adm-details__long' : undefined}>
                <dt>{label}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
          <div className="adm-form-actions">
            <a className="adm-button" href={`mailto:${open.email}`}>
              Reply by e-mail
            </a>
            <button type="button" className="adm-button adm-button--primary" data-autofocus onClick={() => setOpen(null)}>
              Close
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

const dateColumn = <Row extends Lead>(): Column<Row> => ({ header: 'Date', cell: (row) => formatDate(row.createdAt, true) });
const emailOf = (row: Lead) => <a href={`mailto:${row.email}`}>{row.email}</a>;
const verified = (row: { verifiedEmail: string }) => (row.verifiedEmail ? `Yes (${row.verifiedEmail})` : 'No');

export function ContactsTab() {
  return (
    <LeadTab<Contact>
      list="contacts"
      searchHint="name, e-mail or subject"
      title="Contacts"
      singular="Contact message"
      plural="contacts"
      description="Messages sent through the contact form."
      columns={[
        { header: 'Name', cell: (c) => <strong>{c.name}</strong> },
        { header: 'Email', cell: emailOf },
        { header: 'Subject', cell: (c) => c.subject },
        dateColumn(),
      ]}
      details={(c) => [
        ['Name', c.name],
        ['Email', c.email],
        ['Phone', c.phone],
        ['Verified e-mail', verified(c)],
        ['Received', formatDate(c.createdAt, true)],
        ['Subject', c.subject],
        ['Message', c.message],
      ]}
    />
  );
}

export function QuotesTab() {
  return (
    <LeadTab<Quote>
      list="quotes"
      searchHint="name, e-mail or service"
      title="Quotes"
      singular="Quote request"
      plural="quotes"
      description="Project quote requests from the Get Started form."
      columns={[
        { header: 'Name', cell: (q) => <strong>{q.name}</strong> },
        { header: 'Email', cell: emailOf },
        { header: 'Service', cell: (q) => [q.labels.service, q.subService].filter(Boolean).join(' · ') },
        dateColumn(),
      ]}
      details={(q) => [
        ['Name', q.name],
        ['Email', q.email],
        ['Phone', q.phone],
        ['Verified e-mail', verified(q)],
        ['Received', formatDate(q.createdAt, true)],
        ['Service', q.labels.service],
        ['Sub-service', q.subService],
        ['Budget', q.labels.budget],
        ['Timeline', q.labels.timeline],
        ['Message', q.message],
      ]}
    />
  );
}
