import { lazySection } from '../../lib/lazySection';
// The grid's styles come with the page that shows it (the server inlines a page's own CSS).
import './projects.css';
import './preview.css';

/** The project grid (ProjectGrid), below the fold wherever it is shown: its code loads when it nears the viewport. */
export const ProjectGridSection = lazySection(() => import('./ProjectGrid'));
