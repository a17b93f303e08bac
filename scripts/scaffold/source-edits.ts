/** Small, checked edits of existing TypeScript sources: a line before a block's end, a name in an import. */

/** `text` inserted before the first `closing` after `opening`; fails loudly when the file no longer has that shape. */
export function insertBefore(source: string, opening: string, closing: string, text: string, file: string): string {
  const start = source.indexOf(opening);
  const end = start < 0 ? -1 : source.indexOf(closing, start + opening.length);
  if (end < 0) throw new Error(`${file}: expected "${opening.trim()}" … "${closing.trim()}" to add to it.`);
  return source.slice(0, end) + text + source.slice(end);
}

/** `line` after the last line matching `after` (an import among its kind). */
export function insertAfterLast(source: string, after: RegExp, line: string, file: string): string {
  const lines = source.split('\n');
  const last = lines.findLastIndex((l) => after.test(l));
  if (last < 0) throw new Error(`${file}: no line like ${String(after)} to add "${line}" after.`);
  lines.splice(last + 1, 0, line);
  return lines.join('\n');
}

/** The import from `from` names `names` too (a new import line when there is none). */
export function withImported(source: string, from: string, names: readonly string[]): string {
  const pattern = new RegExp(`import \\{([^}]*)\\} from '${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}';`);
  const found = pattern.exec(source);
  if (!found) {
    const firstImport = source.search(/^import /m);
    const line = `import { ${[...names].sort().join(', ')} } from '${from}';\n`;
    return firstImport < 0 ? line + source : source.slice(0, firstImport) + line + source.slice(firstImport);
  }
  const present = (found[1] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bare = (name: string) => name.replace(/^type\s+/, '');
  const all = [...present, ...names.filter((name) => !present.some((p) => bare(p) === name))];
  all.sort((a, b) => bare(a).localeCompare(bare(b)));
  return source.replace(pattern, `import { ${all.join(', ')} } from '${from}';`);
}
