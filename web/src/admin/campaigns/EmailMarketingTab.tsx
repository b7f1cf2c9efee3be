import { Play, Users } from 'lucide-react';
import { useState } from 'react';
import type { Campaign } from '../../../../shared/api/campaigns';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { useAdminActions } from '../state/useAdminActions';
import { formatDate } from '../ui/format';
import { PagedListCard } from '../ui/PagedListCard';
import { PageHeader } from '../ui/PageHeader';
import { useOneAtATime } from '../../lib/useOneAtATime';
import { CAMPAIGN_AUDIENCE_LABELS } from '../../../../shared/labels';
import { CampaignForm } from './CampaignForm';
import { CampaignPaceForm } from './CampaignPaceForm';
import { CampaignRecipients } from './CampaignRecipients';
import { campaignStatusText } from './campaignStatus';
import { useCampaignPolling } from './useCampaignPolling';

/** The campaign form, then every campaign with its delivery progress (polled while sending). */
export function EmailMarketingTab() {
  const campaigns = useAdminStore((state) => state.data.campaigns);
  useCampaignPolling();
  return (
    <>
      <PageHeader title="Email Marketing" description="Send a campaign and follow its delivery." />
      <CampaignForm />
      <CampaignPaceForm />
      <section aria-labelledby="adm-campaigns">
        <h2 id="adm-campaigns" className="visually-hidden">
          Campaigns
        </h2>
        <PagedListCard list="campaigns" noun="campaigns" searchHint="name or subject">
          <div className="adm-section">
            {campaigns.data.length === 0 ? (
              <p className="adm-muted">No campaigns found</p>
            ) : (
              <ul className="adm-campaigns">
                {campaigns.data.map((campaign) => (
                  <CampaignRow key={campaign._id} campaign={campaign} />
                ))}
              </ul>
            )}
          </div>
        </PagedListCard>
      </section>
    </>
  );
}

function CampaignRow({ campaign }: { campaign: Campaign }) {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const [showRecipients, setShowRecipients] = useState(false);
  const { total, sent, failed } = campaign.recipients;
  // One resume at a time: the server would refuse a second one ("Only a paused campaign can be resumed").
  const [resuming, resumeOnce] = useOneAtATime();
  const resume = () =>
    resumeOnce(() => mutate(() => api.campaigns.resume(campaign._id), { success: 'Campaign resumed', failure: 'Failed to resume campaign' }, ['campaigns']));

  return (
    <li className="adm-campaign" aria-label={`Campaign ${campaign.name}`}>
      <div className="adm-campaign__head">
        <div>
          <h3>{campaign.name}</h3>
          <p className="adm-muted">
            {campaign.subject} · {CAMPAIGN_AUDIENCE_LABELS[campaign.targetAudience]} · {formatDate(campaign.sentAt || campaign.createdAt, true)}
          </p>
        </div>
        <span className={`adm-pill adm-pill--${campaign.status}`}>{campaignStatusText(campaign)}</span>
      </div>
      <progress className="adm-progress" max={Math.max(total, 1)} value={sent + failed} aria-label={`Delivery of ${campaign.name}`} />
      <p className="adm-campaign__counts">
        <span>
          Sent {sent} of {total}
        </span>
        <span className={failed > 0 ? 'adm-text-danger' : undefined}>Failed {failed}</span>
        {campaign.expectedFinishAt && <span>Expected to finish {formatDate(campaign.expectedFinishAt, true)}</span>}
        <button type="button" className="adm-button adm-button--small" onClick={() => setShowRecipients(true)}>
          <Users aria-hidden="true" size={16} /> Recipients
        </button>
        {campaign.status === 'paused' && (
          <button type="button" className="adm-button adm-button--small" disabled={resuming} onClick={() => void resume()}>
            <Play aria-hidden="true" size={16} /> Resume
          </button>
        )}
      </p>
      {showRecipients && <CampaignRecipients campaign={campaign} onClose={() => setShowRecipients(false)} />}
    </li>
  );
}
