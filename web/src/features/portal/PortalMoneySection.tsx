import { useQuery } from '@tanstack/react-query';
import type { PortalCharge, PortalMoney } from '@office/domain';
import { formatDate } from '@office/domain/dates';
import { STATEMENT_CREDITS, STATEMENT_NATURE_LABELS, statementBalanceLabel } from '@office/domain/finance-statement';
import { formatBRL } from '@office/domain/money';
import { portalMoneyQueries } from '../../api/portal-money';
import { ChargeStatusBadge, CopyAndPaste, PixQrCode } from '../../components/records/ChargeParts';
import { Spinner } from '../../components/ui/Spinner';
import { messageOf } from '../../lib/error-message';

type ClientMoney = PortalMoney['clients'][number];

const MUTED = 'text-sm text-slate-600 dark:text-slate-400';

/** The client's balance in the client's words: positive is what the office holds for them. */
function balanceWords(balance: number): string {
  if (balance > 0) return `O escritório tem ${formatBRL(balance)} a repassar a você.`;
  if (balance < 0) return `Você deve ${formatBRL(-balance)} ao escritório.`;
  return statementBalanceLabel(0);
}

/** Prestação de contas: every movement with its running balance, newest first (a list reads well on a phone). */
function Statement({ money }: { money: ClientMoney }) {
  const s = money.statement;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">Prestação de contas</h3>
      <p className="rounded-xl border border-slate-200 px-4 py-3 font-semibold dark:border-slate-800">
        Saldo em {formatDate(s.to)}: {balanceWords(s.closing)}
      </p>
      {s.lines.length === 0 ? (
        <p className={MUTED}>Nenhum valor recebido, pago ou cobrado em seu nome até hoje.</p>
      ) : (
        <ol className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Movimentos da sua conta">
          {s.lines.toReversed().map((l, i) => {
            const credit = STATEMENT_CREDITS.includes(l.nature);
            return (
              <li key={`${l.transactionId}-${l.date}-${i}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <div className="min-w-0">
                  <p className="wrap-anywhere">{l.description}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {formatDate(l.date)} · {STATEMENT_NATURE_LABELS[l.nature]}
                    {l.lawsuitLabel && ` · Processo ${l.lawsuitLabel}`}
                    {l.basis && ` · ${l.basis}`}
                  </p>
                </div>
                <p className="whitespace-nowrap text-right tabular-nums">
                  <span className={credit ? 'text-green-800 dark:text-green-300' : ''}>
                    {credit ? '+ ' : '− '}
                    {formatBRL(l.credit + l.debit)}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">Saldo {formatBRL(l.balance)}</span>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

function Charge({ charge: c }: { charge: PortalCharge }) {
  const total = formatBRL(c.total);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          Cobrança de {total} · vencimento {formatDate(c.dueDate)}
        </p>
        <ChargeStatusBadge status={c.status} />
      </div>
      <ul className="text-sm">
        {c.items.map((i, n) => (
          <li key={n} className="flex flex-wrap justify-between gap-x-4">
            <span className="wrap-anywhere">
              {i.description}
              {i.lawsuitLabel && <span className="text-slate-600 dark:text-slate-400"> · Processo {i.lawsuitLabel}</span>}
            </span>
            <span className="whitespace-nowrap tabular-nums">{formatBRL(i.amount)}</span>
          </li>
        ))}
      </ul>
      {c.payments.length > 0 && (
        <p className={MUTED}>
          Pagamentos recebidos: {c.payments.map((p) => `${formatBRL(p.amount)} em ${formatDate(p.date)}`).join('; ')}.
          {c.openAmount > 0 && c.status !== 'paga' && ` Em aberto: ${formatBRL(c.openAmount)}.`}
        </p>
      )}
      {c.pix && (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <PixQrCode qr={c.pix.qr} amount={total} />
          <CopyAndPaste code={c.pix.brCode} id={`pix-${c.id}`} />
        </div>
      )}
    </li>
  );
}

/** Open charges first (what the client has to pay), then the paid ones. */
function Charges({ charges }: { charges: PortalCharge[] }) {
  const open = charges.filter((c) => c.pix);
  const settled = charges.filter((c) => !c.pix);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">Cobranças em aberto</h3>
      {open.length === 0 ? (
        <p className={MUTED}>Nenhuma cobrança em aberto.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {open.map((c) => (
            <Charge key={c.id} charge={c} />
          ))}
        </ul>
      )}
      {settled.length > 0 && (
        <>
          <h3 className="font-semibold">Cobranças pagas</h3>
          <ul className="flex flex-col gap-3">
            {settled.map((c) => (
              <Charge key={c.id} charge={c} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * "Sua conta" on /portal: what the office received and paid in the client's name, the fees and the balance
 * (the prestação de contas, EAOAB art. 25-A), and the charges with their PIX. Read-only.
 */
export function PortalMoneySection({ many }: { many: boolean }) {
  const money = useQuery(portalMoneyQueries.money());
  if (money.isPending) return <Spinner label="Carregando sua conta…" />;
  if (money.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
        {messageOf(money.error)}
      </p>
    );
  return money.data.clients.map((m) => (
    <section key={m.id} aria-labelledby={`conta-${m.id}`} className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
      <div>
        <h2 id={`conta-${m.id}`} className="text-lg font-semibold">
          Sua conta{many ? ` — ${m.name}` : ''}
        </h2>
        <p className={MUTED}>O que o escritório recebeu e pagou em seu nome, os honorários e as cobranças. Os valores são os registrados pelo escritório.</p>
      </div>
      <Statement money={m} />
      <Charges charges={m.charges} />
    </section>
  ));
}
