/**
 * Importing open prazos and hearings over HTTP: a small spreadsheet previewed (every refused row with its reason, a
 * lawsuit under segredo refused without naming it, nothing written), imported as a job (each prazo's fatal date as
 * given and its internal date by the court's calendar, hearings at their times, people by name and OAB), audited;
 * undo refused after an entry changed, and a whole batch undone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  COLLECTIONS,
  courtCalendarOrNational,
  importEventId,
  internalDateBefore,
  offDayAt,
  officeDate,
  officeDateTimeToInstant,
  type AgendaImportPreview,
  type ImportJobView,
  type LawsuitRecord,
  type Listed,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { typedStores, type TypedDocumentStore } from '../../functions/src/store/typed';
import { readOfficeClosures } from '../../functions/src/entities/agenda/office-calendar';
import { callFn, signIn } from '../support/emulator-client';
import { cnjSource, lawsuitInput } from '../support/records';
import { testStores } from '../support/store';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const admin = SEED_STAFF.find((s) => s.admin)!;
const cnj = cnjSource(7_400_000 + Math.floor(Math.random() * 90_000), '2025', '0100');
const HEADER = ['Data', 'Hora', 'Processo', 'Tipo', 'Descrição', 'Responsável'];
const br = (date: string) => date.split('-').reverse().join('/');
let token: string;
let adminToken: string;
let stores: Stores;
let db: TypedDocumentStore;
let open: Listed<LawsuitRecord>;
let other: Listed<LawsuitRecord>;
let secret: Listed<LawsuitRecord>;
const today = officeDate();
const fatal = addDays(today, 30);
const hearingDay = addDays(today, 12);

const request = (rows: string[][]) => ({
  source: 'csv',
  fileName: 'agenda.csv',
  table: [HEADER, ...rows],
  hasHeader: true,
  mapping: null,
  defaultOwnerId: lawyer.uid,
});

async function runToEnd(job: ImportJobView): Promise<ImportJobView> {
  let current = job;
  for (let i = 0; i < 20 && (current.status === 'em-andamento' || current.status === 'desfazendo'); i++) {
    const res = await callFn<ImportJobView>('agendaImports-advance', { id: current.id, steps: 5 }, token);
    expect(res.error).toBeUndefined();
    current = res.result!;
  }
  return current;
}

async function lawsuit(as: string, over: Record<string, unknown> = {}): Promise<Listed<LawsuitRecord>> {
  const client = (await db.list(COLLECTIONS.clients, { where: [{ field: 'status', op: '==', value: 'ativo' }], limit: 1 })).docs[0]!;
  const res = await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuitInput(cnj(), client.id, over) }, as);
  expect(res.error).toBeUndefined();
  return res.result!;
}

let table: string[][];

beforeAll(async () => {
  [token, adminToken] = await Promise.all([signIn(lawyer.email, lawyer.password), signIn(admin.email, admin.password)]);
  stores = await testStores();
  db = typedStores(stores).documents;
  open = await lawsuit(token);
  other = await lawsuit(token);
  secret = await lawsuit(adminToken, { confidential: true, responsibleLawyerIds: [admin.uid], subject: 'Assunto Sigiloso Jabuticaba' });
  table = [
    [br(fatal), '', open.cnj!, 'Prazo', 'Contestação', 'Rafael Moreira'],
    [br(hearingDay), '14:30', open.cnj!, 'Audiência', 'Audiência de conciliação', 'OAB/SP 245.180, Juliana Ferreira'],
    [br(addDays(today, -3)), '', open.cnj!, 'Prazo', 'Réplica', ''],
    [br(hearingDay), '', other.cnj!, 'Audiência', 'Instrução', ''],
    [br(fatal), '', cnj(), 'Prazo', 'Recurso', ''],
    [br(fatal), '', secret.cnj!, 'Prazo', 'Manifestação', ''],
    [br(fatal), '', open.cnj!, 'Prazo', 'Contestação de novo', ''],
    [br(addDays(fatal, 1)), '', other.cnj!, 'Prazo', 'Memoriais', 'Pessoa Que Não Existe'],
  ];
});
afterAll(async () => stores?.documents.close());

describe('import of open prazos and hearings', () => {
  it('previews: each refused row with its reason, a secret lawsuit not named, nothing written', async () => {
    const before = await db.count(COLLECTIONS.events);
    const res = await callFn<AgendaImportPreview>('agendaImports-preview', request(table), token);
    expect(res.error).toBeUndefined();
    const p = res.result!;
    expect(p).toMatchObject({ total: 8, valid: 3, prazos: 2, hearings: 1, problemCount: 5 });
    expect(p.problems.map((x) => [x.line, x.reason])).toEqual([
      [4, `prazo fatal já passou (${br(addDays(today, -3))}): importe só prazos em aberto`],
      [5, 'audiência sem hora: informe a hora (HH:mm)'],
      [6, 'processo não cadastrado no escritório: importe ou cadastre o processo antes'],
      [7, 'não é possível importar para este número CNJ; fale com um administrador do escritório'],
      [8, 'repetido no arquivo (linha 2)'],
    ]);
    expect(JSON.stringify(p)).not.toMatch(new RegExp(`${secret.id}|Jabuticaba`));
    const hearing = p.sample.find((r) => r.line === 3)!;
    expect(hearing).toMatchObject({ kind: 'audiencia', ownerId: 'staff-helena-barbosa', participantIds: ['staff-juliana-ferreira'], unmatched: [] });
    expect(p.sample.find((r) => r.line === 9)).toMatchObject({ ownerId: lawyer.uid, unmatched: ['Pessoa Que Não Existe'] });
    expect(await db.count(COLLECTIONS.events)).toBe(before);
  });

  it('refuses in pt-BR and stores nothing: no date column, an owner outside the Agenda, a reader', async () => {
    const before = await Promise.all([db.count(COLLECTIONS.events), db.count(COLLECTIONS.imports)]);
    const noDate = await callFn('agendaImports-start', { ...request([]), table: [['Processo'], [open.cnj!]] }, token);
    expect(noDate.error?.details?.fields?.['mapping.date']).toBe('Escolha a coluna da data.');
    const owner = await callFn('agendaImports-start', { ...request(table), defaultOwnerId: 'staff-camila-souza' }, token);
    expect(owner.error?.details?.fields?.defaultOwnerId).toBe('Escolha uma pessoa ativa da equipe, com acesso à Agenda.');
    const reader = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
    const refused = await callFn('agendaImports-start', request(table), await signIn(reader.email, reader.password));
    expect(refused.status).toBe(403);
    expect(await Promise.all([db.count(COLLECTIONS.events), db.count(COLLECTIONS.imports)])).toEqual(before);
  });

  it('imports as a job: the fatal date as given, the internal date by the court, hearings at their time; undo', async () => {
    const started = await callFn<ImportJobView>('agendaImports-start', request(table), token);
    expect(started.error).toBeUndefined();
    const job = await runToEnd(started.result!);
    expect(job).toMatchObject({ kind: 'agenda', status: 'concluida', counts: { total: 8, planned: 3, imported: 3, skipped: 5 } });
    const prazo = (await db.get(COLLECTIONS.events, importEventId(job.id, 2)))!.data;
    const offDay = offDayAt(courtCalendarOrNational({ tribunal: open.tribunal, comarca: open.comarca }, await readOfficeClosures(db)));
    expect(prazo).toMatchObject({ kind: 'prazo', date: fatal, allDay: true, lawsuitId: open.id, ownerId: lawyer.uid, status: 'aberto' });
    expect(prazo.prazo).toMatchObject({ fatalDate: fatal, internalDate: internalDateBefore(fatal, 2, offDay), calculation: null });
    const hearing = (await db.get(COLLECTIONS.events, importEventId(job.id, 3)))!.data;
    expect(hearing).toMatchObject({
      kind: 'audiencia',
      allDay: false,
      startsAt: officeDateTimeToInstant(`${hearingDay}T14:30`),
      endsAt: officeDateTimeToInstant(`${hearingDay}T15:30`),
      people: ['staff-helena-barbosa', 'staff-juliana-ferreira'],
      prazo: null,
    });
    const audit = await db.list(COLLECTIONS.audit, { where: [{ field: 'action', op: '==', value: 'agendaImports.event' }], limit: 100 });
    expect(audit.docs.filter((d) => d.data.entityId.startsWith(`evt-${job.id}-`) && d.data.actor === lawyer.uid)).toHaveLength(3);
    // The same file again: every row is already on the agenda.
    const again = (await callFn<AgendaImportPreview>('agendaImports-preview', request(table), token)).result!;
    expect(again.valid).toBe(0);
    expect(again.problems.filter((x) => x.reason === 'já está na agenda deste processo')).toHaveLength(3);

    // Undo refused once an entry was concluded, naming it; nothing deleted.
    const stored = (await db.get(COLLECTIONS.events, importEventId(job.id, 2)))!;
    const done = await callFn('agenda-setStatus', { id: stored.id, expectedVersion: stored.version, status: 'concluido' }, token);
    expect(done.error).toBeUndefined();
    const refused = await callFn('agendaImports-undo', { id: job.id, expectedVersion: job.version }, token);
    expect(refused.error?.details?.fields?._).toContain('o compromisso da linha 2 (Contestação) foi alterado');
    expect(await db.get(COLLECTIONS.events, importEventId(job.id, 3))).not.toBeNull();

    // An unchanged batch is undone whole.
    const single = await runToEnd(
      (await callFn<ImportJobView>('agendaImports-start', request([[br(addDays(fatal, 2)), '', other.cnj!, 'Prazo', 'Alegações finais', '']]), token)).result!,
    );
    expect(single.counts.imported).toBe(1);
    const undo = await callFn<ImportJobView>('agendaImports-undo', { id: single.id, expectedVersion: single.version }, token);
    expect(undo.error).toBeUndefined();
    expect(await runToEnd(undo.result!)).toMatchObject({ status: 'desfeita', counts: { undone: 1 } });
    expect(await db.get(COLLECTIONS.events, importEventId(single.id, 2))).toBeNull();
    // An agenda job is not a lawsuit import: the lawsuits' operations do not know it.
    expect((await callFn('imports-get', { id: single.id }, token)).error?.details?.id).toBe('not-found');
  }, 60_000);
});
