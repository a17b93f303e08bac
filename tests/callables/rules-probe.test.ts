/**
 * The committed firestore.rules probed as an attacker would: every seeded person (and an intern and a secretary of
 * the access presets), with their real ID tokens, asks the official Firestore emulator directly for every
 * collection a client SDK can name — an unfiltered list, a list per field the rules read, and every document that
 * carries a lawsuit under segredo de justiça (its id, number or internal reference, copied anywhere) — and what
 * comes back is compared with what the callables show that person. A document reaches someone only if it names
 * no lawsuit they may not see; the lawsuits they may list directly are exactly the ones `lawsuits-list` gives them.
 * Runs where the callables run on the jar (`npm test`'s HTTP step), with the rules loaded into it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_PRESETS,
  addDays,
  COLLECTIONS,
  can,
  EVERYONE,
  LAWSUIT_LINKS,
  LOCAL_PROJECT_ID,
  normalizeScopes,
  officeDate,
  SECTIONS,
  SYSTEM_COLLECTIONS,
  type CollectionName,
  type LawsuitLink,
  type LawsuitPage,
  type LawsuitRecord,
  type StaffRecord,
  type TransactionSaved,
} from '@office/domain';
import type { ChargeDetail } from '@office/domain/charges';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import type { DocData, ListPage } from '../../functions/src/store/port';
import { callFn, setPasswordFromLink, signIn, type CallResult } from '../support/emulator-client';
import { eventInput } from '../support/agenda';
import { transaction } from '../support/finance';
import { testStores } from '../support/store';

const host = process.env.FIRESTORE_EMULATOR_HOST;
const ROOT = join(import.meta.dirname, '..', '..');
const DOCUMENTS = `http://${host}/v1/projects/${LOCAL_PROJECT_ID}/databases/(default)/documents`;
const PASSWORD = 'Probe@segredo-2026';
/** A probe of one collection sends hundreds of requests: each answers in milliseconds, together they pass vitest's default. */
const PROBE_MS = 180_000;

interface Person {
  uid: string;
  label: string;
  token: string;
  staff: StaffRecord;
}

/** A lawsuit under segredo and the words that give it away wherever they are copied. */
interface Secret {
  id: string;
  audience: string[];
  tokens: string[];
}

type FirestoreValue = Record<string, unknown>;
type Where =
  { fieldFilter: { field: { fieldPath: string }; op: string; value: FirestoreValue } } | { unaryFilter: { field: { fieldPath: string }; op: string } };

const str = (v: string): FirestoreValue => ({ stringValue: v });
const eq = (field: string, value: string | null): Where =>
  value === null
    ? { unaryFilter: { field: { fieldPath: field }, op: 'IS_NULL' } }
    : { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: str(value) } };
const contains = (field: string, value: string): Where => ({ fieldFilter: { field: { fieldPath: field }, op: 'ARRAY_CONTAINS', value: str(value) } });
const anyOf = (field: string, values: string[]): Where => ({
  fieldFilter: { field: { fieldPath: field }, op: 'ARRAY_CONTAINS_ANY', value: { arrayValue: { values: values.map(str) } } },
});

/** A runQuery as the Firestore SDKs send it: the documents (as their JSON) or 'denied'. */
async function query(person: Person, collection: string, where?: Where): Promise<string[] | 'denied'> {
  const res = await fetch(`${DOCUMENTS}:runQuery`, {
    signal: AbortSignal.timeout(20_000),
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: collection }], ...(where ? { where } : {}), limit: 2000 } }),
  });
  if (res.status === 403) return 'denied';
  const body = (await res.json()) as { document?: unknown; error?: unknown }[];
  if (!res.ok) throw new Error(`runQuery ${collection}: ${res.status} ${JSON.stringify(body)}`);
  return body.flatMap((r) => (r.document ? [JSON.stringify(r.document)] : []));
}

