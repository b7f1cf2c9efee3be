/**
 * A URI component decoded, or as written when its %-escapes do not decode: most often a link cut
 * off in the middle of a letter (a Devanagari letter is three escapes, `%E0%A4` is two of them).
 */
export function decodedOrAsWritten(component: string): string {
  try {
    return decodeURIComponent(component);
  } catch {
    return component;
  }
}
