/**
 * Andamentos from DataJud over HTTP, against the local stand-in (the real API is unreachable from here):
 * import, re-import, hiding, refusals, not found, retries, a refused key, the office-wide run and its claim.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  DATAJUD_BATCH,
  DATAJUD_PUBLIC_KEY,
  datajudAlias,
  HIDDEN_LAWSUIT_LABEL,
  mapDatajudProcess,
  type IntegrationRunRecord,
  type IntegrationsOverview,
  type LawsuitRecord,
  type LawsuitSyncResult,
  type Listed,
  type MovementRecord,
  type Page,
  type StaffCreated,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { typedStores } from '../../functions/src/store/typed';
import { forEachPage } from '../../functions/src/platform/pages';
import { datajudSources } from '../support/court-standin/datasets';
import { standinRequests, standinTjsp } from '../support/courts';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { lawsuitValues } from '../support/records';
import { testStores } from '../support/store';

const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const admin = SEED_STAFF.find((s) => s.admin)!;
let token: string;
let adminToken: string;
let stores: Stores;

async function newLawsuit(digits: string | null): Promise<Listed<LawsuitRecord>> {
  const res = await callFn<Listed<LawsuitRecord>>(
    'lawsuits-create',
    {
      lawsuit: {
        cnj: digits,
        internalRef: digits ? null : `SEM-CNJ-${Date.now()}`,
        className: 'Procedimento Comum Cível',
        subject: 'Indenização por dano moral',
        court: '2ª Vara Cível',
        comarca: 'São Paulo',
        instance: '1º grau',
        filedOn: '2022-03-01',
        claimValue: null,
        clients: [{ clientId: 'cli-010', role: 'autor' }],
        opposingParties: [],
        responsibleLawyerIds: [lawyer.uid],
        status: 'ativo',
      },
    },
    token,
  );
  expect(res.error).toBeUndefined();
  return res.result!;
}

async function movements(lawsuitId: string): Promise<Listed<MovementRecord>[]> {
  const out: Listed<MovementRecord>[] = [];
  let after: string | null = null;
  do {
    const page: Page<MovementRecord> = (await callFn<Page<MovementRecord>>('lawsuits-movements', { lawsuitId, limit: 100, after }, token)).result!;
    out.push(...page.items);
    after = page.nextCursor;
  } while (after);
  return out;
}

async function sync(lawsuitId: string): Promise<LawsuitSyncResult> {
  const res = await callFn<LawsuitSyncResult>('lawsuits-syncMovements', { lawsuitId }, token);
  expect(res.error).toBeUndefined();
  return res.result!;
}

beforeAll(async () => {
  [token, adminToken] = await Promise.all([signIn(lawyer.email, lawyer.password), signIn(admin.email, admin.password)]);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('Atualizar andamentos (one lawsuit)', () => {
  it('imports every movement of every grau once, in order, marked with its source; a re-run adds nothing', async () => {
    // A number the stand-in answers with a G2 document too (its hash decides): try until one has two graus.
    let digits = standinTjsp('12');
    while (datajudSources(digits, 'TJSP').length < 2) digits = standinTjsp('12');
    const expected = mapDatajudProcess(datajudSources(digits, 'TJSP')).movements;
    const l = await newLawsuit(digits);
    const manual = await callFn<Listed<MovementRecord>>(
      'lawsuits-addMovement',
      { lawsuitId: l.id, at: new Date().toISOString(), description: 'Reunião com o cliente' },
      token,
    );

    const first = await sync(l.id);
    expect(first.run).toMatchObject({
      status: 'concluida',
      trigger: 'processo',
      lawsuitId: l.id,
      created: expected.length,
      duplicates: 0,
      notFound: 0,
      errors: [],
    });
    expect(first.courtData).toMatchObject({ status: 'encontrado', alias: 'api_publica_tjsp', importedCount: expected.length });
    expect(first.courtData?.instances.map((i) => i.grau)).toEqual(['G1', 'G2']);
    expect(first.courtData?.subjects).toContain('Indenização por Dano Moral');

    const stored = await movements(l.id);
    const imported = stored.filter((m) => m.source === 'datajud');
    expect(imported).toHaveLength(expected.length);
    // Newest first, as the timeline shows them; the stand-in's exact duplicate is kept apart by its occurrence.
    expect(imported.map((m) => m.at)).toEqual(expected.map((m) => m.at).reverse());
    expect(imported.every((m) => m.imported?.runId === first.run.id && m.imported.fetchedAt && !m.hidden)).toBe(true);
    expect(new Set(imported.map((m) => m.imported?.grau))).toEqual(new Set(['G1', 'G2']));
    // The request carried the 20 bare digits.
    expect((await standinRequests()).some((r) => r.api === 'datajud' && r.detail === digits)).toBe(true);

    const again = await sync(l.id);
    expect(again.run).toMatchObject({ status: 'concluida', created: 0, duplicates: expected.length });
    expect(await movements(l.id)).toHaveLength(stored.length);
    // The andamento typed in is untouched.
    const typed = await stores.documents.get(COLLECTIONS.movements, manual.result!.id);
    expect(typed?.version).toBe(1);

    // Audited: the run and the import.
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: l.id }], limit: 50 });
    const actions = audit.docs.map((d) => d.data.action);
    expect(actions).toEqual(expect.arrayContaining(['lawsuits.syncMovements', 'lawsuits.importMovements']));
  });

  it('an imported andamento can be hidden (and stays hidden after a re-import) but not edited', async () => {
    const l = await newLawsuit(standinTjsp('13'));
    await sync(l.id);
    const [one] = (await movements(l.id)).filter((m) => m.source === 'datajud');
    const edit = await callFn('lawsuits-updateMovement', { id: one!.id, expectedVersion: one!.version, at: one!.at, description: 'Outro texto' }, token);
    expect([edit.status, edit.error?.details?.id]).toEqual([400, 'invalid-state']);
    expect(edit.error?.details?.fields?._).toMatch(/não pode ser editado/);

    const hidden = await callFn<Listed<MovementRecord>>('lawsuits-setMovementHidden', { id: one!.id, expectedVersion: one!.version, hidden: true }, token);
    expect(hidden.result).toMatchObject({ hidden: true, description: one!.description });
    const stale = await callFn('lawsuits-setMovementHidden', { id: one!.id, expectedVersion: one!.version, hidden: false }, token);
    expect(stale.error?.details?.id).toBe('conflict');
    await sync(l.id);
    const after = (await movements(l.id)).find((m) => m.id === one!.id);
    expect(after).toMatchObject({ hidden: true });

    const manual = await callFn<Listed<MovementRecord>>(
      'lawsuits-addMovement',
      { lawsuitId: l.id, at: new Date().toISOString(), description: 'Petição protocolada' },
      token,
    );
    const hideManual = await callFn('lawsuits-setMovementHidden', { id: manual.result!.id, expectedVersion: 1, hidden: true }, token);
    expect(hideManual.error?.details?.id).toBe('invalid-state');
  });

  it('a lawsuit with 500 imported andamentos can still be deleted, and a new number drops what the old one brought', async () => {
    const big = await newLawsuit(standinTjsp('0500'));
    expect((await sync(big.id)).run.created).toBe(501);
    const deleted = await callFn('lawsuits-delete', { id: big.id, expectedVersion: big.version }, token);
    expect(deleted.status).toBe(200);
    expect(await stores.documents.count(COLLECTIONS.movements, [{ field: 'lawsuitId', op: '==', value: big.id }])).toBe(0);
    expect(await stores.documents.get(COLLECTIONS.courtData, big.id)).toBeNull();

    const typo = await newLawsuit(standinTjsp('14'));
    await sync(typo.id);
    const manual = await callFn<Listed<MovementRecord>>(
      'lawsuits-addMovement',
      { lawsuitId: typo.id, at: new Date().toISOString(), description: 'Cópia integral solicitada' },
      token,
    );
    const current = (await callFn<Listed<LawsuitRecord>>('lawsuits-get', { id: typo.id }, token)).result!;
    const fields = current;
    const lawsuit = {
      cnj: standinTjsp('15'),
      internalRef: fields.internalRef,
      className: fields.className,
      subject: fields.subject,
      court: fields.court,
      comarca: fields.comarca,
      instance: fields.instance,
      filedOn: fields.filedOn,
      claimValue: fields.claimValue,
      clients: fields.clients.map(({ clientId, role }) => ({ clientId, role })),
      opposingParties: fields.opposingParties,
      responsibleLawyerIds: fields.responsibleLawyerIds,
      status: fields.status,
      outcome: fields.outcome,
    };
    const renumbered = await callFn('lawsuits-update', { id: typo.id, expectedVersion: current.version, lawsuit }, token);
    expect(renumbered.error).toBeUndefined();
    const left = await movements(typo.id);
    expect(left.map((m) => m.id)).toEqual([manual.result!.id]);
    expect(await stores.documents.get(COLLECTIONS.courtData, typo.id)).toBeNull();
  });

  it('a number DataJud does not know is "não encontrado" on the lawsuit, not an error of the run', async () => {
    const l = await newLawsuit(standinTjsp('0000'));
    const res = await sync(l.id);
    expect(res.run).toMatchObject({ status: 'concluida', notFound: 1, created: 0, errors: [] });
    expect(res.courtData).toMatchObject({ status: 'nao-encontrado', instances: [] });
    const read = await callFn('lawsuits-courtData', { lawsuitId: l.id }, token);
    expect(read.result).toMatchObject({ status: 'nao-encontrado' });
  });

  it('waits out a 429 and a 503 and then imports; a persistent 500 is an error of the run in pt-BR', async () => {
    const throttled = await newLawsuit(standinTjsp('4290'));
    const flaky = await newLawsuit(standinTjsp('5030'));
    expect((await sync(throttled.id)).run).toMatchObject({ status: 'concluida', errors: [] });
    expect((await sync(flaky.id)).run.created).toBeGreaterThan(0);
    const broken = await newLawsuit(standinTjsp('5000'));
    const res = await sync(broken.id);
    // Nothing read: the run failed, and the lawsuit's court data says when and why (never "Nunca consultado").
    expect(res.run).toMatchObject({ status: 'falhou', targets: 1, read: 0 });
    expect(res.run.errors[0]?.message).toMatch(/o DataJud falhou \(HTTP 500\) mesmo após novas tentativas/);
    expect(res.courtData).toMatchObject({ status: 'sem-resposta', checkedAt: null, failure: { count: 1 } });
    expect(res.courtData?.failure?.reason).toMatch(/HTTP 500/);
    const again = await sync(broken.id);
    expect(again.courtData?.failure?.count).toBe(2);
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: res.run.id }], limit: 10 });
    expect(audit.docs.map((d) => d.data.action).sort()).toEqual(['lawsuits.syncMovements', 'lawsuits.syncMovementsFailed']);
    // Its court keeps failing in the stand-in: removed, so the office-wide runs of later suites are not slowed by it.
    expect((await callFn('lawsuits-delete', { id: broken.id, expectedVersion: broken.version }, token)).status).toBe(200);
  });

  it("keeps a run's errors by lawsuit id, never its number: each reader sees the lawsuit as they may", async () => {
    // Rafael's lawsuit under segredo, whose court keeps failing: its error names it only to who may see it.
    const broken = await newLawsuit(standinTjsp('5000'));
    const secret = await callFn<Listed<LawsuitRecord>>(
      'lawsuits-update',
      { id: broken.id, expectedVersion: broken.version, lawsuit: { ...lawsuitValues(broken as unknown as Record<string, unknown>), confidential: true } },
      token,
    );
    expect(secret.error).toBeUndefined();
    const res = await sync(broken.id);
    expect(res.run.errors[0]?.target).toBe(broken.cnj);
    const stored = (await stores.documents.get(COLLECTIONS.integrationRuns, res.run.id))!.data as unknown as IntegrationRunRecord;
    expect(JSON.stringify(stored)).not.toContain(broken.cnj!);
    expect(JSON.stringify(stored)).not.toContain(broken.cnjDigits!);
    expect(stored.errors[0]).toMatchObject({ lawsuitId: broken.id });
    // Readers of Integrações: one with Processos who is not responsible, one without Processos.
    const reader = async (read: string[]) => {
      const email = `runs.${read.length}.${Date.now().toString(36)}@barbosaadvocacia.test`;
      const made = await callFn<StaffCreated>('staff-create', { email, name: `Leitor Integrações ${read.length}`, read, write: [] }, adminToken);
      expect(made.error).toBeUndefined();
      await setPasswordFromLink(made.result!.passwordSetupLink!, 'Integracoes#2026');
      return signIn(email, 'Integracoes#2026');
    };
    const targetFor = async (as: string) => {
      const runs = await callFn<Page<IntegrationRunRecord>>('integrations-runs', { integration: 'datajud', limit: 50 }, as);
      expect(runs.error).toBeUndefined();
      return runs.result!.items.find((r) => r.id === res.run.id)!.errors[0]!.target;
    };
    expect(await targetFor(adminToken)).toBe(broken.cnj);
    expect(await targetFor(await reader(['Processos', 'Integrações']))).toBe(HIDDEN_LAWSUIT_LABEL);
    expect(await targetFor(await reader(['Integrações']))).toBe('Processo (sem acesso a Processos)');
    const current = (await callFn<Listed<LawsuitRecord>>('lawsuits-get', { id: broken.id }, token)).result!;
    expect((await callFn('lawsuits-delete', { id: broken.id, expectedVersion: current.version }, token)).status).toBe(200);
  });

  it('refuses a lawsuit without a CNJ number, and someone without Processos', async () => {
    const l = await newLawsuit(null);
    const res = await callFn('lawsuits-syncMovements', { lawsuitId: l.id }, token);
    expect([res.status, res.error?.details?.fields?._]).toEqual([400, 'Este processo não tem número CNJ: o DataJud só encontra processos pelo número.']);
    // Juliana reads and writes Processos; Lucas (Agenda only) does not hold it at all.
    const lucas = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
    const denied = await callFn('lawsuits-syncMovements', { lawsuitId: l.id }, await signIn(lucas.email, lucas.password));
    expect(denied.status).toBe(403);
  });
});

describe('DataJud configuration and the office-wide run', () => {
  async function overview(): Promise<IntegrationsOverview> {
    return (await callFn<IntegrationsOverview>('integrations-list', {}, adminToken)).result!;
  }

  it('refuses a key with spaces or an empty one, and changes nothing', async () => {
    const before = await overview();
    const spaced = await callFn('integrations-updateDatajud', { expectedVersion: before.datajud.version, apiKey: 'abc def ghi jkl mno pqr' }, adminToken);
    expect([spaced.status, spaced.error?.details?.fields?.apiKey]).toEqual([
      400,
      'A chave não pode ter espaços: copie só a chave, como está no wiki do DataJud',
    ]);
    const empty = await callFn('integrations-updateDatajud', { expectedVersion: before.datajud.version, apiKey: '  ' }, adminToken);
    expect(empty.error?.details?.fields?.apiKey).toBe('Informe a chave da API');
    const byLawyer = await callFn('integrations-updateDatajud', { expectedVersion: before.datajud.version, apiKey: DATAJUD_PUBLIC_KEY }, token);
    expect(byLawyer.status).toBe(403);
    expect((await overview()).datajud.version).toBe(before.datajud.version);
  });

  it('a rotated key (401) stops the run with nothing written, and Integrações says so until a new key is saved', async () => {
    const before = await overview();
    // Pasted with its "APIKey " prefix, as the wiki shows the header: the same key.
    const saved = await callFn<IntegrationsOverview>(
      'integrations-updateDatajud',
      { expectedVersion: before.datajud.version, apiKey: 'APIKey chaveAntigaQueOCnjTrocou0123456789' },
      adminToken,
    );
    expect(saved.result?.datajud).toMatchObject({ apiKey: 'chaveAntigaQueOCnjTrocou0123456789', usesPublicKey: false });
    const movementsBefore = await stores.documents.count(COLLECTIONS.movements);
    const run = await callFn<Listed<IntegrationRunRecord>>('integrations-syncDatajud', {}, adminToken);
    // Nothing could be read: a failed run, and Integrações says nothing is known until a run reads again.
    expect(run.result).toMatchObject({ status: 'falhou', created: 0, read: 0, trigger: 'manual' });
    expect(run.result?.stopReason).toMatch(/recusou a chave da API \(HTTP 401\)/);
    expect(await stores.documents.count(COLLECTIONS.movements)).toBe(movementsBefore);
    const after = await overview();
    expect(after.datajud).toMatchObject({ keyRejected: true, running: false, lastRun: { runId: run.result!.id, status: 'falhou' } });
    expect(after.datajud.capture?.message).toMatch(/foi possível consultar o DataJud.* — não sabemos se há andamentos novos\.$/);
    expect(after.datajud.capture?.reason).toMatch(/HTTP 401/);

    const stale = await callFn('integrations-updateDatajud', { expectedVersion: before.datajud.version, apiKey: DATAJUD_PUBLIC_KEY }, adminToken);
    expect(stale.error?.details?.id).toBe('conflict');
    const fixed = await callFn<IntegrationsOverview>(
      'integrations-updateDatajud',
      { expectedVersion: after.datajud.version, apiKey: DATAJUD_PUBLIC_KEY },
      adminToken,
    );
    expect(fixed.result?.datajud).toMatchObject({ keyRejected: false, usesPublicKey: true });
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: 'datajud' }], limit: 100 });
    expect(audit.docs.filter((d) => d.data.action === 'integrations.updateDatajud').length).toBeGreaterThanOrEqual(2);
    expect(audit.docs.some((d) => d.data.action === 'integrations.syncDatajud' && d.data.entityId === run.result!.id)).toBe(true);
    expect(audit.docs.some((d) => d.data.action === 'integrations.syncDatajudFailed' && d.data.entityId === run.result!.id)).toBe(true);
  });

  it('syncs every active lawsuit, at most 2 requests a second, batching numbers per court; one run at a time', async () => {
    // Every active lawsuit (an import earlier in the suite may have added hundreds to one court), by court index.
    const perAlias = new Map<string, number>();
    await forEachPage(typedStores(stores).documents, COLLECTIONS.lawsuits, { where: [{ field: 'status', op: '==', value: 'ativo' }] }, (docs) => {
      for (const d of docs) {
        const alias = d.data.cnjDigits ? datajudAlias(d.data.cnjDigits) : null;
        if (alias) perAlias.set(alias, (perAlias.get(alias) ?? 0) + 1);
      }
    });
    const batches = [...perAlias.values()].reduce((sum, n) => sum + Math.ceil(n / DATAJUD_BATCH), 0);
    const seen = (await standinRequests()).length;
    // Two at once: one runs, the other is refused while the first holds the integration.
    const [a, b] = await Promise.all([
      callFn<Listed<IntegrationRunRecord>>('integrations-syncDatajud', {}, adminToken),
      callFn<Listed<IntegrationRunRecord>>('integrations-syncDatajud', {}, adminToken),
    ]);
    const done = [a, b].filter((r) => r.status === 200);
    const refused = [a, b].filter((r) => r.status !== 200);
    expect(done).toHaveLength(1);
    expect(refused[0]?.error?.details?.fields?._).toMatch(/Já há uma sincronização em andamento/);
    const run = done[0]!.result!;
    expect(['concluida', 'com-erros']).toContain(run.status);
    expect(run.read).toBeGreaterThan(0);
    // A run that read lawsuits again: the source is current, the alert of the refused key's run is gone.
    expect((await overview()).datajud.capture).toBeNull();
    expect(run.requests).toBeGreaterThanOrEqual(batches);
    const mine = (await standinRequests()).slice(seen).filter((r) => r.api === 'datajud');
    // Each request names up to 50 numbers of one court (a few more for a page past the first 200 documents); the
    // run keeps to 2 requests a second (the stand-in logs a request when it has read it, so single gaps jitter by a
    // few milliseconds around the client's 500).
    expect(mine.length).toBeGreaterThanOrEqual(batches);
    expect(mine.length).toBeLessThanOrEqual(batches + 8);
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.at - mine[i - 1]!.at).toBeGreaterThanOrEqual(400);
    expect((mine.at(-1)!.at - mine[0]!.at) / (mine.length - 1)).toBeGreaterThanOrEqual(480);
    const runs = await callFn<Page<IntegrationRunRecord>>('integrations-runs', { integration: 'datajud', limit: 5 }, adminToken);
    expect(runs.result?.items[0]).toMatchObject({ id: run.id });
  });
});
