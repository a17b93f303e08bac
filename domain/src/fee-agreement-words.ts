/**
 * An agreement's clauses written out, amounts in figures and in words, as the agreement's page shows them and
 * the contract's document takes them (CED art. 48: the fees agreed in writing, clearly).
 */
import { formatDate, formatMonthLabel } from './dates';
import { ECONOMIC_INDEX_LABELS } from './economic-indexes';
import { FEE_ACT_LABELS, SUCCESS_BASE_LABELS, type Clause } from './fee-agreements';
import { formatBRL, formatPercentBp } from './money';
import { moneyInWords, numberInWords } from './number-words';

const amount = (centavos: number) => `${formatBRL(centavos)} (${moneyInWords(centavos)})`;

/** "20,00 % (vinte por cento)"; a fraction of a percent in figures only. */
function percent(bp: number): string {
  return bp % 100 === 0 ? `${formatPercentBp(bp)} % (${numberInWords(bp / 100)} por cento)` : `${formatPercentBp(bp)} %`;
}

function orList(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ou ${words.at(-1) ?? ''}`;
}

/** One clause as a sentence. */
export function clauseInWords(c: Clause): string {
  switch (c.kind) {
    case 'fixo': {
      const businessDay = c.businessDays ? ', prorrogado o vencimento que cair em dia não útil para o dia útil seguinte' : '';
      if (c.installments === 1) return `${c.description}: ${amount(c.total)}, à vista, com vencimento em ${formatDate(c.firstDueDate)}${businessDay}.`;
      const every = c.intervalMonths === 1 ? 'mensais' : `a cada ${numberInWords(c.intervalMonths)} meses`;
      return `${c.description}: ${amount(c.total)}, em ${numberInWords(c.installments, 'feminino')} parcelas ${every}, a primeira com vencimento em ${formatDate(c.firstDueDate)}${businessDay}.`;
    }
    case 'mensal': {
      const until = c.endMonth ? ` até ${formatMonthLabel(`${c.endMonth}-01`)}` : '';
      const adjustment = c.adjustment ? `, reajustado a cada doze meses pelo ${ECONOMIC_INDEX_LABELS[c.adjustment]} acumulado no período` : '';
      const businessDay = c.businessDays ? ' (ou no dia útil seguinte)' : '';
      return `${c.description}: ${amount(c.amount)} por mês, com vencimento no dia ${c.dueDay}${businessDay}, a partir de ${formatMonthLabel(`${c.startMonth}-01`)}${until}${adjustment}.`;
    }
    case 'exito':
      return `${c.description}: ${percent(c.percentBp)} do proveito econômico obtido por ${orList(c.bases.map((b) => SUCCESS_BASE_LABELS[b].toLowerCase()))}, devidos quando recebido o resultado.`;
    case 'por-ato':
      return `${c.description}: ${amount(c.price)} por ${FEE_ACT_LABELS[c.act].toLowerCase()} realizada.`;
    case 'por-hora': {
      const others = c.rates.length
        ? `; taxas próprias para ${numberInWords(c.rates.length, 'feminino')} ${c.rates.length === 1 ? 'pessoa' : 'pessoas'} da equipe`
        : '';
      return `${c.description}: ${amount(c.defaultRate)} por hora trabalhada${others}.`;
    }
  }
}

/** Every clause, numbered, one per line (the contract's "cláusulas de honorários" merge field). */
export function clausesInWords(clauses: readonly Clause[]): string {
  return clauses.map((c, i) => `${i + 1}. ${clauseInWords(c)}`).join('\n');
}
