import type { Contact } from '../../../../shared/api/leads';
import type { StaffAccount } from '../../../../shared/api/staff';
import { describeVisit } from '../../../../shared/lead-labels';
import { PersonLink } from '../people/PersonLink';
import type { Column } from '../ui/DataTable';
import { formatDate } from '../ui/format';
import { ShortDate } from '../ui/Moment';
import { Truncated } from '../ui/Truncated';
import { StagePill } from './StagePill';
import { ownerName } from './useStaffAccounts';

/** What contacts and quotes share: who sent it, when, from where, and where it stands. */
export type Lead = Pick<Contact, '_id' | 'name' | 'email' | 'phone' | 'verifiedEmail' | 'visit' | 'createdAt' | 'status' | 'ownerId' | 'followUpOn'>;

/** Who sent it (the address under the name), what the lead is about (`topic`) and the day it came. */
export const leadColumns = <Row extends Lead>(topic: Column<Row>): Column<Row>[] => [
  {
    header: 'Name',
    cell: (row) => (
      <>
        <strong>{row.name}</strong>
        {/* The address opens the person's page: their timeline across every form, mail and note. */}
        <span className="adm-cell__sub">
          <PersonLink email={row.email} />
        </span>
      </>
    ),
  },
  topic,
  { header: 'Date', cell: (row) => <ShortDate value={row.createdAt} withTime /> },
];

/** Where each lead stands: after the lead's own columns. */
export const pipelineColumns = <Row extends Lead>(accounts: StaffAccount[]): Column<Row>[] => [
  { header: 'Stage', cell: (row) => <StagePill status={row.status} /> },
  { header: 'Owner', secondary: true, cell: (row) => (row.ownerId ? <Truncated text={ownerName(accounts, row.ownerId)} /> : <span className="adm-nowrap">{ownerName(accounts, null)}</span>) },
  { header: 'Follow-up', secondary: true, cell: (row) => <ShortDate value={row.followUpOn} /> },
];

/** The sender's fields, first in every lead's detail dialog. */
export const senderDetails = (lead: Lead): [label: string, value: string][] => [
  ['Name', lead.name],
  ['Email', lead.email],
  ['Phone', lead.phone],
  ['Verified e-mail', lead.verifiedEmail ? `Yes (${lead.verifiedEmail})` : 'No'],
  ['Received', formatDate(lead.createdAt, true)],
  ['Came from', describeVisit(lead.visit) ?? ''],
];
