/** A lawsuit's parties over HTTP: several clients with roles, opposing parties with documents and lawyers, and the conflict check. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clientInput as clientSchema,
  cnpjCheckDigits,
  type ConflictReport,
  type LawsuitChoice,
  type LawsuitPage,
  type LawsuitRecord,
  type Listed,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, signIn } from '../support/emulator-client';
import { clientInput, cnjSource, cpfSource, lawsuitInput } from '../support/records';

const cpf = cpfSource(520_000_000);
const cnj = cnjSource(5_200_000, '2021', '0046');
const person = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
const admin = SEED_STAFF.find((s) => s.admin)!;
const lawyer = person('staff-rafael-moreira');
const finance = person('staff-camila-souza');
const intern = person('staff-lucas-almeida');
const tokens: Record<string, string> = {};

/** A word no seeded record has, so the names below are this file's alone. */
const WORD = `Quixabeira${Date.now().toString(36)}`;
const cnpjBase = `${String(Date.now() % 1e8).padStart(8, '0')}0001`;
const CNPJ = cnpjBase + cnpjCheckDigits(cnpjBase);
const formattedCnpj = `${CNPJ.slice(0, 2)}.${CNPJ.slice(2, 5)}.${CNPJ.slice(5, 8)}/${CNPJ.slice(8, 12)}-${CNPJ.slice(12)}`;

const ids: Record<'ana' | 'bruno' | 'carla', string> = { ana: '', bruno: '', carla: '' };
let carlaDocument = '';
const eduardoDocument = cpf();
let shared: Listed<LawsuitRecord>;
let conflicted: Listed<LawsuitRecord>;

async function newClient(name: string, over: Record<string, unknown> = {}): Promise<{ id: string; document: string }> {
  const document = cpf();
  const res = await callFn<{ id: string }>('clients-create', { client: clientInput(document, { name, ...over }) }, tokens[admin.uid]);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return { id: res.result!.id, document };
}

async function check(parties: object[], uid = lawyer.uid, extra: object = {}) {
  return callFn<ConflictReport>('clients-checkConflicts', { parties, ...extra }, tokens[uid]);
}

beforeAll(async () => {
  for (const p of [admin, lawyer, finance, intern]) tokens[p.uid] = await signIn(p.email, p.password);
  ids.ana = (await newClient(`Ana ${WORD} Prado`, { gender: 'feminino' })).id;
  ids.bruno = (await newClient(`Bruno ${WORD} Prado`, { gender: 'masculino' })).id;
  const carla = await newClient(`Carla ${WORD} Nunes`);
  ids.carla = carla.id;
  carlaDocument = carla.document;
  const created = await callFn<Listed<LawsuitRecord>>(
    'lawsuits-create',
    {
      lawsuit: lawsuitInput(cnj(), ids.ana, {
        subject: `Horas extras ${WORD}`,
        className: 'Ação Trabalhista - Rito Ordinário',
        clients: [
          { clientId: ids.ana, role: 'reclamante' },
          { clientId: ids.bruno, role: 'reclamante' },
        ],
        opposingParties: [
          { name: `Metalúrgica ${WORD} Ltda.`, document: formattedCnpj, role: 'reclamado', lawyers: [{ name: 'Paulo Mendes', oab: '123456/SP' }] },
        ],
      }),
    },
    tokens[admin.uid],
  );
  expect(created.status, JSON.stringify(created.error)).toBe(200);
  shared = created.result!;
  // Carla, a client, and Eduardo (a person with a CPF) on the other side of Ana's second case.
  const second = await callFn<Listed<LawsuitRecord>>(
    'lawsuits-create',
    {
      lawsuit: lawsuitInput(cnj(), ids.ana, {
        subject: `Cobrança ${WORD}`,
        clients: [{ clientId: ids.ana, role: 'autor' }],
        opposingParties: [
          { name: `Carla ${WORD} Nunes`, document: carlaDocument, role: 'reu', lawyers: [] },
          { name: `Eduardo ${WORD} Lima`, document: eduardoDocument, role: 'reu', lawyers: [] },
        ],
      }),
    },
    tokens[admin.uid],
  );
  expect(second.status, JSON.stringify(second.error)).toBe(200);
  conflicted = second.result!;
});

