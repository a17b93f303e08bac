/**
 * The unified lawsuit number of Resolução CNJ 65/2008:
 * NNNNNNN-DD.AAAA.J.TR.OOOO, check digits by ISO 7064 mod 97-10.
 * Twenty digits exceed a double's exact range, so the arithmetic uses BigInt.
 */

export const JUSTICE_SEGMENTS: Readonly<Record<string, string>> = {
  '1': 'Supremo Tribunal Federal',
  '2': 'Conselho Nacional de Justiça',
  '3': 'Superior Tribunal de Justiça',
  '4': 'Justiça Federal',
  '5': 'Justiça do Trabalho',
  '6': 'Justiça Eleitoral',
  '7': 'Justiça Militar da União',
  '8': 'Justiça dos Estados e do Distrito Federal',
  '9': 'Justiça Militar Estadual',
};

/** Federative units in the order of the resolution's annex (TR 01..27 for J = 6 and 8); also the UFs addresses accept. */
export const UF_ORDER = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function buildTribunals(): ReadonlyMap<string, string> {
  const t = new Map<string, string>([
    ['1.00', 'STF'],
    ['2.00', 'CNJ'],
    ['3.00', 'STJ'],
    ['4.90', 'CJF'],
    ['5.00', 'TST'],
    ['5.90', 'CSJT'],
    ['6.00', 'TSE'],
    ['7.00', 'STM'],
    ['9.13', 'TJMMG'],
    ['9.21', 'TJMRS'],
    ['9.26', 'TJMSP'],
  ]);
  for (let r = 1; r <= 6; r++) t.set(`4.${pad2(r)}`, `TRF${r}`);
  for (let r = 1; r <= 24; r++) t.set(`5.${pad2(r)}`, `TRT${r}`);
  for (let r = 1; r <= 12; r++) t.set(`7.${pad2(r)}`, `${r}ª CJM`);
  UF_ORDER.forEach((uf, i) => {
    t.set(`6.${pad2(i + 1)}`, `TRE-${uf}`);
    t.set(`8.${pad2(i + 1)}`, uf === 'DF' ? 'TJDFT' : `TJ${uf}`);
  });
  return t;
}

/** "J.TR" -> tribunal acronym. */
export const TRIBUNALS: ReadonlyMap<string, string> = buildTribunals();

/** Every tribunal of the resolution's table, grouped by segment of Justice in the J order (for filters). */
export function tribunalsBySegment(): { segment: string; tribunals: string[] }[] {
  return Object.entries(JUSTICE_SEGMENTS).map(([j, segment]) => ({
    segment,
    tribunals: [...TRIBUNALS.entries()]
      .filter(([code]) => code.startsWith(`${j}.`))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([, acronym]) => acronym),
  }));
}

export interface CnjNumber {
  /** Twenty digits, no punctuation. */
  digits: string;
  sequence: string;
  checkDigits: string;
  year: string;
  segment: string;
  tribunalCode: string;
  origin: string;
}

export function cnjCheckDigits(sequence: string, year: string, segment: string, tribunal: string, origin: string): string {
  const base = BigInt(`${sequence}${year}${segment}${tribunal}${origin}`);
  const dd = 98n - ((base * 100n) % 97n);
  return dd.toString().padStart(2, '0');
}

/**
 * Reads a CNJ number typed with or without punctuation, with the sequence's
 * leading zeros omitted ("58967-77.2016.8.19.0000"). Returns null when the
 * shape is wrong; it does not check the digits (see isValidCnj).
 */
export function parseCnj(input: string): CnjNumber | null {
  const text = input.trim();
  let parts: string[] | null = null;
  const punctuated = /^(\d{1,7})-(\d{2})\.(\d{4})\.(\d)\.(\d{2})\.(\d{4})$/.exec(text);
  if (punctuated) parts = punctuated.slice(1);
  else if (/^\d{14,20}$/.test(text)) {
    const d = text.padStart(20, '0');
    parts = [d.slice(0, 7), d.slice(7, 9), d.slice(9, 13), d.slice(13, 14), d.slice(14, 16), d.slice(16, 20)];
  }
  if (!parts) return null;
  const [seq = '', dd = '', year = '', segment = '', tribunalCode = '', origin = ''] = parts;
  const sequence = seq.padStart(7, '0');
  return {
    digits: `${sequence}${dd}${year}${segment}${tribunalCode}${origin}`,
    sequence,
    checkDigits: dd,
    year,
    segment,
    tribunalCode,
    origin,
  };
}

export function isValidCnj(input: string): boolean {
  const cnj = parseCnj(input);
  if (!cnj) return false;
  const expected = cnjCheckDigits(cnj.sequence, cnj.year, cnj.segment, cnj.tribunalCode, cnj.origin);
  if (expected !== cnj.checkDigits) return false;
  // The whole number, with the check digits moved to the end, is 1 mod 97.
  const whole = BigInt(`${cnj.sequence}${cnj.year}${cnj.segment}${cnj.tribunalCode}${cnj.origin}${cnj.checkDigits}`);
  return whole % 97n === 1n;
}

export function formatCnj(cnj: CnjNumber): string {
  return `${cnj.sequence}-${cnj.checkDigits}.${cnj.year}.${cnj.segment}.${cnj.tribunalCode}.${cnj.origin}`;
}

/** Canonical punctuated form, or null when the input is not a valid CNJ number. */
export function normalizeCnj(input: string): string | null {
  const cnj = parseCnj(input);
  return cnj && isValidCnj(input) ? formatCnj(cnj) : null;
}

export function tribunalOf(cnj: Pick<CnjNumber, 'segment' | 'tribunalCode'>): string | null {
  return TRIBUNALS.get(`${cnj.segment}.${cnj.tribunalCode}`) ?? null;
}

export function segmentName(segment: string): string | null {
  return JUSTICE_SEGMENTS[segment] ?? null;
}
