import { FolderPlus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { projectEditorPath } from '../shell/paths';
import { useAdminApi } from '../state/AdminApiContext';
import { useAdminActions } from '../state/useAdminActions';
import { useOneAtATime } from '../../lib/useOneAtATime';

/** A won quote's way into the portfolio: a hidden project drafted from its brief, opened in the editor. */
export function ProjectDraftButton({ quoteId, onDone }: { quoteId: string; onDone(): void }) {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const navigate = useNavigate();
  const [busy, oneAtATime] = useOneAtATime();

  const draft = async () => {
    let projectId = '';
    // The reload brings the draft into the Projects list, where the editor opens it.
    const done = await oneAtATime(() =>
      mutate(
        async () => {
          const made = await api.leads.draftProject(quoteId);
          projectId = made.projectId;
          return made;
        },
        {
          success: (made) => (made.created ? 'Project draft created: hidden from the site until you make it active' : 'Opening the project drafted from this quote'),
          failure: 'Failed to create the project draft',
        },
        ['projects', 'stats'],
      ),
    );
    if (done) {
      onDone();
      void navigate(projectEditorPath(projectId));
    }
  };

  return (
    <div className="adm-card adm-section adm-lead-section adm-lead-won">
      <p>Won: show it in the portfolio. The draft takes the brief (never the client’s name or address) and stays hidden until you make it active.</p>
      <button type="button" className="adm-button adm-button--primary" disabled={busy} onClick={() => void draft()}>
        <FolderPlus aria-hidden="true" size={16} /> Create portfolio project draft
      </button>
    </div>
  );
}
