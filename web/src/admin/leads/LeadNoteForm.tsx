import { StickyNote } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { LeadNoteBody } from '../../../../shared/api/pipeline';
import { textLimits } from '../../../../shared/api/common';
import { NO_LISTS } from '../state/useAdminActions';
import { TextArea } from '../ui/fields';
import { useLeadWrite, type LeadFormProps } from './useLeadWrite';
import { FormActions } from '../ui/FormActions';

const noteLimit = textLimits(LeadNoteBody).body;

/**
 * A note for the team on this lead; it joins the lead's history, which the person reads in their
 * data export (docs/leads-and-data-rights.md): the hint says so before it is written.
 */
export function LeadNoteForm({ kind, id, onSaved }: LeadFormProps) {
  const { busy, write } = useLeadWrite({ onSaved });
  const [body, setBody] = useState('');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await write((leads) => leads.addNote(kind, id, body), { success: 'Note added', failure: 'Failed to add the note' }, NO_LISTS)) setBody('');
  };

  return (
    <form className="adm-card adm-section adm-lead-section" onSubmit={add}>
      <TextArea
        label="Note for the team"
        hint="Visible to the person: their data export (the data rights page) includes every note."
        required
        maxLength={noteLimit}
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <FormActions>
        <button type="submit" className="adm-button" disabled={busy || !body.trim()}>
          <StickyNote aria-hidden="true" size={16} /> Add note
        </button>
      </FormActions>
    </form>
  );
}
