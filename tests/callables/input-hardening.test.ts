/**
 * Input refused before it is stored: invisible characters in every text field of every write callable, text that
 * is no phone, dates out of range, crafted page cursors. Each refusal is a pt-BR field message with the
 * application error id, and nothing is written (every write is audited, so the audit log must not grow).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLABLES,
  COLLECTIONS,
  HIDDEN_CHARACTERS_MESSAGE,
  PAGE_CURSOR_MESSAGE,
  type ClientRecord,
  type Listed,
  type MovementRecord,
  type RemovalRequestReceipt,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn, type CallResult } from '../support/emulator-client';
import { testStores } from '../support/store';
import { clientInput, cnjSource, cpfSource, lawsuitInput } from '../support/records';

const admin = SEED_STAFF.find((s) => s.admin)!;
const run = Date.now().toString(36);
let token: string;
let stores: Stores;
const cpf = cpfSource(800_000_000);
const cnj = cnjSource(8_000_000, '2022', '0043');
const client = () => clientInput(cpf());
const lawsuit = () =>
  lawsuitInput(cnj(), 'cli-010', {
    opposingParties: [{ name: 'Empresa Ré S.A.', document: null, role: 'reu', lawyers: [{ name: 'Fulano de Tal', oab: 'OAB/RJ 123.456' }] }],
  });

/** Sets `path` ("client.tags.0") inside a copy of `input`. */
function withValue(input: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(input);
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

function readPath(input: Record<string, unknown>, path: string): string {
  return path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], input) as string;
}

const auditCount = () => stores.documents.count(COLLECTIONS.audit);

