import { scaleBand, scaleLinear } from 'd3-scale';
import { useEffect, useId, useRef } from 'react';
import { formatBRL } from '@office/domain/money';
import { shortMonth, type CashFlowRow } from './cash-flow';

const WIDTH = 920;
const HEIGHT = 300;
const M = { top: 24, right: 12, bottom: 44, left: 72 };

const compact = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 });
/** "R$ 12 mil" on the axis; the table has the exact figures. */
const axisLabel = (centavos: number) => compact.format(centavos / 100).replace(/\u00a0/g, ' ');

/** What a month's bars show: money moved, and from this month on what is still open (hatched). */
function barsOf(r: CashFlowRow, thisMonth: string) {
  const open = r.month >= thisMonth;
  return {
    inSolid: r.received,
    inOpen: open ? r.toReceive : 0,
    outSolid: r.paid,
    outOpen: open ? r.toPay : 0,
  };
}

function Legend({ inPattern, outPattern }: { inPattern: string; outPattern: string }) {
  const swatch = 'inline-block size-3 shrink-0 rounded-sm';
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
      <li className="flex items-center gap-1.5">
        <span className={`${swatch} bg-emerald-600 dark:bg-emerald-400`} /> Recebido
      </li>
      <li className="flex items-center gap-1.5">
        <span className={`${swatch} bg-rose-600 dark:bg-rose-400`} /> Pago
      </li>
      <li className="flex items-center gap-1.5">
        <svg className="size-3" viewBox="0 0 12 12">
          <rect width="12" height="12" fill={`url(#${inPattern})`} className="stroke-emerald-600 dark:stroke-emerald-400" />
        </svg>
        A receber (previsto)
      </li>
      <li className="flex items-center gap-1.5">
        <svg className="size-3" viewBox="0 0 12 12">
          <rect width="12" height="12" fill={`url(#${outPattern})`} className="stroke-rose-600 dark:stroke-rose-400" />
        </svg>
        A pagar (previsto)
      </li>
      <li className="flex items-center gap-1.5">
        <span className="inline-block h-0.5 w-4 bg-slate-800 dark:bg-slate-200" /> Resultado do mês (previsto: a receber − a pagar)
      </li>
    </ul>
  );
}

/**
 * Receitas beside despesas for each month, what is still open from this month on hatched, and the month's result
 * as a line: received less paid, as in the table, and for the projected months what is open (dashed). Drawn here with d3-scale's scales and ticks only; a phone scrolls it sideways. The table beside it
 * carries the same figures for assistive technology.
 */
