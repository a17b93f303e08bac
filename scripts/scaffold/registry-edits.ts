/**
 * The registries a new section is added to, each by a line or two: its collection and its row of the section
 * table (policy.ts), its record type (collection-types.ts), its slice (contracts.ts), how the security rules
 * find the lawsuits its documents speak of (lawsuit-secrecy.ts: none, for the template's records) and, where the
 * tree has those tables, where the audit log finds an entry's record (audit-records.ts: the record itself) and
 * how it names it (record-names.ts: by its name, linking to the list).
 */
import { insertAfterLast, insertBefore } from './source-edits';
import type { SectionNames } from './names';

const quote = (text: string) => `'${text.replace(/'/g, "\\'")}'`;

/** Path → edit of each registry; `has` says whether the tree has a file (the audit records' table may not exist). */
export function registryEdits(n: SectionNames, has: (path: string) => boolean): Record<string, (source: string) => string> {
  const edits: Record<string, (source: string) => string> = {
    'domain/src/policy.ts': (source) => {
      if (new RegExp(`\\bid: '${n.id}'`).test(source)) throw new Error(`domain/src/policy.ts: the section "${n.id}" exists already.`);
      const withCollection = insertBefore(
        source,
        'export const COLLECTIONS = {',
        '\n} as const;',
        `\n  /** ${n.label}. */\n  ${n.id}: '${n.id}',`,
        'policy.ts',
      );
      const row = `  { id: '${n.id}', label: ${quote(n.label)}, route: '${n.route}', collections: [C.${n.id}], storagePrefix: null, icon: '${n.icon}' },\n`;
      return insertBefore(withCollection, 'export const SECTIONS = [', '] as const satisfies', row, 'policy.ts');
    },
    'domain/src/collection-types.ts': (source) =>
      insertBefore(
        insertAfterLast(source, /^import type .* from '\.\/[\w-]+';$/, `import type { ${n.One}Record } from './${n.kebab}';`, 'collection-types.ts'),
        'export interface CollectionRecords {',
        '\n}',
        `\n  ${n.id}: ${n.One}Record;`,
        'collection-types.ts',
      ),
    'domain/src/contracts.ts': (source) =>
      insertBefore(
        insertAfterLast(source, /^import \{ \w+Slice \} from '\.\/sections\/\w+';$/, `import { ${n.id}Slice } from './sections/${n.id}';`, 'contracts.ts'),
        'export const SLICES = [',
        '] as const;',
        `  ${n.id}Slice,\n`,
        'contracts.ts',
      ),
    'domain/src/lawsuit-secrecy.ts': (source) =>
      insertBefore(source, 'export const LAWSUIT_LINKS = {', '} as const satisfies', `  ${n.id}: NO_LAWSUIT,\n`, 'lawsuit-secrecy.ts'),
  };
  const auditRecords = 'domain/src/audit-records.ts';
  if (has(auditRecords)) {
    edits[auditRecords] = (source) =>
      insertBefore(source, 'export const AUDIT_RECORD_LOOKUP = {', '} as const satisfies', `  ${n.id}: ['${n.id}'],\n`, 'audit-records.ts');
  }
  const recordNames = 'functions/src/callables/settings/audit/record-names.ts';
  if (has(recordNames)) {
    edits[recordNames] = (source) =>
      insertBefore(source, 'const NAMERS: {', '\n};', `\n  ${n.id}: (_, r) => ({ label: r.name, href: listPath('${n.id}') }),`, 'record-names.ts');
  }
  return edits;
}
