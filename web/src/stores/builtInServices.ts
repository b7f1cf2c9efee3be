import type { Service } from '../../../shared/api/services';
import { defaultServices } from '../../../shared/content/services';
import { BUILT_IN_SERVICE_PREFIX, builtIn } from './builtInContent';

/** The six built-in services (spec §3), shown when the server gives none. */
export const fallbackServices: Service[] = builtIn(defaultServices, BUILT_IN_SERVICE_PREFIX);
