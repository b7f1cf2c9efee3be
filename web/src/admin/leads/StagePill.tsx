import { LEAD_STATUS_LABELS, type LeadStatus } from '../../../../shared/api/pipeline';

/** A lead's stage as a pill: open stages neutral, won green, lost red. */
export function StagePill({ status }: { status: LeadStatus | undefined }) {
  const stage = status ?? 'new';
  const tone = stage === 'won' ? ' adm-pill--active' : stage === 'lost' ? ' adm-pill--danger' : '';
  return <span className={`adm-pill${tone}`}>{LEAD_STATUS_LABELS[stage]}</span>;
}
