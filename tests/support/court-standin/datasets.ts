/**
 * What the stand-in answers: deterministic data in the documented shapes (see
 * ../shared/research/agenda-finance-integrations.md), generated from the request itself so the tests,
 * the bench and `npm start` know in advance what a number or an inscription yields.
 *
 * DataJud, by the lawsuit's sequence (its first 7 digits):
 * - starting "0000" → 0 hits (the "não encontrado" path);
 * - starting "4290" → 429 with Retry-After: 1 on the first request that names it, then answers;
 * - starting "5030" → 503 on the first request that names it, then answers;
 * - starting "5000" → 500 every time;
 * - starting "0500" → one grau with 500 movements (the bench's import);
 * - otherwise 4 to 23 movements at G1 (and G2 for some), unordered, with one exact duplicate, both date
 *   formats and, for some, nested assuntos.
 * DJEN, by the inscription's number: number % 1000 communications (1000 when that is 0), one per
 * availability day spread over the last 60 days, newest first, with republications (a new id for an old hash)
 * and cancelled items; texts alternate between plain text and HTML (some with entities), each a real act of its
 * branch (djen-acts.ts) with named parties (`destinatarios`, both poles) and lawyers. Inscription 429 is refused
 * once with a 429; inscription 403 always gets the 403 the API gives addresses outside Brazil.
 * By name or text (`nomeParte`, `nomeAdvogado`, `texto`): the same items of the directory's inscriptions (the
 * seed team's and STANDIN_FEATURED_OAB), matched as djenSearch says; a query naming "recusad…" always gets a 403.
 */
import { createHash } from 'node:crypto';
import { cnjCheckDigits, officeDate, addDays, type DatajudSource, type DjenItem } from '@office/domain';
import { actText, searchableText, standinAct } from './djen-acts';

