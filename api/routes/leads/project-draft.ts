import type { Project, ProjectInput } from '../../../shared/api/projects.ts';
import type { ProjectCategory } from '../../../shared/constants.ts';
import { quoteLabels } from '../../../shared/lead-labels.ts';
import type { Db } from '../../db/connect.ts';
import { projectTable } from '../../services/content/project-table.ts';
import { findProject } from '../projects/projects.ts';
import { withLeadLock, type Actor } from './pipeline.ts';

export type ProjectDraftResult =
  | { ok: true; project: Project; created: boolean }
  | { ok: false; status: 404 | 409; message: string };

/** The portfolio category of a quote's service code (mobile-applications, web-products, brand-design). */
function categoryOf(service: string): ProjectCategory {
  if (service.startsWith('mobile')) return 'mobile';
  if (service.startsWith('web')) return 'web';
  if (service.includes('design')) return 'design';
  return 'other';
}

/**
 * A won quote becomes a portfolio project draft in one action (issue 18): an inactive, not
 * featured project (inactive projects are in no public list, page, sitemap or prerender) titled
 * and described from the service the client chose. It copies none of the client's own words, name
 * or address (a brief can hold a street and a phone number), so the portfolio and its audit entry
 * hold no personal data an erasure would have to find (design §12). Under the lead's lock and
 * remembered on the lead: asking twice (a double click) gives the same draft.
 */
export async function draftProjectFromQuote(db: Db, input: { id: string; actor: Actor; now: number }): Promise<ProjectDraftResult> {
  const { id, actor, now } = input;
  return withLeadLock(db, 'quote', id, async (trx) => {
    const quote = await trx.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
    if (!quote) return { ok: false, status: 404, message: 'Lead not found' };
    if (quote.status !== 'won') return { ok: false, status: 409, message: 'Only a won quote becomes a project: mark it won first' };
    const drafts = await trx
      .selectFrom('lead_events')
      .select('detail')
      .where('lead_kind', '=', 'quote')
      .where('lead_id', '=', id)
      .where('type', '=', 'project')
      .execute();
    for (const { detail } of drafts) {
      const { projectId } = JSON.parse(detail) as { projectId: string };
      const existing = await findProject(trx, projectId);
      if (existing) return { ok: true, project: existing, created: false };
    }
    const label = quoteLabels().service(quote.service);
    const draft: ProjectInput = {
      title: (quote.sub_service || label).slice(0, 150),
      description: `Drafted from a won quote for ${[label, quote.sub_service].filter(Boolean).join(' / ')}. Describe the finished work here.`.slice(0, 2000),
      liveUrl: '',
      github: '',
      image: '',
      category: categoryOf(quote.service),
      technologies: [],
      featured: false,
      status: 'inactive',
    };
    const project = await projectTable.create(trx, draft, new Date(now), actor);
    await trx
      .insertInto('lead_events')
      .values({
        lead_kind: 'quote',
        lead_id: id,
        type: 'project',
        detail: JSON.stringify({ projectId: project._id, title: project.title }),
        admin_email: actor.email,
        created_at: now,
      })
      .execute();
    return { ok: true, project, created: true };
  });
}
