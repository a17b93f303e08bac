import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CLOSURE_KIND_HINTS,
  CLOSURE_KIND_LABELS,
  CLOSURE_KINDS,
  CLOSURE_LEVEL_LABELS,
  CLOSURE_LEVELS,
  closureInput,
  type ClosureInput,
  type ClosureSaved,
  type Listed,
  type OfficeClosureRecord,
} from '@office/domain';
import { useQueryClient } from '@tanstack/react-query';
import { courtCalendarQueries, useCreateClosure, useUpdateClosure } from '../../api/court-calendar';
import { DateField } from '../../components/form/DateInput';
import { SelectField, TextField } from '../../components/form/fields';
import { SaveProblem } from '../../components/form/SaveProblem';
import type { SelectOption, SelectOptions } from '../../components/form/Select';
import { COURT_GROUPS } from '../../lib/court-options';
import { useRecordForm } from '../../components/form/use-record-form';
import { FormActions } from '../../components/form/FormActions';

const KIND_OPTIONS: SelectOption[] = CLOSURE_KINDS.map((k) => [k, CLOSURE_KIND_LABELS[k]]);
const LEVEL_OPTIONS: SelectOption[] = CLOSURE_LEVELS.map((l) => [l, CLOSURE_LEVEL_LABELS[l]]);
const COURT_OPTIONS: SelectOptions = [['', 'Escolha o tribunal'], ...COURT_GROUPS];

const EMPTY: ClosureInput = { from: '', to: '', kind: 'indisponibilidade', name: '', act: '', source: '', level: 'tribunal', tribunal: '', comarca: '' };

const toValues = (c: Listed<OfficeClosureRecord>): ClosureInput => ({
  from: c.from,
  to: c.to,
  kind: c.kind,
  name: c.name,
  act: c.act,
  source: c.source ?? '',
  level: c.level,
  tribunal: c.tribunal ?? '',
  comarca: c.comarca ?? '',
});

/** The saved closure and what it did to open prazos, for the page's message. */
export type ClosureFormResult = ClosureSaved & { closure: Listed<OfficeClosureRecord> };

/** Create or edit one closure of the office's court calendar; a stale edit offers to load the current one. */
export function ClosureForm({
  existing,
  onSaved,
  onCancel,
}: {
  existing?: Listed<OfficeClosureRecord>;
  onSaved: (r: ClosureFormResult) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const create = useCreateClosure();
  const update = useUpdateClosure();
  // The answer's counts of flagged prazos, kept for onSaved (the form itself deals in the closure).
  const result = useRef<ClosureSaved | null>(null);
  const keep = (saved: ClosureSaved): Listed<OfficeClosureRecord> => {
    result.current = saved;
    if (!saved.closure) throw new Error('O fechamento foi excluído enquanto era salvo.');
    return saved.closure;
  };
  const { form, onSubmit, saving, formError, conflict, loadCurrent } = useRecordForm({
    schema: closureInput,
    existing,
    empty: EMPTY,
    toValues,
    create: async (closure) => keep(await create.mutateAsync({ closure })),
    update: async (target, closure) => keep(await update.mutateAsync({ ...target, closure })),
    fetchCurrent: async (id) => {
      const all = await client.query({ ...courtCalendarQueries.closures(), staleTime: 0 });
      const current = all.find((c) => c.id === id);
      if (!current) throw new Error('Este fechamento foi excluído por outra pessoa.');
      return current;
    },
    onSaved: (closure) => onSaved({ flagged: 0, cleared: 0, ...result.current, closure }),
  });
  const bound = { control: form.control, register: form.register };
  const [kind, level] = useWatch({ control: form.control, name: ['kind', 'level'] });
  // A wider scope drops the narrower fields, so what is saved is what the form shows.
  useEffect(() => {
    if (level === 'nacional') form.setValue('tribunal', '');
    if (level !== 'comarca') form.setValue('comarca', '');
  }, [level, form]);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField {...bound} name="from" label="Primeiro dia" />
        <DateField {...bound} name="to" label="Último dia" hint="O mesmo dia, se for um só." />
      </div>
      <SelectField {...bound} name="kind" label="Tipo" options={KIND_OPTIONS} hint={CLOSURE_KIND_HINTS[kind]} />
      <TextField {...bound} name="name" label="Descrição" placeholder="Ex.: Indisponibilidade do PJe" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bound} name="act" label="Ato ou fonte" placeholder="Ex.: Comunicado da Presidência nº 12/2026" />
        <TextField {...bound} name="source" label="Endereço do ato (opcional)" type="url" placeholder="https://" />
      </div>
      <SelectField {...bound} name="level" label="Abrangência" options={LEVEL_OPTIONS} />
      {level !== 'nacional' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField {...bound} name="tribunal" label="Tribunal" options={COURT_OPTIONS} />
          {level === 'comarca' && <TextField {...bound} name="comarca" label="Comarca ou seção judiciária" placeholder="Ex.: Campinas" />}
        </div>
      )}
      <FormActions saving={saving} label={existing ? 'Salvar alterações' : 'Incluir fechamento'} onCancel={onCancel} />
    </form>
  );
}
