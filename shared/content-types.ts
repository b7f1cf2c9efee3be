import type { EmailTemplate, EmailTemplateInput } from './api/email-templates.ts';
import type { Post, PostInput } from './api/posts.ts';
import type { Project, ProjectInput } from './api/projects.ts';
import type { Service, ServiceInput } from './api/services.ts';
import type { Testimonial, TestimonialInput } from './api/testimonials.ts';

/**
 * The kinds of staff-edited content kept in a table of their own, by the name the audit log gives
 * each, with the record staff send and get back. A new content type is one entry here and one in
 * CONTENT_TYPES: the API's table names and content writes (api/services/content), the audit
 * log's entities and labels and what it can restore are all made from them.
 */
export interface ContentRecords {
  project: { input: ProjectInput; record: Project };
  service: { input: ServiceInput; record: Service };
  testimonial: { input: TestimonialInput; record: Testimonial };
  template: { input: EmailTemplateInput; record: EmailTemplate };
  post: { input: PostInput; record: Post };
}
export type ContentEntity = keyof ContentRecords;

interface ContentType {
  /** The database table. */
  table: string;
  /** One record, as staff read it in the Activity tab. */
  label: string;
  /** Several, in running text. */
  plural: string;
}

export const CONTENT_TYPES = {
  project: { table: 'projects', label: 'Project', plural: 'projects' },
  service: { table: 'services', label: 'Service', plural: 'services' },
  testimonial: { table: 'testimonials', label: 'Testimonial', plural: 'testimonials' },
  template: { table: 'email_templates', label: 'E-mail template', plural: 'e-mail templates' },
  post: { table: 'posts', label: 'Post', plural: 'posts' },
} as const satisfies Record<ContentEntity, ContentType>;

export type ContentTableName = (typeof CONTENT_TYPES)[ContentEntity]['table'];
export const CONTENT_ENTITIES = Object.keys(CONTENT_TYPES) as ContentEntity[];
