/**
 * The seeded workflow templates (Configurações → Fluxos de trabalho): three kinds of case the office takes most,
 * with the acts their steps follow. Due days are business days on the lawsuit's court calendar; the law's own
 * prazos are cited where a task serves one (the agenda's prazo is still the one that counts).
 */
import type { WorkflowTaskValues, WorkflowTemplateRecord } from '@office/domain';

const HELENA = 'staff-helena-barbosa';

function task(title: string, anchor: WorkflowTaskValues['anchor'], days: number, more: Partial<WorkflowTaskValues> = {}): WorkflowTaskValues {
  return { title, description: '', steps: [], anchor, days, priority: 'normal', review: false, ...more };
}

const labourClaim: WorkflowTemplateRecord = {
  name: 'Reclamação trabalhista — reclamante',
  description: 'Rito ordinário, pelo empregado: da entrevista à análise da sentença.',
  phases: [
    {
      name: 'Petição inicial',
      tasks: [
        task('Entrevistar o cliente e reunir documentos', 'aplicacao', 2, {
          steps: ['CTPS e contrato de trabalho', 'Holerites dos últimos 5 anos', 'TRCT e guias de rescisão', 'Extrato do FGTS', 'Cartões de ponto e conversas'],
        }),
        task('Calcular as verbas e liquidar os pedidos', 'anterior', 3, {
          description: 'Os pedidos vão certos, determinados e com valor (CLT art. 840, § 1º, com a Lei 13.467/2017).',
          review: true,
        }),
        task('Redigir e protocolar a inicial no PJe-JT', 'anterior', 3, { priority: 'alta', review: true }),
      ],
    },
    {
      name: 'Audiência',
      tasks: [
        task('Conferir a audiência designada e avisar o cliente', 'distribuicao', 5),
        task('Preparar o cliente e as testemunhas', 'anterior', 5, {
          description: 'Até 3 testemunhas por parte no rito ordinário (CLT art. 821); elas comparecem independentemente de intimação (CLT art. 825).',
          steps: ['Confirmar presença das testemunhas', 'Revisar os fatos com o cliente', 'Separar documentos para a audiência'],
        }),
      ],
    },
    {
      name: 'Sentença e recurso',
      tasks: [
        task('Analisar a sentença e avaliar o recurso ordinário', 'anterior', 2, {
          description: 'Recurso ordinário em 8 dias (CLT art. 895, I): lance o prazo na Agenda pela intimação.',
          priority: 'urgente',
          review: true,
        }),
      ],
    },
  ],
  createdBy: HELENA,
  updatedBy: HELENA,
};

const collection: WorkflowTemplateRecord = {
  name: 'Ação de cobrança',
  description: 'Procedimento comum (CPC): da notificação ao cumprimento de sentença.',
  phases: [
    {
      name: 'Pré-processual',
      tasks: [
        task('Reunir a prova da dívida', 'aplicacao', 3, {
          steps: ['Contrato ou confissão de dívida', 'Notas fiscais e boletos', 'Memória de cálculo atualizada'],
        }),
        task('Enviar notificação extrajudicial ao devedor', 'anterior', 2),
      ],
    },
    {
      name: 'Ajuizamento',
      tasks: [
        task('Redigir a petição inicial', 'anterior', 5, { description: 'Requisitos do CPC art. 319; valor da causa pelo art. 292, I.', review: true }),
        task('Recolher as custas iniciais e protocolar', 'anterior', 2, { priority: 'alta' }),
      ],
    },
    {
      name: 'Citação e conciliação',
      tasks: [
        task('Acompanhar a citação do réu', 'distribuicao', 15),
        task('Preparar a audiência de conciliação', 'anterior', 10, {
          description: 'Audiência do CPC art. 334; a ausência injustificada é ato atentatório à dignidade da justiça (§ 8º).',
        }),
      ],
    },
    {
      name: 'Cumprimento de sentença',
      tasks: [
        task('Requerer o cumprimento de sentença', 'anterior', 5, {
          description: 'CPC art. 523: pagamento em 15 dias, sob multa de 10% e honorários de 10%.',
          review: true,
        }),
      ],
    },
  ],
  createdBy: HELENA,
  updatedBy: HELENA,
};

const probate: WorkflowTemplateRecord = {
  name: 'Inventário judicial',
  description: 'Inventário e partilha pelo rito comum (CPC arts. 610 a 658).',
  phases: [
    {
      name: 'Abertura',
      tasks: [
        task('Reunir os documentos do falecido, dos herdeiros e dos bens', 'aplicacao', 5, {
          steps: ['Certidão de óbito', 'Documentos e certidões dos herdeiros', 'Matrículas e documentos dos bens', 'Certidões negativas de débitos'],
        }),
        task('Requerer a abertura do inventário', 'anterior', 5, {
          description: 'Instaura-se em até 2 meses da abertura da sucessão (CPC art. 611).',
          priority: 'urgente',
          review: true,
        }),
      ],
    },
    {
      name: 'Primeiras declarações',
      tasks: [
        task('Prestar o compromisso de inventariante', 'distribuicao', 5, {
          description: 'Em 5 dias da intimação da nomeação (CPC art. 617, parágrafo único).',
          priority: 'alta',
        }),
        task('Apresentar as primeiras declarações', 'anterior', 15, { description: 'Em 20 dias do compromisso (CPC art. 620).', review: true }),
      ],
    },
    {
      name: 'Tributos e partilha',
      tasks: [
        task('Apurar e recolher o ITCMD', 'anterior', 10),
        task('Apresentar o esboço de partilha', 'anterior', 10, { description: 'CPC art. 647.', review: true }),
        task('Requerer o formal de partilha', 'anterior', 5),
      ],
    },
  ],
  createdBy: HELENA,
  updatedBy: HELENA,
};

export const SEED_WORKFLOWS: Record<string, WorkflowTemplateRecord> = {
  'wft-trabalhista-reclamante': labourClaim,
  'wft-cobranca': collection,
  'wft-inventario': probate,
};
