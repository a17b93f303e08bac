/**
 * Honest capture over HTTP, against the local stand-in (inscription 403 is always refused, as the DJEN refuses
 * addresses outside Brazil): a run that read nothing failed and says nothing is known; a partial run names
 * what it could not read; the inbox, the dashboard and Integrações say so until a read succeeds; the audit
 * log records the failure as one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  type DashboardSummary,
  type IntegrationRunRecord,
  type IntegrationsOverview,
  type IntimationPage,
  type Listed,
  type MonitoredOab,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const admin = SEED_STAFF.find((s) => s.admin)!;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
const REFUSED: MonitoredOab = { uf: 'SP', number: '403', name: 'Inscrição recusada', memberId: null };
const WORKING: MonitoredOab = { uf: 'SP', number: '7', name: 'Inscrição que responde', memberId: null };
let adminToken: string;
let lawyerToken: string;
let stores: Stores;
let before: MonitoredOab[] = [];

async function overview(): Promise<IntegrationsOverview> {
  return (await callFn<IntegrationsOverview>('integrations-list', {}, adminToken)).result!;
}

async function monitor(oabs: MonitoredOab[]): Promise<void> {
  const o = await overview();
  const res = await callFn('integrations-updateDjen', { expectedVersion: o.djen.version, oabs }, adminToken);
  expect(res.error).toBeUndefined();
}

async function syncDjen(): Promise<Listed<IntegrationRunRecord>> {
  const res = await callFn<Listed<IntegrationRunRecord>>('integrations-syncDjen', {}, adminToken);
  expect(res.error).toBeUndefined();
  return res.result!;
}

async function inbox(): Promise<IntimationPage> {
  return (await callFn<IntimationPage>('intimations-list', { limit: 5 }, lawyerToken)).result!;
}

beforeAll(async () => {
  [adminToken, lawyerToken] = await Promise.all([signIn(admin.email, admin.password), signIn(lawyer.email, lawyer.password)]);
  stores = await testStores();
  before = (await overview()).djen.oabs;
});
afterAll(async () => {
  await monitor(before);
  await stores?.documents.close();
});

describe('a DJEN run that could read nothing', () => {
  it('is "falhou", never "nenhuma intimação nova", and is audited as a failure', async () => {
    await monitor([REFUSED]);
    const run = await syncDjen();
    expect(run).toMatchObject({ status: 'falhou', targets: 1, read: 0, created: 0 });
    expect(run.errors).toEqual([{ target: 'OAB/SP 403', message: 'o DJEN recusou o acesso (HTTP 403): a API só atende endereços no Brasil' }]);
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: run.id }], limit: 10 });
    expect(audit.docs.map((d) => d.data.action).sort()).toEqual(['integrations.syncDjen', 'integrations.syncDjenFailed']);
  });

  it('makes the inbox, the dashboard and Integrações say that nothing is known, with the reason', async () => {
    const page = await inbox();
    expect(page.lastRun?.status).toBe('falhou');
    expect(page.capture).toMatchObject({
      integration: 'djen',
      reason: 'o DJEN recusou o acesso (HTTP 403): a API só atende endereços no Brasil',
      targets: [],
    });
    expect(page.capture?.message).toMatch(
      /^(Ainda não foi possível consultar o DJEN|Não foi possível consultar o DJEN desde \d\d\/\d\d\/\d{4} \d\d:\d\d) — não sabemos se há intimações novas\.$/,
    );
    const home = (await callFn<DashboardSummary>('dashboard-summary', {}, lawyerToken)).result!;
    expect(home.capture?.map((a) => a.message)).toContain(page.capture!.message);
    expect((await overview()).djen.capture?.message).toBe(page.capture!.message);
    // Someone without Processos is not told about the intimações' source.
    const internHome = (await callFn<DashboardSummary>('dashboard-summary', {}, await signIn(intern.email, intern.password))).result!;
    expect(internHome.capture).toBeUndefined();
  });
});

describe('a DJEN run that read some inscriptions', () => {
  it('is "com-erros", names the inscription it could not read, and the alert names only that one', async () => {
    await monitor([WORKING, REFUSED]);
    const run = await syncDjen();
    expect(run).toMatchObject({ status: 'com-erros', targets: 2, read: 1 });
    expect(run.errors.map((e) => e.target)).toEqual(['OAB/SP 403']);
    const page = await inbox();
    expect(page.capture?.targets).toEqual(['OAB/SP 403 (Inscrição recusada)']);
    expect(page.capture?.message).toMatch(/ para OAB\/SP 403 \(Inscrição recusada\)/);
  });

  it('once every monitored inscription is read, the alert is gone', async () => {
    await monitor([WORKING]);
    const run = await syncDjen();
    expect(run).toMatchObject({ status: 'concluida', targets: 1, read: 1, errors: [] });
    expect((await inbox()).capture).toBeNull();
    expect((await overview()).djen.capture).toBeNull();
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: run.id }], limit: 10 });
    expect(audit.docs.map((d) => d.data.action).sort()).toEqual(['integrations.syncDjen', 'integrations.syncDjenDone']);
  });
});
