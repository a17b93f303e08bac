/**
 * Notificações: what the office must learn of without looking for it — a reminder that is due, being put on or
 * taken off an entry, a prazo of mine whose fatal date is today or tomorrow, a new or still untreated intimação,
 * a court source that cannot be read, a new message. Each is stored once per person (a deterministic id), shown in
 * the bell, and sent by e-mail at once, in the 07:00 digest, or not at all, as the person chose per kind.
 *
 * A notification keeps the facts it was about; its words are made when it is read or mailed, with the reader's
 * access at that moment, so nobody is ever told a lawsuit's number or a client's name they may not read.
 */
import { can, type Scopes, type SectionId } from './policy';
import { listPath, pagePath, recordPath } from './addresses';
import { formatDate, formatMonthLabel, formatTime, instantToOfficeDateTime, officeDate, addDays, type CalendarDate } from './dates';
import { EVENT_KIND_LABELS, REMINDER_LABELS, type EventKind } from './agenda-labels';
import type { CountingRule } from './calendar/deadline';
import { weekdayOf } from './calendar/days';
import type { ProposalKind } from './proposals/types';
import type { IntegrationId } from './integrations';
import { HIDDEN_LAWSUIT_LABEL } from './lawsuit-secrecy';
import { SUCCESS_BASE_LABELS, type SuccessBase } from './fee-agreements';
import { formatBRL } from './money';
import { formatBytes, type ExportScope } from './exports';
import { recordId, pageCursor } from './lists';
import { z } from './schema';
import {
  DEFAULT_EMAIL_MODES,
  DIGEST_HOUR,
  EMAIL_MODES,
  NOTIFICATION_KINDS,
  type EmailMode,
  type NotificationKind,
  type NotificationView,
} from './notifications-labels';

export * from './notifications-labels';

/** One document per person (`notificationPreferences/<uid>`); kinds never chosen follow DEFAULT_EMAIL_MODES. */
export interface NotificationPreferencesRecord {
  email: Partial<Record<NotificationKind, EmailMode>>;
  updatedBy: string;
}

export function emailModes(record: NotificationPreferencesRecord | null | undefined): Record<NotificationKind, EmailMode> {
  return { ...DEFAULT_EMAIL_MODES, ...(record?.email ?? {}) };
}

/** An agenda entry as a notification keeps it. */
export interface EventFacts {
  eventId: string;
  title: string;
  eventKind: EventKind;
  date: CalendarDate;
  startsAt: string;
  allDay: boolean;
  /** Where it happens (a room, an address, a video link): the people on it need it. Absent on older notifications. */
  location?: string | null;
  /** The lawsuit's number (or reference) and the client's name: for who reads Processos / Clientes and the people on it. */
  lawsuitId: string | null;
  lawsuitLabel: string | null;
  clientName: string | null;
}

export interface IntimationFacts {
  intimationId: string;
  tribunal: string;
  availableOn: CalendarDate;
  /** The communication's kind ("Intimação"). */
  communication: string;
  cnj: string | null;
  /** The recipient's own inscription it was found for ("OAB/SP 123456"), when that is why they are told. */
  oab: string | null;
}

/**
 * One intimação of a capture run as its recipient's message lists it. An intimação of a lawsuit under segredo de
 * justiça the recipient may not see is not in their facts at all (functions/src/notifications/capture-runs.ts).
 */
export interface RunIntimationFacts {
  intimationId: string;
  tribunal: string;
  communication: string;
  availableOn: CalendarDate;
  cnj: string | null;
  /** The office's client in that lawsuit (null: no lawsuit of the office has the number). */
  clientName: string | null;
  /** The first action the reading of the text proposes, with its date (a prazo's fatal date, a hearing's day). */
  action: { kind: ProposalKind; act: string; days: number | null; counting: CountingRule | null; date: CalendarDate | null; time: string | null } | null;
}