function hashNumber(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

const MOVEMENT_NAMES: [number, string][] = [
  [26, 'Distribuído por sorteio'],
  [51, 'Conclusos para despacho'],
  [11010, 'Mero expediente'],
  [85, 'Petição'],
  [60, 'Expedição de documento'],
  [123, 'Remessa'],
  [132, 'Recebimento'],
  [970, 'Audiência'],
  [193, 'Julgamento'],
  [11009, 'Despacho'],
  [12265, 'Juntada de Petição de contestação'],
  [92, 'Publicado'],
];

/** A compact DataJud date (YYYYMMDDhhmmss) in Brasília time, as some courts send. */
function compact(iso: string): string {
  const local = new Date(Date.parse(iso) - 3 * 3600_000).toISOString();
  return local.slice(0, 19).replace(/[-T:]/g, '');
}

function movements(digits: string, grau: string, count: number, start: number) {
  const list = Array.from({ length: count }, (_, i) => {
    const [codigo, nome] = MOVEMENT_NAMES[(hashNumber(`${digits}${grau}${i}`) >>> 0) % MOVEMENT_NAMES.length] as [number, string];
    const at = new Date(start + i * 86_400_000 * 3 + (i % 5) * 3600_000).toISOString();
    return {
      codigo,
      nome,
      dataHora: at,
      complementosTabelados: codigo === 85 ? [{ codigo: 19, valor: 57, nome: 'Petição', descricao: 'tipo_de_documento' }] : [],
      orgaoJulgador: { codigo: '1234', nome: grau === 'G2' ? '12ª Câmara de Direito Privado' : '2ª Vara Cível' },
    };
  });
  // An exact duplicate, as the court's data has them, and no particular order (27 of 29 come unordered).
  if (list.length > 2) list.push({ ...list[1]! });
  return list.sort((a, b) => hashNumber(`${a.dataHora}${a.codigo}`) - hashNumber(`${b.dataHora}${b.codigo}`));
}

/** The documents DataJud holds for a lawsuit number (one per grau). */
export function datajudSources(digits: string, tribunal: string): DatajudSource[] {
  const sequence = digits.slice(0, 7);
  if (sequence.startsWith('0000')) return [];
  const h = hashNumber(digits);
  const year = Number(digits.slice(9, 13));
  const start = Date.UTC(Math.min(Math.max(year, 2015), 2025), h % 12, 1 + (h % 27), 13);
  const big = sequence.startsWith('0500');
  const count = big ? 500 : 4 + (h % 20);
  const filed = new Date(start).toISOString();
  const base = {
    numeroProcesso: digits,
    classe: { codigo: 7, nome: 'Procedimento Comum Cível' },
    sistema: { codigo: 1, nome: 'PJe' },
    formato: { codigo: 1, nome: 'Eletrônico' },
    tribunal,
    dataHoraUltimaAtualizacao: new Date(start + count * 3 * 86_400_000).toISOString().replace('Z', '123Z'),
    orgaoJulgador: { codigo: 1234, nome: '2ª Vara Cível', codigoMunicipioIBGE: 3550308 },
  };
  const subjects = [
    { codigo: 7780, nome: 'Indenização por Dano Moral' },
    { codigo: 10433, nome: 'Indenização por Dano Material' },
  ];
  const sources: DatajudSource[] = [
    {
      ...base,
      grau: 'G1',
      dataAjuizamento: h % 2 === 0 ? compact(filed) : filed,
      assuntos: h % 2 === 0 ? [subjects] : subjects,
      movimentos: movements(digits, 'G1', count, start),
    },
  ];
  if (!big && h % 3 === 0) {
    const later = start + count * 3 * 86_400_000;
    sources.push({
      ...base,
      grau: 'G2',
      classe: { codigo: 198, nome: 'Apelação Cível' },
      orgaoJulgador: { codigo: 5678, nome: '12ª Câmara de Direito Privado' },
      dataAjuizamento: compact(new Date(later).toISOString()),
      assuntos: [subjects[0]!],
      movimentos: movements(digits, 'G2', 3 + (h % 4), later),
    });
  }
  return sources;
}

/** The DataJud index names the stand-in knows: the 91 courts minus what has none (STF, CNJ). */
export function knownAlias(alias: string): boolean {
  return /^api_publica_(stj|tst|tse|stm|trf[1-6]|trt([1-9]|1\d|2[0-4])|tre-[a-z]{2}|tj[a-z]{2}|tjdft|tjm(mg|rs|sp))$/.test(alias);
}

const TRIBUNALS = ['TJSP', 'TRT2', 'TRF3', 'TJMG', 'STJ'] as const;
const COURT_OF: Record<(typeof TRIBUNALS)[number], { j: string; tr: string; origin: string }> = {
  TJSP: { j: '8', tr: '26', origin: '0100' },
  TRT2: { j: '5', tr: '02', origin: '0031' },
  TRF3: { j: '4', tr: '03', origin: '6100' },
  TJMG: { j: '8', tr: '13', origin: '0024' },
  STJ: { j: '3', tr: '00', origin: '0000' },
};
const UFS = 'ac al ap am ba ce df es go ma mt ms mg pa pb pr pe pi rj rn rs ro rr sc se sp to'.toUpperCase().split(' ');

/** The court of a CNJ number (its J.TR) and the branch whose acts it publishes; null for branches the stand-in has no acts of. */
function courtOfDigits(digits: string): { sigla: string; family: (typeof TRIBUNALS)[number] } | null {
  const j = digits.slice(13, 14);
  const tr = Number(digits.slice(14, 16));
  if (j === '8') return { sigla: UFS[tr - 1] === 'DF' ? 'TJDFT' : `TJ${UFS[tr - 1] ?? 'SP'}`, family: 'TJSP' };
  if (j === '5') return { sigla: tr === 0 ? 'TST' : `TRT${tr}`, family: 'TRT2' };
  if (j === '4') return { sigla: `TRF${tr}`, family: 'TRF3' };
  if (j === '3') return { sigla: 'STJ', family: 'STJ' };
  return null;
}

/** A valid CNJ number (20 digits) for the stand-in's n-th communication of an inscription. */
export function standinCnj(seed: string, tribunal: (typeof TRIBUNALS)[number]): string {
  const h = hashNumber(seed);
  const sequence = String(1_000_000 + (h % 8_999_999)).padStart(7, '0');
  const year = String(2019 + (h % 7));
  const c = COURT_OF[tribunal];
  return `${sequence}${cnjCheckDigits(sequence, year, c.j, c.tr, c.origin)}${year}${c.j}${c.tr}${c.origin}`;
}

export interface DjenDataset {
  /** Newest first, as the API orders them; republications and cancelled items included. */
  items: DjenItem[];
}

/**
 * The stand-in's featured client: a company of the seed (Clientes → Construtora Horizonte Ltda.) whose name is a
 * party, whose trade name is in some texts and whose CNPJ is printed next to its name in others. It appears in the
 * communications of STANDIN_FEATURED_OAB (all of them: the tests' shared item) and in some of Helena Barbosa's.
 */
export const STANDIN_FEATURED_CLIENT = { name: 'Construtora Horizonte Ltda.', tradeName: 'Horizonte Construções', cnpj: '12.345.678/0001-90' } as const;
/** The inscription whose 12 communications all name the featured client: half as a party with its CNPJ, the rest in the text. */
export const STANDIN_FEATURED_OAB = { uf: 'SP', number: '100012' } as const;

/** The seed team's inscriptions and their holders' names as diários print them (spellings vary). */
const LAWYER_NAMES: Record<string, string[]> = {
  'SP-245180': ['Helena Barbosa', 'HELENA BARBOSA', 'Helena B. Barbosa'],
  'RJ-98765': ['Helena Barbosa'],
  'SP-312447': ['Rafael Moreira', 'RAFAEL MOREIRA', 'Rafael de Moraes Moreira'],
  'SP-401236': ['Juliana Ferreira', 'JULIANA FERREIRA DA SILVA'],
  'SP-215870': ['Lucas Almeida'],
  'MG-187302': ['Pedro Costa', 'Pedro Henrique Costa'],
  'SP-100012': ['Rafael Moreira'],
};

/**
 * The inscriptions whose communications name, lawyer-name and text queries search (the stand-in's diário): the
 * seed team's and the featured one. An inscription outside it is found by its number only.
 */
export const DJEN_DIRECTORY: readonly { uf: string; number: string }[] = Object.keys(LAWYER_NAMES).map((k) => {
  const [uf, number] = k.split('-') as [string, string];
  return { uf, number };
});

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Fábio',
  'Gabriela',
  'Henrique',
  'Íris',
  'João',
  'Larissa',
  'Márcio',
  'Natália',
  'Otávio',
  'Priscila',
];
const LAST_NAMES = ['Souza', 'Oliveira', 'Lima', 'Pereira', 'Gonçalves', 'Araújo', 'Ribeiro', 'Carvalho', 'Nascimento', 'Teixeira', 'Mendes', 'Rocha'];
const COMPANIES = [
  'Banco Nacional S.A.',
  'Telefônica Brasil S.A.',
  'Seguradora Confiança S.A.',
  'Imobiliária Lar Feliz Ltda.',
  'Indústria Têxtil Fio de Ouro Ltda.',
  'Condomínio Edifício Primavera',
  'TransLog Transportes e Logística S.A.',
  'Mercado Boa Compra Eireli',
];
const PUBLIC_PARTIES: Partial<Record<(typeof TRIBUNALS)[number], string[]>> = {
  TRF3: ['Instituto Nacional do Seguro Social - INSS', 'União Federal - Fazenda Nacional'],
};

