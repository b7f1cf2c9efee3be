/** RFC 5322's characters of a local part (atext and the dot). */
const LOCAL_PART_CHAR = /[a-z0-9.!#$%&'*+/=?^_`{|}~-]/;
/**
 * The same less what separates the parts of a URL (`/`, `?`, `=`, `&`, `#`): the texts searched
 * are page paths and referrers, where `?email=a@example.com` names `a@` whole.
 */
const LOCAL_PART_CHAR_IN_URL = /[a-z0-9.!$%'*+^_`{|}~-]/;
/** What continues a domain: `a@example.com` is not in `a@example.com.au` or `a@example.community`. */
const DOMAIN_GOES_ON = /^(?:[a-z0-9-]|\.[a-z0-9])/;

/** Lower case one character at a time, so the text and its escape marks stay aligned. */
const lowerCased = (text: string) => [...text].map((ch) => ch.toLowerCase()).join('');

/**
 * A URL's text with its percent-escapes decoded and lower-cased, and for each UTF-16 unit whether
 * it came from an escape. A run of escapes is read as UTF-8; a run that is not has its ASCII
 * escapes decoded one by one and the rest kept as written.
 */
function decodeEscapes(text: string): { text: string; escaped: boolean[] } {
  let decoded = '';
  const escaped: boolean[] = [];
  const add = (piece: string, fromEscape: boolean) => {
    const lower = lowerCased(piece);
    decoded += lower;
    for (let i = 0; i < lower.length; i += 1) escaped.push(fromEscape);
  };
  // Split with a capture: the odd parts are the runs of escapes.
  text.split(/((?:%[0-9a-f]{2})+)/i).forEach((part, index) => {
    if (index % 2 === 0) return add(part, false);
    try {
      add(decodeURIComponent(part), true);
    } catch {
      for (const [escape, hex] of part.matchAll(/%([0-9a-f]{2})/gi)) {
        const code = parseInt(hex, 16);
        if (code < 0x80) add(String.fromCharCode(code), true);
        else add(escape, false);
      }
    }
  });
  return { text: decoded, escaped };
}

/**
 * Whether `text` (a page path or referrer, or plain text) names `email` as a whole address, in
 * any case, with any of its characters typed or percent-escaped: never as a part of another one
 * (design §12), so `a@example.com` is not found in `asha@example.com`.
 */
export function mentionsAddress(text: string, email: string): boolean {
  const { text: haystack, escaped } = decodeEscapes(text);
  const address = lowerCased(email);
  for (let at = haystack.indexOf(address); at !== -1; at = haystack.indexOf(address, at + 1)) {
    const after = haystack.slice(at + address.length, at + address.length + 2);
    if (!localPartGoesOn(haystack[at - 1], escaped[at - 1]) && !DOMAIN_GOES_ON.test(after)) return true;
  }
  return false;
}

/**
 * Whether the character before a match can belong to a longer local part (`o'brien@` holds
 * `brien@`). An escaped character counts as what it encodes: `x%2ba%40` is `x+a@`, while
 * `%2ca%40` is `,a@` and names `a@`; a separator typed as itself (`=`, `/`) ends the part.
 */
const localPartGoesOn = (before: string | undefined, fromEscape: boolean | undefined): boolean =>
  before !== undefined && (fromEscape ? LOCAL_PART_CHAR : LOCAL_PART_CHAR_IN_URL).test(before);

/**
 * LIKE patterns that find every row `mentionsAddress` can (and many it then rules out): any
 * character of an address may come escaped, but its `@` is there as itself or as `%40`.
 */
export const MAY_NAME_AN_ADDRESS = ['%@%', '%\\%40%'];