/** What one capture run brought one person: the count, the likely prazos and the first items, most urgent first. */
export interface CaptureRunFacts {
  runId: string;
  finishedAt: string;
  /** The intimações of the run that are this person's (and that they may see). */
  total: number;
  /** How many of them have a likely prazo, and the earliest fatal date among those (null: not computed). */
  likely: number;
  earliestDue: CalendarDate | null;
  /** At most CAPTURE_RUN_ITEMS_MAX of them; the message says how many more there are. */
  items: RunIntimationFacts[];
  /** Whose worklist the message links to (the recipient). */
  ownerId: string;
}

/** Most intimações one run's message lists (the worklist has them all). */
export const CAPTURE_RUN_ITEMS_MAX = 100;

/** A task as a notification keeps it (its lawsuit's and client's names for who reads them and for its people). */
export interface TaskFacts {
  taskId: string;
  title: string;
  dueDate: CalendarDate | null;
  lawsuitId: string | null;
  lawsuitLabel: string | null;
  clientName: string | null;
}

/** What happened to a task that its person must learn of. */
export type TaskChange = 'atribuida' | 'revisao' | 'mencao' | 'vence-amanha';

export type NotificationFacts =
  | { kind: 'lembrete'; event: EventFacts; reminderMinutes: number }
  | { kind: 'agenda-participacao'; event: EventFacts; change: 'incluido' | 'removido' | 'excluido'; byName: string }
  | { kind: 'prazo-fatal'; event: EventFacts; when: 'hoje' | 'amanha'; internalDate: CalendarDate | null }
  /** Kept for notifications stored before capture runs were grouped (one per intimação). */
  | { kind: 'intimacao-nova'; intimation: IntimationFacts }
  /** One message per capture run and person. */
  | { kind: 'intimacao-nova'; run: CaptureRunFacts }
  /** An audiência or perícia an accepted intimação put on the owner's agenda. */
  | { kind: 'audiencia-intimacao'; event: EventFacts; intimationId: string; byName: string | null }
  | { kind: 'intimacao-pendente'; intimation: IntimationFacts }
  | { kind: 'captura-falhando'; integration: IntegrationId; message: string; reason: string | null }
  | { kind: 'mensagem'; threadId: string; fromName: string; subject: string }
  | { kind: 'tarefa'; task: TaskFacts; change: TaskChange; byName: string | null }
  /** Someone wrote through the site's contact form: a new prospect, or a client who already had that e-mail. */
  | { kind: 'contato-site'; clientId: string; name: string; subject: string; isNew: boolean }
  /** The daily extension of the monthly fees found an anniversary whose index months the table lacks. */
  | { kind: 'reajuste-sem-indice'; gap: IndexGapFacts }
  /** A lawyer recorded a lawsuit's result (acordo, sentença, alvará) and a fee agreement's success fee was made of it. */
  | { kind: 'exito-registrado'; success: SuccessFacts }
  /** An export an administrator asked for is ready to download (or failed). */
  | { kind: 'exportacao-pronta'; export: ExportFacts }
  /** A client uploaded from the portal a document the office asked for. */
  | { kind: 'documento-cliente'; clientId: string; clientName: string; requestTitle: string }
  /** A client asked from the portal to correct a datum the office holds about them (LGPD art. 18, III). */
  | { kind: 'correcao-dados'; clientId: string; clientName: string; field: string };

/** An export as its notice keeps it. */
export interface ExportFacts {
  exportId: string;
  scope: ExportScope;
  clientName: string | null;
  ok: boolean;
  expiresAt: string | null;
  size: number | null;
}

/** A monthly fee the index table stops: the agreement, where the plan stops and the months missing, in words. */
export interface IndexGapFacts {
  agreementId: string;
  title: string;
  clientName: string;
  /** The anniversary month ("YYYY-MM") whose fee cannot be adjusted, so is not generated. */
  anniversary: string;
  /** "IPCA: janeiro de 2027, fevereiro de 2027". */
  missing: string;
}

