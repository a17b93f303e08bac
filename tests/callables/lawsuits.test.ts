/** Processos over HTTP: CNJ validation and uniqueness, tribunal, search, filters, counts, andamentos, conflicts, delete rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cnjCheckDigits,
  COLLECTIONS,
  lawsuitLinkId,
  type LawsuitLinkView,
  type LawsuitRecord,
  type Listed,
  type AuditPage,
  type MovementRecord,
  type Page,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { lawsuitValues } from '../support/records';
import { testStores } from '../support/store';

type LawsuitPage = Page<LawsuitRecord> & { byStatus: Record<string, number> };

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
let token: string;
let stores: Stores;
let seq = 2_000_000;

/** A fresh, valid number in the given court (J.TR.OOOO). */
function cnj(j = '8', tr = '19', origin = '0001', year = '2024'): string {
  const s = String(++seq).padStart(7, '0');
  return `${s}-${cnjCheckDigits(s, year, j, tr, origin)}.${year}.${j}.${tr}.${origin}`;
}

function lawsuit(over: Record<string, unknown> = {}) {
  return {
    cnj: cnj(),
    className: 'Procedimento Comum Cível',
    subject: 'Revisão de contrato bancário',
    court: '5ª Vara Cível da Capital',
    comarca: 'Rio de Janeiro',
    instance: '1º grau',
    filedOn: '2024-08-15',
    claimValue: 4_550_099,
    clients: [{ clientId: 'cli-010', role: 'autor' }],
    opposingParties: [{ name: 'Banco Nacional S.A.', document: null, role: 'reu', lawyers: [{ name: 'Fulano de Tal', oab: 'OAB/RJ 123.456' }] }],
    responsibleLawyerIds: [lawyer.uid],
    status: 'ativo',
    ...over,
  };
}

