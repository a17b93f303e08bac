/**
 * The article a text cites for its own prazo ("(art. 321 do CPC)", "CPC, art. 523, § 1º", "art. 884 da CLT"),
 * written as the legal basis is shown: "CPC art. 321", "CLT art. 884".
 */

const CODES: readonly [RegExp, string][] = [
  [/^(?:cpc|codigo de processo civil)$/, 'CPC'],
  [/^(?:cpp|codigo de processo penal)$/, 'CPP'],
  [/^(?:clt|consolidacao das leis do trabalho)$/, 'CLT'],
  [/^(?:eca|estatuto da crianca e do adolescente)$/, 'ECA'],
  [/^cdc$/, 'CDC'],
];
const CODE = 'cpc|cpp|clt|eca|cdc|codigo de processo civil|codigo de processo penal';
const LAW = `lei (?:n[.º°o]*\\s*)?[\\d.]+(?:\\/\\d{2,4})?`;
const ARTICLE = `arts?\\.?\\s*([\\d.]+(?:º|o)?(?:-[a-z])?)((?:,?\\s*(?:§|par\\.?|paragrafo)\\s*(?:\\d+º?|unico))?(?:,?\\s*(?:inciso\\s+)?[ivx]+\\b)?(?:,?\\s*(?:alinea\\s+)?[a-h]\\))?)`;
/** "art. 321 do CPC", "arts. 183 e 335 do CPC" (first article), "art. 42 da Lei 9.099/95". */
const ARTICLE_OF = new RegExp(`${ARTICLE}(?:\\s*(?:e|,)\\s*[\\d.]+)*,?\\s+(?:do|da|de)\\s+(${CODE}|${LAW})\\b`);
/** "CPC, art. 523, § 1º". */
const CODE_ARTICLE = new RegExp(`\\b(${CODE}),?\\s+${ARTICLE}`);

function codeName(folded: string): string {
  const code = CODES.find(([re]) => re.test(folded))?.[1];
  if (code) return code;
  const law = /lei (?:n[.º°o]*\s*)?([\d.]+)(?:\/(\d{2,4}))?/.exec(folded);
  if (!law) return folded.toUpperCase();
  const year = law[2] ? `/${law[2].length === 2 ? (Number(law[2]) > 30 ? '19' : '20') + law[2] : law[2]}` : '';
  return `Lei ${law[1] ?? ''}${year},`;
}

function detail(rest: string): string {
  return rest
    .replace(/par\.?|paragrafo/g, '§')
    .replace(/§\s*unico/, 'parágrafo único')
    .replace(/\binciso\s+/, '')
    .replace(/\s+/g, ' ')
    .replace(/,?\s*([ivx]+)\b/, (_m, roman: string) => `, ${roman.toUpperCase()}`)
    .replace(/^\s*,?\s*/, (m) => (m.trim() ? ', ' : rest.trim() ? ', ' : ''))
    .trimEnd();
}

/** The first article a folded stretch of text cites, as "CPC art. 321", or null. */
export function citedBasis(folded: string): string | null {
  const of = ARTICLE_OF.exec(folded);
  const code = CODE_ARTICLE.exec(folded);
  const first = of && code ? (of.index <= code.index ? 'of' : 'code') : of ? 'of' : code ? 'code' : null;
  if (first === 'of' && of) return `${codeName(of[3] ?? '')} art. ${of[1] ?? ''}${detail(of[2] ?? '')}`.replace(',, ', ', ');
  if (first === 'code' && code) return `${codeName(code[1] ?? '')} art. ${code[2] ?? ''}${detail(code[3] ?? '')}`;
  return null;
}
