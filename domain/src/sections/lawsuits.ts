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
    'lawsuits-list': query<LawsuitPage>()({ policy: read('lawsuits'), input: lawsuitListInput }),
    'lawsuits-get': query<Listed<LawsuitRecord>>()({ policy: read('lawsuits'), input: getInput }),
    'lawsuits-links': query<LawsuitLinkView[]>()({ policy: read('lawsuits'), input: lawsuitLinksInput }),
    'lawsuits-link': command<LawsuitLinkView>()({
      policy: write('lawsuits'),
      input: lawsuitLinkInput,
      attempt: 'relacionar processos',
      actions: { 'lawsuits.link': updated('Relacionou processos') },
    }),
    'lawsuits-unlink': command<null>()({
      policy: write('lawsuits'),
      input: lawsuitUnlinkInput,
      attempt: 'desfazer relação entre processos',
      actions: { 'lawsuits.unlink': updated('Desfez relação entre processos') },
    }),
    /** The office's areas of practice (Sobre), by name, for a lawsuit's "Área de atuação". */
    'lawsuits-practiceAreas': query<string[]>()({ policy: read('lawsuits'), input: none }),
    'lawsuits-create': command<Listed<LawsuitRecord>>()({
      policy: write('lawsuits'),
      input: lawsuitCreateInput,
      attempt: 'cadastrar processo',
      actions: { 'lawsuits.create': created('Cadastrou processo'), 'lawsuits.secretNumber': SECRET_NUMBER_ATTEMPT },
    }),
    'lawsuits-update': command<Listed<LawsuitRecord>>()({
      policy: write('lawsuits'),
      input: lawsuitUpdateInput,
      attempt: 'editar processo',
      actions: {
        'lawsuits.update': updated('Editou processo'),
        'lawsuits.secretNumber': SECRET_NUMBER_ATTEMPT,
        'lawsuits.removeImported': deleted('Andamentos do DataJud removidos (processo excluído ou renumerado)'),
      },
    }),
    'lawsuits-delete': command<{ deleted: true }>()({
      policy: write('lawsuits'),
      input: lawsuitDeleteInput,
      attempt: 'excluir processo',
      actions: { 'lawsuits.delete': deleted('Excluiu processo') },
    }),
    'lawsuits-movements': query<Page<MovementRecord>>()({ policy: read('lawsuits'), input: movementListInput }),
    'lawsuits-addMovement': command<Listed<MovementRecord>>()({
      policy: write('lawsuits'),
      input: movementAddInput,
      attempt: 'registrar andamento',
      actions: { 'lawsuits.addMovement': created('Registrou andamento') },
    }),
    'lawsuits-updateMovement': command<Listed<MovementRecord>>()({
      policy: write('lawsuits'),
      input: movementUpdateInput,
      attempt: 'editar andamento',
      actions: { 'lawsuits.updateMovement': updated('Editou andamento') },
    }),
    'lawsuits-setMovementHidden': command<Listed<MovementRecord>>()({
      policy: write('lawsuits'),
      input: movementHiddenInput,
      attempt: 'ocultar ou mostrar andamento importado',
      actions: { 'lawsuits.hideMovement': updated('Ocultou andamento importado'), 'lawsuits.showMovement': updated('Voltou a mostrar andamento importado') },
    }),
    'lawsuits-courtData': query<CourtDataRecord | null>()({ policy: read('lawsuits'), input: lawsuitSyncInput }),
    'lawsuits-syncMovements': command<LawsuitSyncResult>()({
      policy: write('lawsuits'),
      input: lawsuitSyncInput,
      attempt: 'atualizar andamentos pelo DataJud',
      actions: {
        'lawsuits.syncMovements': updated('Iniciou a atualização de andamentos pelo DataJud'),
        'lawsuits.syncMovementsDone': updated('Atualizou andamentos pelo DataJud'),
        'lawsuits.syncMovementsPartial': updated('Atualizou andamentos pelo DataJud, com erros'),
        'lawsuits.syncMovementsFailed': updated('Falhou ao atualizar andamentos pelo DataJud'),
        'lawsuits.importMovements': created('Andamentos importados do DataJud'),
      },
    }),
  },
});
