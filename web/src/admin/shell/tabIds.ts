import { ADMIN_PATH } from './paths';

/**
 * The dashboard's tabs by id, in sidebar order: the eleven of spec §2 with Insights (design §13)
 * among the content, then Staff, People and Activity (issue 18). Kept apart from the registry (tabs.ts), which imports every screen: the
 * store and the screens name tabs by these ids without a loop back through the registry.
 */
export const TAB_IDS = [
  'dashboard',
  'contacts',
  'quotes',
  'projects',
  'services',
  'testimonials',
  'insights',
  'newsletter',
  'email-marketing',
  'email-templates',
  'files',
  'settings',
  'staff',
  'people',
  'audit',
] as const;

export type TabId = (typeof TAB_IDS)[number];

export const tabPath = (tab: TabId): string => (tab === 'dashboard' ? ADMIN_PATH : `${ADMIN_PATH}/${tab}`);

/** The tab a path shows; an unknown path below /admin shows the Dashboard rather than nothing. */
export function tabFromPath(pathname: string): TabId {
  const segment = pathname.startsWith(`${ADMIN_PATH}/`) ? pathname.slice(ADMIN_PATH.length + 1).replace(/\/+$/, '') : '';
  // People is the one tab with an address below it: /admin/people/<email>.
  if (segment.startsWith('people/')) return 'people';
  return TAB_IDS.find((id) => id === segment) ?? 'dashboard';
}