beforeAll(async () => {
  token = await signIn(lawyer.email, lawyer.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('lawsuits-create', () => {
  it('accepts the number without punctuation and with leading zeros omitted, and names the tribunal', async () => {
    const number = cnj('8', '19', '0001');
    const bare = number.replace(/\D/g, '').replace(/^0+/, '');
    const res = await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit({ cnj: bare }) }, token);
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ cnj: number, cnjDigits: number.replace(/\D/g, ''), tribunal: 'TJRJ', tribunalCode: '8.19', version: 1 });
    expect(res.result?.clientName).toBe((await stores.documents.get(COLLECTIONS.clients, 'cli-010'))?.data.name);
  });

  it('refuses wrong check digits and a number already in the office, on the cnj field', async () => {
    const bad = await callFn('lawsuits-create', { lawsuit: lawsuit({ cnj: '0001234-56.2023.8.04.0001' }) }, token);
    expect([bad.status, bad.error?.details?.fields?.['lawsuit.cnj']]).toEqual([400, 'Número CNJ inválido: confira os dígitos verificadores']);
    const existing = (await stores.documents.get(COLLECTIONS.lawsuits, 'proc-001'))!.data.cnj as string;
    const before = await stores.documents.count(COLLECTIONS.lawsuits);
    const dup = await callFn('lawsuits-create', { lawsuit: lawsuit({ cnj: existing }) }, token);
    expect([dup.status, dup.error?.details?.id]).toEqual([409, 'already-exists']);
    expect(dup.error?.details?.fields?.['lawsuit.cnj']).toMatch(/já está cadastrado/);
    expect(await stores.documents.count(COLLECTIONS.lawsuits)).toBe(before);
  });

  it('allows a record without a CNJ number only with an internal reference', async () => {
    const missing = await callFn('lawsuits-create', { lawsuit: lawsuit({ cnj: '', internalRef: '' }) }, token);
    expect(missing.error?.details?.fields?.['lawsuit.internalRef']).toMatch(/referência interna/);
    const ok = await callFn<Listed<LawsuitRecord>>(
      'lawsuits-create',
      { lawsuit: lawsuit({ cnj: null, internalRef: 'PROCON-2026-77', instance: 'Administrativo', claimValue: null }) },
      token,
    );
    // No claim value stated is stored as none, not as R$ 0,00.
    expect(ok.result).toMatchObject({ cnj: null, cnjDigits: null, tribunal: null, internalRef: 'PROCON-2026-77', claimValue: null });
  });

  it('refuses an unknown client, a negative claim value and a client role outside the list', async () => {
    const res = await callFn('lawsuits-create', { lawsuit: lawsuit({ clients: [{ clientId: 'cli-inexistente', role: 'autor' }] }) }, token);
    expect(res.error?.details?.fields?.['lawsuit.clients.0.clientId']).toBe('Cliente não encontrado.');
    const neg = await callFn('lawsuits-create', { lawsuit: lawsuit({ claimValue: -1, clients: [{ clientId: 'cli-010', role: 'testemunha' }] }) }, token);
    expect(Object.keys(neg.error?.details?.fields ?? {}).sort()).toEqual(['lawsuit.claimValue', 'lawsuit.clients.0.role']);
  });

  it('takes an area of practice only from the office’s (Sobre), and finds the lawsuit by it', async () => {
    const areas = (await callFn<string[]>('lawsuits-practiceAreas', {}, token)).result!;
    expect(areas).toContain('Direito do Trabalho');
    const unknown = await callFn('lawsuits-create', { lawsuit: lawsuit({ practiceArea: 'Direito Marítimo' }) }, token);
    expect([unknown.status, unknown.error?.details?.fields?.['lawsuit.practiceArea']]).toEqual([400, expect.stringMatching(/áreas de atuação do escritório/)]);
    const created = await callFn<Listed<LawsuitRecord>>(
      'lawsuits-create',
      { lawsuit: lawsuit({ practiceArea: 'Direito do Trabalho', subject: 'Equiparação salarial Zanoni' }) },
      token,
    );
    expect(created.result?.practiceArea).toBe('Direito do Trabalho');
    const found = await callFn<Page<LawsuitRecord>>('lawsuits-list', { search: 'zanoni trabalho' }, token);
    expect(found.result?.items.map((l) => l.id)).toEqual([created.result!.id]);
    // No area is fine too (a field most lawsuits of an older office lack).
    const without = await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit({ practiceArea: null }) }, token);
    expect([without.status, without.result?.practiceArea]).toEqual([200, null]);
  });
});

