import { useEffect } from 'react';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';

const POLL_MS = 2000;

/** While any campaign is still sending, refreshes the campaign list so sent/failed counts grow. */
export function useCampaignPolling() {
  const api = useAdminApi();
  const sending = useAdminStore((state) => state.data.campaigns.data.some((campaign) => campaign.status === 'sending'));

  useEffect(() => {
    if (!sending) return;
    let stopped = false;
    const timer = window.setInterval(() => {
      // The page staff are looking at, in their order and search.
      const { sort, order, q, cursor } = useAdminStore.getState().views.campaigns;
      api.campaigns.list({ sort, order, q, cursor }).then(
        (campaigns) => {
          if (!stopped) useAdminStore.getState().setData({ data: { campaigns } });
        },
        // A missed poll is retried on the next tick; an ended session is handled by the guard.
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [api, sending]);
}
