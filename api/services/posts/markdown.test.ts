import { XMLParser } from 'fast-xml-parser';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../../shared/api/posts.ts';
import { signedInApp } from '../../test/admin.ts';
import { createPost, okData } from '../../test/posts.ts';
import { allowListed, renderBody } from './markdown.ts';

const t = signedInApp();

/** Markdown a hostile author (or a pasted snippet) might hold. */
const HOSTILE = [
  '# Title',
  '',
  'Inline <script>alert(0)</script> and <img src=x onerror=alert(1)> and <a href="javascript:alert(2)">raw link</a>.',
  '',
  '<script>alert(1)</script>',
  '',
  '<iframe src="https://evil.example"></iframe>',
  '',
  '[js link](javascript:alert(3)) [upper](JaVaScRiPt:alert(4)) [entity](java&#x09;script:alert(5)) [vb](vbscript:msgbox(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==) <javascript:alert(7)>',
  '',
  '![pic" onerror="alert(8)](/uploads/p.png) ![js](javascript:alert(9)) ![svg](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
  '',
  '[fine](https://example.com/a?b=1&c=2) [mail](mailto:asha@example.com) [phone](tel:+919826012345) [page](/get-started)',
  '',
  '| a | b |',
  '|---|---|',
  '| <b onmouseover=alert(10)>x</b> | `<script>` |',
].join('\n');

interface Node {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
}
const elements = (node: Node): Node[] => [...(node.type === 'tag' || node.type === 'script' ? [node] : []), ...(node.children ?? []).flatMap(elements)];

/** What a browser would run from this HTML: script elements, event attributes, script URLs. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const element of elements(parseDocument(html) as unknown as Node)) {
    if (['script', 'iframe', 'object', 'embed', 'style'].includes(element.name ?? '')) found.push(`<${element.name}>`);
    for (const [name, value] of Object.entries(element.attribs ?? {})) {
      if (/^on/i.test(name)) found.push(`${element.name} ${name}`);
      if (['href', 'src', 'srcset'].includes(name) && /^\s*(javascript|vbscript|data):/i.test(value)) found.push(`${element.name} ${name}=${value}`);
    }
  }
  return found;
}

const links = (html: string) => elements(parseDocument(html) as unknown as Node).filter((e) => e.name === 'a').map((e) => e.attribs!.href);

describe('Markdown from a hostile author', () => {
  it('is stored, served, previewed and fed as harmless HTML that still shows the text', async () => {
    const { staff, ctx } = t;
    const post = await createPost(staff, { title: 'Hostile markdown', body: HOSTILE });
    const served = okData<Post>(await ctx.app.inject({ method: 'GET', url: `/api/posts/${post.slug}` }));
    const preview = okData<{ html: string }>(await staff.request('POST', '/api/admin/posts/preview', { body: HOSTILE }));
    const feed = new XMLParser().parse((await ctx.app.inject({ method: 'GET', url: '/insights/feed.xml' })).body);
    const entry = [feed.feed.entry].flat().find((e: { title: string }) => e.title === 'Hostile markdown');

    for (const [where, html] of [['stored', post.html], ['served', served.html], ['preview', preview.html], ['feed', String(entry.content)]]) {
      expect(dangers(html), where).toEqual([]);
      // The would-be markup is shown as text, not dropped: readers see what the author wrote.
      expect(html, where).toContain('&lt;script&gt;alert(0)&lt;/script&gt;');
      expect(html, where).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
    expect(preview.html).toBe(post.html);
    // Only web, mail, phone and site links became links. (The entity-spelled one is a relative
    // path: '%' cannot stand in a scheme, so no browser reads it as javascript:.)
    expect(links(post.html)).toEqual([
      'https://evil.example',
      'java%09script:alert(5)',
      'https://example.com/a?b=1&c=2',
      'mailto:asha@example.com',
      'tel:+919826012345',
      '/get-started',
    ]);
    // The page's title is its only h1.
    expect(post.html).toMatch(/^<h2>Title<\/h2>/);
    expect(post.html).toContain('alt="pic&quot; onerror=&quot;alert(8)"');
  });

  it('keeps headings, lists, links, images, code, quotes and tables', async () => {
    const body = [
      '## Plan',
      '',
      '1. Measure',
      '2. Fix **images** and _fonts_',
      '',
      '- one',
      '- two',
      '',
      '> Fast pages sell.',
      '',
      '```js',
      'const price = "₹1,20,000";',
      '```',
      '',
      '| Measure | Aim |',
      '|:--|--:|',
      '| LCP | 2.5 s |',
      '',
      '![Marble Rocks at dusk](/covers/marble-rocks-1200.webp)',
    ].join('\n');
    const post = await createPost(t.staff, { body });
    for (const part of [
      '<h2>Plan</h2>',
      '<ol>\n<li>Measure</li>',
      '<strong>images</strong> and <em>fonts</em>',
      '<ul>',
      '<blockquote>\n<p>Fast pages sell.</p>',
      '<pre><code class="language-js">const price = "₹1,20,000";',
      '<th style="text-align:left">Measure</th>',
      '<td style="text-align:right">2.5 s</td>',
      // A built-in picture is written with its sizes and formats.
      '<source type="image/avif" srcset="/covers/marble-rocks-400.avif 400w',
      'alt="Marble Rocks at dusk" width="1200" height="750" loading="lazy"',
    ]) {
      expect(post.html).toContain(part);
    }
  });
});

describe('the allow-list behind the parser', () => {
  it('would stop raw HTML even if the parser let it through', () => {
    const raw =
      '<p onclick="alert(1)">Hi <script>alert(2)</script><img src="javascript:alert(3)" onerror="alert(4)" alt="x">' +
      '<a href="javascript:alert(5)">a</a><a href=" JAVASCRIPT:alert(6)">b</a><iframe src="https://evil.example"></iframe>' +
      '<source srcset="javascript:alert(7) 1x"><style>body{display:none}</style><h1 style="color:red">Title</h1></p>';
    const clean = allowListed(raw);
    expect(dangers(clean)).toEqual([]);
    expect(clean).not.toMatch(/alert\((2|4)\)|display:none|color:red/);
    expect(clean).toContain('<h2>Title</h2>');
    expect(dangers(raw).length).toBeGreaterThan(5);
  });
});

describe('the excerpt made from the first paragraph', () => {
  it('cuts a paragraph without spaces between whole letters, never a consonant from its vowel sign', () => {
    const paragraph = `अ${'कि'.repeat(150)}`;
    const { summary } = renderBody(paragraph);
    expect(summary.endsWith('…')).toBe(true);
    const shown = summary.slice(0, -1);
    expect(paragraph.startsWith(shown)).toBe(true);
    expect(shown.endsWith('कि')).toBe(true);
  });
});
