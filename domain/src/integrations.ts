/**
 * Integrações: the two official sources the office reads (DataJud for andamentos, the DJEN for intimações),
 * their configuration, the record of every run, and what the runs store. Nothing here is invented: a card
 * shows "nunca sincronizado" until a run happened.
 */
import type { CaptureAlert, ReadHealth } from './capture';
import { DATAJUD_PUBLIC_KEY, type CourtInstance } from './datajud';
import { djenOabKey, type MappedCommunication } from './djen';
import {
  djenTermKey,
  MAX_MONITORED_QUERIES,
  MAX_TERM_LENGTH,
  MAX_TERM_VARIANTS,
  MIN_TERM_LENGTH,
  TERM_KINDS,
  termNormal,
  termQueries,
  type MonitoredTerm,
} from './djen-terms';
import type { CalendarDate } from './dates';
import type { IntimationProposal, ProposalKind } from './proposals/types';
import { expectedVersion, optionalRecordId, pageCursor, recordId, type Listed } from './lists';
import { dateField, lineText, ufField, z } from './schema';
import { oabNumber } from './team';

export * from './djen-terms';

export const INTEGRATION_IDS = ['datajud', 'djen'] as const;
export type IntegrationId = (typeof INTEGRATION_IDS)[number];

export const INTEGRATION_INFO: Record<IntegrationId, { name: string; provider: string; description: string }> = {
  datajud: {
    name: 'DataJud — andamentos',
    provider: 'CNJ, API Pública do DataJud',
    description: 'Importa os movimentos dos processos com número CNJ para a linha do tempo de cada processo. Diariamente e sob demanda.',
  },
  djen: {
    name: 'DJEN — intimações',
    provider: 'CNJ, Diário de Justiça Eletrônico Nacional (Comunica API)',
    description:
      'Busca as comunicações publicadas para as inscrições na OAB e os termos monitorados (nomes de advogados e de partes, textos como um CNPJ) e as coloca na caixa de Intimações, uma vez cada.',
  },
};

/** Most inscriptions one office monitors (each costs one or more requests per run). */
export const MAX_MONITORED_OABS = 40;
/** Runs whose errors are listed one by one; beyond this a run says how many more there were. */
export const MAX_RUN_ERRORS = 20;
/** A run's claim on its integration: longer than a run may last (RUN_BUDGET_MS, within the functions' 540 s), so a run that crashed is superseded after this. */
export const RUN_LEASE_MS = 10 * 60_000;
/** How long one run works before it stops cleanly and leaves the rest to the next (the functions are cut at 540 s). */
export const RUN_BUDGET_MS = 420_000;

/** One inscription the DJEN sync asks for (a team member's, or one typed in). */
export interface MonitoredOab {
  uf: string;
  number: string;
  /** Whose it is, as the office calls them. */
  name: string;
  /** The Sobre team member it came from, if any. */
  memberId: string | null;
  /**
   * The staff account it belongs to; absent or null: the team member's account, if any (inscriptions saved
   * before owners existed have none).
   */
  ownerId?: string | null;
}

/** `integrations/<id>`: configuration and state of one integration. Absent until the first save or run. */
export interface IntegrationRecord {
  /** DataJud: sent as `Authorization: APIKey <key>`. Null on the DJEN. */
  apiKey: string | null;
  /** DJEN: the inscriptions to monitor. Empty on DataJud. */
  oabs: MonitoredOab[];
  /** DJEN: the other terms to monitor (names, free text); absent on settings saved before terms existed. */
  terms?: MonitoredTerm[];
  /** The run in progress and until when its claim holds. */
  lease: { runId: string; until: string } | null;
  lastRun: IntegrationRunSummary | null;
  /** DataJud answered 401 to the key: runs stop until an administrator saves a new key. */
  keyRejected: boolean;
  /** DJEN: per inscription (`SP-123456`) or term (djenTermKey), the last availability date read to the end. */
  cursors: Record<string, string>;
  /** The office-wide runs as a source: last read, last failure (absent before the first run that recorded it). */
  health?: ReadHealth;
  /** DJEN: per inscription (`SP-123456`) or term (djenTermKey), its last good read and last failure (absent before the first run that recorded them). */
  targets?: Record<string, ReadHealth>;
  /** DJEN: the tribunals and kinds of communication stored, for the inbox's filters. */
  facets: { tribunals: string[]; kinds: string[] };
  /**
   * Counts the administrators' saves of the configuration (0 before the first): what a save names as its
   * expected version, so a run writing its state meanwhile never makes a save conflict.
   */
  settingsRevision: number;
  updatedBy: string;
}

