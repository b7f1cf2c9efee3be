import type { Project } from '../../../../shared/api/projects';

const LABELS = { ok: 'Shown', blocked: 'Blocked', unreachable: 'Unreachable' } as const;
const TONES = { ok: 'active', blocked: 'danger', unreachable: 'paused' } as const;

/**
 * Whether visitors see the project's live site in its card, as the server last checked it; a
 * blocked or unreachable one shows the picture and a link instead, and the reason is spelled out.
 */
export function PreviewStatus({ project }: { project: Pick<Project, 'liveUrl' | 'frame'> }) {
  if (!project.liveUrl) return <span className="adm-pill">No live URL</span>;
  const { frame } = project;
  if (!frame) return <span className="adm-pill">Not checked yet</span>;
  return (
    <span className="adm-preview-status">
      <span className={`adm-pill adm-pill--${TONES[frame.status]}`}>{LABELS[frame.status]}</span>
      {frame.reason && <small>{frame.reason}</small>}
    </span>
  );
}