describe('lawsuit parties', () => {
  it('keeps several clients with their roles and genders, and opposing parties with document and lawyers', () => {
    expect(shared.clients).toEqual([
      { clientId: ids.ana, role: 'reclamante', name: `Ana ${WORD} Prado`, gender: 'feminino' },
      { clientId: ids.bruno, role: 'reclamante', name: `Bruno ${WORD} Prado`, gender: 'masculino' },
    ]);
    expect(shared.clientId).toBe(ids.ana);
    expect(shared.clientIds).toEqual([ids.ana, ids.bruno]);
    expect(shared.clientSide).toBe('ativo');
    expect(shared.opposingParties).toEqual([
      { name: `Metalúrgica ${WORD} Ltda.`, document: CNPJ, role: 'reclamado', lawyers: [{ name: 'Paulo Mendes', oab: 'OAB/SP 123.456' }] },
    ]);
    expect(shared.opposingKeys).toContain(`doc:${CNPJ}`);
  });

  it("lists the lawsuit among each client's, alone and with a search, and offers it to each client's lançamentos", async () => {
    for (const clientId of [ids.ana, ids.bruno]) {
      const list = await callFn<LawsuitPage>('lawsuits-list', { clientId }, tokens[lawyer.uid]);
      expect(list.result!.items.map((l) => l.id)).toContain(shared.id);
      const searched = await callFn<LawsuitPage>('lawsuits-list', { clientId, search: `horas ${WORD}` }, tokens[lawyer.uid]);
      expect(searched.result!.items.map((l) => l.id)).toEqual([shared.id]);
    }
    const byOpponent = await callFn<LawsuitPage>('lawsuits-list', { search: `metalurgica ${WORD}` }, tokens[lawyer.uid]);
    expect(byOpponent.result!.items.map((l) => l.id)).toEqual([shared.id]);
    const choices = await callFn<LawsuitChoice[]>('finance-lawsuitChoices', { clientId: ids.bruno }, tokens[admin.uid]);
    expect(choices.result!.find((c) => c.id === shared.id)?.parties).toBe(`Ana ${WORD} Prado e outro × Metalúrgica ${WORD} Ltda.`);
  });

  it('refuses clients on two poles, a repeated client and a bad CNPJ, naming each field, and stores nothing', async () => {
    const res = await callFn(
      'lawsuits-create',
      {
        lawsuit: lawsuitInput(cnj(), ids.ana, {
          subject: `Recusado ${WORD}`,
          clients: [
            { clientId: ids.ana, role: 'autor' },
            { clientId: ids.bruno, role: 'reu' },
            { clientId: ids.ana, role: 'autor' },
          ],
          opposingParties: [{ name: 'Empresa', document: '11.222.333/0001-00', role: 'reu', lawyers: [] }],
        }),
      },
      tokens[lawyer.uid],
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.error?.details?.fields ?? {}).sort()).toEqual([
      'lawsuit.clients.1.role',
      'lawsuit.clients.2.clientId',
      'lawsuit.opposingParties.0.document',
    ]);
    const list = await callFn<LawsuitPage>('lawsuits-list', { search: `recusado ${WORD}` }, tokens[lawyer.uid]);
    expect(list.result!.items).toEqual([]);
  });

  it("refuses deleting a second client, and carries a second client's new name to the lawsuit", async () => {
    const removal = await callFn('clients-delete', { id: ids.bruno, expectedVersion: 1 }, tokens[admin.uid]);
    expect(removal.error?.details?.id).toBe('has-dependents');
    const bruno = await callFn<Listed<Record<string, unknown>>>('clients-get', { id: ids.bruno }, tokens[admin.uid]);
    const { version, ...stored } = bruno.result!;
    const values = Object.fromEntries(Object.keys(clientSchema.shape).map((k) => [k, stored[k]]));
    const renamed = await callFn(
      'clients-update',
      { id: ids.bruno, expectedVersion: version, client: { ...values, name: `Bruno ${WORD} Prado Filho` } },
      tokens[admin.uid],
    );
    expect(renamed.status, JSON.stringify(renamed.error)).toBe(200);
    const after = await callFn<Listed<LawsuitRecord>>('lawsuits-get', { id: shared.id }, tokens[lawyer.uid]);
    expect(after.result!.clients[1]).toEqual({ clientId: ids.bruno, role: 'reclamante', name: `Bruno ${WORD} Prado Filho`, gender: 'masculino' });
    expect(after.result!.clientName).toBe(`Ana ${WORD} Prado`);
    const found = await callFn<LawsuitPage>('lawsuits-list', { search: `filho ${WORD}` }, tokens[lawyer.uid]);
    expect(found.result!.items.map((l) => l.id)).toContain(shared.id);
  });
});

