/**
 * Importações de arquivos (ZIP). The row's read+write caller holds Processos alone; a job is its author's: anyone
 * else, the row's callers included, is told it does not exist. The administrator's rows run on jobs of their own.
 */
import { COLLECTIONS, EMULATOR_PORTS, FUNCTIONS_REGION, LOCAL_PROJECT_ID, type FileImportView } from '@office/domain';
import { storedZip } from '../../support/zip';
import { callFn } from '../../support/emulator-client';
import { tokens } from '../../support/access-callers';
import { testStores } from '../../support/store';
import { SECTION_READ, SECTION_WRITE, type GroupRows, type Outcome, type Role } from '../../support/access-matrix';

const AUTHOR_ONLY_WRITE: Record<Role, Outcome> = { ...SECTION_WRITE, readWrite: [404, 'not-found'] };
const AUTHOR_ONLY_READ: Record<Role, Outcome> = { ...SECTION_READ, readOnly: [404, 'not-found'], readWrite: [404, 'not-found'] };
const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;

let folder: Promise<string> | undefined;
/** The folder name of a seed lawsuit anyone sees: its CNJ number's digits. */
const lawsuitFolder = () =>
  (folder ??= testStores()
    .then((s) => s.documents.list<{ cnj: string | null; confidential: boolean }>(COLLECTIONS.lawsuits, { limit: 50 }))
    .then((page) => String(page.docs.find((l) => l.data.cnj && !l.data.confidential)!.data.cnj).replace(/\D/g, '')));

/** A ZIP with one text file in that lawsuit's folder. */
const zip = async () => storedZip({ [`${await lawsuitFolder()}/nota.txt`]: `Nota ${Date.now()}` });

/** An administrator's job with its ZIP sent, not started. */
async function uploadedJob(): Promise<FileImportView> {
  const bytes = await zip();
  const job = (await callFn<FileImportView>('fileImports-create', { fileName: 'acesso.zip', size: bytes.byteLength }, tokens.admin)).result!;
  await fetch(`${FILES}/fileImports/${job.id}/part-00001`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/zip' },
    body: new Blob([new Uint8Array(bytes)]),
  });
  return job;
}

/** An administrator's job, imported to its end. */
async function finishedJob(): Promise<FileImportView> {
  const sent = await uploadedJob();
  let job = (await callFn<FileImportView>('fileImports-start', { id: sent.id, expectedVersion: sent.version }, tokens.admin)).result!;
  while (job.status === 'em-andamento') job = (await callFn<FileImportView>('fileImports-advance', { id: job.id, steps: 5 }, tokens.admin)).result!;
  return job;
}

let shared: Promise<FileImportView> | undefined;
const sharedJob = () => (shared ??= finishedJob());
let sent: Promise<FileImportView> | undefined;
const sharedUpload = () => (sent ??= uploadedJob());

export default {
  'fileImports-create': { section: 'lawsuits', input: async () => ({ fileName: 'acesso.zip', size: 1000 }), expect: SECTION_WRITE },
  'fileImports-preview': { section: 'lawsuits', input: async () => ({ id: (await sharedUpload()).id }), expect: AUTHOR_ONLY_WRITE },
  'fileImports-start': {
    section: 'lawsuits',
    input: async (token) => {
      const job = token === tokens.admin ? await uploadedJob() : await sharedUpload();
      return { id: job.id, expectedVersion: job.version };
    },
    expect: AUTHOR_ONLY_WRITE,
  },
  'fileImports-advance': { section: 'lawsuits', input: async () => ({ id: (await sharedJob()).id, steps: 1 }), expect: AUTHOR_ONLY_WRITE },
  'fileImports-get': { section: 'lawsuits', input: async () => ({ id: (await sharedJob()).id }), expect: AUTHOR_ONLY_READ },
  'fileImports-undo': {
    section: 'lawsuits',
    input: async (token) => {
      const job = token === tokens.admin ? await finishedJob() : await sharedJob();
      return { id: job.id, expectedVersion: job.version };
    },
    expect: AUTHOR_ONLY_WRITE,
  },
} satisfies GroupRows<'fileImports'>;
