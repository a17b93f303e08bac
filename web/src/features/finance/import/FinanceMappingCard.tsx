import {
  FINANCE_IMPORT_FIELD_KEYS,
  FINANCE_IMPORT_FIELDS,
  IMPORT_PAYMENT_METHODS,
  type FinanceImportField,
  type FinanceImportMapping,
} from '@office/domain/finance-imports';
import { PAYMENT_METHOD_LABELS, type TransactionType } from '@office/domain/finance-labels';
import { useAccounts } from '../../../api/finance';
import { Select } from '../../../components/form/Select';
import { Card } from '../../../components/ui/primitives';
import { CategorySelect } from '../CategorySelect';

export interface FinanceMappingChoice {
  hasHeader: boolean;
  mapping: FinanceImportMapping;
  defaultCategories: Record<TransactionType, string>;
  accountId: string;
  method: (typeof IMPORT_PAYMENT_METHODS)[number];
}

/** Which column is which field of a lançamento, the categories of rows naming none of the plan, and the account of the paid rows. */
export function FinanceMappingCard({
  header,
  columns,
  choice,
  onChange,
}: {
  header: string[] | null;
  columns: number;
  choice: FinanceMappingChoice;
  onChange: (choice: FinanceMappingChoice) => void;
}) {
  const accounts = useAccounts();
  const columnOptions = [
    ['', '— Não importar —'] as const,
    ...Array.from({ length: columns }, (_, i) => [String(i), header?.[i] ? `${header[i]} (coluna ${i + 1})` : `Coluna ${i + 1}`] as const),
  ];
  const set = (field: FinanceImportField, value: string) => {
    const index = value === '' ? null : Number(value);
    // A column goes to one field: taking it here frees it elsewhere.
    const mapping = Object.fromEntries(
      FINANCE_IMPORT_FIELD_KEYS.map((f) => [f, f === field ? index : choice.mapping[f] === index ? null : choice.mapping[f]]),
    ) as FinanceImportMapping;
    onChange({ ...choice, mapping });
  };
  const setCategory = (type: TransactionType, value: string) => onChange({ ...choice, defaultCategories: { ...choice.defaultCategories, [type]: value } });
  return (
    <Card title="2. Colunas da planilha" icon="columns">
      <label className="mb-4 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={choice.hasHeader} onChange={(e) => onChange({ ...choice, hasHeader: e.target.checked })} />A primeira linha é o
        cabeçalho
      </label>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FINANCE_IMPORT_FIELD_KEYS.map((field) => (
          <Select
            key={field}
            id={`finance-map-${field}`}
            label={FINANCE_IMPORT_FIELDS[field]}
            value={choice.mapping[field] === null ? '' : String(choice.mapping[field])}
            onChange={(e) => set(field, e.target.value)}
            options={columnOptions}
          />
        ))}
      </div>
      <h3 className="mt-5 mb-2 text-sm font-semibold">Quando a linha não diz</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <CategorySelect
          id="default-category-receita"
          label="Categoria das receitas"
          type="receita"
          value={choice.defaultCategories.receita}
          onChange={(e) => setCategory('receita', e.target.value)}
        />
        <CategorySelect
          id="default-category-despesa"
          label="Categoria das despesas"
          type="despesa"
          value={choice.defaultCategories.despesa}
          onChange={(e) => setCategory('despesa', e.target.value)}
        />
        <Select
          id="import-account"
          label="Conta dos pagamentos (linhas já pagas)"
          value={choice.accountId}
          onChange={(e) => onChange({ ...choice, accountId: e.target.value })}
          options={[['', 'Escolha a conta'] as const, ...(accounts.data ?? []).filter((a) => a.active).map((a) => [a.id, a.name] as const)]}
        />
        <Select
          id="import-method"
          label="Forma de pagamento (linhas já pagas)"
          value={choice.method}
          onChange={(e) => onChange({ ...choice, method: e.target.value as FinanceMappingChoice['method'] })}
          options={IMPORT_PAYMENT_METHODS.map((m) => [m, PAYMENT_METHOD_LABELS[m]] as const)}
        />
      </div>
    </Card>
  );
}
