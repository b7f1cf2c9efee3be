import { Eye } from 'lucide-react';
import { useState } from 'react';
import type { LeadKind } from '../../../../shared/api/pipeline';
import { useAdminStore } from '../state/adminStore';
import { DataTable, type Column } from '../ui/DataTable';
import { PagedListCard } from '../ui/PagedListCard';
import { Modal } from '../ui/Modal';
import { PageHeader } from '../ui/PageHeader';
import { LeadDetail } from './LeadDetail';
import { LeadFilters } from './LeadFilters';
import { pipelineColumns, type Lead } from './leadColumns';
import { useLeadFromAddress } from './useLeadFromAddress';
import { useStaffAccounts } from './useStaffAccounts';

interface LeadTabProps<Row extends Lead> {
  list: 'contacts' | 'quotes';
  kind: LeadKind;
  title: string;
  /** Singular for the detail dialog, e.g. 'Contact message'. */
  singular: string;
  plural: string;
  description: string;
  searchHint: string;
  /** The columns before the pipeline's (stage, owner, follow-up). */
  columns: Column<Row>[];
  /** Every stored field, in reading order, for the detail dialog. */
  details(row: Row): [label: string, value: string][];
}

/**
 * A lead list (issue 18: the spec's view-only lists, worked through a pipeline): filter by stage
 * and owner, and a detail dialog with every stored field, the lead's stage, notes, a reply and
 * its history.
 */
export function LeadTab<Row extends Lead>({ list, kind, title, singular, plural, description, searchHint, columns, details }: LeadTabProps<Row>) {
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
          onOpen={setOpen}
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
