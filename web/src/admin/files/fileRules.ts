import type { UploadRefusal } from '../../../../shared/api/files';
import { UPLOAD_MAX_BYTES } from '../../../../shared/constants';
import { UPLOAD_TYPES, uploadExtensions } from '../../../../shared/uploads';

/** Spec §2: PDF, DOC, DOCX and images; the server checks the content again (design §7). */
export const ACCEPTED_EXTENSIONS = uploadExtensions().map((extension) => `.${extension}`);

/** For the file input's `accept`: extensions plus the MIME types browsers report for them. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_EXTENSIONS, ...new Set(UPLOAD_TYPES.map((type) => type.mime))].join(',');

const MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

/** Why a file cannot be uploaded, or null when it may be. Checked before any byte is sent. */
export function uploadProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return `"${file.name}" is not a PDF, DOC, DOCX or image file.`;
  }
  if (file.size > UPLOAD_MAX_BYTES) return `"${file.name}" is larger than ${MAX_MB}MB, the upload limit.`;
  if (file.size === 0) return `"${file.name}" is empty.`;
  return null;
}

/** Splits a selection into files to upload and messages about the refused ones. */
export function sortUploads<F extends { name: string; size: number }>(files: F[]): { accepted: F[]; problems: string[] } {
  const accepted: F[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = uploadProblem(file);
    if (problem) problems.push(problem);
    else accepted.push(file);
  }
  return { accepted, problems };
}

/** The message for a file the server (or the desktop app) refused, naming it as the checks above do. */
export const refusalText = (refusal: UploadRefusal): string => `Failed to upload "${refusal.name}": ${refusal.message}`;
