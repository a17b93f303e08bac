import { addMonthsToMonth as shiftMonth, formatMonthLabel } from '@office/domain/dates';
import { Button } from './primitives';

const longMonth = (month: string) => formatMonthLabel(`${month}-01`);

/** A month stepped back and forth ("YYYY-MM"), no later than `latest`, with the way back to it. */
export function MonthStepper({ month, latest, label, onChange }: { month: string; latest: string; label: string; onChange: (month: string) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <Button variant="secondary" icon="chevronLeft" aria-label="Mês anterior" onClick={() => onChange(shiftMonth(month, -1))}>
        <span className="sr-only">Mês anterior</span>
      </Button>
      <p className="min-w-40 text-center text-base font-semibold first-letter:uppercase" aria-live="polite">
        <span className="sr-only">{label}: </span>
        {longMonth(month)}
      </p>
      <Button variant="secondary" icon="chevronRight" aria-label="Próximo mês" disabled={month >= latest} onClick={() => onChange(shiftMonth(month, 1))}>
        <span className="sr-only">Próximo mês</span>
      </Button>
      {month !== latest && (
        <Button variant="ghost" onClick={() => onChange(latest)}>
          Este mês
        </Button>
      )}
    </div>
  );
}
