import { useMemo } from 'react';
import type { OpenRightsRequest } from '../../../../shared/api/data-rights';
import { RIGHTS_REQUEST_LABELS } from '../../../../shared/labels';
import { useAdminStore } from '../state/adminStore';
import { formatAge } from '../ui/format';

/** The open data requests of one address (the Dashboard's queue, already loaded). */
export function usePendingRights(email: string): OpenRightsRequest[] {
  const requests = useAdminStore((state) => state.data.rightsRequests);
  const address = email.trim().toLowerCase();
  return useMemo(() => requests.filter((request) => request.email === address), [requests, address]);
}

/** 'Erasure requested 3 days ago', 'Correction requested today'. */
export function describePending(request: OpenRightsRequest): string {
  const age = formatAge(request.at);
  return `${RIGHTS_REQUEST_LABELS[request.kind]} requested ${age === 'today' ? 'today' : `${age} ago`}`;
}

/** A lead's or person's open data requests, each with the person's own words. */
export function PendingRights({ email }: { email: string }) {
  const pending = usePendingRights(email);
  return pending.map((request) => (
    <p key={request._id} className="adm-rights-pending" role="note">
      <strong>{describePending(request)}</strong> on the data rights page, not yet answered: “{request.note}”
    </p>
  ));
}
