import { STORAGE_SITE_CONFIG } from '../lib/displayRules';
import type { ClientConfig } from '../../../shared/api/config';

/** The last configuration the server gave this visitor: the offline fallback (not the built-in one). */
export function rememberConfig(config: ClientConfig): void {
  try {
    localStorage.setItem(STORAGE_SITE_CONFIG, JSON.stringify(config));
  } catch {
    // Private mode or a full storage: the built-in defaults stay the fallback.
  }
}