describe('clients-checkConflicts', () => {
  it('finds an opposing party among the clients, by document and by name', async () => {
    const byDocument = await check([{ name: 'Outro nome', document: carlaDocument, side: 'contraria' }]);
    expect(byDocument.result).toEqual({
      hits: [{ party: 0, match: 'documento', found: 'cliente', client: { id: ids.carla, name: `Carla ${WORD} Nunes` }, lawsuit: null }],
      hidden: 0,
    });
    const byName = await check([{ name: `CARLA DE ${WORD.toUpperCase()} NUNES`, side: 'contraria' }]);
    expect(byName.result!.hits.map((h) => [h.match, h.client?.id])).toEqual([['nome', ids.carla]]);
    // The client being edited is no conflict with itself.
    const itself = await check([{ name: `Carla ${WORD} Nunes`, document: carlaDocument, side: 'contraria' }], lawyer.uid, { clientId: ids.carla });
    expect(itself.result!.hits).toEqual([]);
  });

  it('finds a future client on the other side of a case, by document and by name, unless the documents differ', async () => {
    const byDocument = await check([{ name: 'Eduardo', document: eduardoDocument, side: 'cliente' }]);
    expect(byDocument.result!.hits).toEqual([
      {
        party: 0,
        match: 'documento',
        found: 'parte-contraria',
        client: null,
        lawsuit: { id: conflicted.id, label: conflicted.cnj, subject: `Cobrança ${WORD}`, role: 'parte ré', name: `Eduardo ${WORD} Lima` },
      },
    ]);
    const byName = await check([{ name: `Eduardo de ${WORD} Lima`, side: 'cliente' }]);
    expect(byName.result!.hits.map((h) => [h.match, h.lawsuit?.id])).toEqual([['nome', conflicted.id]]);
    const homonym = await check([{ name: `Eduardo ${WORD} Lima`, document: cpf(), side: 'cliente' }]);
    expect(homonym.result!.hits).toEqual([]);
    // The lawsuit being edited is no conflict with its own parties.
    const own = await check([{ name: `Eduardo ${WORD} Lima`, document: eduardoDocument, side: 'cliente' }], lawyer.uid, { lawsuitId: conflicted.id });
    expect(own.result!.hits).toEqual([]);
  });

  it('looks on both sides when no side is given ("Verificar conflito")', async () => {
    const res = await check([{ name: `Carla ${WORD} Nunes` }]);
    expect(res.result!.hits.map((h) => h.found).sort()).toEqual(['cliente', 'parte-contraria']);
  });

  it('names only what the caller reads, counts the rest, and refuses who reads neither section', async () => {
    // Camila reads Clientes but not Processos: the case is counted, never named.
    const res = await check([{ name: `Carla ${WORD} Nunes`, document: carlaDocument }], finance.uid);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.result!.hits.map((h) => h.found)).toEqual(['cliente']);
    expect(res.result!.hidden).toBe(1);
    expect(JSON.stringify(res.result)).not.toContain(conflicted.id);
    const refused = await check([{ name: `Carla ${WORD} Nunes` }], intern.uid);
    expect([refused.status, refused.error?.details?.id]).toEqual([403, 'missing-scope']);
  });

  it('refuses an invalid document or an empty party with a pt-BR message', async () => {
    const res = await check([{ name: 'Ana', document: '123.456.789-00' }, { name: ' ' }]);
    expect(res.status).toBe(400);
    expect(res.error?.details?.fields).toEqual({
      'parties.0.document': 'CPF ou CNPJ inválido: confira os dígitos',
      'parties.1.name': 'Informe o nome (ao menos 3 letras) ou o CPF/CNPJ',
    });
  });
});
