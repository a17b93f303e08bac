/**
 * `scaffold operation <group> <name> [--read|--write]`: a new operation of an existing group. Its contract goes in
 * the group's slice, its callable in a file of its own, and its query factory or write hook in the group's api
 * module; the page that uses it is the person's to write. A read counts the section's records; a write marks a
 * record as checked (conferido) by the caller, on the version they saw, with its audit entry: templates to grow from.
 */
import { COLLECTIONS, SECTIONS, type Section } from '@office/domain';
import { renderContract } from './contract-entry';
import { kebabOf, pascalOf } from './names';
import { insertBefore, withImported } from './source-edits';

export interface OperationPlan {
  /** Path → edit of each existing file the recipe changes. */
  edits: Record<string, (source: string) => string>;
  /** Path → content of each new file. */
  files: Record<string, string>;
}

/** What one kind of operation adds: its contract and what the slice must import for it, its callable, its hook. */
interface Kind {
  contract: string;
  sliceImports: Record<string, string[]>;
  /** Declared in the slice module, before its slice (once). */
  sliceDeclaration?: { name: string; text: string };
  callable: string;
  apiImports: Record<string, string[]>;
  api: string;
}

interface Target {
  group: string;
  name: string;
  callable: string;
  section: Section;
  /** The key in COLLECTIONS of the section's first collection. */
  collection: string;
  /** The api module's query-key prefix: its keys' `all`, else the group's name. */
  keyPrefix: string;
}

function readKind(t: Target): Kind {
  return {
    contract: renderContract({ name: t.callable, output: '{ total: number }', policy: `read('${t.section.id}')`, input: 'none' }),
    sliceImports: { './define': ['none', 'query', 'read'] },
    callable: `import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';

/** ${t.section.label}: how many records the section holds (an aggregation, not a read of each). */
export default implement('${t.callable}', async (ctx) => ({ total: await ctx.stores.documents.count(COLLECTIONS.${t.collection}) }));
`,
    apiImports: { '../lib/callable': ['call'], '@tanstack/react-query': ['queryOptions'] },
    api: `/** ${t.section.label}: how many records the section holds. */
export const ${t.group}${pascalOf(t.name)}Query = () => queryOptions({ queryKey: [${t.keyPrefix}, '${t.name}'] as const, queryFn: () => call('${t.callable}', {}) });
`,
  };
}

function writeKind(t: Target): Kind {
  const words = `registro de ${t.section.label} como conferido`;
  return {
    contract: renderContract({
      name: t.callable,
      output: '{ version: number }',
      policy: `write('${t.section.id}')`,
      input: 'versionTarget',
      attempt: `marcar ${words}`,
      actions: { [`${t.group}.${t.name}`]: `updated('Marcou ${words}')` },
    }),
    sliceImports: { './define': ['command', 'updated', 'write'], '../lists': ['expectedVersion', 'recordId'], '../schema': ['z'] },
    sliceDeclaration: {
      name: 'versionTarget',
      text: `/** A record on the version the caller saw. */\nconst versionTarget = z.object({ id: recordId, expectedVersion }).strict();\n`,
    },
    callable: `import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';

/** ${t.section.label}: marks a record as checked by the caller, its last updater now, on the version they saw (another is a conflict). */
export default implement('${t.callable}', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const before = await tx.get(COLLECTIONS.${t.collection}, input.id);
    if (!before) throw appError('not-found');
    if (before.version !== input.expectedVersion) throw appError('conflict', { currentVersion: before.version });
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.${t.collection}, id: input.id, expectedVersion: input.expectedVersion, patch: { updatedBy: ctx.uid } },
        auditOp(ctx, { section: '${t.section.id}', action: '${t.group}.${t.name}', entity: COLLECTIONS.${t.collection}, entityId: input.id, changedFields: [] }),
      ],
      result: null,
    };
  });
  const saved = await store.get(COLLECTIONS.${t.collection}, input.id);
  if (!saved) throw appError('not-found');
  return { version: saved.version };
});
`,
    apiImports: { './mutation': ['useCallMutation'] },
    api: `/** ${t.section.label}: marks a record as checked; what shows the section's records is read again. */
export const use${pascalOf(t.group)}${pascalOf(t.name)} = () => useCallMutation('${t.callable}', { refresh: [[${t.keyPrefix}]], onConflict: [[${t.keyPrefix}]] });
`,
  };
}

const importAll = (source: string, imports: Record<string, string[]>) =>
  Object.entries(imports).reduce((text, [from, names]) => withImported(text, from, names), source);

export function operationPlan(group: string, name: string, access: 'read' | 'write', read: (path: string) => string): OperationPlan {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) throw new Error(`The operation's name must be lowerCamelCase ("exportCsv"), not "${name}".`);
  const callable = `${group}-${name}`;
  const slicePath = `domain/src/sections/${group}.ts`;
  const apiPath = `web/src/api/${kebabOf(group)}.ts`;
  const slice = read(slicePath);
  if (slice.includes(`'${callable}'`)) throw new Error(`${slicePath}: "${callable}" exists already.`);
  // The section whose records the group reads or writes: its slice's first read or write policy.
  const section = SECTIONS.find((s) => s.id === /\b(?:read|write)\('(\w+)'\)/.exec(slice)?.[1]);
  if (!section) throw new Error(`${slicePath} names no section's read or write policy: write this operation by hand.`);
  const collection = Object.entries(COLLECTIONS).find(([, value]) => value === section.collections[0])?.[0] ?? section.collections[0];
  const keys = /\b(\w+Keys)\.all\b/.exec(read(apiPath))?.[1];
  const target: Target = { group, name, callable, section, collection, keyPrefix: keys ? `...${keys}.all` : `'${group}'` };
  const kind = access === 'read' ? readKind(target) : writeKind(target);

  const sliceEdit = (source: string) => {
    let text = importAll(source, kind.sliceImports);
    const declaration = kind.sliceDeclaration;
    if (declaration && !new RegExp(`\\bconst ${declaration.name}\\b`).test(text)) {
      text = insertBefore(text, '', '\nexport const ', `\n${declaration.text}`, slicePath);
    }
    return insertBefore(text, '  operations: {', '\n  },\n});', `\n    ${kind.contract},`, slicePath);
  };
  const apiEdit = (source: string) => `${importAll(source, kind.apiImports).trimEnd()}\n\n${kind.api}`;

  return {
    edits: { [slicePath]: sliceEdit, [apiPath]: apiEdit },
    files: { [`functions/src/callables/${group}/${kebabOf(name)}.ts`]: kind.callable },
  };
}
