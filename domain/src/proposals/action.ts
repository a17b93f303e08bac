/**
 * One proposed action built from what was read: a prazo's days from the text or the law, its counting, its
 * doubling, its legal basis, and a note on every choice made (always the reading with the earlier date).
 */
import type { CountingRule } from '../calendar/deadline';
import { supletivo, type ActDef, type LegalPrazo } from './acts';
import type { Procedure } from './branch';
import { citedBasis } from './citations';
import { doublingFor, type PublicClient } from './doubling';
import type { PrazoFound } from './prazos';
import type { ClientSide } from './sides';
import { collapse } from './text';
import type { ProposedAction } from './types';

export interface Context {
  proc: Procedure;
  client: ClientSide | null;
  publicClient: PublicClient | null;
  /** Why a client whose name mentions a public body is not doubled (publicClientDoubt). */
  publicDoubt?: string | null;
}

export function blank(kind: ProposedAction['kind'], act: string, quote: string): ProposedAction {
  return {
    kind,
    act,
    days: null,
    counting: null,
    doubled: false,
    doubling: null,
    doublingReason: null,
    legalBasis: null,
    juizado: false,
    hearingDate: null,
    hearingTime: null,
    place: null,
    videoLink: null,
    quote: collapse(quote),
    notes: [],
  };
}

function defaultCounting(proc: Procedure): CountingRule {
  return proc.branch === 'criminal' || proc.branch === 'eca' ? 'corridos' : 'uteis';
}

/** A prazo action: days from the text or the law, the counting, the doubling, and the notes on each choice. */
export function prazoAction(
  ctx: Context,
  p: { def: ActDef; label: string; law: LegalPrazo | null; found: PrazoFound | null; quote: string; sentence: string },
): ProposedAction {
  const { proc } = ctx;
  const a = blank('prazo', p.label, p.quote);
  const d = p.found?.days ?? null;
  const law = p.law;
  const notes: string[] = [];
  let days: number;
  let basis: string | null;
  let hours: number | null = null;
  if (d && d.days !== null) {
    days = d.days;
    hours = d.hours;
    // The law's article when the text's days are the law's; else the article the text itself cites after the act.
    basis = law && law.days === d.days && !law.hours && !law.supletivo ? law.basis : citedBasis(p.sentence.slice(p.found?.from ?? 0));
    if (law?.hours && d.hours === law.days * 24) basis = law.basis;
  } else {
    const used = law ?? supletivo(proc.branch);
    days = used.days;
    basis = used.basis;
    if (used.hours) hours = used.days * 24;
    const amount = `${hours ?? days} ${hours ? 'horas' : 'dias'}`;
    const said = d?.legal ? 'O texto diz “prazo legal”' : 'O texto não diz o prazo';
    notes.push(
      used.supletivo
        ? `${said} e a lei não fixa um para este ato: usado o prazo supletivo de ${amount} (${used.basis}).`
        : `${said}: usado o da lei para ${p.label.toLowerCase()}, ${amount} (${used.basis}).`,
    );
  }
  let counting: CountingRule = d?.counting ?? defaultCounting(proc);
  if (hours !== null) {
    counting = 'corridos';
    notes.push(
      `Prazo em horas (${hours} horas): lançado como ${days} ${days === 1 ? 'dia corrido' : 'dias corridos'} a partir da publicação, a data mais cedo; prazos em horas contam-se de minuto a minuto (Código Civil, art. 132, § 4º): confira a hora da intimação.`,
    );
  } else if (d?.counting === 'corridos' && proc.branch !== 'criminal' && proc.branch !== 'eca') {
    notes.push('O texto diz dias corridos: contados assim, o que dá a data mais cedo (sem ele, seriam dias úteis: CPC art. 219; CLT art. 775).');
  } else if (d?.counting === 'uteis' && (proc.branch === 'criminal' || proc.branch === 'eca')) {
    counting = 'corridos';
    notes.push('O texto diz dias úteis, mas o processo penal conta em dias corridos (CPP art. 798): contados corridos, a data mais cedo.');
  }
  if (proc.branch === 'eca' && hours === null)
    notes.push('Procedimento do ECA: prazos em dias corridos, sem dobra para a Fazenda e o Ministério Público (Lei 8.069/1990, art. 152, § 2º).');
  if (/^(?:apos|em seguida|oportunamente|depois)\b/.test(p.sentence))
    notes.push('O texto manda intimar depois (“após…”): este prazo pode só começar com nova intimação; proposta a data mais cedo, contada desta publicação.');
  if (d?.shared === 'sucessivo')
    notes.push(
      'Prazo sucessivo: contado como se começasse agora, a data mais cedo; se o cliente fala depois da outra parte, o prazo dele começa quando o da outra termina.',
    );
  const dbl = doublingFor({
    client: ctx.publicClient,
    doubt: ctx.publicDoubt ?? null,
    branch: proc.branch,
    juizado: proc.juizado,
    recurso: p.def.recurso === true,
    textDays: d?.days ?? null,
    legalDays: law && !law.supletivo ? law.days : null,
    // "Preparo em dobro" (CPC 1.007, § 4º) doubles the amount, not the prazo.
    textSaysDouble: /(?<!(?:preparo|recolhimento|pagamento|valor|multa|custas)) em dobro|\bart(?:igo)?\.? 18[036]\b/.test(p.sentence),
    ownPrazo: law?.own === true && !(d && d.days !== null && law.days !== d.days),
  });
  notes.push(...dbl.notes);
  return {
    ...a,
    days,
    counting,
    doubled: dbl.doubled,
    doubling: dbl.rule,
    doublingReason: dbl.reason,
    legalBasis: basis,
    juizado: proc.juizado && proc.branch === 'juizado',
    notes: [...a.notes, ...notes],
  };
}
