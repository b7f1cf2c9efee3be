import { Eye, Send } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { RenderedCampaign } from '../../../../shared/api/campaigns';
import type { Post } from '../../../../shared/api/posts';
import { CampaignPreview } from '../campaigns/CampaignPreview';
import { SendTestButton } from '../campaigns/SendTestButton';
import { useAdminApi } from '../state/AdminApiContext';
import { confirmAction, NO_LISTS, useAdminActions } from '../state/useAdminActions';
import { useLoaded } from '../state/useLoaded';
import { Checkbox } from '../ui/fields';
import { FormActions } from '../ui/FormActions';
import { formatMoment } from '../ui/format';
import { Modal } from '../ui/Modal';
import { useOneAtATime } from '../../lib/useOneAtATime';

/**
 * 'Send as newsletter': the campaign the post makes, with the campaign tools staff know (preview,
 * a test to themselves, the number of confirmed subscribers), sent once; sending it again asks
 * for a second confirmation naming the first send.
 */
export function NewsletterDialog({ post, onClose }: { post: Post; onClose(): void }) {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const [fullText, setFullText] = useState(false);
  const [preview, setPreview] = useState<RenderedCampaign | null>(null);
  const [busy, oneAtATime] = useOneAtATime();
  const draft = useLoaded(useCallback(() => api.posts.newsletterDraft(post._id, fullText), [api, post._id, fullText]));
  const audience = useLoaded(useCallback(() => api.campaigns.audienceSize('newsletter_subscribers'), [api]));
  const mail = draft.value && { subject: draft.value.subject, content: draft.value.content };
  const total = audience.value ?? 0;
  const lastSent = draft.value?.lastSent ?? null;

  const send = () =>
    oneAtATime(async () => {
      const again = lastSent ? `It was already sent on ${formatMoment(Date.parse(lastSent.sentAt))}. Send it again` : 'Send it';
      if (!confirmAction(`${again} to ${total} confirmed subscriber${total === 1 ? '' : 's'}?`)) return;
      const sent = await mutate(
        () => api.posts.sendNewsletter(post._id, { fullText, ...(lastSent ? { confirmResend: lastSent.campaignId } : {}) }),
        { success: (message) => message, failure: 'Failed to send the newsletter' },
        ['campaigns', 'posts'],
      );
      if (sent) onClose();
    });

  return (
    <Modal title="Send as newsletter" size="wide" onClose={onClose}>
      <p>
        A campaign to the {audience.value === undefined ? '…' : total} confirmed subscriber{total === 1 ? '' : 's'}: the cover, the title, the excerpt and a link to the page.
      </p>
      {lastSent && <p className="adm-form-error">Already sent on {formatMoment(Date.parse(lastSent.sentAt))}.</p>}
      <Checkbox label="Put the whole article in the mail" checked={fullText} onChange={setFullText} />
      {preview && <CampaignPreview mail={preview} onClose={() => setPreview(null)} />}
      <FormActions>
        <button type="button" className="adm-button" disabled={!mail} onClick={() => mail && void mutate(async () => setPreview(await api.campaigns.preview(mail)), { success: () => null, failure: 'Failed to preview campaign' }, NO_LISTS)}>
          <Eye aria-hidden="true" size={16} /> Preview
        </button>
        <SendTestButton mail={mail || null} iconSize={16} />
        <button type="button" className="adm-button adm-button--primary" disabled={busy || !mail || total === 0} onClick={() => void send()}>
          <Send aria-hidden="true" size={16} /> {lastSent ? 'Send again…' : `Send to ${total}…`}
        </button>
      </FormActions>
    </Modal>
  );
}
