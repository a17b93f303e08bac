/** Clientes over HTTP: create, read, update, conflicts, delete rules, search, filters, pagination, bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjCheckDigits, COLLECTIONS, cpfCheckDigits, formatCnpj, type ClientRecord, type LawsuitRecord, type Listed, type Page } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { lawsuitValues } from '../support/records';
import { testStores } from '../support/store';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
let token: string;
let stores: Stores;
let seq = 200_000_000;

function cpf(): string {
  const base = String(++seq);
  return base + cpfCheckDigits(base);
}

function person(over: Record<string, unknown> = {}) {
  return {
    kind: 'pf',
    name: 'Joana Araújo Teixeira',
    document: cpf(),
    rg: '12.345.678-9',
    birthDate: '1985-04-12',
    profession: 'Arquiteta',
    maritalStatus: 'casado',
    emails: ['joana@exemplo.com.br'],
    phones: [{ number: '(11) 98765-4321', whatsapp: true }],
    address: { cep: '01310-100', street: 'Avenida Paulista', number: '1000', complement: '', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
    notes: '',
    tags: ['Família'],
    status: 'ativo',
    responsibleLawyerId: lawyer.uid,
    ...over,
  };
}

beforeAll(async () => {
  token = await signIn(lawyer.email, lawyer.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('clients-create and clients-get', () => {
  it('stores a pessoa física with normalized document, phone and tags, and audits it', async () => {
    const input = person();
    const res = await callFn<Listed<ClientRecord>>(
      'clients-create',
      {
        client: { ...input, document: `${input.document.slice(0, 3)}.${input.document.slice(3, 6)}.${input.document.slice(6, 9)}-${input.document.slice(9)}` },
      },
      token,
    );
    expect(res.status).toBe(200);
    const c = res.result!;
    expect(c).toMatchObject({ kind: 'pf', document: input.document, nameKey: 'joana araujo teixeira', tags: ['família'], version: 1, createdBy: lawyer.uid });
    expect(c.phones).toEqual([{ number: '+5511987654321', whatsapp: true }]);
    expect(c.address?.cep).toBe('01310100');
    const read = await callFn<Listed<ClientRecord>>('clients-get', { id: c.id }, token);
    expect(read.result).toEqual(c);
    const audit = await stores.documents.list(COLLECTIONS.audit, {
      where: [{ field: 'entityId', op: '==', value: c.id }],
      orderBy: [{ field: 'at' }],
      limit: 5,
    });
    expect(audit.docs.map((d) => d.data.action)).toEqual(['clients.create']);
  });

  it('stores a pessoa jurídica with an alphanumeric CNPJ and drops the person-only fields', async () => {
    const root = `Z9${String(Date.now()).slice(-6)}0001`;
    const res = await callFn<Listed<ClientRecord>>(
      'clients-create',
      {
        client: person({
          kind: 'pj',
          name: 'Ótica Visão Clara Ltda.',
          document: root + cnpjCheckDigits(root),
          tradeName: 'Visão Clara',
          legalRepresentative: 'Paulo Mendes',
        }),
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({
      kind: 'pj',
      document: root + cnpjCheckDigits(root),
      rg: null,
      birthDate: null,
      maritalStatus: null,
      tradeName: 'Visão Clara',
    });
    // Found by its CNPJ formatted, bare, in lower case and by a partial prefix with letters in it.
    const cnpj = root + cnpjCheckDigits(root);
    for (const term of [formatCnpj(cnpj), cnpj, cnpj.toLowerCase(), formatCnpj(cnpj).slice(0, 6), cnpj.slice(0, 8)]) {
      const found = await callFn<Page<ClientRecord>>('clients-list', { search: term, limit: 10 }, token);
      expect(
        found.result?.items.map((c) => c.id),
        term,
      ).toEqual([res.result!.id]);
    }
  });

  it('refuses a document number that already belongs to a client, on the document field, naming that client', async () => {
    const holder = (await stores.documents.get(COLLECTIONS.clients, 'cli-001'))!.data;
    const before = await stores.documents.count(COLLECTIONS.clients);
    const res = await callFn('clients-create', { client: person({ document: holder.document }) }, token);
    expect([res.status, res.error?.details?.id]).toEqual([409, 'already-exists']);
    expect(res.error?.details?.fields?.document).toBe(`Já existe um cliente com este CPF/CNPJ no escritório: ${String(holder.name)}.`);
    expect(res.error?.details?.holder).toEqual({ id: 'cli-001', name: holder.name });
    expect(await stores.documents.count(COLLECTIONS.clients)).toBe(before);
  });

  it.each([
    ['an invalid CPF', { document: '111.444.777-36' }, 'document'],
    ['a CNPJ for a pessoa física', { document: '11.222.333/0001-81' }, 'document'],
    ['a birth date in the future', { birthDate: '2999-01-01' }, 'birthDate'],
    ['a bad phone', { phones: [{ number: '123', whatsapp: false }] }, 'phones.0.number'],
    ['a bad CEP', { address: { cep: '123', street: 'Rua A', number: '1', complement: '', district: 'Centro', city: 'X', state: 'SP' } }, 'address.cep'],
    ['an unknown field', { favouriteColour: 'azul' }, '_'],
  ])('refuses %s with a field message and writes nothing', async (_case, over, field) => {
    const before = await stores.documents.count(COLLECTIONS.clients);
    const res = await callFn('clients-create', { client: person(over) }, token);
    expect([res.status, res.error?.details?.id]).toEqual([400, 'invalid-input']);
    expect(Object.keys(res.error?.details?.fields ?? {})).toContain(field === '_' ? 'client' : `client.${field}`);
    expect(await stores.documents.count(COLLECTIONS.clients)).toBe(before);
  });
});

describe('responsible lawyer', () => {
  it('is offered only among members who work Processos, and the server refuses anyone else, on the field', async () => {
    const directory = (await callFn<{ uid: string; lawyer: boolean; email: string }[]>('directory-list', {}, token)).result!;
    expect(directory.find((e) => e.uid === lawyer.uid)).toMatchObject({ lawyer: true, agenda: true, email: lawyer.email });
    // Finance works without the Agenda: not offered as responsible for an entry.
    expect(directory.find((e) => e.uid === 'staff-camila-souza')).toMatchObject({ lawyer: false, agenda: false });
    expect(directory.find((e) => e.uid === finance.uid)?.lawyer).toBe(false);
    expect(directory.find((e) => e.uid === 'staff-lucas-almeida')?.lawyer).toBe(false);

    const before = await stores.documents.count(COLLECTIONS.clients);
    for (const uid of [finance.uid, 'staff-lucas-almeida', 'staff-pedro-costa', 'ninguem']) {
      const res = await callFn('clients-create', { client: person({ responsibleLawyerId: uid }) }, token);
      expect([res.status, res.error?.details?.fields?.['client.responsibleLawyerId']]).toEqual([400, expect.stringMatching(/advogados\(as\) ativos\(as\)/)]);
    }
    const lawsuit = (await stores.documents.list(COLLECTIONS.lawsuits, { orderBy: [{ field: 'subjectKey' }], limit: 1 })).docs[0]!;
    const res = await callFn(
      'lawsuits-update',
      { id: lawsuit.id, expectedVersion: lawsuit.version, lawsuit: { ...lawsuitValues(lawsuit.data), responsibleLawyerIds: [finance.uid] } },
      token,
    );
    expect(res.error?.details?.fields?.['lawsuit.responsibleLawyerIds']).toMatch(/advogados\(as\) ativos\(as\)/);
    expect(await stores.documents.count(COLLECTIONS.clients)).toBe(before);
  });
});

describe('clients-update', () => {
  it('saves an edit, bumps the version, and refuses the same stale edit from a second tab', async () => {
    const created = (await callFn<Listed<ClientRecord>>('clients-create', { client: person() }, token)).result!;
    const first = await callFn<Listed<ClientRecord>>(
      'clients-update',
      { id: created.id, expectedVersion: 1, client: person({ document: created.document, name: 'Joana A. Teixeira' }) },
      token,
    );
    expect(first.result).toMatchObject({ version: 2, name: 'Joana A. Teixeira', createdBy: lawyer.uid });
    const stale = await callFn(
      'clients-update',
      { id: created.id, expectedVersion: 1, client: person({ document: created.document, name: 'Outra Pessoa' }) },
      token,
    );
    expect([stale.status, stale.error?.details?.id, stale.error?.details?.currentVersion]).toEqual([409, 'conflict', 2]);
    expect((await stores.documents.get(COLLECTIONS.clients, created.id))?.data.name).toBe('Joana A. Teixeira');
  });

  it('moves the uniqueness key when the document changes, freeing the old number', async () => {
    const created = (await callFn<Listed<ClientRecord>>('clients-create', { client: person() }, token)).result!;
    const next = cpf();
    await callFn('clients-update', { id: created.id, expectedVersion: 1, client: person({ document: next }) }, token);
    expect(await stores.documents.get(COLLECTIONS.clientDocuments, created.document)).toBeNull();
    expect((await stores.documents.get(COLLECTIONS.clientDocuments, next))?.data.clientId).toBe(created.id);
    const reuse = await callFn('clients-create', { client: person({ document: created.document }) }, token);
    expect(reuse.status).toBe(200);
  });

  it('renames the client on its lawsuits in the same commit, so lists and search show the new name', async () => {
    const created = (await callFn<Listed<ClientRecord>>('clients-create', { client: person({ name: 'Marcos Vinícius Prado' }) }, token)).result!;
    const lawsuit = (ref: string) => ({
      cnj: null,
      internalRef: ref,
      className: 'Procedimento Comum Cível',
      subject: 'Cobrança de honorários',
      court: '2ª Vara Cível',
      comarca: 'São Paulo',
      instance: '1º grau',
      filedOn: null,
      claimValue: 100_000,
      clients: [{ clientId: created.id, role: 'autor' }],
      opposingParties: [],
      responsibleLawyerIds: [lawyer.uid],
      status: 'ativo',
    });
    const ids: string[] = [];
    for (const ref of ['REN-1', 'REN-2']) {
      const res = await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuit(`${ref}-${seq}`) }, token);
      expect(res.status).toBe(200);
      ids.push(res.result!.id);
    }
    const renamed = await callFn<Listed<ClientRecord>>(
      'clients-update',
      { id: created.id, expectedVersion: 1, client: person({ document: created.document, name: 'Marcos Vinícius Prado Lima' }) },
      token,
    );
    expect(renamed.status).toBe(200);
    const stored = await stores.documents.getMany(COLLECTIONS.lawsuits, ids);
    expect(stored.map((d) => [d?.data.clientName, d?.data.clientNameKey, (d?.data.clients as { name: string }[])[0]?.name, d?.version])).toEqual([
      ['Marcos Vinícius Prado Lima', 'marcos vinicius prado lima', 'Marcos Vinícius Prado Lima', 2],
      ['Marcos Vinícius Prado Lima', 'marcos vinicius prado lima', 'Marcos Vinícius Prado Lima', 2],
    ]);
    const found = await callFn<Page<LawsuitRecord>>('lawsuits-list', { search: 'marcos vinicius prado lima', limit: 10 }, token);
    expect(found.result?.items.map((l) => l.id).sort()).toEqual([...ids].sort());
  });

  it('refuses read-only staff', async () => {
    const res = await callFn('clients-update', { id: 'cli-003', expectedVersion: 1, client: person() }, await signIn(finance.email, finance.password));
    expect([res.status, res.error?.details?.id]).toEqual([403, 'missing-scope']);
  });
});

describe('clients-delete', () => {
  it('refuses while lawsuits name the client, saying how many', async () => {
    const lawsuit = (await stores.documents.list(COLLECTIONS.lawsuits, { orderBy: [{ field: 'subjectKey' }], limit: 1 })).docs[0]!;
    const clientId = lawsuit.data.clientId as string;
    const client = (await stores.documents.get(COLLECTIONS.clients, clientId))!;
    const res = await callFn('clients-delete', { id: clientId, expectedVersion: client.version }, token);
    expect([res.status, res.error?.details?.id]).toEqual([400, 'has-dependents']);
    expect(res.error?.details?.reason).toMatch(
      // Other suites may have linked entries or lançamentos to the same client: "N processo(s), … e … vinculado(s)".
      /Este cliente tem \d+ processo\(s\)(, [^.]+?)?( e [^.]+)? vinculado\(s\) \(os processos encerrados e arquivados também contam\)/,
    );
    // It says what unblocks the deletion: closing a lawsuit does not, moving or deleting it does.
    expect(res.error?.details?.reason).toMatch(/tire-o de cada processo ou troque-o por outro cliente .* ou exclua os processos/);
    expect(res.error?.details?.reason).not.toMatch(/Encerre/);
    // Agenda and finance entries that name the client count too, and the message says what to do with them.
    expect(res.error?.details?.dependents).toEqual({
      lawsuits: expect.any(Number),
      events: expect.any(Number),
      tasks: expect.any(Number),
      transactions: expect.any(Number),
    });
    expect(await stores.documents.get(COLLECTIONS.clients, clientId)).not.toBeNull();
  });

  it('deletes a client without lawsuits (with the right version) and frees the document', async () => {
    const created = (await callFn<Listed<ClientRecord>>('clients-create', { client: person() }, token)).result!;
    const stale = await callFn('clients-delete', { id: created.id, expectedVersion: 7 }, token);
    expect(stale.error?.details?.id).toBe('conflict');
    const ok = await callFn('clients-delete', { id: created.id, expectedVersion: 1 }, token);
    expect(ok.status).toBe(200);
    expect(await stores.documents.get(COLLECTIONS.clients, created.id)).toBeNull();
    expect(await stores.documents.get(COLLECTIONS.clientDocuments, created.document)).toBeNull();
    expect((await callFn('clients-get', { id: created.id }, token)).error?.details?.id).toBe('not-found');
  });
});

describe('clients-list', () => {
  it('finds a client by any word of the name or trade name, and by several words in any order', async () => {
    const created = (
      await callFn<Listed<ClientRecord>>(
        'clients-create',
        {
          client: person({
            kind: 'pj',
            name: 'Agropecuária Vale Verde Ltda.',
            document: (() => {
              const root = `${String(Date.now()).slice(-8)}0001`;
              return root + cnpjCheckDigits(root);
            })(),
            tradeName: 'Fazenda Quixadá',
            legalRepresentative: 'Paulo Mendes',
            tags: ['agronegócio'],
          }),
        },
        token,
      )
    ).result!;
    const ids = async (search: string, extra: Record<string, unknown> = {}) =>
      ((await callFn<Page<ClientRecord>>('clients-list', { search, limit: 100, ...extra }, token)).result?.items ?? []).map((c) => c.id);
    for (const term of ['vale verde', 'VERDE', 'verde vale', 'agropecuaria', 'ltda vale', 'quixada', 'fazenda agro'])
      expect(await ids(term), term).toContain(created.id);
    expect(await ids('vale azul')).not.toContain(created.id);
    // A word beside a tag: both must hold.
    expect(await ids('verde', { tag: 'agronegócio' })).toEqual([created.id]);
    expect(await ids('verde', { tag: 'família' })).not.toContain(created.id);
    // The CSV export of the same search has the same clients.
    const csv = (await callFn<{ rows: number }>('clients-exportCsv', { search: 'vale verde' }, token)).result!;
    expect(csv.rows).toBe((await ids('vale verde')).length);
  });

  it('finds by the beginning of the name’s words, ignoring accents and case', async () => {
    await callFn('clients-create', { client: person({ name: 'Érico Ávila Gonçalves' }) }, token);
    for (const term of ['érico', 'ERICO', 'Erico Avila', 'erico ávila gon']) {
      const res = await callFn<Page<ClientRecord>>('clients-list', { search: term }, token);
      expect(
        res.result?.items.map((c) => c.name),
        term,
      ).toContain('Érico Ávila Gonçalves');
      expect(res.result?.items.every((c) => c.nameKey.split(' ').some((w) => w.startsWith('erico')))).toBe(true);
    }
  });

  it('finds by CPF prefix with or without the mask', async () => {
    const doc = cpf();
    await callFn('clients-create', { client: person({ name: 'Cliente Por Documento', document: doc }) }, token);
    for (const term of [doc.slice(0, 6), `${doc.slice(0, 3)}.${doc.slice(3, 6)}`, doc]) {
      const res = await callFn<Page<ClientRecord>>('clients-list', { search: term }, token);
      expect(
        res.result?.items.map((c) => c.document),
        term,
      ).toContain(doc);
    }
  });

  it('filters by status, tag and responsible lawyer, with the total of matches', async () => {
    const res = await callFn<Page<ClientRecord>>('clients-list', { status: 'inativo', limit: 100 }, token);
    expect(res.result!.items.length).toBeGreaterThan(0);
    expect(res.result!.items.every((c) => c.status === 'inativo')).toBe(true);
    expect(res.result!.total).toBe(await stores.documents.count(COLLECTIONS.clients, [{ field: 'status', op: '==', value: 'inativo' }]));
    const tagged = await callFn<Page<ClientRecord>>('clients-list', { tag: 'empresarial', limit: 100 }, token);
    expect(tagged.result!.items.every((c) => c.tags.includes('empresarial'))).toBe(true);
    const mine = await callFn<Page<ClientRecord>>('clients-list', { responsibleLawyerId: lawyer.uid, limit: 100 }, token);
    expect(mine.result!.items.every((c) => c.responsibleLawyerId === lawyer.uid)).toBe(true);
  });

  it('pages through every client exactly once, in name order, both directions', async () => {
    for (const sort of ['name', 'name-desc'] as const) {
      const names: string[] = [];
      let after: string | null = null;
      do {
        const page: Page<ClientRecord> = (await callFn<Page<ClientRecord>>('clients-list', { limit: 7, after, sort }, token)).result!;
        names.push(...page.items.map((c) => c.nameKey));
        after = page.nextCursor;
      } while (after);
      expect(names.length).toBe(await stores.documents.count(COLLECTIONS.clients));
      const sorted = [...names].sort();
      expect(names).toEqual(sort === 'name' ? sorted : sorted.reverse());
    }
  });
});
