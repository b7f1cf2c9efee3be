import MarkdownIt, { type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import type { Picture } from '../../../shared/api/media.ts';
import { PICTURE_FORMATS, pictureUrl } from '../../../shared/media.ts';
import { resolveSitePaths, WORDS_PER_MINUTE } from '../../../shared/posts.ts';
import { wholeLettersWithin } from '../../../shared/whole-letters.ts';

/**
 * A post's Markdown becomes HTML on the server, once, when it is saved (design §13), in two steps:
 * markdown-it with raw HTML off (a `<script>` in the text is shown as text) and only web, mail
 * and phone links; then sanitize-html as the second line, an allow-list of the elements and
 * attributes a post may hold, so whatever the parser's options or plugins become, nothing else
 * reaches a page, the feed or a newsletter.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
// A relative URL (a path, a fragment) has no scheme; any scheme but these four is refused.
markdown.validateLink = (url) => {
  const scheme = SCHEME.exec(url.trim())?.[1];
  return scheme === undefined || LINK_SCHEMES.has(scheme.toLowerCase());
};

/** Widths a body picture is shown at: the article column. */
const BODY_SIZES = '(min-width: 48rem) 44rem, 100vw';

/** An uploaded picture with variants is written as <picture> with its sizes, lazily loaded. */
markdown.renderer.rules.image = (tokens, index, options, env) => {
  const token = tokens[index];
  const src = String(token.attrGet('src') ?? '');
  const alt = markdown.utils.escapeHtml(token.children ? markdown.renderer.renderInlineAsText(token.children, options, env) : token.content);
  const title = token.attrGet('title');
  const titleAttr = title ? ` title="${markdown.utils.escapeHtml(String(title))}"` : '';
  const picture = (env as RenderEnv | undefined)?.pictures.get(src);
  if (!picture) return `<img src="${markdown.utils.escapeHtml(src)}" alt="${alt}"${titleAttr} loading="lazy" decoding="async">`;
  const srcset = (format: (typeof PICTURE_FORMATS)[number]) => picture.widths.map((width) => `${pictureUrl(picture, width, format)} ${width}w`).join(', ');
  const sources = PICTURE_FORMATS.map((format) => `<source type="image/${format}" srcset="${srcset(format)}" sizes="${BODY_SIZES}">`).join('');
  const largest = pictureUrl(picture, Math.max(...picture.widths), 'webp');
  return (
    `<picture>${sources}<img src="${largest}" alt="${alt}"${titleAttr} width="${picture.width}" height="${picture.height}" ` +
    `loading="lazy" decoding="async"></picture>`
  );
};

interface RenderEnv extends Record<string, unknown> {
  /** Variants of pictures the body shows, by the URL it names them with. */
  pictures: Map<string, Picture>;
}

const TEXT_ALIGN = { 'text-align': [/^(left|right|center)$/] };

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'em', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'picture', 'source', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    source: ['type', 'srcset', 'sizes'],
    ol: ['start'],
    code: ['class'],
    th: ['style'],
    td: ['style'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedStyles: { th: TEXT_ALIGN, td: TEXT_ALIGN },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset'],
  allowProtocolRelative: false,
  // <source> is a void element: no end tag.
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  // The page's title is its only h1.
  transformTags: { h1: 'h2' },
};

/** The image URLs a body names, so their variants can be looked up before it is rendered. */
export function imageUrls(body: string): string[] {
  const urls = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'image') urls.add(String(token.attrGet('src') ?? ''));
      if (token.children) visit(token.children);
    }
  };
  visit(markdown.parse(body, {}));
  urls.delete('');
  return [...urls];
}

export interface RenderedBody {
  html: string;
  readingMinutes: number;
  /** The first paragraph's text, shortened: the excerpt when staff leave it empty. */
  summary: string;
}

const SUMMARY_LENGTH = 200;

/** Text of some HTML, for counting words and making a summary. */
const textOf = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);

function shorten(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  // At the last space; a paragraph with none in its second half is cut between whole letters.
  return `${wholeLettersWithin(cut, Math.max(cut.lastIndexOf(' '), length / 2)).trimEnd()}…`;
}

/** The second line: only the allow-listed elements, attributes and URL schemes pass. */
export const allowListed = (html: string) => sanitizeHtml(html, ALLOWED);

export function renderBody(body: string, pictures: Map<string, Picture> = new Map()): RenderedBody {
  const html = allowListed(markdown.render(body, { pictures } satisfies RenderEnv));
  const words = textOf(html).split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  return { html, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)), summary: shorten(textOf(firstParagraph), SUMMARY_LENGTH) };
}

/** A site path as a whole address; any other URL as it is. */
export const absoluteUrl = (url: string, publicUrl: string) => (url.startsWith('/') && !url.startsWith('//') ? publicUrl + url : url);

/**
 * The same HTML with site paths made absolute, for where it leaves the site (the Atom feed, a
 * newsletter): `/uploads/x.png` is nothing to a feed reader or a mail program.
 */
export const withAbsoluteUrls = (html: string, publicUrl: string) => resolveSitePaths(html, (path) => publicUrl + path);
