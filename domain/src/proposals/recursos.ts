/**
 * The recursos: the answer to each (contrarrazões, contraminuta), the appeal from a judgment and the embargos de
 * declaração, by procedure, each with the article that gives its prazo.
 */
import type { LegalPrazo } from './acts';
import type { Branch } from './branch';

type Answer = { label: string; prazo: LegalPrazo };

/** The recursos an answer can be to, each by its name in the text. */
const ANSWERED: readonly [RegExp, (branch: Branch) => Answer][] = [
  [
    /embargos de declaracao|embargos declaratorios|aclaratorios/,
    (b) => ({
      label: 'Contrarrazões aos embargos de declaração',
      prazo: b === 'trabalho' ? { days: 5, basis: 'CLT art. 897-A, § 2º' } : { days: 5, basis: 'CPC art. 1.023, § 2º' },
    }),
  ],
  [/agravo de peticao/, () => ({ label: 'Contraminuta ao agravo de petição', prazo: { days: 8, basis: 'CLT arts. 897, a, e 900' } })],
  [/agravo interno|agravo regimental/, () => ({ label: 'Contrarrazões ao agravo interno', prazo: { days: 15, basis: 'CPC art. 1.021, § 2º' } })],
  [
    /agravo de instrumento|art(?:igo)?\.? 1\.019/,
    (b) =>
      b === 'trabalho'
        ? { label: 'Contraminuta ao agravo de instrumento', prazo: { days: 8, basis: 'CLT arts. 897, b, e 900' } }
        : { label: 'Contraminuta ao agravo de instrumento', prazo: { days: 15, basis: 'CPC art. 1.019, II' } },
  ],
  [/recurso de revista/, () => ({ label: 'Contrarrazões ao recurso de revista', prazo: { days: 8, basis: 'CLT arts. 896 e 900' } })],
  [
    /recurso especial|recurso extraordinario/,
    () => ({ label: 'Contrarrazões ao recurso especial/extraordinário', prazo: { days: 15, basis: 'CPC art. 1.030' } }),
  ],
  [/recurso em sentido estrito/, () => ({ label: 'Contrarrazões ao recurso em sentido estrito', prazo: { days: 2, basis: 'CPP art. 588' } })],
  [/recurso inominado/, () => ({ label: 'Contrarrazões ao recurso inominado', prazo: { days: 10, basis: 'Lei 9.099/1995, art. 42, § 2º' } })],
];

/**
 * Contrarrazões: the same prazo the recurso had (CLT art. 900; CPC arts. 1.010 § 1º, 1.019 II, 1.021 § 2º, 1.023
 * § 2º, 1.030). `s` starts with the words right after the act, so the recurso named nearest comes first.
 */
export function answerTo(branch: Branch, s: string): Answer {
  let best: { at: number; answer: Answer } | null = null;
  for (const [re, answer] of ANSWERED) {
    const at = re.exec(s)?.index;
    if (at !== undefined && (!best || at < best.at)) best = { at, answer: answer(branch) };
  }
  if (best) return best.answer;
  if (branch === 'trabalho') return { label: 'Contrarrazões ao recurso ordinário', prazo: { days: 8, basis: 'CLT arts. 895 e 900' } };
  if (branch === 'juizado') return { label: 'Contrarrazões ao recurso inominado', prazo: { days: 10, basis: 'Lei 9.099/1995, art. 42, § 2º' } };
  if (branch === 'criminal') return { label: 'Contrarrazões de apelação', prazo: { days: 8, basis: 'CPP art. 600' } };
  if (branch === 'eca') return { label: 'Contrarrazões de apelação', prazo: { days: 10, basis: 'Lei 8.069/1990 (ECA), art. 198, II' } };
  return { label: 'Contrarrazões de apelação', prazo: { days: 15, basis: 'CPC arts. 1.003, § 5º, e 1.010, § 1º' } };
}

/** Embargos de declaração: 5 dias (CPC 1.023; CLT 897-A; Lei 9.099 arts. 49 e 83), 2 dias in criminal procedure (CPP 382). */
export function declarationPrazo(branch: Branch, juizado: boolean): LegalPrazo {
  if (branch === 'criminal') return juizado ? { days: 5, basis: 'Lei 9.099/1995, art. 83, § 1º' } : { days: 2, basis: 'CPP art. 382' };
  if (branch === 'trabalho') return { days: 5, basis: 'CLT art. 897-A' };
  if (branch === 'juizado') return { days: 5, basis: 'Lei 9.099/1995, art. 49' };
  return { days: 5, basis: 'CPC art. 1.023' };
}

/** The appeal from a first-instance judgment, by procedure. */
export function appealOf(branch: Branch, juizado: boolean): { label: string; prazo: LegalPrazo } {
  switch (branch) {
    case 'trabalho':
      return { label: 'Recurso ordinário', prazo: { days: 8, basis: 'CLT art. 895, I' } };
    case 'juizado':
      return { label: 'Recurso inominado', prazo: { days: 10, basis: 'Lei 9.099/1995, art. 42' } };
    case 'criminal':
      return juizado
        ? { label: 'Apelação criminal', prazo: { days: 10, basis: 'Lei 9.099/1995, art. 82, § 1º' } }
        : { label: 'Apelação criminal', prazo: { days: 5, basis: 'CPP art. 593' } };
    case 'eca':
      return { label: 'Apelação', prazo: { days: 10, basis: 'Lei 8.069/1990 (ECA), art. 198, II' } };
    default:
      return { label: 'Apelação', prazo: { days: 15, basis: 'CPC arts. 1.003, § 5º, e 1.009' } };
  }
}
