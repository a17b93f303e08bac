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
  type TeamOab,
} from '@office/domain';
import { forEachPage, toListed } from '../platform/pages';
import type { TypedDocumentStore } from '../store/typed';
import { datajudBaseUrl } from './datajud-client';
import { djenBaseUrl } from './djen-sync';
import { asSeen } from './runs';

const RECENT_RUNS = 8;

async function view(store: TypedDocumentStore, id: IntegrationId): Promise<IntegrationView> {
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
    keyRejected: settings.keyRejected,
    // A claim that lapsed belongs to a run that crashed.
    running: settings.lease !== null && settings.lease.until > new Date().toISOString(),
    lastRun: settings.lastRun,
    runs: runs.docs.map((d) => asSeen(toListed(d))),
    baseUrl: id === 'datajud' ? datajudBaseUrl() : djenBaseUrl(),
    capture: id === 'djen' ? djenCaptureAlert(doc?.data ?? null) : datajudCaptureAlert(doc?.data ?? null),
  };
}

export async function integrationsOverview(store: TypedDocumentStore): Promise<IntegrationsOverview> {
  const teamOabs: TeamOab[] = [];
  const [datajud, djen] = await Promise.all([
    view(store, 'datajud'),
    view(store, 'djen'),
    forEachPage(store, COLLECTIONS.team, {}, (docs) => {
      for (const d of docs) for (const o of d.data.oab) teamOabs.push({ memberId: d.id, name: d.data.name, uf: o.uf, number: o.number, kind: o.kind });
    }),
  ]);
  teamOabs.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  return { datajud, djen, teamOabs };
}
