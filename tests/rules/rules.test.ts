/**
 * Security rules on the official emulators. The Firestore half runs whenever FIRESTORE_EMULATOR_HOST is set
 * (`npm test` starts the Firestore emulator's jar when it is installed); the Storage half needs firebase-tools'
 * Storage emulator (Java 21) and FIREBASE_STORAGE_EMULATOR_HOST. Each half prints why it skipped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection as collection_, doc, getDoc, getDocs, query, setDoc, setLogLevel, where } from 'firebase/firestore';
import { getBytes, ref, uploadBytes } from 'firebase/storage';
import {
  claimsFromStaffRecord,
  COLLECTIONS,
  EVERYONE,
  LAWSUIT_LINKS,
  SCOPE_LABELS,
  SECOND_FACTOR_POLICY_ID,
  SECTIONS,
  normalizeScopes,
  type CollectionName,
  type LawsuitLink,
  type ScopeLabel,
} from '@office/domain';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const ROOT = join(import.meta.dirname, '..', '..');

interface Role {
  uid: string;
  read: ScopeLabel[];
  write: ScopeLabel[];
  disabled?: boolean;
  /** Claims minted from an older record version. */
  staleClaims?: boolean;
  /** No staff record at all. */
  noRecord?: boolean;
  admin?: boolean;
}

const ROLES = {
  noScopes: { uid: 'no-scopes', read: [], write: [] },
  readOnly: { uid: 'read-only', read: [...SCOPE_LABELS], write: [] },
  readWrite: { uid: 'read-write', read: [...SCOPE_LABELS], write: [...SCOPE_LABELS] },
  disabled: { uid: 'disabled', read: [...SCOPE_LABELS], write: [...SCOPE_LABELS], disabled: true },
  stale: { uid: 'stale', read: [...SCOPE_LABELS], write: [...SCOPE_LABELS], staleClaims: true },
  unknown: { uid: 'unknown', read: [...SCOPE_LABELS], write: [...SCOPE_LABELS], noRecord: true },
  // Segredo de justiça: the responsible lawyer of the lawsuit under it, and an administrator who is not.
  responsible: { uid: 'responsible', read: [...SCOPE_LABELS], write: [...SCOPE_LABELS] },
  administrator: { uid: 'administrator', read: [...SCOPE_LABELS], write: [...SCOPE_LABELS], admin: true },
} satisfies Record<string, Role>;

/** The fields the rules read to find a document's lawsuit (LAWSUIT_LINKS), holding none: every stored record has them. */
function noLawsuit(collection: CollectionName): Record<string, unknown> {
  const link = (LAWSUIT_LINKS as Partial<Record<CollectionName, LawsuitLink>>)[collection];
  if (!link || link.kind === 'none') return {};
  if (link.kind === 'self') return { audience: [EVERYONE] };
  if (link.kind === 'via') return { [link.field]: null };
  if (link.kind === 'ids') return { [link.field]: [] };
  return Object.fromEntries(link.fields.map((f) => [f, null]));
}

