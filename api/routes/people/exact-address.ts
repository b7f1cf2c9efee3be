/** Characters that can stand right before an address inside a longer one (`asha@` holds `a@`). */
const LOCAL_PART_CHAR = /[a-z0-9._%+-]/;
/** What continues a domain: `a@example.com` is not in `a@example.com.au` or `a@example.community`. */
const DOMAIN_GOES_ON = /^(?:[a-z0-9-]|\.[a-z0-9])/;

/** The forms an address is written in: as typed, and URL-encoded (a page path with ?email=). */
const formsOf = (email: string) => [...new Set([email, encodeURIComponent(email)].map((form) => form.toLowerCase()))];

/**
 * Whether `text` names `email` as a whole address, in any case, as typed or URL-encoded: never as
 * a part of another one (design §12), so `a@example.com` is not found in `asha@example.com`.
 */
export function mentionsAddress(text: string, email: string): boolean {
  const haystack = text.toLowerCase();
  return formsOf(email).some((form) => {
    for (let at = haystack.indexOf(form); at !== -1; at = haystack.indexOf(form, at + 1)) {
      const before = haystack[at - 1] ?? '';
      const after = haystack.slice(at + form.length, at + form.length + 2);
      if (!LOCAL_PART_CHAR.test(before) && !DOMAIN_GOES_ON.test(after)) return true;
    }
    return false;
  });
}

/** A LIKE pattern that finds every row `mentionsAddress` can (and some it then rules out). */
export const likeAnyForm = (email: string): string[] => formsOf(email).map((form) => `%${form.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