export function CashFlowChart({ rows, thisMonth, summary }: { rows: CashFlowRow[]; thisMonth: string; summary: string }) {
  const uid = useId().replace(/:/g, '');
  const scroller = useRef<HTMLDivElement>(null);
  // A phone shows the end of the chart first: this month and the projection, not a year ago.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [rows]);
  const inPattern = `cf-in-${uid}`;
  const outPattern = `cf-out-${uid}`;
  const months = rows.map((row) => {
    const b = barsOf(row, thisMonth);
    return { row, b, result: row.projected ? row.toReceive - row.toPay : row.result };
  });
  const results = months.map((m) => m.result);
  const realised = months.filter((m) => !m.row.projected);
  // The dashed projection starts where the realised line ends.
  const projection = [...realised.slice(-1), ...months.filter((m) => m.row.projected)];
  const top = Math.max(1, ...months.map(({ b }) => Math.max(b.inSolid + b.inOpen, b.outSolid + b.outOpen)), ...results);
  const bottom = Math.min(0, ...results);
  const y = scaleLinear()
    .domain([bottom, top])
    .range([HEIGHT - M.bottom, M.top])
    .nice(5);
  const x = scaleBand()
    .domain(rows.map((r) => r.month))
    .range([M.left, WIDTH - M.right])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const side = scaleBand<'in' | 'out'>().domain(['in', 'out']).range([0, x.bandwidth()]).padding(0.08);
  const firstProjected = rows.find((r) => r.projected);
  const center = (month: string) => (x(month) ?? 0) + x.bandwidth() / 2;
  const bar = (month: string, which: 'in' | 'out', from: number, amount: number) => ({
    x: (x(month) ?? 0) + (side(which) ?? 0),
    y: y(from + amount),
    width: side.bandwidth(),
    height: Math.max(0, y(from) - y(from + amount)),
  });

  return (
    <figure>
      <div ref={scroller} className="overflow-x-auto">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full min-w-[42rem] text-[11px]">
          <defs>
            <pattern id={inPattern} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="6" height="6" className="fill-emerald-100 dark:fill-emerald-950" />
              <line x1="0" y1="0" x2="0" y2="6" strokeWidth="3" className="stroke-emerald-500 dark:stroke-emerald-500" />
            </pattern>
            <pattern id={outPattern} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="6" height="6" className="fill-rose-100 dark:fill-rose-950" />
              <line x1="0" y1="0" x2="0" y2="6" strokeWidth="3" className="stroke-rose-500 dark:stroke-rose-500" />
            </pattern>
          </defs>
          {firstProjected && (
            <g>
              <rect
                x={(x(firstProjected.month) ?? 0) - (x.step() - x.bandwidth()) / 2}
                y={M.top - 18}
                width={WIDTH - M.right - ((x(firstProjected.month) ?? 0) - (x.step() - x.bandwidth()) / 2)}
                height={HEIGHT - M.bottom - M.top + 18}
                className="fill-slate-100 dark:fill-slate-800/60"
              />
              <text x={(x(firstProjected.month) ?? 0) - (x.step() - x.bandwidth()) / 2 + 6} y={M.top - 6} className="fill-slate-600 dark:fill-slate-300">
                previsto
              </text>
            </g>
          )}
          {y.ticks(5).map((t) => (
            <g key={t}>
              <line x1={M.left} x2={WIDTH - M.right} y1={y(t)} y2={y(t)} className={t === 0 ? 'stroke-slate-500' : 'stroke-slate-200 dark:stroke-slate-700'} />
              <text x={M.left - 8} y={y(t)} dy="0.32em" textAnchor="end" className="fill-slate-600 tabular-nums dark:fill-slate-400">
                {axisLabel(t)}
              </text>
            </g>
          ))}
          {months.map(({ row: r, b }) => {
            const parts = [
              bar(r.month, 'in', 0, b.inSolid),
              bar(r.month, 'in', b.inSolid, b.inOpen),
              bar(r.month, 'out', 0, b.outSolid),
              bar(r.month, 'out', b.outSolid, b.outOpen),
            ] as const;
            return (
              <g key={r.month}>
                <title>
                  {`${shortMonth(r.month)}${r.projected ? ' (previsto)' : ''}: recebido ${formatBRL(r.received)}, pago ${formatBRL(r.paid)}, a receber ${formatBRL(r.toReceive)}, a pagar ${formatBRL(r.toPay)}`}
                </title>
                <rect {...parts[0]} className="fill-emerald-600 dark:fill-emerald-400" />
                {b.inOpen > 0 && <rect {...parts[1]} fill={`url(#${inPattern})`} className="stroke-emerald-600 dark:stroke-emerald-400" />}
                <rect {...parts[2]} className="fill-rose-600 dark:fill-rose-400" />
                {b.outOpen > 0 && <rect {...parts[3]} fill={`url(#${outPattern})`} className="stroke-rose-600 dark:stroke-rose-400" />}
                <text x={center(r.month)} y={HEIGHT - M.bottom + 16} textAnchor="middle" className="fill-slate-700 dark:fill-slate-300">
                  {shortMonth(r.month)}
                </text>
                {r.projected && (
                  <text x={center(r.month)} y={HEIGHT - M.bottom + 30} textAnchor="middle" className="fill-slate-500 italic dark:fill-slate-400">
                    previsto
                  </text>
                )}
              </g>
            );
          })}
          {[realised, projection].map((part, i) => (
            <polyline
              key={i}
              points={part.map(({ row, result }) => `${center(row.month)},${y(result)}`).join(' ')}
              fill="none"
              strokeWidth="2"
              strokeDasharray={i ? '5 4' : undefined}
              className="stroke-slate-800 dark:stroke-slate-200"
            />
          ))}
          {months.map(({ row: r, result }) => (
            <circle
              key={r.month}
              cx={center(r.month)}
              cy={y(result)}
              r="3.5"
              strokeWidth="2"
              className={r.projected ? 'fill-white stroke-slate-800 dark:fill-slate-900 dark:stroke-slate-200' : 'fill-slate-800 dark:fill-slate-200'}
            />
          ))}
        </svg>
      </div>
      <Legend inPattern={inPattern} outPattern={outPattern} />
    </figure>
  );
}