describe('a number held by a lawsuit under segredo de justiça', () => {
  // proc-024 is Juliana's, under segredo: Rafael (this file's lawyer) may not see it.
  const SECRET_ID = 'proc-024';
  const juliana = SEED_STAFF.find((s) => s.uid === 'staff-juliana-ferreira')!;
  const admin = SEED_STAFF.find((s) => s.admin)!;
  const UNAVAILABLE = 'Não é possível cadastrar este número CNJ. Fale com um administrador do escritório.';
  let secret: LawsuitRecord;
  const tokens: Record<string, string> = {};
  /** Rafael's security events on the secret lawsuit, as the audit log stores them. */
  const eventsOnSecret = async () =>
    (await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: SECRET_ID }], limit: 100 })).docs
      .map((d) => d.data)
      .filter((e) => e.actor === lawyer.uid && e.action === 'lawsuits.secretNumber');

  beforeAll(async () => {
    secret = (await stores.documents.get(COLLECTIONS.lawsuits, SECRET_ID))!.data as unknown as LawsuitRecord;
    expect(secret.confidential).toBe(true);
    expect(secret.responsibleLawyerIds).not.toContain(lawyer.uid);
    for (const p of [juliana, admin]) tokens[p.uid] = await signIn(p.email, p.password);
  });

  it('to a lawyer who may not see it: a refusal that names nothing of the case, on create and on edit, and nothing stored', async () => {
    const eventsBefore = (await eventsOnSecret()).length;
    const before = await stores.documents.count(COLLECTIONS.lawsuits);
    const created = await callFn('lawsuits-create', { lawsuit: lawsuit({ cnj: secret.cnj }) }, token);
    expect([created.status, created.error?.details]).toEqual([400, { id: 'invalid-input', fields: { 'lawsuit.cnj': UNAVAILABLE } }]);
    // Nothing of the case in the whole answer: not its id, client, subject, lawyer, secrecy or "já cadastrado".
    const said = JSON.stringify(created.error);
    for (const word of [SECRET_ID, secret.clientName, secret.subject, juliana.name, 'segredo', 'já está cadastrado', 'already-exists']) {
      expect(said, word).not.toContain(word);
    }
    expect(await stores.documents.count(COLLECTIONS.lawsuits)).toBe(before);

    // Renumbering one of his own lawsuits to it: the same answer, and the lawsuit keeps its number.
    const own = await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit() }, token);
    expect(own.status, JSON.stringify(own.error)).toBe(200);
    const edited = await callFn('lawsuits-update', { id: own.result!.id, expectedVersion: own.result!.version, lawsuit: lawsuit({ cnj: secret.cnj }) }, token);
    expect([edited.status, edited.error?.details]).toEqual([400, { id: 'invalid-input', fields: { 'lawsuit.cnj': UNAVAILABLE } }]);
    const kept = (await stores.documents.get(COLLECTIONS.lawsuits, own.result!.id))!;
    expect([kept.version, kept.data.cnj]).toEqual([own.result!.version, own.result!.cnj]);
    expect((await stores.documents.get(COLLECTIONS.lawsuitNumbers, secret.cnjDigits!))!.data.lawsuitId).toBe(SECRET_ID);

    // A number of a lawsuit he sees is still named, with the way to it.
    const visible = (await stores.documents.get(COLLECTIONS.lawsuits, 'proc-001'))!.data as unknown as LawsuitRecord;
    const dup = await callFn('lawsuits-create', { lawsuit: lawsuit({ cnj: visible.cnj }) }, token);
    expect([dup.status, dup.error?.details?.id, (dup.error?.details?.holder as { id?: string } | undefined)?.id]).toEqual([409, 'already-exists', 'proc-001']);

    // Each attempt is a security event for the administrators, naming who tried and which lawsuit holds the number.
    expect((await eventsOnSecret()).length).toBe(eventsBefore + 2);
    const log = await callFn<AuditPage>('settings-auditLog', { recordId: SECRET_ID, kind: 'denied', limit: 10 }, tokens[admin.uid]);
    expect(log.status, JSON.stringify(log.error)).toBe(200);
    const entry = log.result!.items.find((e) => e.actor === lawyer.uid && e.action === 'lawsuits.secretNumber');
    expect(entry).toMatchObject({ section: 'lawsuits', entity: COLLECTIONS.lawsuits, entityId: SECRET_ID, kind: 'denied', changedFields: ['cnj'] });
    expect(log.result!.words.actions['lawsuits.secretNumber']).toBe('Tentou cadastrar o número CNJ de um processo em segredo de justiça');
  });

  it('to its responsible lawyer and an administrator: "já está cadastrado", with the way to the case, and no security event', async () => {
    const eventsBefore = (await eventsOnSecret()).length;
    for (const uid of [juliana.uid, admin.uid]) {
      const res = await callFn('lawsuits-create', { lawsuit: lawsuit({ cnj: secret.cnj }) }, tokens[uid]);
      expect([res.status, res.error?.details?.id, res.error?.details?.fields], uid).toEqual([
        409,
        'already-exists',
        { 'lawsuit.cnj': 'Este número CNJ já está cadastrado no escritório.' },
      ]);
      expect(res.error?.details?.holder, uid).toEqual({ id: SECRET_ID, label: `${secret.subject} · ${secret.clientName}` });
    }
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: SECRET_ID }], limit: 100 });
    expect(audit.docs.filter((d) => d.data.action === 'lawsuits.secretNumber' && d.data.actor !== lawyer.uid)).toEqual([]);
    expect((await eventsOnSecret()).length).toBe(eventsBefore);
  });
});

