/**
 * The seeded tasks: the office's week as the board shows it, with work handed to the intern and reviewed by a
 * lawyer, one task serving an open prazo, one waiting for review, and a few concluded (one late) and cancelled.
 * Dates are tokens relative to the day the seed loads (resolve-dates.ts).
 */
import type { LawsuitRecord, TaskPriority, TaskStatus } from '@office/domain';
import type { SeedRecord } from './types';

type SeedLawsuit = Pick<LawsuitRecord, 'responsibleLawyerIds' | 'clientId'> & { confidential?: boolean };

interface TaskSeed {
  title: string;
  assigneeId: string;
  reviewerIds?: string[];
  /** Days from the seed's day, or null for no due date. */
  due: number | null;
  priority: TaskPriority;
  status: TaskStatus;
  lawsuitId?: string | null;
  clientId?: string | null;
  prazoEventId?: string | null;
  description?: string;
  /** Steps; a leading "x " marks one done. */
  steps?: string[];
  /** For a concluded task: days from the seed's day it was concluded. */
  concludedOn?: number;
}

const RAFAEL = 'staff-rafael-moreira';
const JULIANA = 'staff-juliana-ferreira';
const LUCAS = 'staff-lucas-almeida';
const HELENA = 'staff-helena-barbosa';

export function seedTasks(lawsuits: Record<string, SeedLawsuit>, events: Record<string, SeedRecord<'events'>>): Record<string, SeedRecord<'tasks'>> {
  // Tasks handed to the intern name public lawsuits only: segredo de justiça reaches its lawyers alone.
  const of = (lawyer: string, n: number) =>
    Object.keys(lawsuits).filter((id) => !lawsuits[id]!.confidential && lawsuits[id]!.responsibleLawyerIds[0] === lawyer)[n]!;
  const prazo = events['evt-prazo-1']!;
  const seeds: TaskSeed[] = [
    {
      title: 'Protocolar a peça do prazo',
      description: 'Peça revisada na pasta do processo. Conferir **custas** e anexos antes de protocolar no PJe.',
      assigneeId: LUCAS,
      reviewerIds: [RAFAEL],
      due: -1,
      priority: 'urgente',
      status: 'em_andamento',
      lawsuitId: prazo.lawsuitId,
      prazoEventId: 'evt-prazo-1',
      steps: ['x Baixar a minuta final', 'Conferir guia de custas', 'Protocolar no PJe', 'Juntar comprovante na pasta'],
    },
    {
      title: 'Juntar procuração e substabelecimento',
      assigneeId: LUCAS,
      reviewerIds: [RAFAEL],
      due: 1,
      priority: 'alta',
      status: 'a_fazer',
      lawsuitId: of(RAFAEL, 1),
      steps: ['x Gerar a procuração pelo modelo', 'Colher assinatura do cliente', 'Juntar aos autos'],
    },
    {
      title: 'Organizar documentos para a inicial',
      assigneeId: LUCAS,
      due: 4,
      priority: 'baixa',
      status: 'a_fazer',
      lawsuitId: of(JULIANA, 0),
      steps: ['RG e CPF do cliente', 'Comprovante de residência', 'Contrato e notificações'],
    },
    {
      title: 'Revisar minuta da réplica',
      description: 'Atenção aos documentos novos juntados com a contestação (CPC, art. 350).',
      assigneeId: JULIANA,
      reviewerIds: [RAFAEL],
      due: 2,
      priority: 'alta',
      status: 'aguardando_revisao',
      lawsuitId: of(JULIANA, 1),
    },
    { title: 'Calcular atualização do débito', assigneeId: JULIANA, due: 5, priority: 'normal', status: 'a_fazer', lawsuitId: of(JULIANA, 2) },
    {
      title: 'Preparar quesitos para a perícia',
      assigneeId: RAFAEL,
      reviewerIds: [HELENA],
      due: 7,
      priority: 'alta',
      status: 'a_fazer',
      lawsuitId: of(RAFAEL, 2),
      steps: ['Ler o laudo preliminar', 'Redigir os quesitos', 'Enviar ao assistente técnico'],
    },
    { title: 'Preparar o cliente para a audiência', assigneeId: HELENA, due: 1, priority: 'urgente', status: 'em_andamento', lawsuitId: of(RAFAEL, 0) },
    { title: 'Conferir as publicações do dia', assigneeId: LUCAS, reviewerIds: [JULIANA], due: 0, priority: 'normal', status: 'a_fazer' },
    { title: 'Enviar relatório mensal aos clientes', assigneeId: HELENA, due: null, priority: 'normal', status: 'a_fazer' },
    { title: 'Distribuir a ação de cobrança', assigneeId: RAFAEL, due: -2, priority: 'alta', status: 'concluida', lawsuitId: of(RAFAEL, 3), concludedOn: -3 },
    {
      title: 'Cumprir diligência no cartório',
      assigneeId: LUCAS,
      reviewerIds: [],
      due: -6,
      priority: 'normal',
      status: 'concluida',
      lawsuitId: of(RAFAEL, 4),
      concludedOn: -5,
    },
    { title: 'Agendar reunião com o perito', assigneeId: JULIANA, due: 3, priority: 'baixa', status: 'cancelada', lawsuitId: of(JULIANA, 3) },
  ];
  return Object.fromEntries(
    seeds.map((t, i): [string, SeedRecord<'tasks'>] => {
      const lawsuitId = t.lawsuitId ?? null;
      const createdBy = t.assigneeId === LUCAS ? (t.reviewerIds?.[0] ?? RAFAEL) : t.assigneeId;
      const movedOn = t.concludedOn ?? -2;
      return [
        `tsk-${String(i + 1).padStart(3, '0')}`,
        {
          title: t.title,
          description: t.description ?? '',
          lawsuitId,
          clientId: lawsuitId ? lawsuits[lawsuitId]!.clientId : (t.clientId ?? null),
          assigneeId: t.assigneeId,
          reviewerIds: t.reviewerIds ?? [],
          dueDate: t.due === null ? null : `@rd(${t.due})`,
          prazoEventId: t.prazoEventId ?? null,
          priority: t.priority,
          status: t.status,
          statusBy: t.assigneeId,
          statusAt: `@r(${movedOn},17:00)`,
          completedLate: t.status === 'concluida' ? t.due !== null && (t.concludedOn ?? 0) > t.due : null,
          steps: (t.steps ?? []).map((text, n) => {
            const done = text.startsWith('x ');
            return {
              id: `s${i + 1}0${n + 1}`,
              text: done ? text.slice(2) : text,
              done,
              doneBy: done ? t.assigneeId : null,
              doneAt: done ? '@r(-1,16:30)' : null,
            };
          }),
          createdBy,
          updatedBy: createdBy,
        },
      ];
    }),
  );
}