/** A success fee as its notice keeps it: Financeiro's figures, told to Financeiro only. */
export interface SuccessFacts {
  agreementId: string;
  lawsuitLabel: string;
  clientName: string;
  base: SuccessBase;
  baseAmount: number;
  feeAmount: number;
  date: CalendarDate;
  byName: string;
}

export interface NotificationRecord {
  recipientId: string;
  kind: NotificationKind;
  /** When it happened (the reminder's time, the message's): the bell's order. ISO instant. */
  at: string;
  facts: NotificationFacts;
  read: boolean;
  readAt: string | null;
  /** How it was to be mailed when it was made, and the outbox entry that carries it (none when off). */
  email: EmailMode;
  /** Resumo: the office day of the digest it belongs to. */
  digestDay: CalendarDate | null;
  /** Resumo, until a digest took it (the digest's query). */
  pendingDigest: boolean;
}

export const notificationListInput = z
  .object({ limit: z.number().int().min(1).max(50).default(20), after: pageCursor, unreadOnly: z.boolean().default(false) })
  .strict();
export const notificationMarkReadInput = z.object({ ids: z.array(recordId).min(1).max(50) }).strict();
export const notificationPreferencesInput = z
  .object({
    expectedVersion: z.number().int().min(1).nullable(),
    email: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.enum(EMAIL_MODES, { error: 'Escolha como receber o e-mail' })),
  })
  .strict();

/** Notification ids: `<uid>_<kind-specific key>`; one person never gets the same key twice. */
export function notificationId(recipientId: string, key: string): string {
  return `${recipientId}_${key}`;
}

/** Whether the office day's working notices (digest, prazos, triage) are due: from 07:00 São Paulo time. */
export function workingNoticesDue(now: string): boolean {
  return Number(instantToOfficeDateTime(now).slice(11, 13)) >= DIGEST_HOUR;
}

/** The office day whose 07:00 digest carries something made at `instant`: today's if before 07:00, else tomorrow's. */
export function digestDayOf(instant: string): CalendarDate {
  const today = officeDate(new Date(instant));
  return workingNoticesDue(instant) ? addDays(today, 1) : today;
}

/** Who is told what: the sections whose records a notification names. */
const reads = (scopes: Scopes | null, section: SectionId) => can(scopes, section, 'read');

function eventWhen(e: EventFacts): string {
  return e.allDay ? formatDate(e.date) : `${formatDate(e.date)} às ${formatTime(e.startsAt)}`;
}

/**
 * "Audiência em 03/12/2026 às 14:00 · Processo 0001234-… · Cliente Maria Souza", with only what the reader reads, or
 * with both names when the reader is on the record (`onIt`: told as its person, not as an onlooker): an intern
 * needs the number and the client of the hearing he attends or the petition he files, without Processos.
 */
function linkedNames(l: Pick<EventFacts, 'lawsuitLabel' | 'clientName'>, scopes: Scopes | null, onIt: boolean): string[] {
  const parts: string[] = [];
  // A lawsuit under segredo the reader may not see comes as HIDDEN_LAWSUIT_LABEL, which already says "Processo".
  if (l.lawsuitLabel && (onIt || reads(scopes, 'lawsuits')))
    parts.push(l.lawsuitLabel === HIDDEN_LAWSUIT_LABEL ? l.lawsuitLabel : `Processo ${l.lawsuitLabel}`);
  if (l.clientName && (onIt || reads(scopes, 'clients'))) parts.push(`Cliente ${l.clientName}`);
  return parts;
}

function eventDetail(e: EventFacts, scopes: Scopes | null, lead: string, onIt = true): string {
  return [lead, ...(e.location ? [`Local: ${e.location}`] : []), ...linkedNames(e, scopes, onIt)].join(' · ');
}

