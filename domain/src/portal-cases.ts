/**
 * Portal do cliente, the client's cases: a lawyer opens a lawsuit to the portal and publishes updates in plain
 * Portuguese ("O que aconteceu" / "O que vem agora" / "O que precisamos de você"), drafted from the lawsuit's
 * recent andamentos and open prazos and hearings; the lawsuit's clients read them on /portal and, with their
 * consent, get each one by e-mail. Never the raw andamento text, the office's notes or a prazo's internal date.
 */
import type { EventKind, EventStatus } from './agenda-labels';
import { formatDate, formatTime } from './dates';
import { partyRoleLabel, type LawsuitClient, type OpposingParty } from './lawsuit-parties';
import type { LawsuitStatus } from './lawsuits';
import { recordId } from './lists';
import { multilineText, z } from './schema';
import { searchKey } from './text';

/** `portalCases/<lawsuitId>`: whether the lawsuit is open to its clients' portal accounts. */
export interface PortalCaseRecord {
  lawsuitId: string;
  open: boolean;
  /** When a lawsuit under segredo de justiça was opened after the reminder was confirmed (null otherwise). */
  secrecyConfirmedAt: string | null;
  changedBy: string;
  changedAt: string;
}

export const PORTAL_UPDATE_STATUSES = ['rascunho', 'publicada'] as const;
export type PortalUpdateStatus = (typeof PORTAL_UPDATE_STATUSES)[number];

/** The three parts of an update, as the client reads them. */
export interface PortalUpdateText {
  happened: string;
  next: string;
  needed: string;
}

/** `portalUpdates/<id>`: one update of a lawsuit, a draft until the lawyer publishes it. */
export interface PortalUpdateRecord extends PortalUpdateText {
  lawsuitId: string;
  status: PortalUpdateStatus;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  publishedBy: string | null;
  publishedAt: string | null;
}

/** `portalConsents/<uid>`: a client account's consent to e-mail notices (LGPD art. 8: given, dated, revocable). */
export interface PortalConsentRecord {
  clientId: string;
  emailNotices: boolean;
  changedAt: string;
}

/** The portal's fields in the audit log's words (its records, the client accounts' included). */
export const PORTAL_FIELD_LABELS = {
  happened: 'o que aconteceu',
  next: 'o que vem agora',
  needed: 'o que precisamos de você',
  status: 'situação',
  open: 'aberto no portal',
  secrecyConfirmedAt: 'aviso de segredo de justiça confirmado',
  changedBy: 'alterado por',
  changedAt: 'data da alteração',
  createdAt: 'criado em',
  publishedBy: 'publicado por',
  publishedAt: 'data da publicação',
  emailNotices: 'avisos por e-mail',
  invitedBy: 'convidado por',
  invitedAt: 'data do convite',
} as const;

/** The version a first write names: the record does not exist yet. */
const versionOrNone = z.number().int().min(0);

export const portalUpdateText = z
  .object({
    happened: multilineText(3000).refine((v) => v.trim().length >= 3, 'Conte o que aconteceu'),
    next: multilineText(3000).refine((v) => v.trim().length >= 3, 'Diga o que vem agora'),
    needed: multilineText(3000).refine((v) => v.trim().length >= 3, 'Diga o que o cliente precisa fazer (ou que nada, por enquanto)'),
  })
  .strict();

export const portalCaseGetInput = z.object({ lawsuitId: recordId }).strict();
export const portalCaseSetInput = z
  .object({
    lawsuitId: recordId,
    open: z.boolean(),
    /** The portalCases record's version (0: never opened). */
    expectedVersion: versionOrNone,
    /** A lawsuit under segredo de justiça opens only after the reminder is confirmed. */
    confirmSecrecy: z.boolean().default(false),
  })
  .strict();
export const portalUpdateSaveInput = z
  .object({ lawsuitId: recordId, id: recordId.nullable(), expectedVersion: versionOrNone, text: portalUpdateText })
  .strict();
export const portalUpdateDiscardInput = z.object({ id: recordId, expectedVersion: z.number().int().min(1) }).strict();
export const portalTimelineInput = z.object({ lawsuitId: recordId }).strict();
export const portalNoticesSetInput = z.object({ emailNotices: z.boolean(), expectedVersion: versionOrNone }).strict();

export interface PortalUpdateView extends PortalUpdateText {
  id: string;
  lawsuitId: string;
  status: PortalUpdateStatus;
  createdAt: string;
  publishedAt: string | null;
  version: number;
}

