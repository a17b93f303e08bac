/** Processos and their andamentos. */
import { command, created, deleted, none, query, read, slice, updated, write } from './define';
import { type CourtDataRecord, lawsuitSyncInput, type LawsuitSyncResult, movementHiddenInput } from '../integrations';
import {
  lawsuitCreateInput,
  lawsuitDeleteInput,
  lawsuitListInput,
  type LawsuitPage,
  type LawsuitRecord,
  lawsuitUpdateInput,
  movementAddInput,
  movementListInput,
  movementUpdateInput,
} from '../lawsuits';
import { getInput, type Listed, type Page } from '../lists';
import { lawsuitLinkInput, lawsuitLinksInput, type LawsuitLinkView, lawsuitUnlinkInput } from '../lawsuit-links';
import { type MovementRecord } from '../records';

/**
 * The security event of a lawsuit number refused because a lawsuit under segredo the person may not see holds it
 * (functions/src/callables/lawsuits/shared.ts): the administrators read who tried which number in the log.
 */
const SECRET_NUMBER_ATTEMPT = updated('Tentou cadastrar o número CNJ de um processo em segredo de justiça');

export const lawsuitsSlice = slice({
  operations: {
    'lawsuits-list': query<LawsuitPage>()(read('lawsuits'), lawsuitListInput),
    'lawsuits-get': query<Listed<LawsuitRecord>>()(read('lawsuits'), getInput),
    'lawsuits-links': query<LawsuitLinkView[]>()(read('lawsuits'), lawsuitLinksInput),
    'lawsuits-link': command<LawsuitLinkView>()(write('lawsuits'), lawsuitLinkInput, 'relacionar processos', {
      'lawsuits.link': updated('Relacionou processos'),
    }),
    'lawsuits-unlink': command<null>()(write('lawsuits'), lawsuitUnlinkInput, 'desfazer relação entre processos', {
      'lawsuits.unlink': updated('Desfez relação entre processos'),
    }),
    /** The office's areas of practice (Sobre), by name, for a lawsuit's "Área de atuação". */
    'lawsuits-practiceAreas': query<string[]>()(read('lawsuits'), none),
    'lawsuits-create': command<Listed<LawsuitRecord>>()(write('lawsuits'), lawsuitCreateInput, 'cadastrar processo', {
      'lawsuits.create': created('Cadastrou processo'),
      'lawsuits.secretNumber': SECRET_NUMBER_ATTEMPT,
    }),
    'lawsuits-update': command<Listed<LawsuitRecord>>()(write('lawsuits'), lawsuitUpdateInput, 'editar processo', {
      'lawsuits.update': updated('Editou processo'),
      'lawsuits.secretNumber': SECRET_NUMBER_ATTEMPT,
      'lawsuits.removeImported': deleted('Andamentos do DataJud removidos (processo excluído ou renumerado)'),
    }),
    'lawsuits-delete': command<{ deleted: true }>()(write('lawsuits'), lawsuitDeleteInput, 'excluir processo', {
      'lawsuits.delete': deleted('Excluiu processo'),
    }),
    'lawsuits-movements': query<Page<MovementRecord>>()(read('lawsuits'), movementListInput),
    'lawsuits-addMovement': command<Listed<MovementRecord>>()(write('lawsuits'), movementAddInput, 'registrar andamento', {
      'lawsuits.addMovement': created('Registrou andamento'),
    }),
    'lawsuits-updateMovement': command<Listed<MovementRecord>>()(write('lawsuits'), movementUpdateInput, 'editar andamento', {
      'lawsuits.updateMovement': updated('Editou andamento'),
    }),
    'lawsuits-setMovementHidden': command<Listed<MovementRecord>>()(write('lawsuits'), movementHiddenInput, 'ocultar ou mostrar andamento importado', {
      'lawsuits.hideMovement': updated('Ocultou andamento importado'),
      'lawsuits.showMovement': updated('Voltou a mostrar andamento importado'),
    }),
    'lawsuits-courtData': query<CourtDataRecord | null>()(read('lawsuits'), lawsuitSyncInput),
    'lawsuits-syncMovements': command<LawsuitSyncResult>()(write('lawsuits'), lawsuitSyncInput, 'atualizar andamentos pelo DataJud', {
      'lawsuits.syncMovements': updated('Iniciou a atualização de andamentos pelo DataJud'),
      'lawsuits.syncMovementsDone': updated('Atualizou andamentos pelo DataJud'),
      'lawsuits.syncMovementsPartial': updated('Atualizou andamentos pelo DataJud, com erros'),
      'lawsuits.syncMovementsFailed': updated('Falhou ao atualizar andamentos pelo DataJud'),
      'lawsuits.importMovements': created('Andamentos importados do DataJud'),
    }),
  },
});
