import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { MAX_PRACTICE_AREAS, practiceAreasUpdateInput, type TeamState } from '@office/domain';
import type { z } from '@office/domain/schema';
import { aboutQueries, useFetchTeam, useUpdateAreas } from '../../api/about';
import { TextareaField, TextField } from '../../components/form/fields';
import { WholeListActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Icon } from '../../components/ui/Icon';
import { ManagedListPage, type ManagedListEmpty } from '../../components/list/ManagedListPage';
import { Button, buttonClass, EmptyState } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf, isConflict } from '../../lib/error-message';

/** The form holds the areas; the version they were read at is the editor's. */
const areasForm = practiceAreasUpdateInput.pick({ areas: true });
type AreasValues = z.input<typeof areasForm>;
type Base = Pick<TeamState, 'areas' | 'areasVersion'>;

const CONFLICT_MESSAGE = 'Outra pessoa salvou as áreas de atuação enquanto você editava, e nada foi salvo. Carregue a versão atual e refaça suas alterações.';

/** Sobre → Áreas de atuação: the list, editable as a whole by those who edit Sobre, read by the others. */
export function PracticeAreasSection({ readOnly }: { readOnly: boolean }) {
  const query = useQuery(aboutQueries.team());
  return (
    <ManagedListPage query={query} empty={readOnly ? NO_AREAS : undefined}>
      {(team) => (readOnly ? <AreasList areas={team.areas} /> : <AreasForm current={team} />)}
    </ManagedListPage>
  );
}

/** Those who only read the areas see this when there are none; editors see the form's own empty state. */
const NO_AREAS: ManagedListEmpty<TeamState> = { when: (team) => team.areas.length === 0, icon: 'scale', title: 'Nenhuma área de atuação cadastrada.' };

function AreasList({ areas }: { areas: TeamState['areas'] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2" aria-label="Áreas de atuação do escritório">
      {areas.map((a) => (
        <li key={a.name} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <h2 className="font-semibold text-slate-900 dark:text-slate-100">{a.name}</h2>
          {a.description && <p className="mt-1 whitespace-pre-line text-sm text-slate-600 dark:text-slate-400">{a.description}</p>}
        </li>
      ))}
    </ol>
  );
}

/**
 * The whole list as one form, saved on the version it started from. `current` is the page's query: while nothing
 * was changed here it follows it; after a conflict the person chooses to load it.
 */
function AreasForm({ current }: { current: TeamState }) {
  const toast = useToast();
  const update = useUpdateAreas();
  const fetchTeam = useFetchTeam();
  const [base, setBase] = useState<Base>(current);
  const [conflict, setConflict] = useState(false);
  const { form, formError, setFormError, submit } = useSchemaForm(areasForm, { areas: base.areas });
  const { control, register, reset } = form;
  const dirty = form.formState.isDirty;
  const saving = form.formState.isSubmitting;

  useEffect(() => reset({ areas: base.areas }), [base, reset]);
  if (!dirty && !saving && current.areasVersion !== base.areasVersion) {
    setBase(current);
    setConflict(false);
    setFormError(null);
  }

  const onSubmit = submit(async ({ areas }) => {
    setConflict(false);
    try {
      setBase(await update.mutateAsync({ expectedVersion: base.areasVersion, areas }));
    } catch (failure) {
      if (isConflict(failure)) {
        setConflict(true);
        throw new Error(CONFLICT_MESSAGE);
      }
      throw failure;
    }
    toast.show({ severity: 'success', summary: 'Áreas de atuação salvas.' });
  });

  async function loadCurrent(): Promise<void> {
    try {
      setBase(await fetchTeam());
      setConflict(false);
      setFormError(null);
    } catch (failure) {
      setFormError(messageOf(failure));
    }
  }

  function discard(): void {
    reset({ areas: base.areas });
    setFormError(null);
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-6">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        A equipe marca suas áreas a partir desta lista. Renomear ou remover uma área não muda quem já a tem marcada: confira na aba Equipe.
      </p>
      <AreaRows control={control} register={register} />
      <WholeListActions dirty={dirty} saving={saving} label="Salvar áreas de atuação" onDiscard={discard} />
    </form>
  );
}

type Direction = -1 | 1;