export function defaultIntegration(id: IntegrationId): IntegrationRecord {
  return {
    apiKey: id === 'datajud' ? DATAJUD_PUBLIC_KEY : null,
    oabs: [],
    terms: [],
    lease: null,
    lastRun: null,
    keyRejected: false,
    cursors: {},
    facets: { tribunals: [], kinds: [] },
    settingsRevision: 0,
    updatedBy: 'sistema',
  };
}

export const RUN_TRIGGERS = ['manual', 'agendada', 'processo'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];
export const RUN_TRIGGER_LABELS: Record<RunTrigger, string> = { manual: 'Sincronizar agora', agendada: 'Diária', processo: 'Atualizar andamentos' };

export const RUN_STATUSES = ['em-andamento', 'concluida', 'com-erros', 'falhou', 'interrompida'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  'em-andamento': 'Em andamento',
  concluida: 'Concluída',
  'com-erros': 'Concluída com erros',
  /** Nothing could be read: the run says nothing about what the courts published. */
  falhou: 'Falhou',
  interrompida: 'Interrompida',
};

export interface IntegrationRunSummary {
  runId: string;
  status: RunStatus;
  startedAt: string;
  finishedAt: string | null;
}

/**
 * One thing a run could not read. A lawsuit's number is named only to who may see it (segredo de justiça, and
 * Processos' label), so the record keeps the lawsuit's id and each answer fills `target` in for its reader.
 */
export interface RunError {
  /** What could not be read, in words: an inscription ("OAB/SP 123456"), or the lawsuit as the reader may name it. */
  target: string;
  /** The lawsuit it was about (absent on runs recorded before the id was kept, and on inscriptions). */
  lawsuitId?: string;
  message: string;
}

/** `integrationRuns/<id>`: one run, as it really went. */
export interface IntegrationRunRecord {
  integration: IntegrationId;
  trigger: RunTrigger;
  /** A uid, or "agendador" for the daily run. */
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
  status: RunStatus;
  /** "Atualizar andamentos" of one lawsuit. */
  lawsuitId: string | null;
  /** Requests answered. */
  requests: number;
  /** Items read: DataJud movements, DJEN communications. */
  fetched: number;
  created: number;
  duplicates: number;
  /** DataJud: lawsuits with no document in their court's index. */
  notFound: number;
  errors: RunError[];
  /** Errors beyond MAX_RUN_ERRORS, counted. */
  moreErrors: number;
  /** Why a run stopped early, in pt-BR. */
  stopReason: string | null;
  /** What it set out to read (DJEN inscriptions, DataJud lawsuits) and how many it read to the end (absent on older runs). */
  targets?: number;
  read?: number;
}

/** `courtData/<lawsuitId>`: what DataJud says about a lawsuit, from its last check. */
export interface CourtDataRecord {
  lawsuitId: string;
  /** What DataJud answered at the last good read; "sem-resposta" while no read ever succeeded. */
  status: 'encontrado' | 'nao-encontrado' | 'sem-resposta';
  alias: string;
  instances: CourtInstance[];
  subjects: string[];
  /** The last good read (null: never). */
  checkedAt: string | null;
  /** The attempts that failed since the last good read: the last one's time and reason (absent on older records). */
  failure?: { at: string; reason: string; count: number } | null;
  /** Andamentos imported over all runs. */
  importedCount: number;
}

