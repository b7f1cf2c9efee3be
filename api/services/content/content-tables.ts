import type { ContentEntity, ContentRecords } from '../../../shared/content-types.ts';
import type { ContentTable } from './content-table.ts';
import { postTable } from '../posts/post-table.ts';
import { projectTable } from './project-table.ts';
import { serviceTable } from './service-table.ts';
import { templateTable } from './template-table.ts';
import { testimonialTable } from './testimonial-table.ts';

/**
 * The writes of every kind of content (shared/content-types.ts), by the entity name the audit log
 * uses: the staff routes, the audit log's restore and the first-start seed reach them here.
 */
export const CONTENT_TABLES: { [Entity in ContentEntity]: ContentTable<ContentRecords[Entity]['input'], ContentRecords[Entity]['record']> } = {
  project: projectTable,
  service: serviceTable,
  testimonial: testimonialTable,
  template: templateTable,
  post: postTable,
};