/** The "Portal do cliente" card of a lawsuit's page. */
export interface PortalCaseView {
  lawsuitId: string;
  open: boolean;
  confidential: boolean;
  /** 0 while the lawsuit was never opened. */
  version: number;
  changedAt: string | null;
  /** Active client accounts of the lawsuit's clients, and how many of them take e-mail notices. */
  accounts: number;
  emailRecipients: number;
  updates: PortalUpdateView[];
}

/** One lawsuit as its client reads it on /portal. */
export interface PortalCaseSummary {
  lawsuitId: string;
  title: string;
  number: string | null;
  court: string;
  parties: { name: string; role: string }[];
  status: string;
  statusHint: string;
  lastUpdateAt: string | null;
}

export interface PortalTimeline {
  case: PortalCaseSummary;
  updates: (PortalUpdateText & { id: string; publishedAt: string })[];
}

export interface PortalNotices {
  emailNotices: boolean;
  changedAt: string | null;
  version: number;
}

/** A lawsuit's status as a client understands it. */
export const PORTAL_STATUS_WORDS: Record<LawsuitStatus, { label: string; hint: string }> = {
  ativo: { label: 'Em andamento', hint: 'O processo está correndo na Justiça; publicamos aqui cada novidade importante.' },
  suspenso: { label: 'Parado por enquanto', hint: 'O processo está suspenso: nada acontece até o motivo da suspensão acabar.' },
  arquivado: { label: 'Arquivado', hint: 'O processo foi guardado pela Justiça; ele pode voltar a andar se alguém pedir.' },
  encerrado: { label: 'Encerrado', hint: 'O processo terminou.' },
};

type LawsuitForPortal = {
  cnj: string | null;
  subject: string;
  className: string;
  court: string;
  comarca: string;
  status: LawsuitStatus;
  clients: readonly Pick<LawsuitClient, 'name' | 'role' | 'gender'>[];
  opposingParties: readonly Pick<OpposingParty, 'name' | 'role'>[];
};

/** What a client reads of a lawsuit of theirs: parties, court and status in words; never notes, value or lawyers. */
export function portalCaseSummary(lawsuitId: string, l: LawsuitForPortal, lastUpdateAt: string | null): PortalCaseSummary {
  const words = PORTAL_STATUS_WORDS[l.status];
  return {
    lawsuitId,
    title: `${l.className}: ${l.subject}`,
    number: l.cnj,
    court: `${l.court}, ${l.comarca}`,
    parties: [
      ...l.clients.map((c) => ({ name: c.name, role: partyRoleLabel(c.role, c.gender) })),
      ...l.opposingParties.map((p) => ({ name: p.name, role: partyRoleLabel(p.role, null) })),
    ],
    status: words.label,
    statusHint: words.hint,
    lastUpdateAt,
  };
}

/**
 * Common andamento kinds in a client's words, most telling first: an andamento reading "Juntada de mandado de
 * citação" is a citação to the client. The terms are the CNJ's Tabela Processual Unificada movements (Res. CNJ
 * 46/2007). An andamento none of these match is counted, never quoted: its raw text is for the office.
 */
const MOVEMENT_WORDS: readonly [RegExp, string][] = [
  [/transit\w* em julgado/, 'A decisão final ficou definitiva (trânsito em julgado): não cabe mais recurso.'],
  // "Conclusos para sentença" is the lawsuit going to the judge, not the sentença.
  [/conclus/, 'O processo foi enviado ao juiz para análise.'],
  [/sentenc/, 'O juiz deu a sentença, a decisão sobre o pedido do processo.'],
  [/acordao|julgamento do recurso|provimento/, 'O tribunal julgou o recurso.'],
  [/audiencia.*(designad|marcad|redesignad)|(designad|marcad)\w* audiencia/, 'Foi marcada uma audiência.'],
  [/audiencia.*(realizad|ocorrid)/, 'A audiência foi realizada.'],
  [/citac|citad/, 'A outra parte foi chamada oficialmente ao processo (citação).'],
  [/tutela|liminar/, 'O juiz decidiu um pedido urgente (liminar).'],
  [/decisao|decid/, 'O juiz tomou uma decisão no processo.'],
  [/despacho/, 'O juiz deu uma ordem para o processo seguir (despacho).'],
  [/recurso|apelac|agravo|embargos/, 'Foi apresentado um recurso, um pedido para que a decisão seja revista.'],
  [/alvara/, 'Foi emitido um alvará, a ordem para liberar um valor ou um bem.'],
  [/pericia|perito|laudo/, 'Houve um passo da perícia, o exame feito por um especialista.'],
  [/acordo|conciliac/, 'Houve um passo sobre um acordo entre as partes.'],
  [/intimac|intimad/, 'As partes foram avisadas oficialmente de um ato do processo (intimação).'],
  [/juntad|peticao|manifestac/, 'Um documento foi anexado ao processo.'],
  [/distribu/, 'O processo foi registrado e enviado a uma vara (distribuição).'],
  [/suspen|sobrestad/, 'O processo foi suspenso por um tempo.'],
  [/arquiv/, 'O processo foi arquivado.'],
  [/remessa|remetid|redistribu/, 'O processo foi enviado a outro setor ou tribunal.'],
];