/** `intimations/<id>`: one DJEN communication, stored once however often it is read. */
export interface IntimationRecord extends MappedCommunication {
  /** Every DJEN id seen for this hash (a republication may get a new id). */
  djenIds: number[];
  /** Monitored inscriptions (`SP-123456`) it was found for. */
  oabKeys: string[];
  /** The office's lawsuit with its CNJ number, kept when lawsuits are created, renumbered or removed. */
  lawsuitId: string | null;
  /** Whether anyone in the office marked it read, who and when. */
  read: boolean;
  readBy: string | null;
  readAt: string | null;
  /** The DJEN's certificate of this communication (a PDF the API renders). */
  certificateUrl: string;
  /** The prazo saved from it on the agenda. */
  prazoEventId: string | null;
  fetchedAt: string;
  /** Tribunal + kind + read + matched for the inbox's filters, searchable one at a time with the order. */
  matched: boolean;
  /**
   * Every monitored term that found it (an inscription's key is `SP-123456`, as in `oabKeys`; the other kinds'
   * keys are the capture's own). Absent on communications stored before terms existed (read as `oabKeys`).
   */
  termKeys?: string[];
  /** Whose it is (staff uids): the holders of the terms that found it and its lawsuit's responsible lawyers. */
  owners?: string[];
  /** What the office's reading of the text proposes (null until read; absent on older records). */
  proposal?: IntimationProposal | null;
  /** The worklist's filters: the first action's kind ("nenhuma" when none), a prazo among them, its earliest fatal date. */
  proposedKind?: ProposalKind | 'nenhuma';
  likelyPrazo?: boolean;
  firstDue?: CalendarDate | null;
  /** The capture run that stored it first: the run's e-mail lists what each run found (absent on older records). */
  capturedInRun?: string;
}

export const monitoredOabInput = z
  .object({
    uf: ufField('Informe a UF da inscrição (ex.: SP)'),
    // The team's inscription number, as Sobre takes it.
    number: oabNumber,
    name: lineText(120).min(2, 'Informe de quem é a inscrição'),
    memberId: optionalRecordId.transform((v) => v ?? null),
    /** Absent: the team member's account (kept absent, so settings saved before owners read the same). */
    ownerId: optionalRecordId.optional(),
  })
  .strict();

const termValue = (empty: string) =>
  lineText(MAX_TERM_LENGTH)
    .min(1, empty)
    .refine((v) => termNormal(v).length >= MIN_TERM_LENGTH, `Use ao menos ${MIN_TERM_LENGTH} caracteres: um termo curto encontra milhares de publicações`);

const TERM_WORDS = { advogado: 'o nome do advogado', parte: 'o nome da parte', texto: 'o texto a procurar' } as const;

export const monitoredTermInput = z
  .object({
    kind: z.enum(TERM_KINDS, 'Tipo de termo inválido'),
    value: termValue('Informe o termo'),
    variants: z.array(termValue('Variante vazia: preencha ou remova')).max(MAX_TERM_VARIANTS, `No máximo ${MAX_TERM_VARIANTS} variantes por termo`).default([]),
    ownerId: optionalRecordId.transform((v) => v ?? null),
    clientId: optionalRecordId.transform((v) => v ?? null),
  })
  .strict()
  .superRefine((t, ctx) => {
    if (termNormal(t.value).length === 0) ctx.addIssue({ code: 'custom', path: ['value'], message: `Informe ${TERM_WORDS[t.kind]}` });
    // A lawyer is searched by full name: one word finds every colleague with it.
    if (t.kind === 'advogado' && termNormal(t.value).split(' ').length < 2) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Informe o nome e o sobrenome do advogado' });
    }
    const seen = new Set<string>();
    termQueries(t).forEach((v, i) => {
      const n = termNormal(v);
      if (seen.has(n)) ctx.addIssue({ code: 'custom', path: i === 0 ? ['value'] : ['variants', i - 1], message: `“${v}” repete outra grafia deste termo` });
      seen.add(n);
    });
  });

/** Every inscription, term and variant the settings ask the DJEN for: what a run costs in requests, at least. */
export function monitoredQueryCount(settings: { oabs: readonly unknown[]; terms?: readonly Pick<MonitoredTerm, 'value' | 'variants'>[] }): number {
  return settings.oabs.length + (settings.terms ?? []).reduce((n, t) => n + termQueries(t).length, 0);
}

export const datajudSettingsInput = z
  .object({
    /** Null while the integration was never saved (defaults apply). */
    expectedVersion: expectedVersion.nullable(),
    apiKey: z
      .string()
      .trim()
      // The wiki shows the header's whole value; a pasted "APIKey …" is the same key.
      .transform((v) => v.replace(/^APIKey\s+/i, ''))
      .refine((v) => v.length > 0, 'Informe a chave da API')
      .refine((v) => !/\s/.test(v), 'A chave não pode ter espaços: copie só a chave, como está no wiki do DataJud')
      .refine((v) => /^[A-Za-z0-9+/=_.:-]{16,300}$/.test(v), 'Chave inválida: use a chave publicada pelo CNJ (letras, números e = + / -)'),
  })
  .strict();

