import type { ComponentProps } from 'react';
import { CATEGORY_PLAN, CATEGORY_SEPARATOR, TRANSACTION_TYPES, type TransactionType } from '@office/domain/finance-labels';
import { controlClass, Field } from '../../components/ui/primitives';

const TYPE_GROUP_LABEL: Record<TransactionType, string> = { receita: 'receitas', despesa: 'despesas' };

/**
 * The plan of accounts as a native select, one group per "Grupo" of the type (both types when none is chosen,
 * each group named with its type). The value, and what the closed select shows, is "Grupo › Conta".
 */
export function CategorySelect({
  id,
  label,
  type,
  emptyLabel,
  error,
  hint,
  ...select
}: Omit<ComponentProps<'select'>, 'children' | 'id'> & {
  id: string;
  label: string;
  type: TransactionType | null;
  /** The first option, for "any category" (filters); none when a category is required. */
  emptyLabel?: string;
  error?: string;
  hint?: string;
}) {
  const types = type ? [type] : TRANSACTION_TYPES;
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <select
        {...select}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(Boolean(error))}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {types.map((t) =>
          Object.entries(CATEGORY_PLAN[t]).map(([group, accounts]) => (
            <optgroup key={`${t}-${group}`} label={type ? group : `${group} (${TYPE_GROUP_LABEL[t]})`}>
              {accounts.map((account: string) => {
                const value = `${group}${CATEGORY_SEPARATOR}${account}`;
                return (
                  <option key={value} value={value}>
                    {value}
                  </option>
                );
              })}
            </optgroup>
          )),
        )}
      </select>
    </Field>
  );
}
