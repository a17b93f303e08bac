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
    'intimations-list': query<IntimationPage>()(read('lawsuits'), intimationListInput),
    'intimations-get': query<Listed<IntimationRecord>>()(read('lawsuits'), getInput),
    'intimations-setRead': command<Listed<IntimationRecord>>()(write('lawsuits'), intimationSetReadInput, 'marcar intimação como lida ou não lida', {
      'intimations.read': updated('Marcou intimação como lida'),
      'intimations.unread': updated('Marcou intimação como não lida'),
    }),
    // Triage: sem prazo (ciente, with the reason), forwarded to a colleague who reads Processos, or reopened.
    'intimations-acknowledge': command<Listed<IntimationRecord>>()(write('lawsuits'), intimationAcknowledgeInput, 'marcar intimação como sem prazo', {
      'intimations.acknowledge': updated('Marcou intimação como sem prazo (ciente)'),
    }),
    'intimations-forward': command<Listed<IntimationRecord>>()(write('lawsuits'), intimationForwardInput, 'encaminhar intimação', {
      'intimations.forward': updated('Encaminhou intimação'),
    }),
    'intimations-reopen': command<Listed<IntimationRecord>>()(write('lawsuits'), intimationReopenInput, 'reabrir intimação', {
      'intimations.reopen': updated('Reabriu intimação'),
    }),
    // The worklist: one action over the selected rows (each audited as the single operation is), and a proposal accepted.
    'intimations-bulk': command<IntimationBulkResult>()(write('lawsuits'), intimationBulkInput, 'tratar intimações em lote'),
    // Creates agenda entries too: the handler also requires Agenda write.
    'intimations-accept': command<IntimationAcceptResult>()(write('lawsuits'), intimationAcceptInput, 'aceitar a proposta da intimação', {
      'intimations.accept': updated('Aceitou a proposta'),
    }),
  },
});
