/** What Integrações shows: each integration's configuration and real runs, and the team's inscriptions to offer. */
import {
  COLLECTIONS,
  DATAJUD_PUBLIC_KEY,
  datajudCaptureAlert,
  djenCaptureAlert,
  defaultIntegration,
  INTEGRATION_INFO,
  type IntegrationId,
  type IntegrationsOverview,
  type IntegrationView,
  readsLawsuits,
  type TeamOab,
  type TermOwner,
} from '@office/domain';
import { forEachPage, toListed } from '../platform/pages';
import type { CallableContext } from '../platform/define-callable';
import type { TypedDocumentStore } from '../store/typed';
import { datajudBaseUrl } from './datajud-client';
import { djenBaseUrl } from './djen-sync';
import { runsAsSeen } from './run-names';
import { asSeen } from './runs';

const RECENT_RUNS = 8;

async function view(ctx: CallableContext, store: TypedDocumentStore, id: IntegrationId): Promise<IntegrationView> {
  const [doc, runs] = await Promise.all([
    store.get(COLLECTIONS.integrations, id),
    store.list(COLLECTIONS.integrationRuns, {
      where: [{ field: 'integration', op: '==', value: id }],
      orderBy: [{ field: 'startedAt', direction: 'desc' }],
      limit: RECENT_RUNS,
    }),
  ]);
  const settings = doc?.data ?? defaultIntegration(id);
  return {
    id,
    ...INTEGRATION_INFO[id],
    version: doc?.data.settingsRevision || null,
    apiKey: settings.apiKey,
    usesPublicKey: settings.apiKey === DATAJUD_PUBLIC_KEY,
    oabs: settings.oabs,
    terms: settings.terms ?? [],
    targets: settings.targets ?? {},
    keyRejected: settings.keyRejected,
    // A claim that lapsed belongs to a run that crashed.
    running: settings.lease !== null && settings.lease.until > new Date().toISOString(),
    lastRun: settings.lastRun,
    runs: await runsAsSeen(
      ctx,
      store,
      runs.docs.map((d) => asSeen(toListed(d))),
    ),
    baseUrl: id === 'datajud' ? datajudBaseUrl() : djenBaseUrl(),
    capture: id === 'djen' ? djenCaptureAlert(doc?.data ?? null) : datajudCaptureAlert(doc?.data ?? null),
  };
}

/** The overview for the caller: a run's lawsuit errors name only what the caller may see (run-names.ts). */
export async function integrationsOverview(ctx: CallableContext): Promise<IntegrationsOverview> {
  const store = ctx.stores.documents;
  const members: (TeamOab & { staffId: string | null })[] = [];
  const termOwners: TermOwner[] = [];
  const disabled = new Set<string>();
  const [datajud, djen] = await Promise.all([
    view(ctx, store, 'datajud'),
    view(ctx, store, 'djen'),
    forEachPage(store, COLLECTIONS.staff, {}, (docs) => {
      for (const d of docs) {
        if (readsLawsuits(d.data)) termOwners.push({ uid: d.id, name: d.data.name });
        if (d.data.disabled) disabled.add(d.id);
      }
    }),
    forEachPage(store, COLLECTIONS.team, {}, (docs) => {
      for (const d of docs)
        for (const o of d.data.oab) members.push({ memberId: d.id, staffId: d.data.staffId, name: d.data.name, uf: o.uf, number: o.number, kind: o.kind });
    }),
  ]);
  // Someone whose access was switched off has left the office: their inscription is not offered for monitoring.
  const teamOabs: TeamOab[] = members.filter((m) => !m.staffId || !disabled.has(m.staffId)).map(({ staffId: _staffId, ...oab }) => oab);
  teamOabs.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  termOwners.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  return { datajud, djen, teamOabs, termOwners };
}
