/**
 * The intimações worklist at volume, in process: the seeded store grown to `total` intimações (one in three of a
 * seeded lawsuit, some under segredo de justiça; every kind of proposal; two owners each), then `intimations-list`'s
 * first page through the callable's own handler, as a lawyer (who does not see the lawsuits under segredo that are
 * not theirs) and as an administrator, with the worklist's filters, and the home page's card. Reports the handler's
 * time and the documents read per call: a page reads its rows, one getMany of their lawsuits and the counts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  COLLECTIONS,
  officeDate,
  untreatedFields,
  type CallInput,
  type IntimationProposal,
  type IntimationRecord,
  type ProposedAction,
} from '@office/domain';
import intimationsList from '../../functions/src/callables/intimations/list';
import { intimationsCard } from '../../functions/src/callables/dashboard/cards/intimations-card';
import { DiskFileStore } from '../../functions/src/store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../functions/src/store/embedded/sqlite-document-store';
import { typedDocuments, typedStores, type TypedWriteOp } from '../../functions/src/store/typed';
import { loadSeed } from '../seed/load';
import { timed, type ListTiming } from './finance-bench';

export interface WorklistBench {
  intimations: number;
  timings: Record<string, ListTiming>;
}

const LAWYER = 'staff-rafael-moreira';
const ADMIN = 'staff-helena-barbosa';
const OWNERS = [LAWYER, 'staff-juliana-ferreira', ADMIN];
const QUOTE = 'Manifeste-se a parte autora em réplica, no prazo de 15 (quinze) dias.';
const TEXT = `<p>Vistos. Juntada a contestação.</p><p>${QUOTE}</p><p>Intimem-se.</p>`;

const action = (kind: ProposedAction['kind']): ProposedAction => ({
  kind,
  act: kind === 'prazo' ? 'Réplica' : kind === 'audiencia' ? 'Audiência de conciliação' : 'Ciência',
  days: kind === 'prazo' ? 15 : null,
  counting: kind === 'prazo' ? 'uteis' : null,
  doubled: false,
  doubling: null,
  doublingReason: null,
  legalBasis: kind === 'prazo' ? 'CPC art. 350' : null,
  juizado: false,
  hearingDate: kind === 'audiencia' ? addDays(officeDate(), 30) : null,
  hearingTime: kind === 'audiencia' ? '14:00' : null,
  place: null,
  videoLink: null,
  quote: QUOTE,
  notes: [],
});

const KINDS: (ProposedAction['kind'] | null)[] = ['prazo', 'prazo', 'audiencia', 'sem-providencia', null];

function intimation(i: number, lawsuitIds: readonly string[]): IntimationRecord {
  const availableOn = addDays(officeDate(), -(i % 90));
  const lawsuitId = i % 3 === 0 ? (lawsuitIds[(i / 3) % lawsuitIds.length] ?? null) : null;
  const kind = KINDS[i % KINDS.length] ?? null;
  const proposal: IntimationProposal | null = kind
    ? { actions: [action(kind)], dates: [null], complete: true, countedOn: { tribunal: 'TJSP', comarca: 'São Paulo' } }
    : null;
  const owners = [OWNERS[i % OWNERS.length] ?? LAWYER, OWNERS[(i + 1) % OWNERS.length] ?? ADMIN];
  return {
    djenId: 950_000_000 + i,
    hash: `worklist-bench-${i}`,
    availableOn,
    tribunal: i % 4 === 0 ? 'TRT2' : 'TJSP',
    kind: 'Intimação',
    organ: 'Vara',
    text: TEXT,
    textFormat: 'html',
    cnjDigits: null,
    cnj: null,
    className: null,
    documentType: null,
    medium: null,
    link: null,
    lawyers: [],
    recipients: [{ pole: 'A', name: 'Parte de carga' }],
    cancelled: null,
    djenIds: [950_000_000 + i],
    oabKeys: ['SP-230'],
    termKeys: ['SP-230'],
    lawsuitId,
    matched: lawsuitId !== null,
    read: false,
    readBy: null,
    readAt: null,
    certificateUrl: '',
    prazoEventId: null,
    fetchedAt: new Date(Date.parse(`${availableOn}T09:00:00.000Z`)).toISOString(),
    // Two in three were treated.
    ...(i % 3 === 0 ? untreatedFields() : { ...untreatedFields(), treated: true }),
    owners,
    proposal,
    proposedKind: kind ?? 'nenhuma',
    likelyPrazo: kind === 'prazo',
    firstDue: null,
  };
}

/** The worklist's first page (25) with its filters and the home card, `calls` times each, as a lawyer and as an administrator. */
export async function worklistAtScale(total: number, calls: number): Promise<WorklistBench> {
  const dataDir = mkdtempSync(join(tmpdir(), `office-bench-worklist-${total}-`));
  const raw = new SqliteDocumentStore(join(dataDir, 'store.sqlite'));
  try {
    await loadSeed(raw);
    const stores = typedStores({ documents: raw, files: new DiskFileStore(join(dataDir, 'files')) });
    const lawsuitIds = (await stores.documents.list(COLLECTIONS.lawsuits, { limit: 100 })).docs.map((d) => d.id);
    const store = typedDocuments(raw);
    for (let start = 0; start < total; start += 400) {
      const ops: TypedWriteOp[] = [];
      for (let i = start; i < Math.min(total, start + 400); i++)
        ops.push({ kind: 'create', collection: COLLECTIONS.intimations, id: `int-wl-bench-${i}`, data: intimation(i, lawsuitIds) });
      await store.commit(ops);
    }
    const ctxOf = async (uid: string) => ({ uid, ip: '127.0.0.1', staff: await stores.documents.get(COLLECTIONS.staff, uid), stores });
    const lawyer = await ctxOf(LAWYER);
    const admin = await ctxOf(ADMIN);
    const page = (ctx: typeof lawyer, filters: CallInput<'intimations-list'>) => () => intimationsList.handler(ctx, { limit: 25, ...filters });
    return {
      intimations: total,
      timings: {
        'lawyer: first page, a tratar': await timed(raw, calls, page(lawyer, { triage: 'a-tratar' })),
        'lawyer: first page, mine': await timed(raw, calls, page(lawyer, { owner: LAWYER })),
        'lawyer: com prazo provável': await timed(raw, calls, page(lawyer, { likelyPrazo: true, triage: 'a-tratar' })),
        'lawyer: audiências, TJSP': await timed(raw, calls, page(lawyer, { proposedKind: 'audiencia', tribunal: 'TJSP' })),
        'administrator: first page': await timed(raw, calls, page(admin, {})),
        'home card: mine': await timed(raw, calls, () => intimationsCard(lawyer, true)),
        "home card: the office's": await timed(raw, calls, () => intimationsCard(admin, false)),
      },
    };
  } finally {
    await raw.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printWorklistBench(b: WorklistBench): void {
  console.log(
    `\n── Intimações worklist in process at ${b.intimations.toLocaleString('pt-BR')} intimações (1 in 3 of a seeded lawsuit, 4 of them under segredo): first page of 25 with its rows' lawsuits (one getMany) and counts ──`,
  );
  for (const [label, t] of Object.entries(b.timings))
    console.log(`${label.padEnd(34)} median ${String(t.median).padStart(6)} ms   p95 ${String(t.p95).padStart(6)} ms   documents read ${t.reads}`);
}
