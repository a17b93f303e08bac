/**
 * Portal do cliente, messages: the lawsuit page's threads (Processos read to see, write to answer, read to mark
 * read) and the client account's own calls (policy 'portal': every staff account is refused; a client token is
 * refused by every staff call in tests/callables/portal-messages.test.ts).
 */
import { cnjCheckDigits, type PortalCaseView } from '@office/domain';
import { asAdmin, run } from '../../support/access-callers';
import { PORTAL_OTHERS, SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

let sequence = 4_200_000;
/** A fresh lawsuit of cli-001 (not under segredo) the administrator opened to the portal. */
async function openLawsuit(): Promise<string> {
  const seq = String(++sequence).padStart(7, '0');
  const lawsuit = {
    cnj: `${seq}-${cnjCheckDigits(seq, '2025', '8', '26', '0100')}.2025.8.26.0100`,
    className: 'Procedimento Comum Cível',
    subject: 'Cobrança indevida',
    court: '2ª Vara Cível do Foro Central',
    comarca: 'São Paulo',
    instance: '1º grau',
    filedOn: '2025-03-10',
    claimValue: null,
    clients: [{ clientId: 'cli-001', role: 'autor' }],
    opposingParties: [],
    responsibleLawyerIds: ['staff-rafael-moreira'],
    status: 'ativo',
  };
  const { id } = await asAdmin<{ id: string }>('lawsuits-create', { lawsuit });
  await asAdmin<PortalCaseView>('portalCases-set', { lawsuitId: id, open: true, expectedVersion: 0 });
  return id;
}

/** cli-001 follows the portal through an account of this run (the office answers only a client that can read it). */
let account: Promise<unknown> | null = null;
const clientWithAccount = () =>
  (account ??= asAdmin('portal-invite', { clientId: 'cli-001', name: 'Contato das Mensagens', email: `mensagens-matriz.${run}@cliente.test` }));

export default {
  'portalMessages-forLawsuit': { section: 'lawsuits', input: async () => ({ lawsuitId: 'proc-001' }), expect: SECTION_READ },
  'portalMessages-reply': {
    section: 'lawsuits',
    input: async () => {
      await clientWithAccount();
      return { lawsuitId: await openLawsuit(), clientId: 'cli-001', text: 'Recebemos seu documento, obrigado.' };
    },
    expect: SECTION_WRITE,
  },
  'portalMessages-officeRead': { section: 'lawsuits', input: async () => ({ lawsuitId: 'proc-001', clientId: 'cli-001' }), expect: SECTION_READ },
  // The client account's own calls: no staff account gets in; the matrix's client follows cli-028, so cli-001's
  // proc-001 is not found to it (PORTAL_OTHERS). The client's own answers are in portal-messages.test.ts.
  'portalMessages-thread': { section: 'about', input: async () => ({ lawsuitId: 'proc-001' }), expect: PORTAL_OTHERS },
  'portalMessages-send': { section: 'about', input: async () => ({ lawsuitId: 'proc-001', text: 'Olá' }), expect: PORTAL_OTHERS },
  'portalMessages-markRead': { section: 'about', input: async () => ({ lawsuitId: 'proc-001' }), expect: PORTAL_OTHERS },
} satisfies GroupRows<'portalMessages'>;
