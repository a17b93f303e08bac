import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { categoryName, TRANSACTION_TYPES, type CategoryPlan, type TransactionType } from '@office/domain/finance-labels';
import { financeQueries } from '../../api/finance';
import { controlClass, Field } from '../../components/ui/primitives';

const TYPE_GROUP_LABEL: Record<TransactionType, string> = { receita: 'receitas', despesa: 'despesas' };
const INACTIVE = ' (desativada)';

interface OptionGroup {
  key: string;
  label: string;
  options: { value: string; label: string }[];
}

/**
 * The optgroups of the plan: every account with `withInactive` (a filter finds old lançamentos), otherwise the
 * active ones plus `value` when it is no longer offered (an old lançamento keeps its category on edit).
 */
export function categoryOptions(plan: CategoryPlan, types: readonly TransactionType[], value: string, withInactive: boolean, named: boolean): OptionGroup[] {
  return types.flatMap((t) =>
    plan[t]
      .map((group) => ({
        key: `${t}-${group.name}`,
        label: named ? `${group.name} (${TYPE_GROUP_LABEL[t]})` : group.name,
        options: group.accounts
          .map((account) => ({ account, value: categoryName(group.name, account.name) }))
          .filter(({ account, value: v }) => account.active || withInactive || v === value)
          .map(({ account, value: v }) => ({ value: v, label: account.active ? v : `${v}${INACTIVE}` })),
      }))
      .filter((group) => group.options.length > 0),
  );
}

/**
 * The office's plan of accounts as a native select, one group per "Grupo" of the type (both types when none is
 * chosen, each group named with its type). The value, and what the closed select shows, is "Grupo › Conta". A
 * value the plan no longer has stays selectable, marked "(desativada)".
 */
export function CategorySelect({
  id,
  label,
  type,
  emptyLabel,
  withInactive = false,
  error,
  hint,
  value,
  ...select
}: Omit<ComponentProps<'select'>, 'children' | 'id' | 'value'> & {
  id: string;
  label: string;
  type: TransactionType | null;
  value: string;
  /** The first option, for "any category" (filters); a required category starts on "Escolha a categoria". */
  emptyLabel?: string;
  /** Offer the deactivated accounts too (filters). */
  withInactive?: boolean;
  error?: string;
  hint?: string;
}) {
  const plan = useQuery(financeQueries.categoryPlan());
  const types = type ? [type] : TRANSACTION_TYPES;
  const groups = plan.data ? categoryOptions(plan.data.plan, types, value, withInactive, !type) : [];
  const offered = groups.some((g) => g.options.some((o) => o.value === value));
  // Until the plan arrives the value is shown as it is; once it has, one outside the plan is a former account.
  const orphan = value && !offered ? (plan.data ? `${value}${INACTIVE}` : value) : null;
  const shownError = error ?? (plan.isError ? 'Não foi possível carregar o plano de contas.' : undefined);
  return (
    <Field label={label} htmlFor={id} error={shownError} hint={hint ?? (plan.isPending ? 'Carregando o plano de contas…' : undefined)}>
      <select
        {...select}
        id={id}
        value={value}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : undefined}
        className={controlClass(Boolean(shownError))}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : !value && <option value="">Escolha a categoria</option>}
        {orphan && <option value={value}>{orphan}</option>}
        {groups.map((group) => (
          <optgroup key={group.key} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </Field>
  );
}
