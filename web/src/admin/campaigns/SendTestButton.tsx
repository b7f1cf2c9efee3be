import { FlaskConical } from 'lucide-react';
import type { CampaignDraft } from '../../../../shared/api/campaigns';
import { useAdminApi } from '../state/AdminApiContext';
import { NO_LISTS, useAdminActions } from '../state/useAdminActions';
import { useOneAtATime } from '../../lib/useOneAtATime';

/**
 * 'Send test to me': the draft mailed to the signed-in staff member. Disabled while the test is
 * being queued, so a double click (or an impatient second tap) queues one mail, not two.
 */
export function SendTestButton({ mail, iconSize }: { mail: CampaignDraft | null; iconSize: number }) {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const [busy, oneAtATime] = useOneAtATime();
  const send = (draft: CampaignDraft) =>
    oneAtATime(() => mutate(() => api.campaigns.sendTest(draft), { success: (message) => message, failure: 'Failed to send test mail' }, NO_LISTS));
  return (
    <button type="button" className="adm-button" disabled={!mail || busy} onClick={() => mail && void send(mail)}>
      <FlaskConical aria-hidden="true" size={iconSize} /> Send test to me
    </button>
  );
}
