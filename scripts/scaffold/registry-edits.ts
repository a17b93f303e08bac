/**
 * The registries a new section is added to, each by a line or two: its collection and its row of the section
 * table (policy.ts), its record type (collection-types.ts) and its slice (contracts.ts). The rest follows: the
 * template's records carry no lawsuitId, so the security rules need no link (lawsuit-secrecy.ts), and the audit log
 * names a record by its name on its section's page (record-names.ts) without a line of its own.
 */
import { insertAfterLast, insertBefore } from './source-edits';
import type { SectionNames } from './names';

const quote = (text: string) => `'${text.replace(/'/g, "\\'")}'`;

/** Path → edit of each registry. */
export function registryEdits(n: SectionNames): Record<string, (source: string) => string> {
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
  };
  return edits;
}
