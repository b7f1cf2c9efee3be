import { Gauge } from 'lucide-react';
import { useCallback, useState, type FormEvent } from 'react';
import { PACE_LIMITS } from '../../../../shared/api/campaigns';
import { useAdminApi } from '../state/AdminApiContext';
import { NO_LISTS, useAdminActions } from '../state/useAdminActions';
import { useLoaded } from '../state/useLoaded';
import { TextInput } from '../ui/fields';
import { FormActions } from '../ui/FormActions';

const { minimum, maximum } = PACE_LIMITS;

/** How long a campaign of `recipients` takes at `perMinute`, as staff plan with it. */
export function sendingTime(recipients: number, perMinute: number): string {
  const minutes = Math.ceil(recipients / perMinute);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 6) / 10;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The sending pace: what the agency's SMTP provider allows, set once, used by every campaign. */
export function CampaignPaceForm() {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const saved = useLoaded(useCallback(() => api.campaigns.pace(), [api])).value;
  // What staff typed, else the pace in force.
  const [typed, setPace] = useState<string | null>(null);
  const pace = typed ?? (saved === undefined ? '' : String(saved));

  const rate = Number(pace);
  const valid = Number.isInteger(rate) && rate >= minimum && rate <= maximum;

  const save = (event: FormEvent) => {
    event.preventDefault();
    void mutate(() => api.campaigns.setPace(rate), { success: (message) => message, failure: 'Failed to save the sending pace' }, NO_LISTS);
  };

  return (
    <form className="adm-card adm-section adm-pace" onSubmit={save} aria-labelledby="adm-pace">
      <h2 id="adm-pace">Sending pace</h2>
      <TextInput
        label="Mails per minute"
        type="number"
        inputMode="numeric"
        min={minimum}
        max={maximum}
        step={1}
        required
        value={pace}
        onChange={(event) => setPace(event.target.value)}
        hint={valid ? `At this pace 1,000 recipients take about ${sendingTime(1000, rate)}. Ask your mail provider what it allows.` : `A whole number from ${minimum} to ${maximum}.`}
      />
      <FormActions>
        <button type="submit" className="adm-button" disabled={!valid}>
          <Gauge aria-hidden="true" size={18} /> Save pace
        </button>
      </FormActions>
    </form>
  );
}
