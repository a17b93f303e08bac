/**
 * Portal do cliente, documents: the office's side (sharing a client's file, asking a client for a document) needs
 * Clientes; the client's own list (`portalDocs-mine`) gets its row from its contract (client accounts only).
 */
import { EMULATOR_PORTS, FUNCTIONS_REGION, LOCAL_PROJECT_ID, type PortalRequestView, type PortalShareView } from '@office/domain';
import { asAdmin, run, tokens } from '../../support/access-callers';
import { SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

const FILES_URL = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;

/** A fresh file of the seed's first client, uploaded by the administrator: each allowed share makes a share of its own. */
async function adminUpload(): Promise<string> {
  const res = await fetch(`${FILES_URL}/clients/cli-001?name=portal-matriz-${run}.txt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'text/plain' },
    body: 'matriz',
  });
  return ((await res.json()) as { path: string }).path;
}

const freshShare = async () => ({ path: await adminUpload(), fileVersion: 1, expectedVersion: null });

async function sharedFile(): Promise<{ id: string; expectedVersion: number }> {
  const share = await asAdmin<PortalShareView>('portalDocs-share', await freshShare());
  return { id: share.id, expectedVersion: share.version };
}

const request = () => ({ clientId: 'cli-001', title: 'Envie seu comprovante de residência' });

async function openRequest(): Promise<{ id: string; expectedVersion: number }> {
  const created = await asAdmin<PortalRequestView>('portalDocs-requestCreate', request());
  return { id: created.id, expectedVersion: created.version };
}

export default {
  'portalDocs-shares': { section: 'clients', input: async () => ({ folder: 'clients/cli-001' }), expect: SECTION_READ },
  'portalDocs-share': { section: 'clients', input: freshShare, expect: SECTION_WRITE },
  'portalDocs-unshare': { section: 'clients', input: sharedFile, expect: SECTION_WRITE },
  'portalDocs-requests': { section: 'clients', input: async () => ({ clientId: 'cli-001' }), expect: SECTION_READ },
  'portalDocs-requestCreate': { section: 'clients', input: async () => request(), expect: SECTION_WRITE },
  'portalDocs-requestCancel': { section: 'clients', input: openRequest, expect: SECTION_WRITE },
} satisfies GroupRows<'portalDocs'>;