describe('lawsuits-update and andamentos', () => {
  it('saves an edit and refuses a stale one', async () => {
    const created = (await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit() }, token)).result!;
    const saved = await callFn<Listed<LawsuitRecord>>(
      'lawsuits-update',
      { id: created.id, expectedVersion: 1, lawsuit: lawsuit({ cnj: created.cnj, status: 'suspenso' }) },
      token,
    );
    expect(saved.result).toMatchObject({ version: 2, status: 'suspenso' });
    const stale = await callFn('lawsuits-update', { id: created.id, expectedVersion: 1, lawsuit: lawsuit({ cnj: created.cnj, status: 'encerrado' }) }, token);
    expect([stale.status, stale.error?.details?.id]).toEqual([409, 'conflict']);
  });

  it('records andamentos and lists them newest first; corrects one with its version', async () => {
    const created = (await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit() }, token)).result!;
    for (const [at, description] of [
      ['2025-01-10T13:00:00.000Z', 'Petição inicial distribuída'],
      ['2025-03-02T17:30:00.000Z', 'Citação realizada'],
      ['2025-02-01T12:00:00.000Z', 'Despacho inicial'],
    ]) {
      expect((await callFn('lawsuits-addMovement', { lawsuitId: created.id, at, description }, token)).status).toBe(200);
    }
    const list = (await callFn<Page<MovementRecord>>('lawsuits-movements', { lawsuitId: created.id }, token)).result!;
    expect(list.items.map((m) => m.description)).toEqual(['Citação realizada', 'Despacho inicial', 'Petição inicial distribuída']);
    expect(list.items.every((m) => m.source === 'manual' && m.createdBy === lawyer.uid)).toBe(true);
    const fixed = await callFn<Listed<MovementRecord>>(
      'lawsuits-updateMovement',
      { id: list.items[0]!.id, expectedVersion: 1, at: '2025-03-02T17:30:00.000Z', description: 'Citação realizada por oficial de justiça' },
      token,
    );
    expect(fixed.result).toMatchObject({ version: 2, description: 'Citação realizada por oficial de justiça' });
    const stale = await callFn(
      'lawsuits-updateMovement',
      { id: list.items[0]!.id, expectedVersion: 1, at: '2025-03-02T17:30:00.000Z', description: 'x x x' },
      token,
    );
    expect(stale.error?.details?.id).toBe('conflict');
  });
});

