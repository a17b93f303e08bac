/**
 * The procedure a text belongs to, which decides the legal prazos, the counting and the doubling: the court's
 * segment (calculator data) and what the text says (a Juizado, a criminal case, the ECA).
 */
import { findCourt } from '../calendar/courts';

/** cível (CPC), juizado cível (Lei 9.099/1995, 10.259/2001, 12.153/2009), trabalho (CLT), criminal (CPP), ECA (Lei 8.069/1990). */
export type Branch = 'civel' | 'juizado' | 'trabalho' | 'criminal' | 'eca';

export interface Procedure {
  branch: Branch;
  /** A Juizado Especial (cível, federal, da Fazenda or criminal). */
  juizado: boolean;
  /** The court's segment as the calculator knows it, or as its id says when it is not in the data. */
  segment: 'estadual' | 'federal' | 'trabalho' | 'superior' | null;
}

const JUIZADO =
  /juizados? especia(?:l|is)|\bjec\b|\bjef\b|\bjecrim\b|\bjecc\b|\bjefaz\b|lei (?:n[.º°o]*\s*)?9\.099|lei (?:n[.º°o]*\s*)?10\.259|lei (?:n[.º°o]*\s*)?12\.153|recurso inominado|turma recursal/;
const CRIMINAL =
  /\bacusad[oa]s?\b|acao penal|\bcpp\b|codigo de processo penal|processo penal|resposta a acusacao|vara criminal|vara do juri|tribunal do juri|\bcrimes?\b|querelad[oa]|querelante|reu preso|lei (?:n[.º°o]*\s*)?11\.343|maria da penha|execucao penal|recebo a denuncia|oferecimento da denuncia|ofereceu denuncia|denuncia oferecida|\bjecrim\b|termo circunstanciado|transacao penal|recurso em sentido estrito|sursis|medidas? protetivas?|codigo penal|pretensao punitiva|\breclusao\b|\bdetencao\b|\bdenuncia\b|\bpronuncia\b/;
const ECA = /infancia e (?:da )?juventude|estatuto da crianca|lei (?:n[.º°o]*\s*)?8\.069|\beca\b|ato infracional|medida socioeducativa/;

function segmentOf(court: string): Procedure['segment'] {
  const def = findCourt(court.trim().toUpperCase());
  if (def) return def.segment;
  if (/^TRT/i.test(court)) return 'trabalho';
  if (/^TRF/i.test(court)) return 'federal';
  if (/^TJ/i.test(court)) return 'estadual';
  if (/^(STJ|STF|TST)$/i.test(court)) return 'superior';
  return null;
}

/** The procedure, from the court and the whole folded text. */
export function procedureOf(court: string, folded: string): Procedure {
  const segment = segmentOf(court);
  const juizado = JUIZADO.test(folded);
  if (segment === 'trabalho' || court.trim().toUpperCase() === 'TST') return { branch: 'trabalho', juizado: false, segment };
  if (ECA.test(folded)) return { branch: 'eca', juizado: false, segment };
  if (CRIMINAL.test(folded)) return { branch: 'criminal', juizado, segment };
  return { branch: juizado ? 'juizado' : 'civel', juizado, segment };
}
