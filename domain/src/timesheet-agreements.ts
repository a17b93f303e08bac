/**
 * A fee agreement as timesheet billing sees it. Apart from timesheet.ts, which the SPA loads, so the agreements'
 * schemas stay out of its timesheet pages.
 */
import { agreementHourlyRates } from './fee-agreement-plan';
import type { FeeAgreementRecord } from './fee-agreements';
import type { HourlyAgreement } from './timesheet';

/** The agreement as billing sees it: null unless vigente with a "por hora" clause. */
export function hourlyAgreementOf(id: string, a: Pick<FeeAgreementRecord, 'clauses' | 'status' | 'lawsuitId' | 'title'>): HourlyAgreement | null {
  const rates = agreementHourlyRates(a);
  const clause = a.clauses.find((c) => c.kind === 'por-hora');
  return rates && clause ? { id, lawsuitId: a.lawsuitId, clauseId: clause.id, title: a.title, rates } : null;
}