describe('lawsuits-list', () => {
  it('finds by CNJ number with or without punctuation', async () => {
    const number = (await stores.documents.get(COLLECTIONS.lawsuits, 'proc-005'))!.data.cnj as string;
    for (const term of [number, number.replace(/\D/g, ''), number.slice(0, 9)]) {
      const res = await callFn<Page<LawsuitRecord>>('lawsuits-list', { search: term }, token);
      expect(
        res.result?.items.map((l) => l.cnj),
        term,
      ).toContain(number);
    }
  });

  it('finds by any word of a party, the subject, the class or the internal reference, in one box, accent- and case-insensitive', async () => {
    const ids = (r: { result?: Page<LawsuitRecord> }) => (r.result?.items ?? []).map((l) => l.id);
    const created = (
      await callFn<Listed<LawsuitRecord>>(
        'lawsuits-create',
        {
          lawsuit: lawsuit({
            cnj: null,
            internalRef: `ADM-2017-${String(seq).slice(-4)}`,
            instance: 'Administrativo',
            subject: 'Indenização por danos morais e materiais',
            opposingParties: [{ name: 'Construtora Quixaba Andrade Ltda.', document: null, role: 'reu', lawyers: [] }],
          }),
        },
        token,
      )
    ).result!;
    const client = (await stores.documents.get(COLLECTIONS.clients, 'cli-010'))!.data.name as string;
    const surname = client.split(' ').at(-1)!;
    const found = async (search: string) => ids(await callFn<Page<LawsuitRecord>>('lawsuits-list', { search, limit: 100 }, token));
    // An opposing party by a middle word, the client by the surname, in any case and without accents.
    expect(await found('QUIXABA')).toEqual([created.id]);
    expect(await found('andrade quix')).toEqual([created.id]);
    expect(await found(surname.toLowerCase())).toContain(created.id);
    // Words inside the subject, the class, and the internal reference by its parts.
    expect(await found('danos morais')).toContain(created.id);
    expect(await found('materiais indeniz')).toContain(created.id);
    expect(await found(`${created.className} quixaba`)).toEqual([created.id]);
    expect(await found(created.internalRef!)).toEqual([created.id]);
    expect(await found('ADM-2017')).toContain(created.id);
    // Words of different fields combine, and every word must match.
    expect(await found('quixaba morais')).toEqual([created.id]);
    expect(await found('quixaba trabalhista')).toEqual([]);
    // The answer carries no search index; the old "search by" field is refused, not ignored.
    const one = await callFn<Page<LawsuitRecord>>('lawsuits-list', { search: 'quixaba' }, token);
    expect(Object.keys(one.result!.items[0]!)).not.toContain('searchWords');
    expect((await callFn('lawsuits-list', { search: 'quixaba', searchKind: 'parte' }, token)).status).toBe(400);
  });

  it('counts per status and pages through a search of several words', async () => {
    const words = 'revisao contrato';
    const all = (await callFn<LawsuitPage>('lawsuits-list', { search: words, limit: 100 }, token)).result!;
    expect(all.total).toBeGreaterThan(1);
    expect(all.items.every((l) => /revis/i.test(l.subject) && /contrat/i.test(l.subject))).toBe(true);
    expect(Object.values(all.byStatus).reduce((a, b) => a + b, 0)).toBe(all.total);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: LawsuitPage = (await callFn<LawsuitPage>('lawsuits-list', { search: words, limit: 2, after }, token)).result!;
      seen.push(...page.items.map((l) => l.id));
      after = page.nextCursor;
    } while (after);
    expect(seen).toEqual(all.items.map((l) => l.id));
    const bad = await callFn('lawsuits-list', { search: words, after: 'w:abc' }, token);
    expect([bad.status, bad.error?.details?.fields?.after]).toEqual([400, expect.stringMatching(/Página inválida/)]);
  });

  it('filters by status, tribunal and responsible lawyer and counts per status', async () => {
    const res = (await callFn<Page<LawsuitRecord> & { byStatus: Record<string, number> }>('lawsuits-list', { tribunal: 'TJSP', limit: 100 }, token)).result!;
    expect(res.items.every((l) => l.tribunal === 'TJSP')).toBe(true);
    expect(Object.values(res.byStatus).reduce((a, b) => a + b, 0)).toBe(res.total);
    const archived = (await callFn<Page<LawsuitRecord>>('lawsuits-list', { status: 'arquivado', limit: 100 }, token)).result!;
    expect(archived.items.length).toBeGreaterThan(0);
    expect(archived.items.every((l) => l.status === 'arquivado')).toBe(true);
    const mine = (await callFn<Page<LawsuitRecord>>('lawsuits-list', { responsibleLawyerId: lawyer.uid, limit: 100 }, token)).result!;
    expect(mine.items.every((l) => l.responsibleLawyerIds.includes(lawyer.uid))).toBe(true);
  });

  it('sorts by subject or by client, both directions', async () => {
    for (const [sort, key] of [
      ['assunto', 'subjectKey'],
      ['assunto-desc', 'subjectKey'],
      ['cliente', 'clientNameKey'],
      ['cliente-desc', 'clientNameKey'],
    ] as const) {
      const keys = (await callFn<Page<LawsuitRecord>>('lawsuits-list', { sort, limit: 50 }, token)).result!.items.map((l) => l[key]);
      const sorted = [...keys].sort();
      expect(keys, sort).toEqual(sort.endsWith('-desc') ? sorted.reverse() : sorted);
    }
  });

  it('pages through every lawsuit exactly once', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const page: Page<LawsuitRecord> = (await callFn<Page<LawsuitRecord>>('lawsuits-list', { limit: 9, after }, token)).result!;
      ids.push(...page.items.map((l) => l.id));
      after = page.nextCursor;
    } while (after);
    expect(new Set(ids).size).toBe(ids.length);
    // Every lawsuit but those under segredo de justiça of other lawyers.
    expect(ids.length).toBe(await stores.documents.count(COLLECTIONS.lawsuits, [{ field: 'audience', op: 'array-contains-any', value: ['*', lawyer.uid] }]));
    expect(ids.length).toBeLessThan(await stores.documents.count(COLLECTIONS.lawsuits));
  });
});

