import { BROCHURE_FILE_NAME } from '../../../../shared/constants';
import { genericHttpError } from '../../../../shared/api/errors';
import { noteBrochureDownload } from '../../lib/visitSource';

export const STATIC_BROCHURE_PATH = `/brochure/${BROCHURE_FILE_NAME}`;

/**
 * Downloads the brochure from GET /api/download/brochure as a blob saved under a fixed name;
 * when that fails, opens the static copy instead (spec §7, §8).
 */
export async function downloadBrochure(): Promise<void> {
  noteBrochureDownload();
  try {
    const response = await fetch('/api/download/brochure');
    if (!response.ok) throw new Error(genericHttpError(response.status));
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = BROCHURE_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser a moment to start the download before the blob goes away.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    window.open(STATIC_BROCHURE_PATH, '_blank', 'noopener');
  }
}
