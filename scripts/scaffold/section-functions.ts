/** The new section's callables: list (by name, searched by its words), get, and versioned create, update and delete. */
import { agree, type SectionNames } from './names';

const dir = (n: SectionNames) => `functions/src/callables/${n.id}`;

/** Helpers the section's callables share: the stored record for saved values, the current record, the answer. */
const shared = (n: SectionNames) => `import { COLLECTIONS, searchKey, searchPrefixes, type Listed } from '@office/domain';
import type { ${n.One}Record, ${n.One}Values } from '@office/domain/${n.kebab}';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import type { StoredDoc } from '../../store/port';
import type { TypedReader } from '../../store/typed';

/** The record for the values a person saved, with what the list's order and search derive from them. */
export function ${n.one}Record(ctx: CallableContext, values: ${n.One}Values, before: StoredDoc<${n.One}Record> | null): ${n.One}Record {
  return {
    ...values,
    nameKey: searchKey(values.name),
    searchWords: searchPrefixes([values.name]),
    createdBy: before?.data.createdBy ?? ctx.uid,
    updatedBy: ctx.uid,
  };
}

/** The record on the version the person saw: missing is not found, another version is a conflict. */
export async function current${n.One}(tx: Pick<TypedReader, 'get'>, id: string, expectedVersion: number): Promise<StoredDoc<${n.One}Record>> {
  const doc = await tx.get(COLLECTIONS.${n.id}, id);
  if (!doc) throw appError('not-found');
  if (doc.version !== expectedVersion) throw appError('conflict', { currentVersion: doc.version });
  return doc;
}

/** The record as stored (after a write, or for its page). */
export async function saved${n.One}(reader: Pick<TypedReader, 'get'>, id: string): Promise<Listed<${n.One}Record>> {
  const stored = await reader.get(COLLECTIONS.${n.id}, id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
}
`;

const list = (n: SectionNames) => `import { COLLECTIONS, matchesWords, queryWords } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { pageOfMatches, readPage, scanMatches } from '../../platform/pages';

/**
 * ${n.label}: one page, by name. A search reads the records holding its longest word (one array-contains, no
 * composite index), keeps those holding the others and orders them by name.
 */
export default implement('${n.id}-list', async (ctx, input) => {
  const store = ctx.stores.documents;
  const [first, ...rest] = input.search ? queryWords(input.search) : [];
  if (first === undefined) return readPage(store, COLLECTIONS.${n.id}, { orderBy: [{ field: 'nameKey' }], limit: input.limit, after: input.after });
  const where = [{ field: 'searchWords', op: 'array-contains' as const, value: first }];
  const matches = await scanMatches(store, COLLECTIONS.${n.id}, { where, orderBy: [] }, (r) => matchesWords(r.searchWords, rest));
  matches.sort((a, b) => a.data.nameKey.localeCompare(b.data.nameKey) || a.id.localeCompare(b.id));
  return pageOfMatches(matches, input.limit, input.after);
});
`;

const get = (n: SectionNames) => `import { implement } from '../../platform/define-callable';
import { saved${n.One} } from './shared';

/** ${n.label}: one ${n.noun}, as stored. */
export default implement('${n.id}-get', (ctx, input) => saved${n.One}(ctx.stores.documents, input.id));
`;

const create = (n: SectionNames) => `import { COLLECTIONS } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { ${n.one}Record, saved${n.One} } from './shared';

/** ${n.label}: ${agree(n, 'um novo', 'uma nova')} ${n.noun}, with its audit entry in the same commit. */
export default implement('${n.id}-create', async (ctx, input) => {
  const store = ctx.stores.documents;
  const id = newId('${n.idPrefix}');
  await store.transact(async () => ({
    ops: [
      { kind: 'create', collection: COLLECTIONS.${n.id}, id, data: ${n.one}Record(ctx, input.${n.one}, null) },
      auditOp(ctx, { section: '${n.id}', action: '${n.id}.create', entity: COLLECTIONS.${n.id}, entityId: id, changedFields: changedFields(null, input.${n.one}) }),
    ],
    result: null,
  }));
  return saved${n.One}(store, id);
});
`;

const update = (n: SectionNames) => `import { COLLECTIONS } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { current${n.One}, ${n.one}Record, saved${n.One} } from './shared';

/** ${n.label}: edits ${agree(n, 'um', 'uma')} ${n.noun} on the version the person saw (a stale edit is a conflict); no change writes nothing. */
export default implement('${n.id}-update', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const before = await current${n.One}(tx, input.id, input.expectedVersion);
    const after = ${n.one}Record(ctx, input.${n.one}, before);
    const changed = changedFields(before.data, after).filter((f) => f !== 'updatedBy');
    if (changed.length === 0) return { ops: [], result: null };
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.${n.id}, id: input.id, expectedVersion: input.expectedVersion, patch: after },
        auditOp(ctx, { section: '${n.id}', action: '${n.id}.update', entity: COLLECTIONS.${n.id}, entityId: input.id, changedFields: changed }),
      ],
      result: null,
    };
  });
  return saved${n.One}(store, input.id);
});
`;

const remove = (n: SectionNames) => `import { COLLECTIONS } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { current${n.One} } from './shared';

/** ${n.label}: deletes ${agree(n, 'um', 'uma')} ${n.noun} on the version the person saw; the audit keeps that it existed. */
export default implement('${n.id}-delete', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    await current${n.One}(tx, input.id, input.expectedVersion);
    return {
      ops: [
        { kind: 'delete', collection: COLLECTIONS.${n.id}, id: input.id, expectedVersion: input.expectedVersion },
        auditOp(ctx, { section: '${n.id}', action: '${n.id}.delete', entity: COLLECTIONS.${n.id}, entityId: input.id, changedFields: [] }),
      ],
      result: null,
    };
  });
  return { deleted: true as const };
});
`;

/** Path → content of every callable file. */
export const callableFiles = (n: SectionNames): Record<string, string> => ({
  [`${dir(n)}/shared.ts`]: shared(n),
  [`${dir(n)}/list.ts`]: list(n),
  [`${dir(n)}/get.ts`]: get(n),
  [`${dir(n)}/create.ts`]: create(n),
  [`${dir(n)}/update.ts`]: update(n),
  [`${dir(n)}/delete.ts`]: remove(n),
});