function person(h: number): string {
  return `${FIRST_NAMES[h % FIRST_NAMES.length]!} ${LAST_NAMES[(h >>> 4) % LAST_NAMES.length]!} ${LAST_NAMES[(h >>> 8) % LAST_NAMES.length]!}`;
}

/** The inscription's holder as the diário prints them this time (unknown inscriptions get a made-up name). */
function lawyerName(uf: string, number: string, h: number): string {
  const names = LAWYER_NAMES[`${uf}-${number}`] ?? [person(hashNumber(`${uf}${number}`))];
  return names[h % names.length]!;
}

const FEATURED_KEY = `${STANDIN_FEATURED_OAB.uf}-${STANDIN_FEATURED_OAB.number}`;

/** The parties of a communication: who is on which pole (the featured client where it appears). */
function parties(
  key: string,
  i: number,
  h: number,
  tribunal: (typeof TRIBUNALS)[number],
): { active: string; passive: string; featured: 'parte' | 'texto' | null } {
  const publicParty = PUBLIC_PARTIES[tribunal]?.[h % 2];
  const someone = person(h);
  const company = COMPANIES[(h >>> 3) % COMPANIES.length]!;
  const featured = key === FEATURED_KEY ? (i % 2 === 0 ? 'parte' : 'texto') : key === 'SP-245180' && i % 20 === 7 ? 'parte' : null;
  if (featured === 'parte')
    return h % 2
      ? { active: STANDIN_FEATURED_CLIENT.name, passive: publicParty ?? someone, featured }
      : { active: someone, passive: STANDIN_FEATURED_CLIENT.name, featured };
  if (tribunal === 'TRT2') return { active: someone, passive: company, featured };
  return h % 3 === 0 ? { active: company, passive: publicParty ?? someone, featured } : { active: someone, passive: publicParty ?? company, featured };
}

