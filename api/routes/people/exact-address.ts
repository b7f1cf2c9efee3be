/** RFC 5322's characters of a local part (atext and the dot). */
const LOCAL_PART_CHAR = /[a-z0-9.!#$%&'*+/=?^_`{|}~-]/;
/**
 * The same less what separates the parts of a URL (`/`, `?`, `=`, `&`, `#`): the texts searched
 * are page paths and referrers, where `?email=a@example.com` names `a@` whole.
 */
const LOCAL_PART_CHAR_IN_URL = /[a-z0-9.!$%'*+^_`{|}~-]/;
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
      const after = haystack.slice(at + form.length, at + form.length + 2);
      if (!localPartGoesOn(haystack, at) && !DOMAIN_GOES_ON.test(after)) return true;
    }
    return false;
  });
}

/**
 * Whether the text before `at` can be the start of a longer local part (`o'brien@` holds
 * `brien@`). A percent-escape counts as the character it encodes: `x%2ba%40` is `x+a@`, while
 * `%2ca%40` is `,a@` and names `a@`.
 */
function localPartGoesOn(haystack: string, at: number): boolean {
  const escape = /%([0-9a-f]{2})$/.exec(haystack.slice(Math.max(0, at - 3), at));
  if (escape) return LOCAL_PART_CHAR.test(String.fromCharCode(parseInt(escape[1], 16)));
  return LOCAL_PART_CHAR_IN_URL.test(haystack[at - 1] ?? '');
}

/** A LIKE pattern that finds every row `mentionsAddress` can (and some it then rules out). */
export const likeAnyForm = (email: string): string[] => formsOf(email).map((form) => `%${form.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
