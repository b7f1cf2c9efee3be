import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Docs name files; files move. Every repository path README.md and docs/ name must exist, so a
 * rename that forgets the docs fails CI instead of misleading the next reader. Checked:
 * backticked paths under the project's top-level folders (in text and in `sh` blocks), the
 * entries of `tree` blocks (each relative to the folder above it), and links to local files,
 * with their `#section` when the target is Markdown.
 */
const projectRoot = import.meta.dirname;
const PROJECT_FOLDERS = ['api', 'web', 'shared', 'desktop', 'deploy', 'tools', 'docs', '.ci'];
const rootedPath = new RegExp(`^(?:\\./)?(?:${PROJECT_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/`);

/** A word that names a path, or null: URLs, globs, `<placeholders>`, `{kind}` and `...` are patterns. */
function pathIn(word: string): string | null {
  const path = word.replace(/^[(["']+|[)\]"',.;:]+$/g, '');
  if (!rootedPath.test(path) || /[*<>{}$]|\.\.\.|:\/\//.test(path)) return null;
  return path.replace(/^\.\//, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

interface Reference {
  /** Path from the project root. */
  path: string;
  /** The `#section` of a Markdown link, if any. */
  anchor?: string;
  line: number;
}

/** Entries of a tree block: a line's first column names files, relative to the folder above it. */
function treeReferences(lines: string[], firstLine: number): Reference[] {
  const parents: { indent: number; path: string }[] = [];
  const found: Reference[] = [];
  lines.forEach((text, index) => {
    const entry = /^( {0,6})(\S.*?)(?: {2,}|$)/.exec(text);
    if (!entry) return;
    const indent = entry[1].length;
    while (parents.length && parents[parents.length - 1].indent >= indent) parents.pop();
    const base = parents.length ? parents[parents.length - 1].path : '';
    for (const name of entry[2].split(/,\s*/)) {
      if (!/^[\w.-][\w./-]*$/.test(name)) continue;
      const path = base + name;
      found.push({ path, line: firstLine + index });
      if (name.endsWith('/')) parents.push({ indent, path });
    }
  });
  return found;
}

/** Every path a Markdown file names, from the project root. */
export function referencesIn(markdown: string, markdownPath: string): Reference[] {
  const found: Reference[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const fence = /^\s*```(\w*)/.exec(lines[i]);
    if (fence) {
      const start = i + 1;
      let end = start;
      while (end < lines.length && !/^\s*```/.test(lines[end])) end++;
      const block = lines.slice(start, end);
      if (fence[1] === 'tree') found.push(...treeReferences(block, start + 1));
      if (['sh', 'bash', 'console'].includes(fence[1])) {
        block.forEach((text, index) => {
          for (const word of text.replace(/#.*/, '').split(/\s+/)) {
            const path = pathIn(word);
            if (path) found.push({ path, line: start + index + 1 });
          }
        });
      }
      i = end;
      continue;
    }
    for (const span of lines[i].matchAll(/`([^`]+)`/g)) {
      for (const word of span[1].split(/\s+/)) {
        const path = pathIn(word);
        if (path) found.push({ path, line: i + 1 });
      }
    }
    for (const link of lines[i].replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = link[1];
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      const [file, anchor] = target.split('#');
      const path = file ? relative('.', join(dirname(markdownPath), decodeURIComponent(file))) : markdownPath;
      found.push({ path, anchor, line: i + 1 });
    }
  }
  return found;
}

/** Files git ignores (build output, `deploy/.env`) are made by a command the docs show. */
function ignoredByGit(root: string, path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', path], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Markdown files whose paths are checked: README.md and everything under docs/. */
function markdownFiles(root: string): string[] {
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))
    : [];
  return ['README.md', ...docs.sort()];
}

/** One line per reference that points nowhere: `file:line: path`. */
export function missingPaths(root: string): string[] {
  const missing: string[] = [];
  for (const file of markdownFiles(root)) {
    for (const { path, anchor, line } of referencesIn(readFileSync(join(root, file), 'utf8'), file)) {
      const where = `${file}:${line}: ${path}${anchor ? `#${anchor}` : ''}`;
      if (!existsSync(join(root, path))) {
        if (!ignoredByGit(root, path)) missing.push(where);
        continue;
      }
      if (anchor && path.endsWith('.md')) {
        const headings = readFileSync(join(root, path), 'utf8').matchAll(/^#+\s+(.+)$/gm);
        if (![...headings].some((h) => anchorOf(h[1]) === anchor)) missing.push(`${where} (no such section)`);
      }
    }
  }
  return missing;
}

describe('paths named in README.md and docs/', () => {
  it('all exist', () => {
    expect(missingPaths(projectRoot)).toEqual([]);
  });

  it('are found in the README (the check reads what it claims to read)', () => {
    const paths = referencesIn(readFileSync(join(projectRoot, 'README.md'), 'utf8'), 'README.md').map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['api/app.ts', 'deploy/.env.example', 'docs/performance.md', '.ci/run']));
  });

  describe('a doc naming what is not there', () => {
    const root = mkdtempSync(join(tmpdir(), 'docs-paths-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, 'api/routes/leads'), { recursive: true });
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'api/routes/leads/leads.ts'), '');
    writeFileSync(join(root, 'docs/leads.md'), '# Leads\n\n## Who owns a lead\n');
    writeFileSync(
      join(root, 'README.md'),
      [
        '# Agency site',
        'Leads are stored by `api/routes/leads/leads.ts`; alerts by `api/routes/leads/alérts-over-a-long-name.ts`.',
        'Read [the leads guide](docs/leads.md#who-owns-a-lead), [its owners](docs/leads.md#owners) and [mail](docs/mail.md).',
        'Ignored: `api/routes/<feature>/routes.ts`, `web/src/**/*.test.ts`, `DATA_DIR/uploads/x.png`, `/uploads/a.png`,',
        '`api/...`, [the spec](https://example.com/docs/spec.md), [above](#agency-site), `shared/api/{kind}.ts`.',
        '```tree',
        'api/                 the server',
        '  routes/leads/      a feature: `leads.ts`',
        '  routes/quotes/     not there',
        '```',
        '```sh',
        'node tools/renamed.ts   # a script that moved',
        '```',
      ].join('\n'),
    );

    it('fails naming each missing path, section and link with its line', () => {
      expect(missingPaths(root)).toEqual([
        'README.md:2: api/routes/leads/alérts-over-a-long-name.ts',
        'README.md:3: docs/leads.md#owners (no such section)',
        'README.md:3: docs/mail.md',
        'README.md:9: api/routes/quotes/',
        'README.md:12: tools/renamed.ts',
      ]);
    });

    it('passes once the doc names only what exists', () => {
      writeFileSync(join(root, 'README.md'), 'See `api/routes/leads/leads.ts` and [the guide](docs/leads.md#who-owns-a-lead).\n');
      expect(missingPaths(root)).toEqual([]);
    });
  });
});
