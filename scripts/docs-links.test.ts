import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, githubSlug, linksOf, markdownFilesUnder, missingCodePaths } from './lib/markdown-links';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the documentation links', () => {
  it('every link in README.md, ARCHITECTURE.md and docs/ reaches its file and heading', () => {
    const files = ['README.md', 'ARCHITECTURE.md', ...markdownFilesUnder(ROOT, 'docs')];
    expect(files).toContain('docs/README.md');
    expect(brokenLinks(ROOT, files)).toEqual([]);
  });

  it('every repository path they name in code spans exists', () => {
    const files = ['README.md', 'ARCHITECTURE.md', ...markdownFilesUnder(ROOT, 'docs')];
    expect(missingCodePaths(ROOT, files)).toEqual([]);
    // The same check over a file naming a moved path fails.
    const root = mkdtempSync(join(tmpdir(), 'docs-paths-'));
    try {
      mkdirSync(join(root, 'domain'));
      writeFileSync(join(root, 'domain', 'kept.ts'), 'export {};\n');
      writeFileSync(join(root, 'NOTES.md'), 'See `domain/kept.ts` and `functions/src/platform/gone.ts`, not `policy.ts`.\n');
      expect(missingCodePaths(root, ['NOTES.md'])).toEqual(['NOTES.md: functions/src/platform/gone.ts']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('GitHub anchors', () => {
  it('keeps pt-BR accents, drops punctuation and code marks, and turns spaces into hyphens', () => {
    expect(githubSlug('Verificação em duas etapas')).toBe('verificação-em-duas-etapas');
    expect(githubSlug('Escritório — staff application of a Brazilian law office')).toBe('escritório--staff-application-of-a-brazilian-law-office');
    expect(githubSlug('Tarefas and "Meu trabalho"')).toBe('tarefas-and-meu-trabalho');
    expect(githubSlug('What `npm start` gives')).toBe('what-npm-start-gives');
    expect(githubSlug('Local modes, chosen for you')).toBe('local-modes-chosen-for-you');
    expect(githubSlug('The `__proto__` key and _emphasis_')).toBe('the-__proto__-key-and-emphasis');
  });

  it('numbers repeated headings and ignores a `#` inside a code block', () => {
    const anchors = anchorsOf('# Notes\n\n## Notes\n\n```sh\n# not a heading\n```\n\n<a id="Kept"></a>\n');
    expect([...anchors].sort()).toEqual(['kept', 'notes', 'notes-1']);
  });
});

describe('reading links', () => {
  it('finds inline links, images and reference definitions, not what sits in code', () => {
    const markdown = ['See [a](a.md) and ![b](img/b.png "title").', '`[not](code.md)`', '```', '[nor](fenced.md)', '```', '[ref]: c.md#x'].join('\n');
    expect(linksOf(markdown)).toEqual([
      { line: 1, target: 'a.md' },
      { line: 1, target: 'img/b.png' },
      { line: 6, target: 'c.md#x' },
    ]);
  });
});

describe('a broken link fails the check', () => {
  const root = mkdtempSync(join(tmpdir(), 'docs-links-'));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('names every link to a missing file or heading, and lets the good ones and external ones pass', () => {
    mkdirSync(join(root, 'docs', 'product'), { recursive: true });
    writeFileSync(join(root, 'docs', 'product', 'prazos.md'), '# Prazos\n\n## Calendário forense\n');
    writeFileSync(join(root, 'code.ts'), 'export {};\n');
    writeFileSync(
      join(root, 'README.md'),
      [
        '# Escritório',
        '[good](docs/product/prazos.md#calendário-forense), [encoded](docs/product/prazos.md#calend%C3%A1rio-forense)',
        '[self](#escritório), [source line](code.ts#L1), [site](https://example.com/x#y), [mail](mailto:a@b.test)',
        '[missing file](docs/product/agenda.md)',
        '[missing heading](docs/product/prazos.md#feriados)',
        '[missing own heading](#segredo-de-justiça)',
        '[outside](../elsewhere.md)',
      ].join('\n'),
    );
    expect(brokenLinks(root, ['README.md', ...markdownFilesUnder(root, 'docs')])).toEqual([
      'README.md:4 → docs/product/agenda.md (no such file)',
      'README.md:5 → docs/product/prazos.md#feriados (no such heading)',
      'README.md:6 → #segredo-de-justiça (no such heading)',
      'README.md:7 → ../elsewhere.md (outside the repository)',
    ]);
  });
});
