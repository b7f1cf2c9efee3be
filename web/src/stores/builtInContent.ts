import type { Service } from '../../../shared/api/services';
import { coreServices } from '../../../shared/content/core-services';

/** Built-in content as API records (ids and dates the server would give). */
export const builtIn = <T extends object>(items: T[], prefix: string) =>
  items.map((item, index) => ({
    _id: `${prefix}-${index + 1}`,
    createdAt: '2024-12-21T00:00:00.000Z',
    updatedAt: '2024-12-21T00:00:00.000Z',
    ...item,
  }));

export const BUILT_IN_SERVICE_PREFIX = 'builtin-service';

/** The three core services (spec §3), the home page's fallback; the first three of all six. */
export const fallbackCoreServices: Service[] = builtIn(coreServices, BUILT_IN_SERVICE_PREFIX);
