/**
 * The cost of segredo de justiça's audience filter on the lawsuits list, on the Firestore adapter (the production
 * code) against the official Firestore emulator's jar: `lawsuits-list` through its own handler at `total` lawsuits
 * (1 in 50 under segredo, another lawyer's), as an administrator (no filter) and as a lawyer (the list asks
 * `audience array-contains-any ["*", uid]`, as the rules require of any list): documents read per page and time.
 */
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  CALLABLES,
  clientSearchWords,
  cnjCheckDigits,
  COLLECTIONS,
  cpfCheckDigits,
  EVERYONE,
  lawsuitInput,
  lawsuitSearchWords,
  partyNameKey,
  searchKey,
  withOmitted,
  type ClientRecord,
  type LawsuitRecord,
} from '@office/domain';
import lawsuitsList from '../../functions/src/callables/lawsuits/list';
import { DiskFileStore } from '../../functions/src/store/embedded/disk-file-store';
import { FirestoreDocumentStore } from '../../functions/src/store/firestore/firestore-document-store';
import { typedStores, type TypedWriteOp } from '../../functions/src/store/typed';
import { SEED_STAFF } from '../seed/staff';
import { timed, type ListTiming } from './finance-bench';
import { firestoreEmulatorAvailable, startFirestoreEmulator } from './firestore-emulator';

/** The `i`-th load client named `name`: a person with a valid CPF, one in four inactive, Rafael's. */
export function loadClient(i: number, name: string): ClientRecord {
  const base = String(700_000_000 + i);
  return {
    kind: 'pf',
    name,
    document: base + cpfCheckDigits(base),
    nameKey: searchKey(name),
    partyKey: partyNameKey(name),
    searchWords: clientSearchWords({ name, tradeName: null }),
    rg: null,
    rgIssuer: null,
    rgUf: null,
    birthDate: null,
    nationality: null,
    profession: null,
    maritalStatus: null,
    gender: null,
    tradeName: null,
    legalRepresentative: null,
    emails: [],
    phones: [],
    address: null,
    notes: '',
    tags: [],
    status: i % 4 === 0 ? 'inativo' : 'ativo',
    responsibleLawyerId: 'staff-rafael-moreira',
    createdBy: 'system',
    updatedBy: 'system',
  };
}

/** The `i`-th load lawsuit: a valid CNJ number of the TJSP, one in fifty under segredo de justiça of Juliana's. */
export function loadLawsuit(i: number): LawsuitRecord {
  const seq = String(5_000_000 + i).padStart(7, '0');
  const cnj = `${seq}-${cnjCheckDigits(seq, '2024', '8', '26', '0100')}.2024.8.26.0100`;
  return withOmitted(lawsuitInput)({
    cnj,
    cnjDigits: cnj.replace(/\D/g, ''),
    internalRef: null,
    tribunalCode: '8.26',
    tribunal: 'TJSP',
    className: 'Procedimento Comum Cível',
    subject: `Assunto de carga ${i}`,
    subjectKey: searchKey(`Assunto de carga ${i}`),
    court: '1ª Vara Cível',
    comarca: 'São Paulo',
    instance: '1º grau',
    filedOn: '2024-01-10',
    claimValue: 100_000,
    clients: [{ clientId: 'cli-001', role: 'autor', name: 'Carga', gender: null }],
    clientId: 'cli-001',
    clientIds: ['cli-001'],
    clientSide: 'ativo',
    clientName: 'Carga',
    clientNameKey: 'carga',
    searchWords: lawsuitSearchWords({
      clients: [{ name: 'Carga' }],
      opposingParties: [],
      subject: `Assunto de carga ${i}`,
      className: 'Procedimento Comum Cível',
      internalRef: null,
    }),
    opposingParties: [],
    opposingKeys: [],
    // One in fifty under segredo de justiça, another lawyer's: the lists of everyone else leave them out.
    ...(i % 50 === 0
      ? { responsibleLawyerIds: ['staff-juliana-ferreira'], confidential: true, audience: ['staff-juliana-ferreira'] }
      : { responsibleLawyerIds: ['staff-rafael-moreira'], audience: [EVERYONE] }),
    status: 'ativo',
    outcome: null,
    createdBy: 'system',
    updatedBy: 'system',
  });
}

export interface AudienceBench {
  lawsuits: number;
  /** First page and the tenth (after nine cursors), as each viewer sees them. */
  administrator: { first: ListTiming; tenth: ListTiming };
  lawyer: { first: ListTiming; tenth: ListTiming };
}

export async function audienceFilterAtScale(total: number, calls: number): Promise<AudienceBench | { skipped: string }> {
  const found = firestoreEmulatorAvailable();
  if (!found.ok) return { skipped: found.reason };
  const jar = await startFirestoreEmulator({ jar: found.jar });
  const app = initializeApp({ projectId: 'demo-escritorio-bench' }, 'audience-bench');
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = jar.host;
  try {
    const raw = new FirestoreDocumentStore(getFirestore(app));
    const stores = typedStores({ documents: raw, files: new DiskFileStore('/nonexistent') });
    const staff: TypedWriteOp[] = SEED_STAFF.map((s) => ({
      kind: 'create',
      collection: COLLECTIONS.staff,
      id: s.uid,
      data: { name: s.name, email: s.email, scopes: { read: s.read, write: s.write }, admin: s.admin, disabled: false, updatedBy: 'system' },
    }));
    await stores.documents.commit(staff);
    for (let i = 0; i < total; i += 400) {
      const ops: TypedWriteOp[] = [];
      for (let j = i; j < Math.min(total, i + 400); j++)
        ops.push({ kind: 'create', collection: COLLECTIONS.lawsuits, id: `load-proc-${j}`, data: loadLawsuit(j) });
      await stores.documents.commit(ops);
    }
    const viewer = async (uid: string) => {
      const ctx = { uid, ip: '127.0.0.1', staff: await stores.documents.get(COLLECTIONS.staff, uid), stores };
      const page = (after: string | null) => lawsuitsList.handler(ctx, CALLABLES['lawsuits-list'].input.parse({ limit: 25, after }));
      let cursor: string | null = null;
      for (let n = 0; n < 9; n++) cursor = (await page(cursor)).nextCursor;
      const tenth = cursor;
      return { first: await timed(raw, calls, () => page(null)), tenth: await timed(raw, calls, () => page(tenth)) };
    };
    return { lawsuits: total, administrator: await viewer('staff-helena-barbosa'), lawyer: await viewer('staff-rafael-moreira') };
  } finally {
    if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = saved;
    await deleteApp(app);
    await jar.stop();
  }
}
