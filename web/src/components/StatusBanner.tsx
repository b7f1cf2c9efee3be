import { AlertCircle, CheckCircle2, Info, Loader2 } from 'lucide-react';
import type { Status } from './status';
import './feedback.css';

const ICONS = { success: CheckCircle2, error: AlertCircle, info: Info, loading: Loader2 } as const;

/** One banner for every flow's status line; errors interrupt screen readers, the rest wait. */
export function StatusBanner({ status }: { status: Status | null }) {
  return (
    <div role={status?.type === 'error' ? 'alert' : 'status'} aria-live={status?.type === 'error' ? 'assertive' : 'polite'}>
      {status && <BannerBody status={status} />}
    </div>
  );
}

function BannerBody({ status }: { status: Status }) {
  const Icon = ICONS[status.type];
  return (
    <p className={`status-banner status-banner--${status.type}`} data-status={status.type}>
      <Icon aria-hidden="true" className={status.type === 'loading' ? 'spin' : undefined} size={18} />
      <span>{status.text}</span>
    </p>
  );
}