describe('lawsuits-delete', () => {
  it('refuses while agenda entries point at the lawsuit', async () => {
    const event = (
      await stores.documents.list(COLLECTIONS.events, { where: [{ field: 'kind', op: '==', value: 'audiencia' }], orderBy: [{ field: 'startsAt' }], limit: 20 })
    ).docs.find((e) => e.data.lawsuitId)!;
    const id = event.data.lawsuitId as string;
    const current = (await stores.documents.get(COLLECTIONS.lawsuits, id))!;
    const res = await callFn('lawsuits-delete', { id, expectedVersion: current.version }, token);
    expect([res.status, res.error?.details?.id]).toEqual([400, 'has-dependents']);
    expect(res.error?.details?.reason).toMatch(/compromisso\(s\) na agenda/);
  });

  it('deletes a lawsuit with its andamentos and frees its number', async () => {
    const created = (await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit() }, token)).result!;
    await callFn('lawsuits-addMovement', { lawsuitId: created.id, at: '2025-05-05T12:00:00.000Z', description: 'Distribuição' }, token);
    expect((await callFn('lawsuits-delete', { id: created.id, expectedVersion: 1 }, token)).status).toBe(200);
    expect(await stores.documents.count(COLLECTIONS.movements, [{ field: 'lawsuitId', op: '==', value: created.id }])).toBe(0);
    expect(await stores.documents.get(COLLECTIONS.lawsuitNumbers, created.cnjDigits!)).toBeNull();
  });
});

describe('who may take a lawyer off a lawsuit', () => {
  const colleague = SEED_STAFF.find((s) => s.uid === 'staff-juliana-ferreira')!;
  const admin = SEED_STAFF.find((s) => s.admin)!;
  const MESSAGE = 'Só o próprio advogado ou um administrador pode tirar um colega da responsabilidade pelo processo. Você pode incluir advogados.';

  async function update(id: string, responsibleLawyerIds: string[], as: string) {
    const current = (await stores.documents.get(COLLECTIONS.lawsuits, id))!;
    return callFn<Listed<LawsuitRecord>>(
      'lawsuits-update',
      { id, expectedVersion: current.version, lawsuit: { ...lawsuitValues(current.data), responsibleLawyerIds } },
      as,
    );
  }

  it('refuses a writer who would take a colleague off, and changes nothing; adding oneself is fine', async () => {
    const colleagueToken = await signIn(colleague.email, colleague.password);
    const created = (await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit({ responsibleLawyerIds: [colleague.uid] }) }, colleagueToken))
      .result!;
    const before = await stores.documents.get(COLLECTIONS.lawsuits, created.id);
    const takeover = await update(created.id, [lawyer.uid], token);
    expect([takeover.status, takeover.error?.details?.fields?.['lawsuit.responsibleLawyerIds']]).toEqual([400, MESSAGE]);
    expect(await stores.documents.get(COLLECTIONS.lawsuits, created.id)).toEqual(before);

    expect((await update(created.id, [colleague.uid, lawyer.uid], token)).result?.responsibleLawyerIds).toEqual([colleague.uid, lawyer.uid]);
    // The colleague may step down; an administrator may take anyone off.
    expect((await update(created.id, [lawyer.uid], colleagueToken)).result?.responsibleLawyerIds).toEqual([lawyer.uid]);
    expect((await update(created.id, [colleague.uid], await signIn(admin.email, admin.password))).result?.responsibleLawyerIds).toEqual([colleague.uid]);
  });
});

