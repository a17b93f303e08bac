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
 * and cancelled items; texts alternate between plain text and HTML. Inscription 429 is refused once with a 429;
 * inscription 403 always gets the 403 the API gives addresses outside Brazil.
 */
import { createHash } from 'node:crypto';
import { cnjCheckDigits, officeDate, addDays, type DatajudSource, type DjenItem } from '@office/domain';

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
const KINDS = [
  'Intimação',
  'Intimação',
  'Intimação',
  'Intimação',
  'Intimação',
  'Intimação',
  'Lista de distribuição',
  'Pauta de julgamento',
  'Citação',
  'Edital',
];

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
 * The communications published for an inscription, as of `today`. `officeNumbers` (CNJ digits of the
 * office's lawsuits, when the stand-in knows them) are named by one communication in five, like a real office
 * where most intimações are for cases not registered yet.
 */
export function djenDataset(uf: string, number: string, today = officeDate(), officeNumbers: readonly string[] = []): DjenDataset {
  const n = Number(number) % 1000 || 1000;
  const items: DjenItem[] = [];
  for (let i = 0; i < n; i++) {
    const seed = `${uf}${number}#${i}`;
    const h = hashNumber(seed);
    const tribunal = TRIBUNALS[h % TRIBUNALS.length]!;
    const digits = officeNumbers.length && i % 5 === 0 ? officeNumbers[(i / 5) % officeNumbers.length]! : standinCnj(seed, tribunal);
    const day = addDays(today, -Math.floor((i * 60) / n));
    const html = i % 2 === 1;
    const kind = KINDS[h % KINDS.length]!;
    const plain = `${kind.toUpperCase()}\r\nProcesso ${digits}\r\nFica a parte intimada, por seu advogado, para manifestação no prazo de 15 (quinze) dias.\r\nAdv.: OAB/${uf} ${number}`;
    const body = html
      ? `<p><b>${kind}</b></p><p>Processo ${digits}</p><p>Fica a parte intimada, por seu advogado, para manifesta&ccedil;&atilde;o no prazo de 15 (quinze) dias.</p><script>alert(1)</script><p><a href="javascript:alert(2)">ver</a></p>`
      : plain;
    const cancelled = i % 17 === 16;
    items.push({
      id: 400_000_000 + (hashNumber(`${uf}${number}`) % 1_000_000) * 1000 + i,
      data_disponibilizacao: day,
      siglaTribunal: tribunal,
      tipoComunicacao: kind,
      nomeOrgao: tribunal === 'TJSP' ? '2ª Vara Cível do Foro Central' : `Órgão ${h % 40} do ${tribunal}`,
      texto: body,
      numero_processo: digits,
      numeroprocessocommascara: `${digits.slice(0, 7)}-${digits.slice(7, 9)}.${digits.slice(9, 13)}.${digits.slice(13, 14)}.${digits.slice(14, 16)}.${digits.slice(16)}`,
      meiocompleto: 'Diário de Justiça Eletrônico Nacional',
      link: `https://pje.example.jus.br/documento/${h}`,
      tipoDocumento: 'Despacho',
      nomeClasse: 'PROCEDIMENTO COMUM CÍVEL',
      numeroComunicacao: i + 1,
      ativo: !cancelled,
      hash: createHash('sha256').update(`hash:${seed}`).digest('base64url').slice(0, 32),
      status: cancelled ? 'C' : 'P',
      motivo_cancelamento: cancelled ? 'Publicação em duplicidade' : null,
      data_cancelamento: cancelled ? `${day}T18:00:00` : null,
      destinatarios: [{ polo: 'A', nome: `Parte ${h % 1000}` }],
      destinatarioadvogados: [{ advogado: { nome: 'Advogado monitorado', numero_oab: number.padStart(6, '0'), uf_oab: uf } }],
    });
    // A republication: the same communication (same hash) under a new id.
    if (i % 40 === 39) items.push({ ...items[items.length - 1]!, id: 900_000_000 + (hashNumber(`${uf}${number}`) % 1_000_000) * 1000 + i });
  }
  return { items };
}
