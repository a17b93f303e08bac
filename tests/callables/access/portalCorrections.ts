/**
 * Portal do cliente, LGPD: a client account asks to correct its data (PORTAL: the matrix's client follows cli-028);
 * the office lists them with Clientes read and answers them with Clientes write. The client's own list
 * (`portalCorrections-mine`) gets its row from its contract.
 */
import type { PortalCorrectionView } from '@office/domain';
import { callFn } from '../../support/emulator-client';
import { asAdmin, tokens } from '../../support/access-callers';
import { PORTAL, SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

const CLIENT_ID = 'cli-028';
const request = () => ({ clientId: CLIENT_ID, field: 'Endereço', text: 'Mudei para a Rua das Flores, 100.' });

/** Answers the client's open requests, so each row's request fits under the limit of open ones. */
async function answerOpenOnes(): Promise<void> {
  const open = (await asAdmin<PortalCorrectionView[]>('portalCorrections-list', { clientId: CLIENT_ID })).filter((r) => r.status === 'aberto');
  for (const r of open) await asAdmin('portalCorrections-resolve', { id: r.id, expectedVersion: r.version, status: 'corrigido', answer: 'Atualizado.' });
}

/** An open request the client account made, for the office to answer. */
async function openRequest() {
  await answerOpenOnes();
  const res = await callFn<PortalCorrectionView>('portalCorrections-request', request(), tokens.client);
  if (!res.result) throw new Error(`portalCorrections-request: ${JSON.stringify(res.error)}`);
  return { id: res.result.id, expectedVersion: res.result.version, status: 'recusado', answer: 'O dado já está correto.' };
}

export default {
  'portalCorrections-request': {
    section: 'about',
    input: async () => {
      await answerOpenOnes();
      return request();
    },
    expect: PORTAL,
  },
  'portalCorrections-list': { section: 'clients', input: async () => ({ clientId: CLIENT_ID }), expect: SECTION_READ },
  'portalCorrections-resolve': { section: 'clients', input: openRequest, expect: SECTION_WRITE },
} satisfies GroupRows<'portalCorrections'>;
