/**
 * Notificações without zod: the kinds, their labels, the e-mail modes and what the callables answer, for the pages
 * (which need no schema to show them). notifications.ts has the records, inputs and words.
 */
export const NOTIFICATION_KINDS = [
  'lembrete',
  'agenda-participacao',
  'prazo-fatal',
  'audiencia-intimacao',
  'intimacao-nova',
  'intimacao-pendente',
  'captura-falhando',
  'mensagem',
  'tarefa',
  'contato-site',
  'exito-registrado',
  'exportacao-pronta',
  'reajuste-sem-indice',
  'documento-cliente',
  'correcao-dados',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How the preferences page names each kind, and the sentence that says why an e-mail of it was sent. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { label: string; why: string }> = {
  lembrete: { label: 'Lembretes da agenda', why: 'Você participa deste compromisso e ele tem um lembrete.' },
  'agenda-participacao': { label: 'Inclusão ou remoção em compromissos', why: 'Alguém mudou sua participação num compromisso da agenda.' },
  'prazo-fatal': { label: 'Prazo fatal hoje ou amanhã', why: 'Este prazo é seu (você participa dele ou é responsável pelo processo) e ainda está em aberto.' },
  'audiencia-intimacao': {
    label: 'Audiência ou perícia marcada a partir de uma intimação',
    why: 'Uma intimação marcou uma audiência ou perícia na sua agenda, e você é o responsável por ela.',
  },
  'intimacao-nova': {
    label: 'Novas intimações (uma mensagem por captura do DJEN)',
    why: 'As intimações são para os seus termos monitorados (inscrição na OAB, nomes) ou de processos pelos quais você é responsável.',
  },
  'intimacao-pendente': { label: 'Intimação sem tratamento', why: 'A intimação está a tratar há mais de um dia útil e é sua.' },
  'captura-falhando': { label: 'Falha na captura do DJEN ou do DataJud', why: 'Você administra o escritório e uma fonte oficial não pôde ser consultada.' },
  mensagem: { label: 'Novas mensagens', why: 'Você recebeu uma mensagem interna.' },
  tarefa: {
    label: 'Tarefas: atribuídas a você, para sua revisão, menções e vencimento amanhã',
    why: 'A tarefa é sua: você é o responsável, revisa ou foi mencionado(a) nela.',
  },
  'contato-site': {
    label: 'Contatos pelo formulário do site',
    why: 'Você tem acesso a Clientes, e alguém escreveu ao escritório pelo formulário de contato do site.',
  },
  'exito-registrado': {
    label: 'Resultados com honorários de êxito',
    why: 'Você lança e cobra os honorários do escritório (Financeiro), e um resultado de processo gerou honorários de êxito.',
  },
  'exportacao-pronta': {
    label: 'Exportações de dados prontas para baixar',
    why: 'Você administra o escritório e pediu uma exportação de dados.',
  },
  'reajuste-sem-indice': {
    label: 'Honorários mensais parados por falta de índice',
    why: 'Você lança e cobra os honorários do escritório (Financeiro), e faltam na tabela de índices os meses do reajuste anual de um contrato.',
  },
  'documento-cliente': {
    label: 'Documentos enviados por clientes pelo portal',
    why: 'Você tem acesso a Clientes, e um cliente enviou pelo portal um documento que o escritório pediu.',
  },
  'correcao-dados': {
    label: 'Pedidos de correção de dados pelo portal (LGPD)',
    why: 'Você edita Clientes, e um cliente pediu pelo portal a correção dos dados que o escritório guarda sobre ele.',
  },
};

export const EMAIL_MODES = ['imediato', 'resumo', 'desligado'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];
export const EMAIL_MODE_LABELS: Record<EmailMode, string> = {
  imediato: 'Na hora',
  resumo: 'No resumo diário (07:00)',
  desligado: 'Não enviar e-mail',
};

/** Until a person chooses: what can make a prazo slip comes at once; the rest waits for the morning digest. */
export const DEFAULT_EMAIL_MODES: Record<NotificationKind, EmailMode> = {
  lembrete: 'imediato',
  'agenda-participacao': 'imediato',
  'prazo-fatal': 'imediato',
  'audiencia-intimacao': 'imediato',
  'intimacao-nova': 'imediato',
  'intimacao-pendente': 'resumo',
  'captura-falhando': 'imediato',
  mensagem: 'resumo',
  tarefa: 'imediato',
  // Whoever writes through the site expects an answer soon.
  'contato-site': 'imediato',
  // A fee that became due is charged when the client is paid: Financeiro hears of it at once.
  'exito-registrado': 'imediato',
  // Its link expires in a day: whoever asked for it hears at once.
  'exportacao-pronta': 'imediato',
  // A monthly fee that falls due is not being generated: Financeiro hears of it at once.
  'reajuste-sem-indice': 'imediato',
  // The office asked for it: whoever follows the client hears at once that it arrived.
  'documento-cliente': 'imediato',
  // The client waits for an answer the law asks for (LGPD art. 18, III): whoever corrects it hears at once.
  'correcao-dados': 'imediato',
};

/** The office hour (São Paulo) of the daily digest, and from which the day's prazo and triage notices go out. */
export const DIGEST_HOUR = 7;

/** What the bell and the page show: the words for this reader, and where a click goes (null: nowhere they may go). */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  at: string;
  read: boolean;
  title: string;
  detail: string;
  link: string | null;
}

export interface NotificationPage {
  items: NotificationView[];
  nextCursor: string | null;
  unread: number;
}

export interface NotificationPreferencesView {
  email: Record<NotificationKind, EmailMode>;
  /** The kinds this person can receive (capture failures reach administrators only). */
  kinds: NotificationKind[];
  /** The address e-mail goes to (the staff record's). */
  address: string;
  /** Null until saved once. */
  version: number | null;
}