/** A single-document get: its JSON, or null when refused (a missing document is refused too: the rules read its fields). */
async function get(person: Person, collection: string, id: string): Promise<string | null> {
  const res = await fetch(`${DOCUMENTS}/${collection}/${encodeURIComponent(id)}`, {
    signal: AbortSignal.timeout(20_000),
    headers: { authorization: `Bearer ${person.token}` },
  });
  if (res.status === 403 || res.status === 404) return null;
  if (!res.ok) throw new Error(`get ${collection}/${id}: ${res.status}`);
  return res.text();
}

if (!host) {
  const reason = 'FIRESTORE_EMULATOR_HOST is not set: the HTTP suite runs on the embedded store, so there is no Firestore emulator to load the rules into';
  console.log(`[skipped] rules probe: ${reason}`);
  describe.skip(`rules probe (${reason})`, () => {
    it('runs where the functions use the Firestore emulator', () => undefined);
  });
} else {
  let stores: Stores;
  const people: Person[] = [];
  const secrets: Secret[] = [];
  /** Every document of a section collection, by collection, as its JSON text for the scan. */
  const readable = SECTIONS.flatMap((s) => s.collections.map((c) => ({ collection: c, label: s.label, section: s.id })));
  const links = LAWSUIT_LINKS as Record<string, LawsuitLink>;
  const created: { token: string; op: string; input: unknown }[] = [];
  /** Undone first, reading what they undo as it is then (the versions moved after they were made). */
  const undone: (() => Promise<void>)[] = [];

  /** Whether a person may see a lawsuit under segredo: its audience names them, or they administer. */
  const sees = (p: Person, s: Secret) => p.staff.admin || s.audience.includes(EVERYONE) || s.audience.includes(p.uid);
  /** The secrets a document's JSON gives away to `p`. */
  const leaks = (p: Person, json: string) => secrets.filter((s) => !sees(p, s) && s.tokens.some((t) => json.includes(t))).map((s) => s.id);

  async function addPerson(label: string, preset: string, admin: string): Promise<void> {
    const scopes = ACCESS_PRESETS.find((p) => p.id === preset)!.scopes;
    const email = `sonda.${preset}.${Date.now().toString(36)}@barbosaadvocacia.test`;
    const res = await callFn<{ member: { uid: string }; passwordSetupLink: string | null }>(
      'staff-create',
      { email, name: `Sonda ${label}`, read: scopes.read, write: scopes.write, admin: false },
      admin,
    );
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    await setPasswordFromLink(res.result!.passwordSetupLink!, PASSWORD);
    const uid = res.result!.member.uid;
    const staff = (await stores.documents.get(COLLECTIONS.staff, uid))!.data as unknown as StaffRecord;
    people.push({ uid, label, token: await signIn(email, PASSWORD), staff });
  }

  async function make(token: string, op: string, input: unknown, undo: (id: string, version: number) => [string, unknown]): Promise<string> {
    const res = await callFn<{ id?: string; version?: number; event?: { id: string; version: number } }>(op, input, token);
    expect(res.status, `${op}: ${JSON.stringify(res.error)}`).toBe(200);
    const saved = res.result!.event ?? (res.result as { id: string; version: number });
    const [undoOp, undoInput] = undo(saved.id, saved.version);
    created.unshift({ token, op: undoOp, input: undoInput });
    return saved.id;
  }

  /**
   * The secret lawsuit's money, where Financeiro readers who may not see it read directly: a lançamento of it in a
   * charge (which copies its description), and a result recorded on it by its lawyer under the client's general fee
   * agreement (which keeps the result with the lawsuit's number).
   */
  async function moneyOfSecretLawsuit(admin: Person, lawyer: Person, lawsuitId: string, clientId: string): Promise<void> {
    const ok = <T>(res: CallResult<T>, op: string): T => {
      expect(res.status, `${op}: ${JSON.stringify(res.error)}`).toBe(200);
      return res.result!;
    };
    const today = officeDate();
    const { transaction: tx } = ok(
      await callFn<TransactionSaved>('finance-create', { transaction: transaction({ clientId, lawsuitId, description: 'Honorários da guarda' }) }, admin.token),
      'finance-create',
    );
    const { charge } = ok(
      await callFn<ChargeDetail>('charges-create', { clientId, transactionIds: [tx.id], dueDate: addDays(today, 10), accountId: 'cta-corrente' }, admin.token),
      'charges-create',
    );
    const clause = { kind: 'exito', id: null, description: 'Êxito', percentBp: 1000, bases: ['acordo'] };
    const agreement = {
      clientId,
      lawsuitId: null,
      title: 'Contrato geral',
      scope: null,
      signedOn: addDays(today, -10),
      accountId: null,
      clauses: [clause],
      notes: '',
    };
    const made = ok(await callFn<{ agreement: { id: string } }>('feeAgreements-create', { agreement }, admin.token), 'feeAgreements-create');
    ok(
      await callFn('feeAgreements-recordResult', { lawsuitId, base: 'acordo', baseAmount: 900_000, date: today, description: null }, lawyer.token),
      'recordResult',
    );
    const current = async (collection: CollectionName, id: string) => (await stores.documents.get(collection, id))!.version;
    undone.push(
      async () => {
        ok(
          await callFn(
            'charges-cancel',
            { id: charge.id, expectedVersion: await current(COLLECTIONS.charges, charge.id), reason: 'Fim da sonda' },
            admin.token,
          ),
          'cancel',
        );
        ok(await callFn('finance-delete', { id: tx.id, expectedVersion: await current(COLLECTIONS.transactions, tx.id) }, admin.token), 'delete');
      },
      async () => {
        const version = await current(COLLECTIONS.feeAgreements, made.agreement.id);
        ok(await callFn('feeAgreements-end', { id: made.agreement.id, expectedVersion: version, date: today, reason: 'Fim da sonda' }, admin.token), 'end');
        const fees = await stores.documents.list(COLLECTIONS.transactions, {
          where: [{ field: 'agreementId', op: '==', value: made.agreement.id }],
          limit: 10,
        });
        for (const fee of fees.docs) ok(await callFn('finance-delete', { id: fee.id, expectedVersion: fee.version }, admin.token), 'delete fee');
      },
    );
  }

  beforeAll(async () => {
    stores = await testStores();
    // The rules as deployed, for this project; the functions read with the Admin SDK and never meet them.
    const loaded = await fetch(`http://${host}/emulator/v1/projects/${LOCAL_PROJECT_ID}:securityRules`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: readFileSync(join(ROOT, 'firestore.rules'), 'utf8') }] } }),
    });
    expect(loaded.status).toBe(200);

    for (const s of SEED_STAFF.filter((x) => !x.disabled)) {
      const staff = (await stores.documents.get(COLLECTIONS.staff, s.uid))!.data as unknown as StaffRecord;
      people.push({ uid: s.uid, label: s.name, token: await signIn(s.email, s.password), staff });
    }
    const admin = people.find((p) => p.staff.admin)!;
    await addPerson('Estagiário(a)', 'intern', admin.token);
    await addPerson('Secretaria', 'secretary', admin.token);

    // A lawsuit under segredo with a hearing, a task and a comment of its responsible lawyer; an intern on the
    // hearing (who may not see the lawsuit) and the seed's lançamentos and baixas of such lawsuits.
    const secretLawsuit = (await stores.documents.list(COLLECTIONS.lawsuits, { where: [{ field: 'confidential', op: '==', value: true }], limit: 1 })).docs[0]!;
    const lawyer = people.find((p) => p.uid === (secretLawsuit.data as unknown as LawsuitRecord).responsibleLawyerIds[0])!;
    const agendaReader = people.find((p) => !p.staff.admin && p.uid !== lawyer.uid && can(normalizeScopes(p.staff.scopes), 'agenda', 'read'))!;
    const event = eventInput({ date: addDays(officeDate(), 45), ownerId: lawyer.uid, lawsuitId: secretLawsuit.id, participantIds: [agendaReader.uid] });
    await make(lawyer.token, 'agenda-create', { event }, (id, version) => ['agenda-delete', { id, expectedVersion: version }]);
    const taskId = await make(
      lawyer.token,
      'tasks-create',
      {
        task: {
          title: 'Minuta do acordo de guarda',
          description: 'Revisar cláusulas de convivência.',
          lawsuitId: secretLawsuit.id,
          clientId: null,
          assigneeId: lawyer.uid,
          reviewerIds: [],
          dueDate: addDays(officeDate(), 30),
          prazoEventId: null,
          priority: 'normal',
          steps: [],
        },
      },
      (id, version) => ['tasks-delete', { id, expectedVersion: version }],
    );
    expect((await callFn('tasks-comment', { taskId, body: 'Cliente pediu visitas quinzenais.' }, lawyer.token)).status).toBe(200);
    await moneyOfSecretLawsuit(admin, lawyer, secretLawsuit.id, (secretLawsuit.data as unknown as LawsuitRecord).clients[0]!.clientId);

    // An internal reference names a lawsuit only when no other lawsuit has it (the suites reuse "REF-1").
    const lawsuits = (await everything(COLLECTIONS.lawsuits)).map((d) => ({ id: d.id, l: d.data as unknown as LawsuitRecord }));
    const refs = new Map<string, number>();
    for (const { l } of lawsuits) if (l.internalRef) refs.set(l.internalRef, (refs.get(l.internalRef) ?? 0) + 1);
    for (const { id, l } of lawsuits.filter((x) => x.l.confidential)) {
      // A number is found anywhere (an intimação's text quotes it); an id or a reference only as a whole value.
      const ref = l.internalRef && refs.get(l.internalRef) === 1 ? JSON.stringify(l.internalRef) : null;
      const tokens = [`"${id}"`, `/${id}"`, l.cnj, l.cnjDigits, ref].filter((t): t is string => !!t);
      secrets.push({ id, audience: l.audience, tokens });
    }
  });

  afterAll(async () => {
    for (const undo of undone) await undo();
    for (const c of created) await callFn(c.op, c.input, c.token);
    for (const p of people.filter((x) => x.label === 'Estagiário(a)' || x.label === 'Secretaria')) {
      const current = (await stores.documents.get(COLLECTIONS.staff, p.uid))!;
      const off = await callFn('staff-setDisabled', { uid: p.uid, expectedVersion: current.version, disabled: true }, people.find((x) => x.staff.admin)!.token);
      expect(off.status, JSON.stringify(off.error)).toBe(200);
    }
    await stores?.documents.close();
  });

  /** Every document of a collection (Admin SDK), as its id and JSON. */
  async function everything(collection: CollectionName): Promise<{ id: string; json: string; data: DocData }[]> {
    const out: { id: string; json: string; data: DocData }[] = [];
    let after: string | null = null;
    do {
      const page: ListPage = await stores.documents.list(collection, { limit: 500, after });
      out.push(...page.docs.map((d) => ({ id: d.id, json: JSON.stringify({ name: `/${collection}/${d.id}`, ...d.data }), data: d.data })));
      after = page.nextCursor;
    } while (after);
    return out;
  }

  describe('rules probe: what a person can read directly is never more than the callables show them', () => {
    it('finds lawsuits under segredo to protect, and people who may not see them', () => {
      expect(secrets.length).toBeGreaterThanOrEqual(3);
      expect(people.some((p) => secrets.some((s) => !sees(p, s)) && can(normalizeScopes(p.staff.scopes), 'lawsuits', 'read'))).toBe(true);
    });

    for (const { collection, label, section } of readable) {
      it(
        `/${collection} (${label}): unfiltered, per field the rules read, and every document naming a lawsuit under segredo`,
        async () => {
          const all = await everything(collection);
          // The documents that name a lawsuit under segredo, anywhere in them (a label, a number, an id).
          const sensitive = all.filter((d) => secrets.some((s) => s.tokens.some((t) => d.json.includes(t))));
          const link = links[collection]!;
          const problems: string[] = [];
          for (const p of people) {
            const reads = can(normalizeScopes(p.staff.scopes), section, 'read');
            const check = async (what: string, where?: Where) => {
              const got = await query(p, collection, where);
              if (got === 'denied') return;
              if (!reads) problems.push(`${p.label}: ${what} answered without ${label}`);
              for (const json of got) for (const id of leaks(p, json)) problems.push(`${p.label}: ${what} gave a document naming ${id}`);
            };
            await check('unfiltered list');
            if (link.kind === 'self') {
              await check('list by own audience', anyOf('audience', [EVERYONE, p.uid]));
              for (const s of secrets) for (const uid of s.audience) await check(`list by ${uid}'s audience`, anyOf('audience', [EVERYONE, uid]));
            }
            if (link.kind === 'ids') for (const s of secrets) await check(`list by ${link.field} containing ${s.id}`, contains(link.field, s.id));
            const fields = link.kind === 'fields' ? link.fields : link.kind === 'via' ? [link.field] : [];
            for (const field of fields) {
              await check(`list by ${field} == null`, eq(field, null));
              const parents =
                link.kind === 'via'
                  ? all.flatMap((d) => (typeof d.data[field] === 'string' && sensitive.includes(d) ? [d.data[field]] : []))
                  : secrets.map((s) => s.id);
              for (const id of new Set(parents)) await check(`list by ${field} == ${id}`, eq(field, id));
            }
            // Every document naming a secret lawsuit, and one that names none: a single get each.
            const plain = all.find((d) => !sensitive.includes(d));
            for (const d of plain ? [...sensitive, plain] : sensitive) {
              const got = await get(p, collection, d.id);
              if (got === null) continue;
              if (!reads) problems.push(`${p.label}: get ${d.id} answered without ${label}`);
              for (const id of leaks(p, got)) problems.push(`${p.label}: get ${collection}/${d.id} names ${id}`);
            }
          }
          expect(problems).toEqual([]);
        },
        PROBE_MS,
      );
    }

    it(
      'the lawsuits a person lists directly by audience are exactly those lawsuits-list and lawsuits-get give them',
      async () => {
        for (const p of people.filter((x) => can(normalizeScopes(x.staff.scopes), 'lawsuits', 'read'))) {
          const direct = await query(p, COLLECTIONS.lawsuits, p.staff.admin ? undefined : anyOf('audience', [EVERYONE, p.uid]));
          expect(direct, p.label).not.toBe('denied');
          const directIds = (direct as string[]).map((json) => (JSON.parse(json) as { name: string }).name.split('/').at(-1)).sort();
          const listed: string[] = [];
          let after: string | null = null;
          do {
            const res: CallResult<LawsuitPage> = await callFn<LawsuitPage>('lawsuits-list', { limit: 100, after, status: null }, p.token);
            expect(res.status, JSON.stringify(res.error)).toBe(200);
            listed.push(...res.result!.items.map((l) => l.id));
            after = res.result!.nextCursor;
          } while (after);
          expect(directIds, p.label).toEqual(listed.sort());
          for (const s of secrets) {
            const opened = await callFn('lawsuits-get', { id: s.id }, p.token);
            expect([p.label, s.id, opened.status === 200]).toEqual([p.label, s.id, sees(p, s)]);
            expect([p.label, s.id, (await get(p, COLLECTIONS.lawsuits, s.id)) !== null]).toEqual([p.label, s.id, sees(p, s)]);
          }
        }
      },
      PROBE_MS,
    );

    it(
      'the collections no section owns are closed to every list and get',
      async () => {
        for (const p of people) {
          for (const collection of SYSTEM_COLLECTIONS) {
            if (collection === COLLECTIONS.staff) continue;
            expect([p.label, collection, await query(p, collection)]).toEqual([p.label, collection, 'denied']);
          }
          // Their own staff record, and no one else's.
          expect(await get(p, COLLECTIONS.staff, p.uid)).not.toBeNull();
          expect(await query(p, COLLECTIONS.staff)).toBe('denied');
        }
      },
      PROBE_MS,
    );
  });
}
