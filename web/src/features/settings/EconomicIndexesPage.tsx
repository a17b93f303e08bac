import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ECONOMIC_INDEX_LABELS, ECONOMIC_INDEXES, indexRowInput, sortedIndexRows, type EconomicIndex, type IndexRow } from '@office/domain/economic-indexes';
import { formatMonthLabel } from '@office/domain/dates';
import { can } from '@office/domain/policy';
import { feeAgreementQueries, useUpdateIndexes } from '../../api/fee-agreements';
import { MonthInput } from '../../components/form/DateInput';
import { ManagedListPage } from '../../components/list/ManagedListPage';
import { FormAlert } from '../../components/ui/form-fields';
import { Button, Card, EmptyState, Field, TextInput, controlClass } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { useRecordTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session-context';

/** "0,56" or "-0,34" (percent, two decimals at most) → basis points; null for anything else. */
export function parseRate(text: string): number | null {
  const m = /^(-)?(\d{1,2})(?:,(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const bp = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -bp : bp;
}
const formatRate = (bp: number) => `${(bp / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

/**
 * Configurações → Índices econômicos: the monthly IPCA (IBGE) and IGP-M (FGV) rates the yearly adjustment of a
 * monthly fee reads, each with its source. Nothing is seeded: the office types what it takes from the source.
 */
export function EconomicIndexesPage() {
  const { me } = useSession();
  const table = useQuery(feeAgreementQueries.indexes());
  useRecordTitle('Índices econômicos');
  return (
    <ManagedListPage
      header={{
        title: 'Índices econômicos',
        description:
          'Variações mensais do IPCA (IBGE) e do IGP-M (FGV) que reajustam os honorários mensais no aniversário do contrato (Lei 10.192/2001, art. 2º: no máximo uma vez por ano).',
        backToSettings: true,
      }}
      query={table}
    >
      {(data) => <IndexTableEditor key={data.version} rows={data.rows} version={data.version} readOnly={!can(me?.scopes, 'settings', 'write')} />}
    </ManagedListPage>
  );
}

function IndexTableEditor({ rows: saved, version, readOnly }: { rows: IndexRow[]; version: number; readOnly: boolean }) {
  const toast = useToast();
  const update = useUpdateIndexes();
  const [rows, setRows] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState({ index: 'IPCA' as EconomicIndex, month: '', rate: '', source: '' });
  const [draftError, setDraftError] = useState<string | null>(null);
  const dirty = rows !== saved;

  /** The draft as a row, or why it cannot join the table. */
  function draftProblem(): string | IndexRow {
    const rateBp = parseRate(draft.rate);
    if (rateBp === null) return 'Variação inválida: use até duas casas decimais, ex.: 0,56 ou -0,34';
    const parsed = indexRowInput.safeParse({ index: draft.index, month: draft.month, rateBp, source: draft.source });
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Linha inválida';
    if (rows.some((r) => r.index === parsed.data.index && r.month === parsed.data.month))
      return `${parsed.data.index} de ${formatMonthLabel(`${parsed.data.month}-01`)} já está na tabela`;
    return parsed.data;
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const row = draftProblem();
    if (typeof row === 'string') {
      setDraftError(row);
      return;
    }
    setRows(sortedIndexRows([...rows, row]));
    setDraft({ ...draft, month: '', rate: '' });
    setDraftError(null);
  }

  async function save() {
    setError(null);
    try {
      await update.mutateAsync({ expectedVersion: version, rows });
      toast.show({ severity: 'success', summary: 'Índices salvos.', detail: 'Os reajustes passam a usar a tabela atualizada.' });
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <FormAlert message={error} />
      {!readOnly && (
        <Card title="Acrescentar mês" icon="plus">
          <form onSubmit={add} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" noValidate>
            <Field label="Índice" htmlFor="idx-index">
              <select
                id="idx-index"
                className={controlClass(false)}
                value={draft.index}
                onChange={(e) => setDraft({ ...draft, index: e.target.value as EconomicIndex })}
              >
                {ECONOMIC_INDEXES.map((i) => (
                  <option key={i} value={i}>
                    {ECONOMIC_INDEX_LABELS[i]}
                  </option>
                ))}
              </select>
            </Field>
            <MonthInput id="idx-month" label="Mês" value={draft.month} onChange={(month) => setDraft({ ...draft, month })} />
            <Field label="Variação no mês (%)" htmlFor="idx-rate" hint="ex.: 0,56">
              <TextInput id="idx-rate" inputMode="decimal" value={draft.rate} onChange={(e) => setDraft({ ...draft, rate: e.target.value })} />
            </Field>
            <Field label="Fonte" htmlFor="idx-source" hint="ex.: IBGE, BCB SGS 433">
              <TextInput id="idx-source" value={draft.source} onChange={(e) => setDraft({ ...draft, source: e.target.value })} />
            </Field>
            <div className="flex items-end">
              <Button type="submit" variant="secondary" icon="plus">
                Acrescentar
              </Button>
            </div>
          </form>
          <FormAlert message={draftError} />
        </Card>
      )}
      <Card
        title={`Tabela (${rows.length} ${rows.length === 1 ? 'mês' : 'meses'})`}
        icon="clipboard"
        action={
          !readOnly && (
            <Button disabled={!dirty || update.isPending} onClick={() => void save()}>
              {update.isPending ? 'Salvando…' : 'Salvar tabela'}
            </Button>
          )
        }
      >
        {rows.length === 0 ? (
          <EmptyState title="Nenhum índice cadastrado">
            Cadastre os índices mensais (IPCA do IBGE, IGP-M da FGV, como as séries 433 e 189 do SGS do Banco Central os publicam) para que os reajustes anuais
            dos contratos possam ser calculados.
          </EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="text-slate-600 dark:text-slate-400">
                  <th scope="col" className="py-2 pr-4">
                    Índice
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Mês
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Variação
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Fonte
                  </th>
                  {!readOnly && (
                    <th scope="col" className="py-2">
                      <span className="sr-only">Ações</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {rows.map((r) => (
                  <tr key={`${r.index}:${r.month}`}>
                    <td className="py-2 pr-4">{r.index}</td>
                    <td className="py-2 pr-4">{formatMonthLabel(`${r.month}-01`)}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{formatRate(r.rateBp)}</td>
                    <td className="py-2 pr-4">{r.source}</td>
                    {!readOnly && (
                      <td className="py-2 text-right">
                        <Button
                          variant="ghost"
                          onClick={() => setRows(rows.filter((x) => x !== r))}
                          aria-label={`Remover ${r.index} de ${formatMonthLabel(`${r.month}-01`)}`}
                        >
                          Remover
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
