import type { OptionItem, SiteSettings } from './api/config.ts';
import type { VisitSource } from './api/leads.ts';
import { quoteServiceGroups } from './content/quote-options.ts';
import { defaultSiteSettings } from './content/site.ts';

/** The option lists of the quote form that staff edit in Settings (budgets, timelines). */
export type QuoteOptionLists = Pick<SiteSettings, 'budgetRanges' | 'timelines'>;

/**
 * What a person reads for a stored quote code ('mobile-applications' -> 'Mobile Applications',
 * '100k-500k' -> '1,00,000-5,00,000'). Mails, the admin and the CSV export all use this, so a
 * code reads the same everywhere.
 */
export interface QuoteLabels {
  service(code: string): string;
  budget(code: string): string;
  timeline(code: string): string;
}

type Labelled = Pick<OptionItem, 'value' | 'label'>;

/** The first list that knows the code names it; a code nobody knows any more shows as stored. */
function labeller(...lists: Labelled[][]): (code: string) => string {
  const labels = new Map<string, string>();
  for (const list of lists.toReversed()) for (const { value, label } of list) labels.set(value, label);
  return (code) => labels.get(code) ?? code;
}

/**
 * Labels from the site's current option lists (Settings), falling back to the built-in lists
 * for codes stored before staff renamed or removed an option.
 */
export function quoteLabels(lists: QuoteOptionLists = defaultSiteSettings): QuoteLabels {
  return {
    service: labeller(quoteServiceGroups),
    budget: labeller(lists.budgetRanges, defaultSiteSettings.budgetRanges),
    timeline: labeller(lists.timelines, defaultSiteSettings.timelines),
  };
}

/** Where a lead's visit came from, as staff read it: "newsletter / email / diwali, landed on /services, downloaded the brochure". */
export function describeVisit(visit: VisitSource | undefined): string | undefined {
  if (!visit) return undefined;
  const tags = [visit.source, visit.medium, visit.campaign].filter(Boolean).join(' / ');
  const landed = visit.landing ? `landed on ${visit.landing}` : '';
  const brochure = visit.brochure ? 'downloaded the brochure' : '';
  return [tags, landed, brochure].filter(Boolean).join(', ') || undefined;
}