beforeAll(async () => {
  token = await signIn(admin.email, admin.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('invisible characters', () => {
  /** NUL, BEL, ESC, RIGHT-TO-LEFT OVERRIDE, LEFT-TO-RIGHT ISOLATE. */
  const HIDDEN = ['\u0000', '\u0007', '\u001b', '\u202e', '\u2066'];

  it('are refused on every text field of every write callable, and nothing is written', async () => {
    const movement = (
      await callFn<Listed<MovementRecord>>('lawsuits-addMovement', { lawsuitId: 'proc-001', at: '2024-02-01T12:00:00.000Z', description: 'Juntada' }, token)
    ).result!;
    const created = (await callFn<Listed<ClientRecord>>('clients-create', { client: client() }, token)).result!;
    const request = (
      await callFn<RemovalRequestReceipt>('publicPages-requestRemoval', {
        name: 'Pessoa Titular',
        email: `titular.${run}@exemplo.com.br`,
        cpf: '',
        request: 'Quero saber quais dados pessoais o escritório guarda.',
      })
    ).result!;
    const office = (await stores.documents.get(COLLECTIONS.office, 'profile'))!;
    const me = (await stores.documents.get(COLLECTIONS.staff, admin.uid))!;
    const removal = (await stores.documents.get(COLLECTIONS.removalRequests, request.protocol))!;

    const cases: { callable: string; input: Record<string, unknown>; paths: string[]; anonymous?: boolean }[] = [
      {
        callable: 'clients-create',
        input: { client: client() },
        paths: ['client.name', 'client.document', 'client.profession', 'client.notes', 'client.tags.0', 'client.phones.0.number', 'client.address.street'],
      },
      {
        callable: 'clients-update',
        input: { id: created.id, expectedVersion: created.version, client: client() },
        paths: ['client.name', 'client.address.city'],
      },
      {
        callable: 'lawsuits-create',
        input: { lawsuit: lawsuit() },
        paths: [
          'lawsuit.cnj',
          'lawsuit.internalRef',
          'lawsuit.className',
          'lawsuit.subject',
          'lawsuit.court',
          'lawsuit.comarca',
          'lawsuit.opposingParties.0.name',
          'lawsuit.opposingParties.0.lawyers.0.name',
          'lawsuit.opposingParties.0.lawyers.0.oab',
          'lawsuit.outcome',
        ],
      },
      { callable: 'lawsuits-update', input: { id: 'proc-001', expectedVersion: 1, lawsuit: lawsuit() }, paths: ['lawsuit.subject'] },
      { callable: 'lawsuits-addMovement', input: { lawsuitId: 'proc-001', at: '2024-02-01T12:00:00.000Z', description: 'Andamento' }, paths: ['description'] },
      {
        callable: 'lawsuits-updateMovement',
        input: { id: movement.id, expectedVersion: movement.version, at: movement.at, description: 'Corrigido' },
        paths: ['description'],
      },
      {
        callable: 'about-update',
        input: { expectedVersion: office.version, profile: office.data },
        paths: ['profile.name', 'profile.oabRegistration', 'profile.dpoName', 'profile.address.district'],
      },
      { callable: 'profile-update', input: { expectedVersion: me.version, name: 'Helena Barbosa', phone: '(11) 98765-4321' }, paths: ['name', 'phone'] },
      {
        callable: 'agenda-create',
        input: {
          event: {
            kind: 'prazo',
            title: 'Prazo: contestação',
            date: '2027-02-10',
            allDay: true,
            startTime: null,
            endTime: null,
            location: 'Fórum Central',
            lawsuitId: null,
            clientId: null,
            ownerId: admin.uid,
            participantIds: [],
            notes: 'Conferir a procuração.',
            reminderMinutes: null,
            prazo: { internalDate: '2027-02-08', legalBasis: 'CPC art. 335', calculation: null },
          },
        },
        paths: ['event.title', 'event.location', 'event.notes', 'event.prazo.legalBasis'],
      },
      { callable: 'staff-create', input: { email: `oculto.${run}@barbosaadvocacia.test`, name: 'Pessoa Nova', read: [], write: [] }, paths: ['name'] },
      {
        callable: 'settings-resolveRemoval',
        input: { id: removal.id, expectedVersion: removal.version, status: 'concluido', resolution: 'Dados apagados.' },
        paths: ['resolution'],
      },
      {
        callable: 'publicPages-requestRemoval',
        input: { name: 'Pessoa Titular', email: `outro.${run}@exemplo.com.br`, cpf: '', request: 'Apaguem os meus dados pessoais.' },
        paths: ['name', 'request'],
        anonymous: true,
      },
    ];

    const auditBefore = await auditCount();
    const requestsBefore = await stores.documents.count(COLLECTIONS.removalRequests);
    const wrong: string[] = [];
    let refused = 0;
    for (const c of cases) {
      for (const path of c.paths) {
        for (const hidden of HIDDEN) {
          const original = readPath(c.input, path);
          const value = `${original.slice(0, 3)}${hidden}${original.slice(3)}`;
          const res: CallResult = await callFn(c.callable, withValue(c.input, path, value), c.anonymous ? undefined : token);
          if (res.status === 400 && res.error?.details?.id === 'invalid-input' && res.error.details.fields?.[path] === HIDDEN_CHARACTERS_MESSAGE) refused++;
          else
            wrong.push(`${c.callable} ${path} U+${hidden.codePointAt(0)!.toString(16).padStart(4, '0')}: ${res.status} ${JSON.stringify(res.error?.details)}`);
        }
      }
    }
    const fields = cases.reduce((n, c) => n + c.paths.length, 0);
    console.log(`invisible characters: ${cases.length} callables, ${fields} fields × ${HIDDEN.length} characters, ${refused} refused, ${wrong.length} not`);
    expect(wrong).toEqual([]);
    expect(await auditCount()).toBe(auditBefore);
    expect(await stores.documents.count(COLLECTIONS.removalRequests)).toBe(requestsBefore);
  });

  it('line breaks: refused in one-line fields, kept (as \\n) in multi-line ones; text is stored in NFC', async () => {
    const broken = await callFn('clients-create', { client: withValue(client(), 'name', 'Nome\nQuebrado') }, token);
    expect(broken.error?.details?.fields?.['client.name']).toBe('Use uma única linha');
    const input = withValue(withValue(client(), 'notes', 'Linha 1\r\n\tLinha 2'), 'name', 'Jose\u0301 Ma\u0301rio');
    const res = await callFn<Listed<ClientRecord>>('clients-create', { client: input }, token);
    expect(res.result).toMatchObject({ notes: 'Linha 1\n\tLinha 2', name: 'José Mário' });
    expect(res.result!.name).toBe('José Mário'.normalize('NFC'));
  });
});

describe('values that are not what the field asks for', () => {
  it('a phone made of letters, or a megabyte of text, is refused on its field, not cleared', async () => {
    const before = await auditCount();
    for (const number of ['abcdefghijk', 'x'.repeat(1024 * 1024), '(11) 9876A-4321']) {
      const res = await callFn('clients-create', { client: withValue(client(), 'phones', [{ number, whatsapp: false }]) }, token);
      expect([res.status, res.error?.details?.id]).toEqual([400, 'invalid-input']);
      expect(res.error?.details?.fields?.['client.phones.0.number']).toMatch(/Telefone inválido|no máximo/);
    }
    const me = (await stores.documents.get(COLLECTIONS.staff, admin.uid))!;
    const profile = await callFn('profile-update', { expectedVersion: me.version, name: me.data.name, phone: 'meu telefone' }, token);
    expect(profile.error?.details?.fields?.phone).toMatch(/Telefone inválido/);
    expect(await auditCount()).toBe(before);
  });

  it('dates before 1900 or after 2100 are refused, with the range in the message', async () => {
    const before = await auditCount();
    const range = 'Use uma data entre 01/01/1900 e 31/12/2100';
    for (const at of ['1800-01-01T12:00:00.000Z', '2999-01-01T12:00:00.000Z']) {
      const res = await callFn('lawsuits-addMovement', { lawsuitId: 'proc-001', at, description: 'Andamento antigo' }, token);
      expect([res.status, res.error?.details?.fields?.at]).toEqual([400, range]);
    }
    const filed = await callFn('lawsuits-create', { lawsuit: withValue(lawsuit(), 'filedOn', '1800-05-10') }, token);
    expect(filed.error?.details?.fields?.['lawsuit.filedOn']).toBe(range);
    const born = await callFn('clients-create', { client: withValue(client(), 'birthDate', '1850-02-10') }, token);
    expect(born.error?.details?.fields?.['client.birthDate']).toBe(range);
    const agenda = await callFn('agenda-list', { from: '1700-01-01T00:00:00.000Z' }, token);
    expect(agenda.error?.details?.fields?.from).toBe(range);
    expect(await auditCount()).toBe(before);
  });
});

describe('crafted page cursors', () => {
  const lists = Object.entries(CALLABLES)
    .filter(([, c]) => 'after' in ((c.input as unknown as { shape?: object }).shape ?? {}))
    .map(([name]) => name);
  const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const cursors: unknown[] = [
    encoded({}),
    encoded(true),
    encoded([]),
    encoded([{ a: 1 }, 'x']),
    encoded([true, 'x']),
    encoded([['a'], 'x']),
    // Not [null, id]: null is an order value, as in Firestore (the cursor after a document whose field is null).
    encoded(['a', '__x__']),
    encoded('x'),
    encoded(Array.from({ length: 7 }, () => 'x')),
    encoded(['a', '../x']),
    'não-é-base64',
    'w:abc',
    { after: 1 },
    true,
    ['x'],
    42,
  ];

  it('are refused by every list callable with a pt-BR message on the field (no 500, no English)', async () => {
    expect(lists).toHaveLength(17);
    const extra: Record<string, object> = { 'lawsuits-movements': { lawsuitId: 'proc-001' }, 'integrations-runs': { integration: 'datajud' } };
    const wrong: string[] = [];
    for (const name of lists) {
      for (const after of cursors) {
        const res = await callFn(name, { ...extra[name], after }, token);
        const details = res.error?.details;
        const pt = details?.fields?.after;
        // What a person reads: the message and the field messages (the id is a code, not text).
        const said = [res.error?.message, ...Object.values(details?.fields ?? {})].join(' ');
        if (res.status !== 400 || details?.id !== 'invalid-input' || !pt || /invalid|cursor|expected|object/i.test(said)) {
          wrong.push(`${name} ${JSON.stringify(after)}: ${res.status} ${JSON.stringify(res.error)}`);
        }
      }
    }
    console.log(`crafted cursors: ${lists.length} list callables × ${cursors.length} cursors, ${wrong.length} not refused in pt-BR`);
    expect(wrong).toEqual([]);
    // The cursor a list made itself still works.
    const first = await callFn<{ nextCursor: string }>('clients-list', { limit: 2 }, token);
    const second = await callFn('clients-list', { limit: 2, after: first.result!.nextCursor }, token);
    expect(second.status).toBe(200);
    const crafted = await callFn('clients-list', { limit: 2, after: encoded([{ a: 1 }, 'x']) }, token);
    expect(crafted.error?.details?.fields?.after).toBe(PAGE_CURSOR_MESSAGE);
  });
});
