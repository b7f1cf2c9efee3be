import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Contact, Quote } from '../../../../shared/api/leads';
import type { LeadKind } from '../../../../shared/api/pipeline';
import type { StaffAccount } from '../../../../shared/api/staff';
import { personPath } from '../shell/paths';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { DataTable, type Column } from '../ui/DataTable';
import { formatDate } from '../ui/format';
import { PagedListCard } from '../ui/ListControls';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { LeadDetail } from './LeadDetail';
import { LeadFilters } from './LeadFilters';
import { StagePill } from './StagePill';
import { ownerName, useStaffAccounts } from './useStaffAccounts';
import { describeVisit } from '../../../../shared/lead-labels';

interface Lead {
  _id: string;
  name: string;
  email: string;
  createdAt: string;
  status?: Contact['status'];
  ownerId?: string | null;
  followUpOn?: string | null;
}

interface LeadTabProps<Row extends Lead> {
  list: 'contacts' | 'quotes';
  kind: LeadKind;
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
 * A lead list (issue 18: the spec's view-only lists, worked through a pipeline): filter by stage
 * and owner, and a detail dialog with every stored field, the lead's stage, notes, a reply and
 * its history. `?lead=<id>&email=<address>` opens one lead (links from the Dashboard and a
 * person's timeline), found by its address whatever page the list is on.
 */
function LeadTab<Row extends Lead>({ list, kind, title, singular, plural, description, searchHint, columns, details }: LeadTabProps<Row>) {
  const [open, setOpen] = useState<Row | null>(null);
  const rows = useAdminStore((state) => state.data[list].data) as unknown as Row[];
  const accounts = useStaffAccounts();
  useLeadFromAddress<Row>(list, setOpen);
  return (
    <>
      <PageHeader title={title} description={description} />
      <PagedListCard list={list} noun={plural} searchHint={searchHint} tools={<LeadFilters list={list} accounts={accounts} />}>
        <DataTable<Row>
          caption={title}
          rows={rows}
          columns={[...columns, ...pipelineColumns<Row>(accounts)]}
          rowKey={(row) => row._id}
          rowLabel={(row) => row.name}
          emptyText={`No ${plural} found`}
          actions={[{ label: 'View', icon: Eye, onClick: (row: Row) => setOpen(row) }]}
        />
      </PagedListCard>
      {open && (
        <Modal title={`${singular} from ${open.name}`} size="wide" onClose={() => setOpen(null)}>
          <LeadDetail kind={kind} lead={open} fields={details(open)} accounts={accounts} onClose={() => setOpen(null)} />
        </Modal>
      )}
    </>
  );
}

/** Opens the lead named in the address (?lead=<id>&email=<address>) once, then drops it from the address. */
function useLeadFromAddress<Row extends Lead>(list: 'contacts' | 'quotes', show: (row: Row) => void) {
  const api = useAdminApi();
  const [params, setParams] = useSearchParams();
  const id = params.get('lead');
  const email = params.get('email');
  useEffect(() => {
    if (!id || !email) return;
    let current = true;
    api[list]({ q: email, limit: 100 })
      .then((page) => {
        const row = (page.data as unknown as Row[]).find((lead) => lead._id === id);
        if (current && row) show(row);
      })
      .catch(() => undefined)
      .finally(() => current && setParams({}, { replace: true }));
    return () => {
      current = false;
    };
    // Only a new address opens a lead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, email]);
}

const pipelineColumns = <Row extends Lead>(accounts: StaffAccount[]): Column<Row>[] => [
  { header: 'Stage', cell: (row) => <StagePill status={row.status} /> },
  { header: 'Owner', cell: (row) => ownerName(accounts, row.ownerId) },
  { header: 'Follow-up', cell: (row) => (row.followUpOn ? formatDate(row.followUpOn) : '—') },
];

const dateColumn = <Row extends Lead>(): Column<Row> => ({ header: 'Date', cell: (row) => formatDate(row.createdAt, true) });
/** The address opens the person's page: their timeline across every form, mail and note. */
const emailOf = (row: Lead) => <Link to={personPath(row.email)}>{row.email}</Link>;
const verified = (row: { verifiedEmail: string }) => (row.verifiedEmail ? `Yes (${row.verifiedEmail})` : 'No');

export function ContactsTab() {
  return (
    <LeadTab<Contact>
      list="contacts"
      kind="contact"
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
        ['Came from', describeVisit(c.visit) ?? ''],
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
      kind="quote"
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
        ['Came from', describeVisit(q.visit) ?? ''],
        ['Service', q.labels.service],
        ['Sub-service', q.subService],
        ['Budget', q.labels.budget],
        ['Timeline', q.labels.timeline],
        ['Message', q.message],
      ]}
    />
  );
}
