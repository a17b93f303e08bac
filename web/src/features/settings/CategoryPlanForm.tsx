import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import type { CategoryPlanState } from '@office/domain/contracts';
import { categoryPlanInput } from '@office/domain/finance';
import type { CategoryPlan, TransactionType } from '@office/domain/finance-labels';
import { categoryPlanQueries, useUpdateCategoryPlan } from '../../api/settings';
import { WholeListActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Button } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { CallError } from '../../lib/callable';
import { messageOf, isConflict } from '../../lib/error-message';
import { planUsage } from './category-plan';
import { CategoryGroupCard, ListError, useListError } from './CategoryGroupCard';

export type CategoryPlanData = CategoryPlanState & { usage: Record<string, number> };

/** The server's limit of groups per type (categoryPlanInput). */
const MAX_GROUPS = 30;
const TYPE_TITLES: Record<TransactionType, { title: string; plural: string }> = {
  receita: { title: 'Receitas', plural: 'receitas' },
  despesa: { title: 'Despesas', plural: 'despesas' },
};
const CONFLICT_MESSAGE = 'Outra pessoa salvou o plano de contas enquanto você editava, e nada foi salvo. Carregue a versão atual e refaça suas alterações.';

/** The refusal as the page says it: a conflict in plain words; accounts in use (the field `plan`) above the form. */
function planFailure(failure: unknown): unknown {
  if (!(failure instanceof CallError)) return failure;
  if (failure.id === 'conflict') return new Error(CONFLICT_MESSAGE);
  const { plan, ...fields } = failure.fields;
  return plan ? new CallError(plan, failure.id, fields, failure.details) : failure;
}

/**
 * The whole plan of accounts as one form, saved on the version it started from. `current` is the page's query:
 * while nothing was changed here it follows it; after a conflict the person chooses to load it.
 */
export function CategoryPlanForm({ current, readOnly }: { current: CategoryPlanData; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const update = useUpdateCategoryPlan();
  const [base, setBase] = useState(current);
  const [conflict, setConflict] = useState(false);
  const { form, formError, setFormError, submit } = useSchemaForm(categoryPlanInput, base.plan);
  const { control, register, reset } = form;
  const dirty = form.formState.isDirty;
  const saving = form.formState.isSubmitting;

  // The form shows `base`: once saved (the server's trimmed names), reloaded, or refreshed while unchanged.
  useEffect(() => reset(base.plan), [base, reset]);
  if (!dirty && !saving && current.version !== base.version) {
    setBase(current);
    setConflict(false);
    setFormError(null);
  }
  // The counts of the freshest read, when it is of the same plan.
  const usage = current.version === base.version ? current.usage : base.usage;

  const onSubmit = submit(async (plan) => {
    setConflict(false);
    try {
      setBase(await update.mutateAsync({ expectedVersion: base.version, plan }));
    } catch (failure) {
      if (isConflict(failure)) setConflict(true);
      throw planFailure(failure);
    }
    toast.show({ severity: 'success', summary: 'Plano de contas salvo.', detail: 'Os lançamentos novos já usam o plano atualizado.' });
  });

  async function loadCurrent(): Promise<void> {
    try {
      setBase(await queryClient.query({ ...categoryPlanQueries.plan(), staleTime: 0 }));
      setConflict(false);
      setFormError(null);
    } catch (failure) {
      setFormError(messageOf(failure));
    }
  }

  function discard(): void {
    reset(base.plan);
    setFormError(null);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-8">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      {readOnly && (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">
          Somente consulta: só quem edita Configurações pode alterar o plano de contas.
        </p>
      )}
      {/* A disabled fieldset disables every input inside it: the read-only view. */}
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-10">
        {(['receita', 'despesa'] as const).map((type) => (
          <TypeSection key={type} control={control} register={register} type={type} usage={usage} readOnly={readOnly} />
        ))}
      </fieldset>
      {!readOnly && <WholeListActions dirty={dirty} saving={saving} label="Salvar plano de contas" onDiscard={discard} />}
    </form>
  );
}

function TypeSection({
  control,
  register,
  type,
  usage,
  readOnly,
}: {
  control: Control<CategoryPlan>;
  register: UseFormRegister<CategoryPlan>;
  type: TransactionType;
  usage: Record<string, number>;
  readOnly: boolean;
}) {
  const groups = useFieldArray({ control, name: type });
  const values = useWatch({ control, name: type });
  const counts = planUsage(values, type, usage);
  const accounts = values.reduce((n, g) => n + g.accounts.length, 0);
  const active = values.reduce((n, g) => n + g.accounts.filter((a) => a.active).length, 0);
  const { title, plural } = TYPE_TITLES[type];
  const headingId = `plano-${type}`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {groups.fields.length === 1 ? '1 grupo' : `${groups.fields.length} grupos`} · {accounts === 1 ? '1 conta' : `${accounts} contas`},{' '}
            {active === 1 ? '1 ativa' : `${active} ativas`}
          </p>
        </div>
        {!readOnly && groups.fields.length < MAX_GROUPS && (
          <Button
            variant="secondary"
            icon="plus"
            onClick={() => groups.append({ name: '', accounts: [{ name: '', active: true }] })}
            aria-label={`Adicionar grupo de ${plural}`}
          >
            Adicionar grupo
          </Button>
        )}
      </div>
      <ListError message={useListError(control, type)} />
      <ul className="grid items-start gap-4 lg:grid-cols-2" aria-label={`Grupos de ${plural}`}>
        {groups.fields.map((field, g) => (
          <CategoryGroupCard
            key={field.id}
            control={control}
            register={register}
            type={type}
            index={g}
            usage={counts[g] ?? []}
            readOnly={readOnly}
            onRemove={() => groups.remove(g)}
          />
        ))}
      </ul>
    </section>
  );
}
