/** Contratos de honorários (Financeiro): agreements, the lançamentos they generate, the client's money, the index table. */
import { command, created, none, query, read, slice, updated, write } from './define';
import { indexTableInput, type IndexTableState } from '../economic-indexes';
import {
  AGREEMENT_FIELD_LABELS,
  agreementCreateInput,
  agreementEndInput,
  agreementGenerateInput,
  agreementListInput,
  agreementPreviewInput,
  agreementUpdateInput,
  successRecordInput,
  lawsuitResultInput,
  type LawsuitResultRecorded,
  type AgreementDetail,
  type AgreementSaved,
  type AgreementPlanAnswer,
  type FeeAgreementRecord,
} from '../fee-agreements';
import { receiveForClientInput, type ClientReceipt } from '../client-money';
import { getInput, type Listed } from '../lists';

export const feeAgreementsSlice = slice({
  fieldWords: { section: 'finance', labels: AGREEMENT_FIELD_LABELS },
  operations: {
    'feeAgreements-list': query<Listed<FeeAgreementRecord>[]>()(read('finance'), agreementListInput),
    'feeAgreements-get': query<AgreementDetail>()(read('finance'), getInput),
    // The lançamentos a form's terms would make, before saving.
    'feeAgreements-preview': query<AgreementPlanAnswer>()(read('finance'), agreementPreviewInput),
    'feeAgreements-create': command<AgreementSaved>()(write('finance'), agreementCreateInput, 'cadastrar contrato de honorários', {
      'feeAgreements.create': created('Cadastrou contrato de honorários'),
    }),
    'feeAgreements-update': command<AgreementSaved>()(write('finance'), agreementUpdateInput, 'editar contrato de honorários', {
      'feeAgreements.update': updated('Editou contrato de honorários'),
    }),
    'feeAgreements-end': command<AgreementSaved>()(write('finance'), agreementEndInput, 'encerrar contrato de honorários', {
      'feeAgreements.end': updated('Encerrou contrato de honorários'),
    }),
    'feeAgreements-generate': command<AgreementSaved>()(write('finance'), agreementGenerateInput, 'gerar lançamentos do contrato de honorários', {
      'feeAgreements.generate': updated('Gerou lançamentos do contrato de honorários'),
    }),
    'feeAgreements-recordSuccess': command<AgreementSaved>()(write('finance'), successRecordInput, 'registrar êxito', {
      'feeAgreements.recordSuccess': updated('Registrou êxito'),
    }),
    // From the lawsuit's page: its lawyer (Processos) records the result; Financeiro gets the fee and a notice.
    'feeAgreements-recordResult': command<LawsuitResultRecorded>()(write('lawsuits'), lawsuitResultInput, 'registrar resultado do processo', {
      'feeAgreements.recordResult': updated('Registrou resultado com honorários de êxito'),
    }),
    'feeAgreements-receiveForClient': command<ClientReceipt>()(write('finance'), receiveForClientInput, 'receber valor em nome do cliente', {
      'feeAgreements.receiveForClient': created('Recebeu valor em nome do cliente'),
    }),
    // Configurações → Índices econômicos: the administrators' table (generation reads it server-side).
    'feeAgreements-indexes': query<IndexTableState>()(read('settings'), none),
    'feeAgreements-updateIndexes': command<IndexTableState>()(write('settings'), indexTableInput, 'alterar índices econômicos', {
      'feeAgreements.updateIndexes': updated('Alterou os índices econômicos'),
    }),
  },
});