/**
 * The communications published for an inscription, as of `today`. `officeNumbers` (CNJ digits of the
 * office's lawsuits, when the stand-in knows them) are named by one communication in five, like a real office
 * where most intimações are for cases not registered yet.
 */
export function djenDataset(uf: string, number: string, today = officeDate(), officeNumbers: readonly string[] = []): DjenDataset {
  const n = Number(number) % 1000 || 1000;
  const key = `${uf}-${number}`;
  const items: DjenItem[] = [];
  for (let i = 0; i < n; i++) {
    const seed = `${uf}${number}#${i}`;
    const h = hashNumber(seed);
    const office = officeNumbers.length && i % 5 === 0 ? officeNumbers[(i / 5) % officeNumbers.length]! : null;
    // An office lawsuit's communication comes from its own court, with an act of its branch.
    const court = office ? courtOfDigits(office) : null;
    const tribunal = court?.family ?? TRIBUNALS[h % TRIBUNALS.length]!;
    const sigla = court?.sigla ?? tribunal;
    const digits = office ?? standinCnj(seed, tribunal);
    const masked = `${digits.slice(0, 7)}-${digits.slice(7, 9)}.${digits.slice(9, 13)}.${digits.slice(13, 14)}.${digits.slice(14, 16)}.${digits.slice(16)}`;
    const day = addDays(today, -Math.floor((i * 60) / n));
    const organ = sigla === 'TJSP' ? '2ª Vara Cível do Foro Central' : `Órgão ${h % 40} do ${sigla}`;
    const { active, passive, featured } = parties(key, i, h, tribunal);
    const lawyer = lawyerName(uf, number, h >>> 5);
    const act = standinAct({
      tribunal,
      day,
      cnj: masked,
      organ,
      active,
      passive,
      lawyer: `${lawyer} (OAB/${uf} ${number})`,
      cnpjOf: (name) => (name === STANDIN_FEATURED_CLIENT.name && i % 4 === 0 ? STANDIN_FEATURED_CLIENT.cnpj : null),
      h: h >>> 2,
    });
    // The featured client only in the text: its trade name and CNPJ, not as a recipient.
    if (featured === 'texto')
      act.lines.splice(act.lines.length - 1, 0, `Terceira interessada: ${STANDIN_FEATURED_CLIENT.tradeName} (CNPJ ${STANDIN_FEATURED_CLIENT.cnpj}).`);
    const html = i % 2 === 1;
    const cancelled = i % 17 === 16;
    items.push({
      id: 400_000_000 + (hashNumber(`${uf}${number}`) % 1_000_000) * 1000 + i,
      data_disponibilizacao: day,
      siglaTribunal: sigla,
      tipoComunicacao: act.kind,
      nomeOrgao: organ,
      texto: actText(act, html, i % 4 === 1),
      numero_processo: digits,
      numeroprocessocommascara: masked,
      meiocompleto: 'Diário de Justiça Eletrônico Nacional',
      link: `https://pje.example.jus.br/documento/${h}`,
      tipoDocumento: act.documentType,
      nomeClasse: act.className,
      numeroComunicacao: i + 1,
      ativo: !cancelled,
      hash: createHash('sha256').update(`hash:${seed}`).digest('base64url').slice(0, 32),
      status: cancelled ? 'C' : 'P',
      motivo_cancelamento: cancelled ? 'Publicação em duplicidade' : null,
      data_cancelamento: cancelled ? `${day}T18:00:00` : null,
      destinatarios: [
        { polo: 'A', nome: active },
        { polo: 'P', nome: passive },
      ],
      destinatarioadvogados: [
        { advogado: { nome: lawyer, numero_oab: number.padStart(6, '0'), uf_oab: uf } },
        ...(h % 3 === 0 ? [{ advogado: { nome: person(h >>> 7), numero_oab: String(100_000 + (h % 400_000)), uf_oab: 'SP' } }] : []),
      ],
    });
    // A republication: the same communication (same hash) under a new id.
    if (i % 40 === 39) items.push({ ...items[items.length - 1]!, id: 900_000_000 + (hashNumber(`${uf}${number}`) % 1_000_000) * 1000 + i });
  }
  return { items };
}

