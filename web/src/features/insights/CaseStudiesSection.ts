import { lazySection } from '../../lib/lazySection';
// The cards' styles come with the page that shows them (the server inlines a page's own CSS).
import './insights.css';

/** A project's case studies (CaseStudies), below the project: their code loads when they near the viewport. */
export const CaseStudiesSection = lazySection(() => import('./CaseStudies'));