export const djenSettingsInput = z
  .object({
    expectedVersion: expectedVersion.nullable(),
    oabs: z
      .array(monitoredOabInput)
      .max(MAX_MONITORED_OABS, `Monitore no máximo ${MAX_MONITORED_OABS} inscrições`)
      .refine((list) => new Set(list.map((o) => djenOabKey(o.uf, o.number))).size === list.length, 'A mesma inscrição foi informada duas vezes'),
    /** Names and free text; absent: the stored terms stay as they are (clients that only know inscriptions). */
    terms: z.array(monitoredTermInput).max(MAX_MONITORED_QUERIES, `Monitore no máximo ${MAX_MONITORED_QUERIES} termos`).optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (!s.terms) return;
    // The same name twice, or one term's variant another's value: one search would be made twice.
    const owner = new Map<string, number>();
    s.terms.forEach((t, i) => {
      for (const v of termQueries(t)) {
        const key = djenTermKey(t.kind, v);
        const first = owner.get(key);
        if (first !== undefined && first !== i) {
          ctx.addIssue({ code: 'custom', path: ['terms'], message: `O termo “${v}” foi informado duas vezes` });
          return;
        }
        owner.set(key, i);
      }
    });
    const count = monitoredQueryCount({ oabs: s.oabs, terms: s.terms });
    if (count > MAX_MONITORED_QUERIES) {
      ctx.addIssue({
        code: 'custom',
        path: ['terms'],
        message: `Monitore no máximo ${MAX_MONITORED_QUERIES} buscas (cada inscrição, termo e variante é uma busca no DJEN a cada execução); há ${count}`,
      });
    }
  });

export const syncDjenInput = z
  .object({
    /** Availability dates to read; by default from each inscription's last read day (or 30 days back) to today. */
    from: dateField('Data inicial inválida').nullish(),
    to: dateField('Data final inválida').nullish(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'A data final deve ser depois da inicial' });
  });

export const integrationRunsInput = z
  .object({ integration: z.enum(INTEGRATION_IDS, 'Integração inválida'), limit: z.number().int().min(1).max(50).default(10), after: pageCursor })
  .strict();

export const lawsuitSyncInput = z.object({ lawsuitId: recordId }).strict();
export const movementHiddenInput = z.object({ id: recordId, expectedVersion, hidden: z.boolean() }).strict();

export const intimationSetReadInput = z.object({ id: recordId, expectedVersion, read: z.boolean() }).strict();

/** What the Integrações page shows for one integration. */
export interface IntegrationView {
  id: IntegrationId;
  name: string;
  provider: string;
  description: string;
  /** The configuration's revision (what a save names as expectedVersion); null while never saved: the defaults apply. */
  version: number | null;
  apiKey: string | null;
  /** Whether the key is the one CNJ publishes. */
  usesPublicKey: boolean;
  oabs: MonitoredOab[];
  /** DJEN: the monitored names and texts (empty on DataJud). */
  terms: MonitoredTerm[];
  /** DJEN: per inscription or term key, its last good read and failure (absent: never read). */
  targets: Record<string, ReadHealth>;
  keyRejected: boolean;
  running: boolean;
  lastRun: IntegrationRunSummary | null;
  /** The newest runs, newest first. */
  runs: Listed<IntegrationRunRecord>[];
  /** DataJud: where the requests go (configuration of the deployment). */
  baseUrl: string;
  /** While the source could not be read within the schedule. */
  capture: CaptureAlert | null;
}

/** A team member's inscription the DJEN card offers to monitor. */
export interface TeamOab {
  memberId: string;
  name: string;
  uf: string;
  number: string;
  kind: string;
}

/** A staff account a monitored term may belong to. */
export interface TermOwner {
  uid: string;
  name: string;
}

export interface IntegrationsOverview {
  datajud: IntegrationView;
  djen: IntegrationView;
  teamOabs: TeamOab[];
  /** Who a term may belong to (the office's active lawyers and staff). */
  termOwners: TermOwner[];
}

export interface LawsuitSyncResult {
  run: Listed<IntegrationRunRecord>;
  courtData: CourtDataRecord | null;
}