/** How the stand-in compares names and texts: no accents, no case, runs of spaces as one (as the DJEN is taken to). */
export function standinFold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A name or text query: `nomeParte`, `nomeAdvogado` or `texto`. */
export interface DjenTextQuery {
  nomeParte?: string | null;
  nomeAdvogado?: string | null;
  texto?: string | null;
}

/**
 * What a name or text query finds in the directory's communications, newest first, each once (the same item, the
 * same hash, as its inscription's query gives it). Assumed matching, as the DJEN's answers suggest: the folded
 * query must appear, as a contiguous phrase, in a recipient's name (nomeParte), a lawyer's name (nomeAdvogado) or
 * the whole text without its markup (texto); every filter given must match.
 */
export function djenSearch(query: DjenTextQuery, today = officeDate(), officeNumbers: readonly string[] = []): DjenItem[] {
  const party = query.nomeParte ? standinFold(query.nomeParte) : null;
  const lawyer = query.nomeAdvogado ? standinFold(query.nomeAdvogado) : null;
  const text = query.texto ? standinFold(query.texto) : null;
  const found = DJEN_DIRECTORY.flatMap(({ uf, number }) => directoryItems(uf, number, today, officeNumbers)).filter(
    (i) =>
      (!party || (i.destinatarios ?? []).some((d) => standinFold(d.nome ?? '').includes(party))) &&
      (!lawyer || (i.destinatarioadvogados ?? []).some((d) => standinFold(d.advogado?.nome ?? '').includes(lawyer))) &&
      (!text || standinFold(searchableText(i.texto ?? '')).includes(text)),
  );
  return found.sort((a, b) => b.data_disponibilizacao.localeCompare(a.data_disponibilizacao) || a.id - b.id);
}

const directoryCache = new Map<string, DjenItem[]>();

/** One directory inscription's items, generated once per day and set of office numbers. */
function directoryItems(uf: string, number: string, today: string, officeNumbers: readonly string[]): DjenItem[] {
  const key = `${uf}-${number}|${today}|${officeNumbers.length}`;
  let items = directoryCache.get(key);
  if (!items) {
    items = djenDataset(uf, number, today, officeNumbers).items;
    directoryCache.set(key, items);
  }
  return items;
}
