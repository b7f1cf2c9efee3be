import { useState } from 'react';
import { Modal } from '../ui/Modal';
import { FormActions } from '../ui/FormActions';
import { TextInput } from '../ui/fields';
import { localInput } from './postForm';

interface ScheduleDialogProps {
  /** The time set so far (datetime-local), or '' for none. */
  initial: string;
  name: string;
  onSchedule(local: string): void;
  onCancel(): void;
}

/** When a post should appear, in the staff member's own time; it must be ahead of now. */
export function ScheduleDialog({ initial, name, onSchedule, onCancel }: ScheduleDialogProps) {
  const [when, setWhen] = useState(initial);
  const [soonest] = useState(() => localInput(new Date(Date.now() + 60_000).toISOString()));
  const ahead = when !== '' && when >= soonest;
  return (
    <Modal title="Schedule this post" onClose={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ahead) onSchedule(when);
        }}
      >
        <TextInput
          label="Publish at"
          type="datetime-local"
          required
          min={soonest}
          value={when}
          onChange={(event) => setWhen(event.target.value)}
          hint={`“${name}” appears on the site by itself at this time (your time zone), and not before.`}
        />
        <FormActions refusal={when && !ahead ? 'Choose a time from a minute from now on.' : null}>
          <button type="button" className="adm-button" data-autofocus onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="adm-button adm-button--primary" disabled={!ahead}>
            Schedule
          </button>
        </FormActions>
      </form>
    </Modal>
  );
}