function intimationWords(i: IntimationFacts, scopes: Scopes | null, lead: string): { title: string; detail: string; link: string | null } | null {
  if (!reads(scopes, 'lawsuits')) return null;
  const detail = [
    `${i.communication} do ${i.tribunal}`,
    i.cnj ? `Processo ${i.cnj}` : 'sem número de processo',
    `disponibilizada em ${formatDate(i.availableOn)}`,
  ];
  return { title: lead, detail: detail.join(' · '), link: recordPath('intimations', i.intimationId) };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const SHORT_WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;

/** "sexta, 04/12": the weekday and the day, so the words hold whenever the message is read. */
export function dueWords(day: CalendarDate): string {
  return `${SHORT_WEEKDAYS[weekdayOf(day)] ?? ''}, ${formatDate(day).slice(0, 5)}`;
}

/**
 * "12 novas intimações: 3 com prazo provável até sexta, 04/12"; when the earliest fatal date was already past on
 * the day of the run (a first capture reads a month back), "…, o primeiro vencido em quarta, 07/10".
 */
export function captureRunTitle(run: Pick<CaptureRunFacts, 'total' | 'likely' | 'earliestDue' | 'finishedAt'>): string {
  const count = plural(run.total, 'nova intimação', 'novas intimações');
  if (run.likely === 0) return count;
  const likely = run.total === 1 ? 'com prazo provável' : `${run.likely} com prazo provável`;
  if (!run.earliestDue) return `${count}: ${likely}`;
  const past = run.earliestDue < officeDate(new Date(run.finishedAt));
  const first = run.total === 1 ? 'vencido' : 'o primeiro vencido';
  return past ? `${count}: ${likely}, ${first} em ${dueWords(run.earliestDue)}` : `${count}: ${likely} até ${dueWords(run.earliestDue)}`;
}

/** The worklist filtered to what is this person's and still to be treated (the page reads its filters from the address). */
export const worklistLink = (owner: string) => listPath('intimations', { triage: 'a-tratar', owner });

function actionWords(a: NonNullable<RunIntimationFacts['action']>): string {
  if (a.kind === 'prazo') {
    const days = a.days
      ? `: ${plural(a.days, a.counting === 'corridos' ? 'dia corrido' : 'dia útil', a.counting === 'corridos' ? 'dias corridos' : 'dias úteis')}`
      : '';
    return `${a.act}${days}${a.date ? `, até ${formatDate(a.date)}` : ''}`;
  }
  if (a.kind === 'sem-providencia') return `${a.act} (sem providência)`;
  return `${a.act}${a.date ? ` em ${formatDate(a.date)}${a.time ? ` às ${a.time}` : ''}` : ''}`;
}

/**
 * The lines of a run's message for a reader with `scopes`: client (who reads Clientes), number and court, and the
 * proposed action. None for who does not read Processos (the title tells them something arrived).
 */
export function captureRunLines(run: CaptureRunFacts, scopes: Scopes | null): { text: string; link: string }[] {
  if (!reads(scopes, 'lawsuits')) return [];
  const clients = reads(scopes, 'clients');
  return run.items.map((i) => {
    const parts = [];
    if (i.clientName && clients) parts.push(i.clientName);
    parts.push(i.cnj ? `Processo ${i.cnj}` : 'sem número de processo');
    parts.push(i.tribunal);
    parts.push(i.action ? actionWords(i.action) : `${i.communication} disponibilizada em ${formatDate(i.availableOn)}, sem proposta`);
    return { text: parts.join(' · '), link: recordPath('intimations', i.intimationId) };
  });
}

function captureRunWords(run: CaptureRunFacts, scopes: Scopes | null): { title: string; detail: string; link: string | null } {
  if (!reads(scopes, 'lawsuits'))
    return {
      title: `${plural(run.total, 'nova intimação', 'novas intimações')} no DJEN para você`,
      detail: 'Você não tem acesso a Processos: peça a quem tem para tratá-las.',
      link: null,
    };
  const more = run.total - run.items.length;
  return {
    title: captureRunTitle(run),
    detail: `Da captura do DJEN de ${formatDate(run.finishedAt)} às ${formatTime(run.finishedAt)}${more > 0 ? ` · a lista mostra ${run.items.length}, a caixa tem todas` : ''}`,
    link: worklistLink(run.ownerId),
  };
}

/** The words of a notification for a reader with `scopes`. */
export function describeNotification(facts: NotificationFacts, scopes: Scopes | null): { title: string; detail: string; link: string | null } {
  const agenda = reads(scopes, 'agenda');
  switch (facts.kind) {
    case 'lembrete': {
      const e = facts.event;
      if (!agenda) return { title: 'Lembrete de um compromisso da agenda', detail: 'Você não tem mais acesso à Agenda.', link: null };
      const when = (REMINDER_LABELS as Record<number, string | undefined>)[facts.reminderMinutes];
      return {
        title: `Lembrete: ${e.title}`,
        detail: eventDetail(e, scopes, `${EVENT_KIND_LABELS[e.eventKind]} em ${eventWhen(e)}${when ? ` (lembrete ${when})` : ''}`),
        link: recordPath('agenda', e.eventId),
      };
    }
    case 'agenda-participacao': {
      const e = facts.event;
      const verb = { incluido: 'Você foi incluído(a) em', removido: 'Você foi removido(a) de', excluido: 'Foi excluído o compromisso' }[facts.change];
      if (!agenda) return { title: `${verb} um compromisso da agenda`, detail: `Por ${facts.byName}.`, link: null };
      return {
        title: `${verb}: ${e.title}`,
        // Who was removed is no longer on it: the lawsuit and client are named only as their access allows.
        detail: eventDetail(e, scopes, `${EVENT_KIND_LABELS[e.eventKind]} em ${eventWhen(e)}, por ${facts.byName}`, facts.change !== 'removido'),
        link: facts.change === 'excluido' ? null : recordPath('agenda', e.eventId),
      };
    }
    case 'prazo-fatal': {
      const e = facts.event;
      const when = facts.when === 'hoje' ? 'hoje' : 'amanhã';
      if (!agenda) return { title: `Um prazo seu vence ${when}`, detail: 'Você não tem mais acesso à Agenda.', link: null };
      const internal = facts.internalDate ? ` · prazo interno ${formatDate(facts.internalDate)}` : '';
      return {
        title: `Prazo fatal ${when}: ${e.title}`,
        detail: eventDetail(e, scopes, `Fatal em ${formatDate(e.date)}, ainda em aberto${internal}`),
        link: recordPath('agenda', e.eventId),
      };
    }
    case 'audiencia-intimacao': {
      const e = facts.event;
      if (!agenda) return { title: 'Uma intimação marcou um compromisso na sua agenda', detail: 'Você não tem mais acesso à Agenda.', link: null };
      return {
        title: `Marcado na sua agenda a partir de uma intimação: ${e.title}`,
        detail: eventDetail(e, scopes, `${EVENT_KIND_LABELS[e.eventKind]} em ${eventWhen(e)}${facts.byName ? `, por ${facts.byName}` : ''}`),
        link: recordPath('agenda', e.eventId),
      };
    }
    case 'intimacao-nova':
      if ('run' in facts) return captureRunWords(facts.run, scopes);
      return (
        intimationWords(facts.intimation, scopes, 'Nova intimação') ?? {
          title: `Nova intimação no DJEN${facts.intimation.oab ? ` para a sua inscrição ${facts.intimation.oab}` : ''}`,
          detail: 'Você não tem acesso a Processos: peça a quem tem para tratá-la.',
          link: null,
        }
      );
    case 'intimacao-pendente':
      return (
        intimationWords(facts.intimation, scopes, 'Intimação a tratar há mais de um dia útil') ?? {
          title: 'Uma intimação sua está a tratar há mais de um dia útil',
          detail: 'Você não tem acesso a Processos: peça a quem tem para tratá-la.',
          link: null,
        }
      );
    case 'captura-falhando':
      return {
        title: facts.integration === 'djen' ? 'A captura de intimações do DJEN está falhando' : 'A consulta ao DataJud está falhando',
        detail: facts.reason ? `${facts.message} Motivo: ${facts.reason}` : facts.message,
        link: reads(scopes, 'integrations') ? listPath('integrations') : null,
      };
    case 'mensagem':
      return { title: `Nova mensagem de ${facts.fromName}`, detail: facts.subject, link: recordPath('messages', facts.threadId) };
    case 'tarefa':
      return taskWords(facts, scopes);
    case 'contato-site':
      if (!reads(scopes, 'clients')) return { title: 'Novo contato pelo site', detail: 'Você não tem mais acesso a Clientes.', link: null };
      return {
        title: facts.isNew ? `Novo contato pelo site: ${facts.name}` : `Novo contato pelo site de ${facts.name} (já em Clientes)`,
        detail: `Assunto: ${facts.subject}`,
        link: recordPath('clients', facts.clientId),
      };
    case 'exito-registrado':
      return successWords(facts.success, scopes);
    case 'exportacao-pronta':
      return exportWords(facts.export, scopes);
    case 'reajuste-sem-indice':
      return indexGapWords(facts.gap, scopes);
    case 'documento-cliente':
      if (!reads(scopes, 'clients')) return { title: 'Documento enviado pelo portal', detail: 'Você não tem mais acesso a Clientes.', link: null };
      return { title: `${facts.clientName} enviou um documento pelo portal`, detail: facts.requestTitle, link: recordPath('clients', facts.clientId) };
    case 'correcao-dados':
      if (!reads(scopes, 'clients')) return { title: 'Pedido de correção de dados pelo portal', detail: 'Você não tem mais acesso a Clientes.', link: null };
      return { title: `${facts.clientName} pediu a correção de dados`, detail: `Dado: ${facts.field}`, link: recordPath('clients', facts.clientId) };
  }
}

/** The agreement and its client (Financeiro's readers read client names), only while the reader still reads Financeiro. */
function indexGapWords(g: IndexGapFacts, scopes: Scopes | null): { title: string; detail: string; link: string | null } {
  const month = formatMonthLabel(`${g.anniversary}-01`);
  if (!reads(scopes, 'finance'))
    return { title: `Honorários mensais de ${month} sem índice de reajuste`, detail: 'Você não tem mais acesso ao Financeiro.', link: null };
  return {
    title: `Honorários mensais de ${month} sem índice de reajuste`,
    detail:
      `O contrato "${g.title}" de ${g.clientName} para antes do reajuste de ${month}: faltam na tabela de índices ${g.missing}. ` +
      'Cadastre-os em Configurações → Índices econômicos e gere os lançamentos do contrato.',
    link: recordPath('feeAgreements', g.agreementId),
  };
}

/** The client's name only for who reads Clientes (an administrator may not). */
function exportWords(e: ExportFacts, scopes: Scopes | null): { title: string; detail: string; link: string | null } {
  const what = e.scope === 'escritorio' ? 'do escritório' : e.clientName && reads(scopes, 'clients') ? `de ${e.clientName} (LGPD)` : 'de um cliente (LGPD)';
  const link = pagePath('exports');
  if (!e.ok) return { title: `A exportação ${what} falhou`, detail: 'Abra Exportações para ver o motivo e gerar outra.', link };
  const until = e.expiresAt ? ` O link vale até ${formatDate(e.expiresAt)} às ${formatTime(e.expiresAt)}.` : '';
  return { title: `Exportação ${what} pronta para baixar`, detail: `Arquivo ZIP de ${formatBytes(e.size ?? 0)}.${until}`, link };
}

function successWords(s: SuccessFacts, scopes: Scopes | null): { title: string; detail: string; link: string | null } {
  if (!reads(scopes, 'finance'))
    return { title: 'Um resultado de processo gerou honorários de êxito', detail: 'Você não tem mais acesso ao Financeiro.', link: null };
  return {
    title: `Honorários de êxito: ${SUCCESS_BASE_LABELS[s.base].toLowerCase()} em ${s.lawsuitLabel}`,
    detail:
      `${formatBRL(s.feeAmount)} sobre ${formatBRL(s.baseAmount)} (${formatDate(s.date)}), de ${s.clientName}, ` +
      `registrado por ${s.byName}. O lançamento já está no Financeiro.`,
    link: recordPath('feeAgreements', s.agreementId),
  };
}

const TASK_LEADS: Record<TaskChange, string> = {
  atribuida: 'Tarefa atribuída a você',
  revisao: 'Tarefa aguardando sua revisão',
  mencao: 'Você foi mencionado(a) numa tarefa',
  'vence-amanha': 'Tarefa sua vence amanhã',
};

function taskWords(facts: Extract<NotificationFacts, { kind: 'tarefa' }>, scopes: Scopes | null): { title: string; detail: string; link: string | null } {
  const lead = TASK_LEADS[facts.change];
  if (!reads(scopes, 'agenda')) return { title: lead, detail: 'Você não tem mais acesso à Agenda.', link: null };
  const t = facts.task;
  const parts = [t.dueDate ? `Entrega em ${formatDate(t.dueDate)}` : 'Sem data de entrega'];
  if (facts.byName) parts.push(`por ${facts.byName}`);
  // A mention reaches someone who may not be on the task: only assignee and reviewer are told as its people.
  parts.push(...linkedNames(t, scopes, facts.change !== 'mencao'));
  return { title: `${lead}: ${t.title}`, detail: parts.join(' · '), link: recordPath('tasks', t.taskId) };
}

export function notificationView(id: string, record: NotificationRecord, scopes: Scopes | null): NotificationView {
  return { id, kind: record.kind, at: record.at, read: record.read, ...describeNotification(record.facts, scopes) };
}

export const OUTBOX_STATES = ['pendente', 'enviando', 'enviado', 'falhou'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * One e-mail to send (`emailOutbox/<id>`): a notification's own (`n_<notification id>`) or a person's digest of a
 * day (`d_<uid>_<day>`). Made in the same write as what it carries, claimed by one sender at a time for
 * CLAIM_MS, marked sent after the SMTP server accepted it: the deterministic id and the claim make it go once.
 */
export interface OutboxRecord {
  recipientId: string;
  notificationIds: string[];
  digestDay: CalendarDate | null;
  state: OutboxState;
  /** ISO instant from which it may be sent (now for immediate ones; the digest's 07:00). */
  dueAt: string;
  claimedBy: string | null;
  /** ISO instant when an unfinished claim lapses and another sender may take it. */
  claimUntil: string | null;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  /** A portal update's notice to a client account (`recipientId` is the account's uid; no notifications). */
  portalUpdateId?: string;
}

/** An e-mail waiting to go from `dueAt`: one notification's, or a day's digest. */
export function pendingOutbox(recipientId: string, notificationIds: string[], digestDay: CalendarDate | null, dueAt: string): OutboxRecord {
  return { recipientId, notificationIds, digestDay, state: 'pendente', dueAt, claimedBy: null, claimUntil: null, attempts: 0, lastError: null, sentAt: null };
}

/** How long a sender holds an e-mail: far longer than one SMTP conversation (nodemailer's timeouts are 2 min at most). */
export const CLAIM_MS = 5 * 60_000;
/** Attempts before an e-mail is given up as "falhou" (the bell still has it). */
export const MAX_EMAIL_ATTEMPTS = 5;

/** `notifierState/passes`: up to when the scheduler's windowed sources were read (reminders, new intimações), and the daily ones. */
export interface NotifierStateRecord {
  passedUntil: string;
  /** The office day whose once-a-day sources (untreated intimações) were last looked at. */
  dailyFor: CalendarDate | null;
  /** The newest capture runs whose messages are stored (absent before runs were announced): a run is announced once. */
  announcedRuns?: string[];
}

/** How many announced runs the notifier remembers: far more than the runs it looks at in one pass. */
export const ANNOUNCED_RUNS_KEPT = 100;
