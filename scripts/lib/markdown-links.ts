import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';

/**
 * The repository's Markdown links, checked as GitHub resolves them: a relative path must exist, and an `#anchor`
 * must name a heading of the target (GitHub's slugs, accents kept) or an `<a id>`/`<a name>` in it.
 */

export interface MarkdownLink {
  line: number;
  target: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/** The lines with fenced code blocks blanked out (a `#` inside one is no heading, a `[x](y)` no link). */
function withoutFences(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const opening = FENCE.exec(line)?.[1];
    if (fence === null && opening !== undefined) {
      fence = opening;
      return '';
    }
    if (fence !== null) {
      if (opening !== undefined && opening[0] === fence[0] && opening.length >= fence.length) fence = null;
      return '';
    }
    return line;
  });
}

/** The text with code blocks and inline code spans blanked out, lines kept, so what remains is prose. */
function prose(markdown: string): string {
  // A code span may wrap onto the next line, never across a blank line.
  return withoutFences(markdown)
    .join('\n')
    .replace(/(`+)((?:(?!\n[ \t]*\n)[\s\S])*?[^`])\1(?!`)/g, (span) => span.replace(/[^\n]/g, ' '));
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

const LINK_TEXT = String.raw`(?:[^\[\]\\]|\\.|\[[^\[\]]*\])*`;
const INLINE_LINK = new RegExp(String.raw`!?\[${LINK_TEXT}\]\(\s*(<[^>\n]*>|[^\s()]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)`, 'g');
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/gm;
const HTML_HREF = /<a\s[^>]*?href="([^"]+)"/g;

/** Every link destination in the Markdown, with its line: inline links and images, reference definitions, `<a href>`. */
export function linksOf(markdown: string): MarkdownLink[] {
  const text = prose(markdown);
  const links: MarkdownLink[] = [];
  for (const pattern of [INLINE_LINK, REFERENCE_DEFINITION, HTML_HREF]) {
    for (const match of text.matchAll(pattern)) {
      const target = (match[1] ?? '').replace(/^<|>$/g, '');
      links.push({ line: lineAt(text, match.index), target });
    }
  }
  return links.sort((a, b) => a.line - b.line);
}

/** A heading's text as GitHub renders it: links to their text, HTML tags, emphasis marks and code's backticks dropped. */
function renderedText(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? part.replace(/`/g, '') : part.replace(/\*/g, '').replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, '$1')))
    .join('');
}

/** GitHub's anchor for a heading (github-slugger): lower case, only letters, marks, numbers, `_`, `-` and spaces, spaces as `-`. */
export function githubSlug(heading: string): string {
  return renderedText(heading)
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file offers: its headings' slugs (repeats numbered `-1`, `-2` as GitHub does) and HTML ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown)) {
    const heading = HEADING.exec(line)?.[2];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${String(count)}`);
  }
  for (const match of prose(markdown).matchAll(/<a\s[^>]*?(?:id|name)="([^"]+)"/g)) anchors.add((match[1] ?? '').toLowerCase());
  return anchors;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const SOURCE_LINE = /^L\d+(?:-L\d+)?$/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Why a link of `file` (a path inside `root`) does not resolve, or null when it does or is external. */
export function whyBroken(root: string, file: string, target: string): string | null {
  if (EXTERNAL.test(target)) return null;
  const hashAt = target.indexOf('#');
  const pathPart = decoded(hashAt === -1 ? target : target.slice(0, hashAt));
  const anchor = hashAt === -1 ? '' : decoded(target.slice(hashAt + 1));
  const base = pathPart.startsWith('/') ? root : dirname(join(root, file));
  const resolved = pathPart === '' ? join(root, file) : resolve(base, pathPart.replace(/^\/+/, ''));
  const inside = relative(root, resolved);
  if (inside === '..' || inside.startsWith(`..${sep}`)) return 'outside the repository';
  if (!existsSync(resolved)) return 'no such file';
  if (anchor === '') return null;
  if (extname(resolved).toLowerCase() !== '.md' || statSync(resolved).isDirectory()) {
    return SOURCE_LINE.test(anchor) ? null : 'an anchor on a file that is not Markdown';
  }
  return anchorsOf(readFileSync(resolved, 'utf8')).has(anchor.toLowerCase()) ? null : 'no such heading';
}

/** Every broken link of the given Markdown files (paths inside `root`), as `file:line → target (why)`. */
export function brokenLinks(root: string, files: readonly string[]): string[] {
  return files.flatMap((file) =>
    linksOf(readFileSync(join(root, file), 'utf8')).flatMap(({ line, target }) => {
      const why = whyBroken(root, file, target);
      return why === null ? [] : [`${file}:${String(line)} → ${target} (${why})`];
    }),
  );
}

/** The Markdown files of `folder` (inside `root`) and its sub-folders, as paths inside `root`. */
export function markdownFilesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(folder, name))
    .sort();
}

/** The repository's top folders a path in a code span may start with: such a span names a file that must exist. */
// (Not bench/: it holds only the git-ignored results a bench run writes.)
const REPO_ROOTS = ['domain/', 'functions/', 'web/', 'scripts/', 'tests/', 'docs/', 'emulator-data/'];

/**
 * Paths written in code spans (`functions/src/entities/tasks/task-write.ts`) that no longer exist: docs name files
 * this way as often as they link them, and a file moved must not leave them pointing nowhere.
 */
export function missingCodePaths(root: string, files: readonly string[]): string[] {
  const missing: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const [, path = ''] of text.matchAll(/`((?:[a-z-]+\/)[^`\s*<>{}…]+\.[a-z]+)`/g)) {
      // A dotfile (`web/.env.production`) is one a deployment writes, not one the repository keeps.
      const written = path.split('/').at(-1)?.startsWith('.') ?? false;
      if (!written && REPO_ROOTS.some((r) => path.startsWith(r)) && !existsSync(join(root, path.replace(/[:#].*$/, '')))) missing.push(`${file}: ${path}`);
    }
  }
  return missing;
}
