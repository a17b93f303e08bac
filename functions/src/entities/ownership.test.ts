/**
 * The owners are a rule: a static scan of functions/src for writes to an owned collection (OWNERS) made outside its
 * owner. A write is a write op (`{ kind: 'create' | 'update' | 'delete', collection: COLLECTIONS.x, … }`), the
 * owners' `recordOp` / `uniqueKeyOps`, or a store call (`store.create|update|delete(COLLECTIONS.x, …)`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { OWNERS } from './owners';

const SRC = join(import.meta.dirname, '..');
const WRITE_KINDS = new Set(['create', 'update', 'delete']);
const OWNER_OPS = new Set(['recordOp', 'uniqueKeyOps']);

interface Write {
  file: string;
  line: number;
  collection: string;
}

/** `COLLECTIONS.x` → x; an identifier → the `COLLECTIONS.x` it was declared as in this file, if any. */
function collectionOf(node: ts.Expression, constants: ReadonlyMap<string, string>): string | null {
  const e = ts.isAsExpression(node) ? node.expression : node;
  if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'COLLECTIONS') return e.name.text;
  if (ts.isIdentifier(e)) return constants.get(e.text) ?? null;
  return null;
}

const textOf = (node: ts.Expression): string | null => {
  const e = ts.isAsExpression(node) ? node.expression : node;
  return ts.isStringLiteral(e) ? e.text : null;
};

/** Every write to a named collection in one source file (path relative to functions/src). */
export function writesIn(file: string, source: string): Write[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const constants = new Map<string, string>();
  const writes: Write[] = [];
  const found = (node: ts.Node, collection: string | null) => {
    if (collection) writes.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, collection });
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const named = collectionOf(node.initializer, new Map());
      if (named) constants.set(node.name.text, named);
    }
    if (ts.isObjectLiteralExpression(node)) {
      const props = new Map<string, ts.Expression>();
      for (const p of node.properties) {
        if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name)) props.set(p.name.text, p.initializer);
        if (ts.isShorthandPropertyAssignment(p)) props.set(p.name.text, p.name);
      }
      const kind = props.get('kind');
      const collection = props.get('collection');
      if (kind && collection && WRITE_KINDS.has(textOf(kind) ?? '')) found(node, collectionOf(collection, constants));
    }
    if (ts.isCallExpression(node) && node.arguments[0]) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      if (OWNER_OPS.has(name) || (ts.isPropertyAccessExpression(callee) && WRITE_KINDS.has(name))) found(node, collectionOf(node.arguments[0], constants));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return writes;
}

/** The writes that break the rule: an owned collection written outside its owner. */
export function strayWrites(writes: readonly Write[]): Write[] {
  return writes.filter((w) => {
    const owner: string | undefined = (OWNERS as Record<string, string>)[w.collection];
    return owner !== undefined && w.file !== owner && !w.file.startsWith(`${owner}/`);
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

let scan: Write[] | undefined;
const scanned = () => (scan ??= sourceFiles(SRC).flatMap((path) => writesIn(relative(SRC, path), readFileSync(path, 'utf8'))));

describe('entity owners', () => {
  it('every owned collection is written by its owner only', () => {
    const stray = strayWrites(scanned()).map((w) => `${w.file}:${w.line} writes ${w.collection} (owner: ${OWNERS[w.collection as keyof typeof OWNERS]})`);
    expect(stray).toEqual([]);
  });

  it('finds the owners writing, so an empty answer above is not a blind scan', () => {
    const writers = new Set(scanned().map((w) => `${w.collection} ${w.file.split('/').slice(0, 2).join('/')}`));
    for (const [collection, owner] of Object.entries(OWNERS)) expect(writers).toContain(`${collection} ${owner.split('/').slice(0, 2).join('/')}`);
  });

  it('catches a write planted outside the owner, in each form a write takes', () => {
    const planted = `
      import { COLLECTIONS } from '@office/domain';
      const collection = COLLECTIONS.staff;
      export const ops = [
        { kind: 'update', collection: COLLECTIONS.tasks, id, expectedVersion: 1, patch },
        { kind: 'delete' as const, collection, id },
        { kind: 'create', collection: COLLECTIONS.bankAccounts, id, data },
        recordOp(COLLECTIONS.movements, change),
      ];
      await ctx.stores.documents.create(COLLECTIONS.events, id, record);
      await ctx.stores.files.delete(path);
    `;
    const stray = strayWrites(writesIn('callables/planted/op.ts', planted)).map((w) => `${w.line} ${w.collection}`);
    expect(stray).toEqual(['5 tasks', '6 staff', '8 movements', '10 events']);
    expect(strayWrites(writesIn('entities/tasks/task-write.ts', planted)).map((w) => w.collection)).toEqual(['staff', 'movements', 'events']);
  });
});
