/**
 * The alert text for a failed action: the spec's own words first ('Failed to save project'),
 * then the server's reason when it gave one, since staff cannot fix what they are not told.
 */
export function failureText(prefix: string, error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  if (!message || message === prefix) return prefix;
  return `${prefix}: ${message}`;
}