function AreaRows({ control, register }: { control: Control<AreasValues>; register: UseFormRegister<AreasValues> }) {
  const rows = useFieldArray({ control, name: 'areas' });
  const { errors, isSubmitted } = useFormState({ control, name: 'areas' });
  const listNode = errors.areas as { message?: unknown; type?: unknown; root?: { message?: unknown } } | undefined;
  const listMessage =
    typeof listNode?.message === 'string' ? listNode.message : typeof listNode?.root?.message === 'string' ? listNode.root.message : undefined;
  const shownMessage = listMessage && (isSubmitted || listNode?.type === 'server') ? listMessage : undefined;
  // After a move the focus stays on the moved area's button (or its other one, at an end of the list).
  const moved = useRef<{ id: string; direction: Direction } | null>(null);
  useEffect(() => {
    const target = moved.current;
    if (!target) return;
    moved.current = null;
    const button = (d: Direction) => document.querySelector<HTMLButtonElement>(`[data-move="${target.id}:${d}"]`);
    const same = button(target.direction);
    (same && !same.disabled ? same : button(target.direction === -1 ? 1 : -1))?.focus();
  });

  return (
    <section aria-label="Áreas de atuação do escritório" className="flex min-w-0 flex-col gap-4">
      {rows.fields.length === 0 ? (
        <EmptyState icon="scale" title="Nenhuma área de atuação cadastrada.">
          Use “Adicionar área” para incluir a primeira.
        </EmptyState>
      ) : (
        <ol className="flex flex-col gap-4">
          {rows.fields.map((field, index) => (
            <AreaRow
              key={field.id}
              control={control}
              register={register}
              index={index}
              moveKey={field.id}
              count={rows.fields.length}
              onMove={(direction) => {
                moved.current = { id: field.id, direction };
                rows.move(index, index + direction);
              }}
              onRemove={() => rows.remove(index)}
            />
          ))}
        </ol>
      )}
      {shownMessage && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {shownMessage}
        </p>
      )}
      {rows.fields.length < MAX_PRACTICE_AREAS && (
        <Button variant="secondary" icon="plus" className="self-start" onClick={() => rows.append({ name: '', description: '' }, { shouldFocus: true })}>
          Adicionar área
        </Button>
      )}
    </section>
  );
}

function AreaRow({
  control,
  register,
  index,
  moveKey,
  count,
  onMove,
  onRemove,
}: {
  control: Control<AreasValues>;
  register: UseFormRegister<AreasValues>;
  index: number;
  moveKey: string;
  count: number;
  onMove: (direction: Direction) => void;
  onRemove: () => void;
}) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- undefined until the field registers
  const name = (useWatch({ control, name: `areas.${index}.name` }) ?? '').trim();
  const label = name || `área ${index + 1}`;
  const headingId = `area-${moveKey}`;
  const bound = { control, register };
  const move = (direction: Direction) => {
    const text = direction < 0 ? 'Mover para cima' : 'Mover para baixo';
    return (
      <button
        type="button"
        data-move={`${moveKey}:${direction}`}
        className={`${buttonClass('ghost')} px-2.5`}
        aria-label={`${text}: ${label}`}
        title={text}
        disabled={direction < 0 ? index === 0 : index === count - 1}
        onClick={() => onMove(direction)}
      >
        <Icon name="chevronDown" className={`size-4 ${direction < 0 ? 'rotate-180' : ''}`} />
      </button>
    );
  };
  return (
    <li className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <fieldset aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="min-w-0 truncate font-semibold text-slate-800 dark:text-slate-100">
            <span className="tabular-nums text-slate-500 dark:text-slate-400">{index + 1}.</span> {name || 'Nova área'}
          </h2>
          <div className="flex shrink-0 gap-1">
            {move(-1)}
            {move(1)}
            <Button variant="ghost" icon="trash" className="px-2.5" onClick={onRemove} aria-label={`Remover ${label}`} title="Remover área" />
          </div>
        </div>
        {/* Wide screens: the name beside its description. */}
        <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <TextField {...bound} name={`areas.${index}.name`} label="Nome" autoComplete="off" />
          <TextareaField
            {...bound}
            name={`areas.${index}.description`}
            label="Descrição"
            rows={3}
            hint="Opcional. Aparece no site sob o nome da área (até 600 caracteres)."
          />
        </div>
      </fieldset>
    </li>
  );
}
