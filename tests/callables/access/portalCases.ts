/**
 * Portal do cliente, the client's cases: the lawsuit page's card (Processos) and the client account's own calls
 * (policy 'portal': every staff account is refused; a client token is refused by every staff call in
 * tests/callables/portal-cases.test.ts). Each allowed write acts on a lawsuit of its own.
 */
import { cnjCheckDigits, type PortalCaseView, type PortalUpdateView } from '@office/domain';
import { asAdmin } from '../../support/access-callers';
import { PORTAL, PORTAL_OTHERS, SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

let sequence = 4_100_000;
/** A fresh lawsuit of cli-001, which every Processos caller sees (not under segredo). */
async function freshLawsuit(): Promise<string> {
  const seq = String(++sequence).padStart(7, '0');
  const lawsuit = {
    cnj: `${seq}-${cnjCheckDigits(seq, '2025', '8', '26', '0100')}.2025.8.26.0100`,
    className: 'Procedimento Comum Cível',
    subject: 'Revisão de contrato',
    court: '1ª Vara Cível do Foro Central',
    comarca: 'São Paulo',
    instance: '1º grau',
    filedOn: '2025-03-10',
    claimValue: null,
    clients: [{ clientId: 'cli-001', role: 'autor' }],
    opposingParties: [],
    responsibleLawyerIds: ['staff-rafael-moreira'],
    status: 'ativo',
  };
  return (await asAdmin<{ id: string }>('lawsuits-create', { lawsuit })).id;
}

/** A fresh lawsuit the administrator opened to the portal. */
async function openLawsuit(): Promise<string> {
  const lawsuitId = await freshLawsuit();
  await asAdmin<PortalCaseView>('portalCases-set', { lawsuitId, open: true, expectedVersion: 0 });
  return lawsuitId;
}

const text = { happened: 'Um documento foi anexado ao processo.', next: 'Aguardamos o juiz.', needed: 'Por enquanto, nada.' };

export default {
  'portalCases-get': { section: 'lawsuits', input: async () => ({ lawsuitId: 'proc-001' }), expect: SECTION_READ },
  'portalCases-suggest': { section: 'lawsuits', input: async () => ({ lawsuitId: 'proc-001' }), expect: SECTION_READ },
  'portalCases-set': { section: 'lawsuits', input: async () => ({ lawsuitId: await freshLawsuit(), open: true, expectedVersion: 0 }), expect: SECTION_WRITE },
  'portalCases-saveDraft': { section: 'lawsuits', input: async () => ({ lawsuitId: 'proc-001', id: null, expectedVersion: 0, text }), expect: SECTION_WRITE },
  'portalCases-publish': {
    section: 'lawsuits',
    input: async () => ({ lawsuitId: await openLawsuit(), id: null, expectedVersion: 0, text }),
    expect: SECTION_WRITE,
  },
  'portalCases-discard': {
    section: 'lawsuits',
    input: async () => {
      const draft = await asAdmin<PortalUpdateView>('portalCases-saveDraft', { lawsuitId: 'proc-001', id: null, expectedVersion: 0, text });
      return { id: draft.id, expectedVersion: draft.version };
    },
    expect: SECTION_WRITE,
  },
  // The client account's own calls: no staff account gets in (PORTAL); the matrix's client follows cli-028, so
  // cli-001's proc-001 is not found to it (PORTAL_OTHERS). The client's own answers are in portal-cases.test.ts.
  'portalCases-timeline': { section: 'about', input: async () => ({ lawsuitId: 'proc-001' }), expect: PORTAL_OTHERS },
  'portalCases-setNotices': { section: 'about', input: async () => ({ emailNotices: true, expectedVersion: 0 }), expect: PORTAL },
} satisfies GroupRows<'portalCases'>;