/** An andamento in a client's words, or null when it is of a kind the table does not know. */
export function plainMovement(description: string): string | null {
  const key = searchKey(description);
  return MOVEMENT_WORDS.find(([pattern]) => pattern.test(key))?.[1] ?? null;
}

export interface DraftMovement {
  at: string;
  description: string;
}

export interface DraftEvent {
  kind: EventKind;
  status: EventStatus;
  startsAt: string;
  allDay: boolean;
  /** A prazo's fatal date: the one the client may read (the internal date is the office's own target). */
  fatalDate: string | null;
}

/** How many andamentos a draft looks at, newest first. */
export const DRAFT_MOVEMENTS = 20;

/**
 * The first draft of an update, for the lawyer to edit: the recent andamentos (newest first) in a client's words,
 * each kind said once with its latest date; the open prazos as "até DD/MM/YYYY" and the hearings with day and
 * hour; and what the client must do, which the lawyer completes.
 */
export function draftPortalUpdate(movements: readonly DraftMovement[], events: readonly DraftEvent[], now: string): PortalUpdateText {
  const said = new Map<string, string>();
  let others = 0;
  for (const m of [...movements].sort((a, b) => (a.at < b.at ? 1 : -1)).slice(0, DRAFT_MOVEMENTS)) {
    const words = plainMovement(m.description);
    if (!words) others++;
    else if (!said.has(words)) said.set(words, formatDate(m.at));
  }
  const happenedLines = [...said].map(([words, date]) => `${date}: ${words}`);
  if (others > 0) happenedLines.push(others === 1 ? 'Houve também uma movimentação de rotina.' : `Houve também ${others} movimentações de rotina.`);

  const open = events.filter((e) => e.status === 'aberto' && (e.kind === 'prazo' || e.kind === 'audiencia')).sort((a, b) => (a.startsAt < b.startsAt ? -1 : 1));
  const hearings = open.filter((e) => e.kind === 'audiencia' && e.startsAt >= now);
  const prazos = open.filter((e) => e.kind === 'prazo' && e.fatalDate);
  const nextLines = [
    ...hearings.map((h) => `Audiência marcada para ${formatDate(h.startsAt)}${h.allDay ? '' : ` às ${formatTime(h.startsAt)}`}.`),
    ...prazos.map((p) => `O escritório tem um prazo no processo até ${formatDate(p.fatalDate as string)} e está cuidando dele.`),
  ];

  return {
    happened: happenedLines.length > 0 ? happenedLines.join('\n') : 'Nenhuma movimentação nova no processo desde a última atualização.',
    next: nextLines.length > 0 ? nextLines.join('\n') : 'Agora aguardamos o próximo passo da Justiça. Avisaremos aqui quando houver novidade.',
    needed:
      hearings.length > 0
        ? 'Reserve a data da audiência. Confirmaremos com você se a sua presença é necessária.'
        : 'Por enquanto, nada. Se precisarmos de algum documento ou informação, avisaremos.',
  };
}

/** The e-mail a client account gets for a published update, in pt-BR, naming the office. */
export function portalUpdateMail(args: { officeName: string; personName: string; caseTitle: string; text: PortalUpdateText; link: string }): {
  subject: string;
  lines: string[];
} {
  return {
    subject: `${args.officeName}: novidade no seu processo`,
    lines: [
      `Olá, ${args.personName}.`,
      '',
      `${args.officeName} publicou uma atualização sobre o processo "${args.caseTitle}".`,
      '',
      'O que aconteceu',
      ...args.text.happened.split('\n'),
      '',
      'O que vem agora',
      ...args.text.next.split('\n'),
      '',
      'O que precisamos de você',
      ...args.text.needed.split('\n'),
      '',
      `Acompanhe no portal do cliente: ${args.link}`,
      '',
      'Você recebe este aviso porque escolheu receber avisos por e-mail no portal; pode desligá-los lá quando quiser.',
    ],
  };
}
