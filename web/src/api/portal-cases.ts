import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { portalCaseKeys } from './keys';
import { useCallMutation } from './mutation';

export const portalCaseQueries = {
  /** Processos: a lawsuit's "Portal do cliente" card. */
  card: (lawsuitId: string) => queryOptions({ queryKey: portalCaseKeys.card(lawsuitId), queryFn: () => call('portalCases-get', { lawsuitId }) }),
  /** Processos: a first draft of an update, read afresh each time the form opens. */
  suggestion: (lawsuitId: string) =>
    queryOptions({ queryKey: portalCaseKeys.suggestion(lawsuitId), queryFn: () => call('portalCases-suggest', { lawsuitId }) }),
  /** A client account: its opened lawsuits. */
  mine: () => queryOptions({ queryKey: portalCaseKeys.mine(), queryFn: () => call('portalCases-list', {}) }),
  /** A client account: one opened lawsuit's published updates. */
  timeline: (lawsuitId: string) => queryOptions({ queryKey: portalCaseKeys.timeline(lawsuitId), queryFn: () => call('portalCases-timeline', { lawsuitId }) }),
  /** A client account: its consent to e-mail notices. */
  notices: () => queryOptions({ queryKey: portalCaseKeys.notices(), queryFn: () => call('portalCases-notices', {}) }),
};

const cardOf = (answer: { lawsuitId: string }) => [portalCaseKeys.card(answer.lawsuitId)];

export const useSetPortalCase = () => useCallMutation('portalCases-set', { refresh: cardOf, onConflict: [portalCaseKeys.all] });
export const useSavePortalDraft = () => useCallMutation('portalCases-saveDraft', { refresh: cardOf, onConflict: [portalCaseKeys.all] });
export const usePublishPortalUpdate = () => useCallMutation('portalCases-publish', { refresh: cardOf, onConflict: [portalCaseKeys.all] });
export const useDiscardPortalDraft = () => useCallMutation('portalCases-discard', { refresh: [portalCaseKeys.all], onConflict: [portalCaseKeys.all] });
export const useSetPortalNotices = () =>
  useCallMutation('portalCases-setNotices', { refresh: [portalCaseKeys.notices()], onConflict: [portalCaseKeys.notices()] });
