import { useFieldArray, useFormState, useWatch, type Control, type FieldPath, type UseFormRegister } from 'react-hook-form';
import type { CategoryPlan, TransactionType } from '@office/domain/finance-labels';
import { fieldId, useFieldError } from '../../components/form/fields';
import { Icon } from '../../components/ui/Icon';
import { Button, TextInput } from '../../components/ui/primitives';
import { usageLabel } from './category-plan';

/** The server's limit of accounts in one group (categoryPlanInput). */
const MAX_ACCOUNTS = 40;
/** A name that cannot change (in use, or the read-only view) looks it: `read-only:` outranks the control's white. */
const LOCKED = 'read-only:bg-slate-100 read-only:text-slate-700 dark:read-only:bg-slate-800 dark:read-only:text-slate-200';

/**
 * The message of a list as a whole ("Deixe ao menos uma conta… ativa"): zod's lands on the list's `root`,
 * a server refusal on the list itself. Shown once the form was submitted.
 */
export function useListError(control: Control<CategoryPlan>, name: string): string | undefined {
  const { errors, isSubmitted } = useFormState({ control, name: name as FieldPath<CategoryPlan> });
  let node: unknown = errors;
  for (const key of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const own = node as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = typeof own?.message === 'string' ? own.message : typeof own?.root?.message === 'string' ? own.root.message : undefined;
  return isSubmitted ? message : undefined;
}

export function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

interface GroupProps {
  control: Control<CategoryPlan>;
  register: UseFormRegister<CategoryPlan>;
  type: TransactionType;
  index: number;
  /** Lançamentos per account, in the form's order (0 for accounts not saved yet). */
  usage: readonly number[];
  readOnly: boolean;
  onRemove: () => void;
}

/**
 * One group of the plan: its name and its accounts. An account lançamentos use keeps its name (they name it)
 * and cannot be removed, only deactivated; a group with such an account keeps its name and stays.
 */
export function CategoryGroupCard({ control, register, type, index, usage, readOnly, onRemove }: GroupProps) {
  const path = `${type}.${index}` as const;
  const accounts = useFieldArray({ control, name: `${path}.accounts` });
  const name = useWatch({ control, name: `${path}.name` });
  const inUse = usage.some((n) => n > 0);
  const groupLabel = name.trim() || `novo grupo ${index + 1}`;
  const nameId = fieldId(`${path}.name`);
  const nameError = useFieldError(control, `${path}.name`);
  const lockHint = !readOnly && inUse ? 'Tem contas em uso: o nome do grupo não pode mudar.' : undefined;

  return (
    <li className="@container flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={nameId} className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
            Grupo
          </label>
          <TextInput
            {...register(`${path}.name`)}
            id={nameId}
            readOnly={inUse}
            invalid={Boolean(nameError)}
            aria-describedby={lockHint ? `${nameId}-hint` : undefined}
            className={`font-semibold ${LOCKED}`}
          />
          {nameError && (
            <p id={`${nameId}-error`} className="text-sm text-red-700 dark:text-red-300">
              {nameError}
            </p>
          )}
          {lockHint && !nameError && (
            <p id={`${nameId}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
              {lockHint}
            </p>
          )}
        </div>
        {!readOnly && !inUse && (
          <Button variant="ghost" icon="trash" className="mt-5 px-3" onClick={onRemove} aria-label={`Remover o grupo ${groupLabel}`} title="Remover grupo" />
        )}
      </div>
      <ul className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800" aria-label={`Contas de ${groupLabel}`}>
        {accounts.fields.map((field, a) => (
          <AccountRow
            key={field.id}
            control={control}
            register={register}
            path={`${path}.accounts.${a}`}
            label={`Conta ${a + 1} do grupo ${groupLabel}`}
            usage={usage[a] ?? 0}
            readOnly={readOnly}
            // A group keeps at least one account: the last one goes with the group.
            onRemove={accounts.fields.length > 1 ? () => accounts.remove(a) : undefined}
          />
        ))}
      </ul>
      <ListError message={useListError(control, `${path}.accounts`)} />
      {!readOnly && accounts.fields.length < MAX_ACCOUNTS && (
        <Button
          variant="ghost"
          icon="plus"
          className="self-start px-2"
          onClick={() => accounts.append({ name: '', active: true })}
          aria-label={`Adicionar conta em ${groupLabel}`}
        >
          Adicionar conta
        </Button>
      )}
    </li>
  );
}

function AccountRow({
  control,
  register,
  path,
  label,
  usage,
  readOnly,
  onRemove,
}: {
  control: Control<CategoryPlan>;
  register: UseFormRegister<CategoryPlan>;
  path: `${TransactionType}.${number}.accounts.${number}`;
  label: string;
  usage: number;
  readOnly: boolean;
  onRemove?: () => void;
}) {
  const id = fieldId(`${path}.name`);
  const error = useFieldError(control, `${path}.name`);
  const name = useWatch({ control, name: `${path}.name` });
  const inUse = usage > 0;
  return (
    // Wide cards: name, Ativa and Remover on one line, the usage under them. Narrow ones (phones): the name
    // alone on the first line, so it is not cut short.
    <li className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-2 gap-y-1 py-2 first:pt-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <TextInput
        {...register(`${path}.name`)}
        id={id}
        readOnly={inUse}
        invalid={Boolean(error)}
        aria-describedby={`${id}-hint`}
        className={`col-span-3 @sm:col-span-1 ${LOCKED}`}
      />
      <label className="row-start-2 col-start-2 flex items-center gap-2 py-1 text-sm @sm:row-start-1">
        <input type="checkbox" className="size-4 accent-brand-700" {...register(`${path}.active`)} aria-label={`Ativa: ${name.trim() || label}`} />
        <span aria-hidden="true">Ativa</span>
      </label>
      {!readOnly &&
        (onRemove && !inUse ? (
          <Button
            variant="ghost"
            icon="trash"
            className="row-start-2 col-start-3 px-3 @sm:row-start-1"
            onClick={onRemove}
            aria-label={`Remover a conta ${name.trim() || label}`}
            title="Remover conta"
          />
        ) : (
          // Keeps the checkboxes in one column when a row cannot be removed.
          <span className="row-start-2 col-start-3 w-10 @sm:row-start-1" aria-hidden="true" />
        ))}
      <div className="col-start-1 row-start-2 flex flex-col gap-1 @sm:col-span-3">
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <p id={`${id}-hint`} className="flex items-start gap-1 text-xs text-slate-600 dark:text-slate-400">
          {inUse && !readOnly && <Icon name="lock" className="mt-px size-3 shrink-0" />}
          <span>
            {usageLabel(usage)}
            {inUse && !readOnly && ' · Em uso: desative em vez de renomear'}
          </span>
        </p>
      </div>
    </li>
  );
}