describe('related lawsuits', () => {
  const links = async (lawsuitId: string) => (await callFn<LawsuitLinkView[]>('lawsuits-links', { lawsuitId }, token)).result!;

  it('relates two lawsuits once, each naming the other in its own words, and undoes it on the version seen', async () => {
    const origin = (await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit({ subject: 'Cobrança de aluguéis' }) }, token)).result!;
    const appeal = (
      await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit({ subject: 'Apelação em cobrança', instance: '2º grau' }) }, token)
    ).result!;
    const made = await callFn<LawsuitLinkView>('lawsuits-link', { lawsuitId: origin.id, relatedId: appeal.id, kind: 'recurso' }, token);
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    expect(await links(origin.id)).toEqual([
      {
        id: made.result!.id,
        version: 1,
        kind: 'recurso',
        label: 'Recurso',
        other: { id: appeal.id, label: appeal.cnj, subject: 'Apelação em cobrança', status: 'ativo' },
      },
    ]);
    expect((await links(appeal.id)).map((l) => [l.label, l.other.id])).toEqual([['Processo de origem', origin.id]]);
    // From either side, the pair is already related; a lawsuit is not related to itself; an unknown one is refused.
    for (const [input, pattern] of [
      [{ lawsuitId: appeal.id, relatedId: origin.id, kind: 'apenso' }, /já estão relacionados .*processo de origem/],
      [{ lawsuitId: origin.id, relatedId: origin.id, kind: 'conexo' }, /não se relaciona consigo mesmo/],
      [{ lawsuitId: origin.id, relatedId: 'proc-inexistente', kind: 'conexo' }, /Processo não encontrado/],
    ] as const) {
      const refused = await callFn('lawsuits-link', input, token);
      expect([refused.status, refused.error?.details?.fields?.relatedId]).toEqual([400, expect.stringMatching(pattern)]);
    }
    const stale = await callFn('lawsuits-unlink', { id: made.result!.id, expectedVersion: 2 }, token);
    expect([stale.status, stale.error?.details?.id]).toEqual([409, 'conflict']);
    expect((await callFn('lawsuits-unlink', { id: made.result!.id, expectedVersion: 1 }, token)).status).toBe(200);
    expect([await links(origin.id), await links(appeal.id)]).toEqual([[], []]);
  });

  it('refuses a relation beyond the most a lawsuit shows, and stores nothing', async () => {
    const hub = (await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit() }, token)).result!;
    const other = (await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit() }, token)).result!;
    // MAX_LINKS (50) links of the hub, stored directly: fifty lawsuits through the callables would only slow the suite.
    await stores.documents.commit(
      Array.from({ length: 50 }, (_, i) => {
        const relatedId = `proc-cap-${hub.id}-${i}`;
        return {
          kind: 'create' as const,
          collection: COLLECTIONS.lawsuitLinks,
          id: lawsuitLinkId(hub.id, relatedId),
          data: { lawsuitIds: [hub.id, relatedId], fromId: hub.id, toId: relatedId, kind: 'conexo', createdBy: lawyer.uid },
        };
      }),
    );
    const refused = await callFn('lawsuits-link', { lawsuitId: other.id, relatedId: hub.id, kind: 'conexo' }, token);
    expect([refused.status, refused.error?.details?.fields?.relatedId]).toEqual([400, expect.stringMatching(/no máximo 50 processos relacionados/)]);
    expect(await stores.documents.get(COLLECTIONS.lawsuitLinks, lawsuitLinkId(other.id, hub.id))).toBeNull();
  });

  it('goes with a deleted lawsuit: the other no longer shows it', async () => {
    const main = (await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit() }, token)).result!;
    const incident = (await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit() }, token)).result!;
    await callFn('lawsuits-link', { lawsuitId: main.id, relatedId: incident.id, kind: 'incidente' }, token);
    expect((await links(incident.id)).map((l) => l.label)).toEqual(['Processo principal']);
    const deleted = await callFn('lawsuits-delete', { id: main.id, expectedVersion: main.version }, token);
    expect(deleted.status, JSON.stringify(deleted.error)).toBe(200);
    expect(await links(incident.id)).toEqual([]);
    expect(await stores.documents.get(COLLECTIONS.lawsuitLinks, lawsuitLinkId(main.id, incident.id))).toBeNull();
  });
});
