import { COLLECTIONS, EXPORT_EXCLUDED, sectionById, EXPORT_LINK_HOURS, exportedCollections, exportedFolders, type CollectionName } from '@office/domain';
import type { Filter, ListPage, StoredDoc, StoredFile } from '../../store/port';
import type { TypedStores } from '../../store/typed';
import type { CollectionSource, ExportPlan } from './archive';

const PAGE = 500;

/** The files of the office's own folders, sorted by path: never exports/ (the archives) nor any folder not the office's. */
async function filesUnder(stores: TypedStores, folders: readonly string[]): Promise<StoredFile[]> {
  const lists = await Promise.all(folders.map((folder) => stores.files.list(folder)));
  return lists.flat().sort((a, b) => (a.path < b.path ? -1 : 1));
}

function readme(lines: string[]): string {
  const excluded = Object.entries(EXPORT_EXCLUDED).map(([collection, why]) => `- ${collection}: ${why}`);
  return [
    ...lines,
    '',
    'Conteúdo:',
    '- dados/<coleção>.json: os registros de cada coleção, com id, versão e datas (instantes ISO, UTC).',
    '- dados/<coleção>.csv: os mesmos registros em planilha (separador ";"); listas e objetos aparecem como JSON.',
    '- indice-de-arquivos.csv: cada arquivo guardado, com o nome original, tipo, tamanho, categoria e descrição.',
    '- arquivos/<pasta>/<registro>/…: os arquivos, nas pastas em que o sistema os guarda.',
    '- Valores em dinheiro estão em centavos (inteiros): 123456 = R$ 1.234,56.',
    '',
    'Deixados de fora por guardarem segredos ou controles internos:',
    ...excluded,
    '- a chave da API do DataJud (integrations/datajud) aparece como "[removido da exportação]".',
    '',
    `O link para baixar este arquivo vale por ${EXPORT_LINK_HOURS} horas.`,
  ].join('\r\n');
}

/** The whole office: every collection but the excluded ones (the audit log among them), and the files of its folders. */
export async function officePlan(stores: TypedStores, header: string[]): Promise<ExportPlan> {
  return {
    collections: exportedCollections().map((collection) => ({ collection, docs: 'all' })),
    files: await filesUnder(stores, exportedFolders()),
    readme: readme(header),
  };
}

async function listWhere(stores: TypedStores, collection: CollectionName, where: Filter[]): Promise<StoredDoc[]> {
  const docs: StoredDoc[] = [];
  let after: string | null = null;
  do {
    const page: ListPage = await stores.documents.raw.list(collection, { where, limit: PAGE, after });
    docs.push(...page.docs);
    after = page.nextCursor;
  } while (after);
  return docs;
}

/** The records of `collection` whose `field` is any of `values` (one query per value), each once. */
async function whereAny(stores: TypedStores, collection: CollectionName, field: string, values: readonly string[]): Promise<StoredDoc[]> {
  const found = new Map<string, StoredDoc>();
  for (const value of new Set(values)) {
    for (const doc of await listWhere(stores, collection, [{ field, op: '==', value }])) found.set(doc.id, doc);
  }
  return [...found.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}

const union = (...lists: StoredDoc[][]) => [...new Map(lists.flat().map((d) => [d.id, d])).values()].sort((a, b) => (a.id < b.id ? -1 : 1));
const ids = (docs: readonly StoredDoc[]) => docs.map((d) => d.id);

/**
 * One client's own data (LGPD art. 18, V): their record, their lawsuits with andamentos, DataJud data,
 * intimações and workflow runs, agenda entries and tasks (theirs or of their lawsuits) with comments, time entries,
 * lançamentos with their baixas, cobranças, fee agreements, the messages linked to them, their lawsuits or their
 * entries, and the files of all these records. Nothing is taken office-wide: every record is found from the client.
 */
export async function clientPlan(stores: TypedStores, clientId: string, header: string[]): Promise<ExportPlan> {
  const client = await stores.documents.raw.get(COLLECTIONS.clients, clientId);
  const lawsuits = await listWhere(stores, COLLECTIONS.lawsuits, [{ field: 'clientIds', op: 'array-contains', value: clientId }]);
  const lawsuitIds = ids(lawsuits);
  // A lawsuit's record of another of its clients (a co-autor's lançamento, hours billed to them) is theirs, not this client's.
  const ofNoOtherClient = (d: StoredDoc) => d.data.clientId == null || d.data.clientId === clientId;
  const byClientOrLawsuit = async (collection: CollectionName) =>
    union(await whereAny(stores, collection, 'clientId', [clientId]), (await whereAny(stores, collection, 'lawsuitId', lawsuitIds)).filter(ofNoOtherClient));
  const events = await byClientOrLawsuit(COLLECTIONS.events);
  const tasks = await byClientOrLawsuit(COLLECTIONS.tasks);
  const transactions = await byClientOrLawsuit(COLLECTIONS.transactions);
  const courtData = (await stores.documents.raw.getMany(COLLECTIONS.courtData, lawsuitIds)).filter((d) => d !== null);
  const linked = [clientId, ...lawsuitIds, ...ids(events)];
  const sources: CollectionSource[] = [
    { collection: COLLECTIONS.clients, docs: client ? [client] : [] },
    { collection: COLLECTIONS.clientDocuments, docs: await whereAny(stores, COLLECTIONS.clientDocuments, 'clientId', [clientId]) },
    { collection: COLLECTIONS.lawsuits, docs: lawsuits },
    { collection: COLLECTIONS.movements, docs: await whereAny(stores, COLLECTIONS.movements, 'lawsuitId', lawsuitIds) },
    { collection: COLLECTIONS.courtData, docs: courtData },
    { collection: COLLECTIONS.intimations, docs: await whereAny(stores, COLLECTIONS.intimations, 'lawsuitId', lawsuitIds) },
    { collection: COLLECTIONS.workflowRuns, docs: await whereAny(stores, COLLECTIONS.workflowRuns, 'lawsuitId', lawsuitIds) },
    { collection: COLLECTIONS.events, docs: events },
    { collection: COLLECTIONS.tasks, docs: tasks },
    { collection: COLLECTIONS.taskComments, docs: await whereAny(stores, COLLECTIONS.taskComments, 'taskId', ids(tasks)) },
    { collection: COLLECTIONS.timeEntries, docs: await byClientOrLawsuit(COLLECTIONS.timeEntries) },
    { collection: COLLECTIONS.transactions, docs: transactions },
    { collection: COLLECTIONS.payments, docs: await whereAny(stores, COLLECTIONS.payments, 'transactionId', ids(transactions)) },
    { collection: COLLECTIONS.charges, docs: await whereAny(stores, COLLECTIONS.charges, 'clientId', [clientId]) },
    { collection: COLLECTIONS.feeAgreements, docs: await whereAny(stores, COLLECTIONS.feeAgreements, 'clientId', [clientId]) },
    { collection: COLLECTIONS.messages, docs: await whereAny(stores, COLLECTIONS.messages, 'link.id', linked) },
  ];
  const folder = (section: 'clients' | 'lawsuits' | 'agenda' | 'finance', id: string) => `${sectionById(section).storagePrefix}/${id}`;
  const folders = [
    folder('clients', clientId),
    ...lawsuitIds.map((id) => folder('lawsuits', id)),
    ...ids(tasks).map((id) => folder('agenda', id)),
    ...ids(transactions).map((id) => folder('finance', id)),
  ];
  return { collections: sources, files: await filesUnder(stores, folders), readme: readme(header) };
}
