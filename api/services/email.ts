/** One form of an e-mail address for storing and comparing: trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
