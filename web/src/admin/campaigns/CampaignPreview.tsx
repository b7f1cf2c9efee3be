import type { RenderedCampaign } from '../../../../shared/api/campaigns';
import { Modal } from '../ui/Modal';
import { FormActions } from '../ui/FormActions';

/**
 * The rendered campaign in a sandboxed frame (no scripts, no same-origin access): staff read it
 * as a recipient's mail program would show it, footer and all.
 */
export function CampaignPreview({ mail, onClose }: { mail: RenderedCampaign; onClose(): void }) {
  return (
    <Modal title="Campaign preview" size="wide" onClose={onClose}>
      <p className="adm-muted">
        Subject: <strong>{mail.subject}</strong>
      </p>
      <iframe className="adm-mail-preview" title="Rendered campaign mail" sandbox="" srcDoc={mail.html} />
      <FormActions>
        <button type="button" className="adm-button adm-button--primary" data-autofocus onClick={onClose}>
          Close
        </button>
      </FormActions>
    </Modal>
  );
}
