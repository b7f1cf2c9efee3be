import type { Service } from '../../../shared/api/services';
import { defaultServices } from '../../../shared/content/services';

/** Built-in content as API records (ids and dates the server would give). */
export const builtIn = <T extends object>(items: T[], prefix: string) =>
  items.map((item, index) => ({
    _id: `${prefix}-${index + 1}`,
    createdAt: '2024-12-21T00:00:00.000Z',
    updatedAt: '2024-12-21T00:00:00.000Z',
    ...item,
  }));

/** The six built-in services (spec §3), shown when the server gives none. */
export const fallbackServices: Service[] = builtIn(defaultServices, 'builtin-service');
