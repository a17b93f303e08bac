/**
 * Portal do cliente, the client's cases: on a lawsuit's page (Processos) the lawyer opens it to the portal and
 * drafts, saves and publishes updates; on /portal the client account reads its own opened lawsuits and their
 * published updates, and gives or withdraws its consent to e-mail notices.
 */
import { command, created, deleted, none, query, read, slice, updated, write } from './define';
import {
  PORTAL_FIELD_LABELS,
  portalCaseGetInput,
  portalCaseSetInput,
  portalNoticesSetInput,
  portalTimelineInput,
  portalUpdateDiscardInput,
  portalUpdateSaveInput,
  type PortalCaseSummary,
  type PortalCaseView,
  type PortalNotices,
  type PortalTimeline,
  type PortalUpdateText,
  type PortalUpdateView,
} from '../portal-cases';

export const portalCasesSlice = slice({
  operations: {
    'portalCases-get': query<PortalCaseView>()(read('lawsuits'), portalCaseGetInput),
    'portalCases-set': command<PortalCaseView>()(write('lawsuits'), portalCaseSetInput, 'abrir ou fechar processo no portal do cliente', {
      'portalCases.open': updated('Abriu processo no portal do cliente'),
      'portalCases.close': updated('Fechou processo no portal do cliente'),
    }),
    'portalCases-suggest': query<PortalUpdateText>()(read('lawsuits'), portalCaseGetInput),
    'portalCases-saveDraft': command<PortalUpdateView>()(write('lawsuits'), portalUpdateSaveInput, 'salvar rascunho de atualização do portal', {
      'portalCases.draft': created('Criou rascunho de atualização do portal'),
      'portalCases.editDraft': updated('Editou rascunho de atualização do portal'),
    }),
    'portalCases-publish': command<PortalUpdateView>()(write('lawsuits'), portalUpdateSaveInput, 'publicar atualização no portal do cliente', {
      'portalCases.publish': updated('Publicou atualização no portal do cliente'),
    }),
    'portalCases-discard': command<{ id: string }>()(write('lawsuits'), portalUpdateDiscardInput, 'descartar rascunho de atualização do portal', {
      'portalCases.discard': deleted('Descartou rascunho de atualização do portal'),
    }),
    // A client account's own calls: only the lawsuits of the claims' clients that were opened to the portal.
    'portalCases-list': query<{ items: PortalCaseSummary[] }>()('portal', none),
    'portalCases-timeline': query<PortalTimeline>()('portal', portalTimelineInput),
    'portalCases-notices': query<PortalNotices>()('portal', none),
    'portalCases-setNotices': command<PortalNotices>()('portal', portalNoticesSetInput, 'alterar avisos por e-mail do portal', {
      'portalCases.consent': updated('Alterou o consentimento a avisos por e-mail do portal'),
    }),
  },
  fieldWords: { section: 'lawsuits', labels: PORTAL_FIELD_LABELS },
});