if (!firestoreHost) {
  const reason =
    'FIRESTORE_EMULATOR_HOST is not set: `npm test` starts the official Firestore emulator when its jar is installed (google-cloud-cli-firestore-emulator, or FIRESTORE_EMULATOR_JAR)';
  console.log(`[skipped] security rules suite: ${reason}`);
  describe.skip(`security rules (${reason})`, () => {
    it('runs on the official emulators only', () => undefined);
  });
} else {
  let env: RulesTestEnvironment;
  const [fsHost, fsPort] = firestoreHost.split(':');
  const [stHost, stPort] = storageHost?.split(':') ?? [];

  function as(roleName: keyof typeof ROLES | 'anonymous'): RulesTestContext {
    if (roleName === 'anonymous') return env.unauthenticatedContext();
    const role: Role = ROLES[roleName];
    const record = { scopes: normalizeScopes(role), admin: role.admin ?? false, disabled: role.disabled ?? false };
    return env.authenticatedContext(role.uid, { ...claimsFromStaffRecord(record, role.staleClaims ? 1 : 2) });
  }

  beforeAll(async () => {
    // Each refusal the suite expects would otherwise be logged as a warning by the Firestore SDK.
    setLogLevel('error');
    env = await initializeTestEnvironment({
      projectId: 'demo-escritorio-rules',
      firestore: { host: fsHost, port: Number(fsPort), rules: readFileSync(join(ROOT, 'firestore.rules'), 'utf8') },
      ...(storageHost ? { storage: { host: stHost, port: Number(stPort), rules: readFileSync(join(ROOT, 'storage.rules'), 'utf8') } } : {}),
    });
  });
  afterAll(async () => env?.cleanup());

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      for (const role of Object.values<Role>(ROLES)) {
        if (role.noRecord) continue;
        await setDoc(doc(db, COLLECTIONS.staff, role.uid), {
          name: role.uid,
          email: `${role.uid}@x.test`,
          scopes: normalizeScopes(role),
          admin: role.admin ?? false,
          disabled: role.disabled ?? false,
          updatedBy: 'system',
          _version: 2,
        });
      }
      for (const s of SECTIONS) for (const c of s.collections) await setDoc(doc(db, c, 'doc1'), { title: 'x', ...noLawsuit(c) });
      await setDoc(doc(db, COLLECTIONS.audit, 'a1'), { action: 'x' });
      const secret = { confidential: true, responsibleLawyerIds: ['responsible'], audience: ['responsible'], subject: 'Guarda' };
      await setDoc(doc(db, COLLECTIONS.lawsuits, 'secret'), secret);
      await setDoc(doc(db, COLLECTIONS.lawsuits, 'open'), { ...secret, confidential: false, audience: ['*'] });
      await setDoc(doc(db, COLLECTIONS.movements, 'secret-mov'), { lawsuitId: 'secret', description: 'Sentença' });
      await setDoc(doc(db, COLLECTIONS.courtData, 'secret'), { lawsuitId: 'secret', classe: 'x' });
      await setDoc(doc(db, COLLECTIONS.events, 'secret-evt'), { lawsuitId: 'secret', clientId: 'cli-x', title: 'Audiência' });
      await setDoc(doc(db, COLLECTIONS.tasks, 'secret-task'), { lawsuitId: 'secret', clientId: 'cli-x', people: ['read-write'] });
      await setDoc(doc(db, COLLECTIONS.taskComments, 'secret-comment'), { taskId: 'secret-task', body: 'Guarda' });
      await setDoc(doc(db, COLLECTIONS.workflowRuns, 'secret_tpl'), { lawsuitId: 'secret' });
      await setDoc(doc(db, COLLECTIONS.transactions, 'secret-tx'), { lawsuitId: 'secret', lawsuitLabel: '0000001-00.2026.8.26.0100' });
      await setDoc(doc(db, COLLECTIONS.payments, 'secret-pay'), { transactionId: 'secret-tx', amount: 100 });
      await setDoc(doc(db, COLLECTIONS.integrationRuns, 'secret-run'), { lawsuitId: 'secret', errors: [] });
      await setDoc(doc(db, COLLECTIONS.lawsuitLinks, 'open_secret'), { fromId: 'open', toId: 'secret', kind: 'recurso' });
      await setDoc(doc(db, COLLECTIONS.lawsuitNumbers, '123'), { lawsuitId: 'secret' });
      await setDoc(doc(db, COLLECTIONS.intimations, 'secret-int'), { lawsuitId: 'secret' });
      // A client's general agreement with a result recorded on the lawsuit under segredo; a charge of its lançamento.
      await setDoc(doc(db, COLLECTIONS.feeAgreements, 'secret-hon'), { lawsuitId: null, lawsuitIds: ['open', 'secret'] });
      await setDoc(doc(db, COLLECTIONS.charges, 'secret-cob'), { lawsuitIds: ['open', 'secret'] });
      await setDoc(doc(db, COLLECTIONS.charges, 'open-cob'), { lawsuitIds: ['open'] });
      await setDoc(doc(db, COLLECTIONS.charges, 'many-cob'), { lawsuitIds: ['open', 'o2', 'o3', 'o4'] });
      if (storageHost) {
        for (const s of SECTIONS.filter((x) => x.storagePrefix))
          await uploadBytes(ref(ctx.storage(), `${s.storagePrefix}/seed/a.pdf`), new Uint8Array([37, 80, 68, 70]), { contentType: 'application/pdf' });
      }
    });
  });

  for (const section of SECTIONS) {
    for (const collection of section.collections) {
      describe(`/${collection} (${section.label})`, () => {
        it('lets read-only and read+write staff read', async () => {
          await assertSucceeds(getDoc(doc(as('readOnly').firestore(), collection, 'doc1')));
          await assertSucceeds(getDoc(doc(as('readWrite').firestore(), collection, 'doc1')));
        });
        it('refuses anonymous, no scopes, disabled, stale claims and accounts without a record', async () => {
          for (const role of ['anonymous', 'noScopes', 'disabled', 'stale', 'unknown'] as const) {
            await assertFails(getDoc(doc(as(role).firestore(), collection, 'doc1')));
          }
        });
        it('refuses every direct write, even with the write label', async () => {
          await assertFails(setDoc(doc(as('readWrite').firestore(), collection, 'doc2'), { title: 'y' }));
        });
      });
    }
  }

  describe('segredo de justiça', () => {
    const belonging: [string, string][] = [
      [COLLECTIONS.lawsuits, 'secret'],
      [COLLECTIONS.movements, 'secret-mov'],
      [COLLECTIONS.courtData, 'secret'],
      [COLLECTIONS.lawsuitLinks, 'open_secret'],
      [COLLECTIONS.lawsuitNumbers, '123'],
      [COLLECTIONS.intimations, 'secret-int'],
      [COLLECTIONS.events, 'secret-evt'],
      [COLLECTIONS.tasks, 'secret-task'],
      [COLLECTIONS.taskComments, 'secret-comment'],
      [COLLECTIONS.workflowRuns, 'secret_tpl'],
      [COLLECTIONS.transactions, 'secret-tx'],
      [COLLECTIONS.payments, 'secret-pay'],
      [COLLECTIONS.integrationRuns, 'secret-run'],
      [COLLECTIONS.feeAgreements, 'secret-hon'],
      [COLLECTIONS.charges, 'secret-cob'],
    ];
    const lawsuitLinked = (Object.entries(LAWSUIT_LINKS) as [CollectionName, LawsuitLink][]).filter(([, link]) => link.kind !== 'none');

    it('refuses every list that does not say which lawsuits it asks for, except to an administrator', async () => {
      for (const [collection] of lawsuitLinked) {
        await assertFails(getDocs(collection_(as('readWrite').firestore(), collection)));
        await assertFails(getDocs(collection_(as('responsible').firestore(), collection)));
        await assertSucceeds(getDocs(collection_(as('administrator').firestore(), collection)));
      }
    });

    it("lists lawsuits by audience, as lawsuits-list asks: only its own audience, never another person's", async () => {
      const byAudience = (role: 'readWrite' | 'responsible', uid: string) =>
        getDocs(query(collection_(as(role).firestore(), COLLECTIONS.lawsuits), where('audience', 'array-contains-any', [EVERYONE, uid])));
      const seen = await assertSucceeds(byAudience('readWrite', ROLES.readWrite.uid));
      expect(seen.docs.map((d) => d.id).sort()).toEqual(['doc1', 'open']);
      const own = await assertSucceeds(byAudience('responsible', ROLES.responsible.uid));
      expect(own.docs.map((d) => d.id).sort()).toEqual(['doc1', 'open', 'secret']);
      await assertFails(byAudience('readWrite', ROLES.responsible.uid));
    });

    it('lists what belongs to a lawsuit by its id: the ones it may see, never a lawsuit under segredo of someone else', async () => {
      for (const [collection, link] of lawsuitLinked) {
        if (link.kind === 'self' || link.kind === 'none') continue;
        if (link.kind === 'ids') {
          // The rules cannot check each id of a list field over a query: only an administrator lists such documents.
          const containing = (role: 'readWrite' | 'responsible' | 'administrator', id: string) =>
            getDocs(query(collection_(as(role).firestore(), collection), where(link.field, 'array-contains', id)));
          await assertFails(containing('responsible', 'secret'));
          await assertFails(containing('readWrite', 'open'));
          await assertSucceeds(containing('administrator', 'secret'));
          continue;
        }
        const field = link.kind === 'via' ? link.field : (link.fields[0] ?? 'lawsuitId');
        const parent = link.kind === 'via' ? (link.collection === COLLECTIONS.tasks ? 'secret-task' : 'secret-tx') : 'secret';
        const byParent = (role: 'readWrite' | 'responsible') => getDocs(query(collection_(as(role).firestore(), collection), where(field, '==', parent)));
        // lawsuitLinks need both ends pinned, so a list by one end is refused to everyone but administrators.
        if (link.kind === 'fields' && link.fields.length > 1) await assertFails(byParent('responsible'));
        else await assertSucceeds(byParent('responsible'));
        await assertFails(byParent('readWrite'));
        if (link.kind === 'fields' && link.fields.length === 1) {
          await assertSucceeds(getDocs(query(collection_(as('readWrite').firestore(), collection), where(field, '==', null))));
          await assertSucceeds(getDocs(query(collection_(as('readWrite').firestore(), collection), where(field, '==', 'open'))));
        }
      }
    });
    it('lets the responsible lawyer and an administrator read the lawsuit and what belongs to it', async () => {
      for (const [collection, id] of belonging) {
        await assertSucceeds(getDoc(doc(as('responsible').firestore(), collection, id)));
        await assertSucceeds(getDoc(doc(as('administrator').firestore(), collection, id)));
      }
    });
    it('refuses every other reader of Processos, and still lets them read a lawsuit without segredo', async () => {
      for (const [collection, id] of belonging) await assertFails(getDoc(doc(as('readWrite').firestore(), collection, id)));
      await assertSucceeds(getDoc(doc(as('readWrite').firestore(), COLLECTIONS.lawsuits, 'open')));
      await assertSucceeds(getDoc(doc(as('readWrite').firestore(), COLLECTIONS.charges, 'open-cob')));
    });

    it('lets only an administrator read directly a document naming more lawsuits than the rules can check', async () => {
      await assertFails(getDoc(doc(as('readWrite').firestore(), COLLECTIONS.charges, 'many-cob')));
      await assertFails(getDoc(doc(as('responsible').firestore(), COLLECTIONS.charges, 'many-cob')));
      await assertSucceeds(getDoc(doc(as('administrator').firestore(), COLLECTIONS.charges, 'many-cob')));
    });
  });

  describe('/admin', () => {
    it('lets each person read only their own record and write none', async () => {
      await assertSucceeds(getDoc(doc(as('noScopes').firestore(), COLLECTIONS.staff, 'no-scopes')));
      await assertFails(getDoc(doc(as('noScopes').firestore(), COLLECTIONS.staff, 'read-write')));
      await assertFails(setDoc(doc(as('readWrite').firestore(), COLLECTIONS.staff, 'read-write'), { admin: true }));
      await assertFails(getDoc(doc(as('anonymous').firestore(), COLLECTIONS.staff, 'no-scopes')));
    });
  });

  describe('/audit', () => {
    it('is closed to every client', async () => {
      await assertFails(getDoc(doc(as('readWrite').firestore(), COLLECTIONS.audit, 'a1')));
    });
  });

  describe('verificação em duas etapas', () => {
    // The password sign-in the token descends from (its auth_time); another sign-in has another one.
    const SIGNED_IN_AT = 1_800_000_000;
    function signedIn(roleName: 'readWrite' | 'readOnly', authTime = SIGNED_IN_AT): RulesTestContext {
      const role: Role = ROLES[roleName];
      const record = { scopes: normalizeScopes(role), admin: false, disabled: false };
      return env.authenticatedContext(role.uid, { ...claimsFromStaffRecord(record, 2), auth_time: authTime });
    }
    const readClient = (ctx: RulesTestContext) => getDoc(doc(ctx.firestore(), COLLECTIONS.clients, 'doc1'));
    const seed = (write: (db: ReturnType<RulesTestContext['firestore']>) => Promise<void>) =>
      env.withSecurityRulesDisabled(async (ctx) => write(ctx.firestore()));
    const session = (uid: string, authTime: number, expiresAtMs = Date.now() + 3_600_000) =>
      seed((db) => setDoc(doc(db, COLLECTIONS.secondFactorSessions, `${uid}_${authTime}`), { uid, authTime, enrolmentId: 'e1', expiresAtMs }));

    beforeEach(async () => {
      await seed((db) =>
        setDoc(doc(db, COLLECTIONS.secondFactors, ROLES.readWrite.uid), { enabled: true, enrolmentId: 'e1', secret: 'X', lastStep: 0, recoveryHashes: [] }),
      );
    });

    it("refuses an enrolled person's token without a verified session of its sign-in, and allows it with one", async () => {
      await assertFails(readClient(signedIn('readWrite')));
      await session(ROLES.readWrite.uid, SIGNED_IN_AT);
      await assertSucceeds(readClient(signedIn('readWrite')));
    });

    it('refuses another sign-in (another auth_time) and an expired session', async () => {
      await session(ROLES.readWrite.uid, SIGNED_IN_AT);
      await assertFails(readClient(signedIn('readWrite', SIGNED_IN_AT + 7)));
      await session(ROLES.readWrite.uid, SIGNED_IN_AT, Date.now() - 1000);
      await assertFails(readClient(signedIn('readWrite')));
    });

    it('refuses someone who has not set it up once the office requires it; a setup in progress counts for nothing', async () => {
      await assertSucceeds(readClient(signedIn('readOnly')));
      await seed((db) => setDoc(doc(db, COLLECTIONS.secondFactors, ROLES.readOnly.uid), { enabled: false, enrolmentId: '', secret: 'Y', lastStep: 0 }));
      await assertSucceeds(readClient(signedIn('readOnly')));
      await seed((db) => setDoc(doc(db, COLLECTIONS.settings, SECOND_FACTOR_POLICY_ID), { required: true }));
      await assertFails(readClient(signedIn('readOnly')));
    });

    it('keeps the secrets and the sessions closed to every client, their owner included', async () => {
      await session(ROLES.readWrite.uid, SIGNED_IN_AT);
      await assertFails(getDoc(doc(signedIn('readWrite').firestore(), COLLECTIONS.secondFactors, ROLES.readWrite.uid)));
      await assertFails(getDoc(doc(signedIn('readWrite').firestore(), COLLECTIONS.secondFactorSessions, `${ROLES.readWrite.uid}_${SIGNED_IN_AT}`)));
      await assertFails(
        setDoc(doc(signedIn('readWrite', SIGNED_IN_AT + 9).firestore(), COLLECTIONS.secondFactorSessions, `${ROLES.readWrite.uid}_${SIGNED_IN_AT + 9}`), {
          expiresAtMs: 9e15,
        }),
      );
    });
  });

  if (!storageHost) {
    const reason = 'FIREBASE_STORAGE_EMULATOR_HOST is not set: the Storage emulator needs firebase-tools and Java 21, which this machine lacks';
    console.log(`[skipped] security rules suite, Storage half: ${reason}`);
    describe.skip(`storage rules (${reason})`, () => {
      it('runs on the Storage emulator only', () => undefined);
    });
  }
  for (const section of storageHost ? SECTIONS.filter((s) => s.storagePrefix) : []) {
    describe(`storage /${section.storagePrefix} (${section.label})`, () => {
      it('lets readers download and refuses the others', async () => {
        await assertSucceeds(getBytes(ref(as('readOnly').storage(), `${section.storagePrefix}/seed/a.pdf`)));
        for (const role of ['anonymous', 'noScopes', 'disabled', 'stale'] as const) {
          await assertFails(getBytes(ref(as(role).storage(), `${section.storagePrefix}/seed/a.pdf`)));
        }
      });
      it('lets writers upload an allowed type under the size cap, and nothing else', async () => {
        const pdf = new Uint8Array([37, 80, 68, 70]);
        await assertSucceeds(uploadBytes(ref(as('readWrite').storage(), `${section.storagePrefix}/x/b.pdf`), pdf, { contentType: 'application/pdf' }));
        await assertFails(uploadBytes(ref(as('readOnly').storage(), `${section.storagePrefix}/x/c.pdf`), pdf, { contentType: 'application/pdf' }));
        await assertFails(uploadBytes(ref(as('readWrite').storage(), `${section.storagePrefix}/x/d.exe`), pdf, { contentType: 'application/x-msdownload' }));
        // Recordings too (the files function reads their content; the rules can only check the declared type).
        await assertSucceeds(uploadBytes(ref(as('readWrite').storage(), `${section.storagePrefix}/x/f.mp3`), pdf, { contentType: 'audio/mpeg' }));
        await assertFails(
          uploadBytes(ref(as('readWrite').storage(), `${section.storagePrefix}/x/e.pdf`), new Uint8Array(20 * 1024 * 1024 + 1), {
            contentType: 'application/pdf',
          }),
        );
      });
    });
  }
}
