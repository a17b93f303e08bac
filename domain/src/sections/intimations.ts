/** Intimações from the DJEN, read and triaged under Processos. */
import { command, query, read, slice, updated, write } from './define';
import { type IntimationRecord, intimationSetReadInput } from '../integrations';
import {
  intimationAcceptInput,
  intimationBulkInput,
  intimationListInput,
  type IntimationAcceptResult,
  type IntimationBulkResult,
  type IntimationPage,
} from '../intimation-worklist';
import { intimationAcknowledgeInput, intimationForwardInput, intimationReopenInput } from '../intimation-triage-inputs';
import { getInput, type Listed } from '../lists';

export const intimationsSlice = slice({
  operations: {
    'intimations-list': query<IntimationPage>()({ policy: read('lawsuits'), input: intimationListInput }),
    'intimations-get': query<Listed<IntimationRecord>>()({ policy: read('lawsuits'), input: getInput }),
    'intimations-setRead': command<Listed<IntimationRecord>>()({
      policy: write('lawsuits'),
      input: intimationSetReadInput,
      attempt: 'marcar intimação como lida ou não lida',
      actions: { 'intimations.read': updated('Marcou intimação como lida'), 'intimations.unread': updated('Marcou intimação como não lida') },
    }),
    // Triage: sem prazo (ciente, with the reason), forwarded to a colleague who reads Processos, or reopened.
    'intimations-acknowledge': command<Listed<IntimationRecord>>()({
      policy: write('lawsuits'),
      input: intimationAcknowledgeInput,
      attempt: 'marcar intimação como sem prazo',
      actions: { 'intimations.acknowledge': updated('Marcou intimação como sem prazo (ciente)') },
    }),
    'intimations-forward': command<Listed<IntimationRecord>>()({
      policy: write('lawsuits'),
      input: intimationForwardInput,
      attempt: 'encaminhar intimação',
      actions: { 'intimations.forward': updated('Encaminhou intimação') },
    }),
    'intimations-reopen': command<Listed<IntimationRecord>>()({
      policy: write('lawsuits'),
      input: intimationReopenInput,
      attempt: 'reabrir intimação',
      actions: { 'intimations.reopen': updated('Reabriu intimação') },
    }),
    // The worklist: one action over the selected rows (each audited as the single operation is), and a proposal accepted.
    'intimations-bulk': command<IntimationBulkResult>()({
      policy: write('lawsuits'),
      input: intimationBulkInput,
      attempt: 'tratar intimações em lote',
    }),
    // Creates agenda entries too: the handler also requires Agenda write.
    'intimations-accept': command<IntimationAcceptResult>()({
      policy: write('lawsuits'),
      input: intimationAcceptInput,
      attempt: 'aceitar a proposta da intimação',
      actions: { 'intimations.accept': updated('Aceitou a proposta') },
    }),
  },
});
