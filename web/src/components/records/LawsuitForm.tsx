import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  CONFIDENTIAL_LABEL,
  HIDDEN_LAWSUIT_LABEL,
  describeCnj,
  INSTANCES,
  LAWSUIT_STATUSES,
  lawsuitInput,
  type LawsuitInput,
  type LawsuitRecord,
  type Listed,
} from '@office/domain';
import { formatBRL, parseBRL } from '@office/domain/money';
import { useDirectory } from '../../api/directory';
import { lawsuitQueries, useCreateLawsuit, useUpdateLawsuit } from '../../api/lawsuits';
import { DateField } from '../form/DateInput';
import { fieldId, SelectField, TextField, useFieldError } from '../form/fields';
import { SaveProblem } from '../form/SaveProblem';
import { sameLabel, type SelectOption } from '../form/Select';
import { useRecordForm } from '../form/use-record-form';
import { Field, TextInput } from '../ui/primitives';
import { FormActions } from '../form/FormActions';
import { ConflictWarning, useConflictCheck } from './ConflictWarning';
import { lawsuitConflictParams, LawsuitClientsFields, OpposingPartiesFields, type ClientNames } from './LawsuitPartiesFields';
import { formatCpfCnpj } from '@office/domain/documents';
import { recordPath } from '@office/domain/addresses';

/** The lawsuit a refused number belongs to, as the server names it to who may see it. */
function holderOf(details: Record<string, unknown>): { id: string; label: string } | null {
  const holder = details.holder as { id?: unknown; label?: unknown } | undefined;
  return typeof holder?.id === 'string' && typeof holder.label === 'string' ? { id: holder.id, label: holder.label } : null;
}

const INSTANCE_OPTIONS = sameLabel(INSTANCES);
const STATUS_OPTIONS = sameLabel(LAWSUIT_STATUSES);

export const EMPTY_LAWSUIT: LawsuitInput = {
  cnj: '',
  internalRef: '',
  className: '',
  subject: '',
  court: '',
  comarca: '',
  instance: '1º grau',
  filedOn: null,
  claimValue: null,
  clients: [{ clientId: '', role: 'autor' }],
  opposingParties: [],
  responsibleLawyerIds: [],
  status: 'ativo',
  outcome: '',
  practiceArea: null,
  confidential: false,
};

export function toLawsuitInput(l: LawsuitRecord): LawsuitInput {
  return {
    cnj: l.cnj ?? '',
    internalRef: l.internalRef ?? '',
    className: l.className,
    subject: l.subject,
    court: l.court,
    comarca: l.comarca,
    instance: l.instance,
    filedOn: l.filedOn,
    claimValue: l.claimValue,
    clients: l.clients.map(({ clientId, role }) => ({ clientId, role })),
    // As stored; the document with its mask, as it is typed.
    opposingParties: l.opposingParties.map((p) => ({
      name: p.name,
      document: p.document ? formatCpfCnpj(p.document) : '',
      role: p.role,
      lawyers: p.lawyers.map((a) => ({ name: a.name, oab: a.oab ?? '' })),
    })),
    responsibleLawyerIds: l.responsibleLawyerIds,
    status: l.status,
    outcome: l.outcome ?? '',
    // Absent on lawsuits saved before the field existed.
    practiceArea: l.practiceArea ?? null,
    confidential: l.confidential,
  };
}

/** Create or edit a lawsuit; the CNJ number is checked (and its tribunal named) as it is typed. */
export function LawsuitForm({
  existing,
  preset,
  presetClientName,
  onSaved,
  onCancel,
}: {
  existing?: Listed<LawsuitRecord>;
  /** A new lawsuit's first values (an intimação brings its number, juízo and class; a client page, `clients`). */
  preset?: Partial<LawsuitInput>;
  /** The name of the preset's first client, for its picker to show. */
  presetClientName?: string;
  onSaved: (l: Listed<LawsuitRecord>) => void;
  onCancel: () => void;
}) {
  const directory = useDirectory();
  const areas = useQuery(lawsuitQueries.practiceAreas());
  // Sobre's areas; one removed there since stays offered on the lawsuit that has it.
  const kept = existing?.practiceArea;
  const areaOptions: SelectOption[] = [
    ['', '—'],
    ...sameLabel(areas.data ?? []),
    ...(kept && !(areas.data ?? []).includes(kept) ? [[kept, `${kept} (não consta mais em Sobre)`] as const] : []),
  ];
  const create = useCreateLawsuit();
  const update = useUpdateLawsuit();
  const queryClient = useQueryClient();
  // The amount as typed ("12.345,67"); the form holds centavos.
  const [money, setMoney] = useState(existing?.claimValue != null ? formatBRL(existing.claimValue) : '');
  const { form, base, onSubmit, saving, formError, conflict, refusal, loadCurrent } = useRecordForm({
    schema: lawsuitInput,
    existing,
    empty: { ...EMPTY_LAWSUIT, ...preset },
    toValues: toLawsuitInput,
    create: (lawsuit) => create.mutateAsync({ lawsuit }),
    update: (target, lawsuit) => update.mutateAsync({ ...target, lawsuit }),
    // After a conflict the cache is as stale as the form: read the server's copy.
    fetchCurrent: async (id) => {
      const current = await queryClient.query({ ...lawsuitQueries.detail(id), staleTime: 0 });
      setMoney(current.claimValue != null ? formatBRL(current.claimValue) : '');
      return current;
    },
    onSaved,
  });
  const { control, register, setValue } = form;
  const bound = { control, register };
  const cnj = useWatch({ control, name: 'cnj' });
  const cnjInfo = cnj ? describeCnj(cnj) : null;
  const cnjField = register('cnj', {
    // Leaving the field writes the number in the standard form.
    onBlur: () => {
      if (cnjInfo?.formatted) setValue('cnj', cnjInfo.formatted, { shouldValidate: true });
    },
  });
  const cnjError = useFieldError(control, 'cnj');
  // The lawsuit that already has the number, when the caller may see it (the server names no other).
  const holder = refusal?.id === 'already-exists' ? holderOf(refusal.details) : null;
  const claimError = useFieldError(control, 'claimValue');
  // The clients' names, for their pickers and the conflict check: stored, preset, or chosen here.
  const [chosen, setChosen] = useState<ClientNames>({});
  const presetId = preset?.clients?.[0]?.clientId;
  const names: ClientNames = {
    ...Object.fromEntries((base?.clients ?? []).map((c) => [c.clientId, c.name])),
    ...(presetId && presetClientName ? { [presetId]: presetClientName } : {}),
    ...chosen,
  };
  const [clients, opposing] = useWatch({ control, name: ['clients', 'opposingParties'] });
  const conflicts = useConflictCheck(lawsuitConflictParams(clients, names, opposing, base?.id));
  const lawyers = useController({ control, name: 'responsibleLawyerIds' });
  const lawyersError = useFieldError(control, 'responsibleLawyerIds');
  const confidentialError = useFieldError(control, 'confidential');

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Número CNJ"
          htmlFor={fieldId('cnj')}
          error={cnjError}
          hint={
            cnjInfo?.valid
              ? `${cnjInfo.tribunal ?? 'Tribunal não identificado'} · ${cnjInfo.segment ?? ''}`
              : 'NNNNNNN-DD.AAAA.J.TR.OOOO, com ou sem pontuação.'
          }
        >
          <TextInput {...cnjField} id={fieldId('cnj')} invalid={Boolean(cnjError)} />
        </Field>
        {holder && (
          <p className="text-sm sm:col-span-2">
            {/* In a new tab: what was typed here stays. */}
            <Link to={recordPath('lawsuits', holder.id)} target="_blank" rel="noopener" className="text-brand-700 underline dark:text-brand-300">
              Abrir o processo cadastrado: {holder.label} (nova aba)
            </Link>
          </p>
        )}
        <TextField {...bound} name="internalRef" label="Referência interna" hint="Obrigatória quando não há número CNJ." />
        <TextField {...bound} name="className" label="Classe" />
        <TextField {...bound} name="subject" label="Assunto" />
        <TextField {...bound} name="court" label="Juízo / vara" />
        <TextField {...bound} name="comarca" label="Comarca" />
        <SelectField {...bound} name="instance" label="Instância" options={INSTANCE_OPTIONS} />
        <DateField {...bound} name="filedOn" label="Distribuição" />
        <Field
          label="Valor da causa"
          htmlFor="f-claim"
          hint="Deixe em branco se a inicial não atribuir valor."
          error={claimError ?? (money.trim() && parseBRL(money) === null ? 'Valor inválido, ex.: R$ 1.234,56' : undefined)}
        >
          <TextInput
            id="f-claim"
            inputMode="decimal"
            value={money}
            invalid={Boolean(claimError)}
            onChange={(e) => {
              setMoney(e.target.value);
              // Empty is "not stated"; text that is no amount is NaN, which the schema refuses with its message.
              const text = e.target.value.trim();
              setValue('claimValue', text ? (parseBRL(text) ?? Number.NaN) : null, { shouldDirty: true });
            }}
            onBlur={() => {
              const centavos = parseBRL(money);
              if (centavos !== null) setMoney(formatBRL(centavos));
            }}
          />
        </Field>
        <SelectField {...bound} name="status" label="Situação" id="f-lstatus" options={STATUS_OPTIONS} />
        <SelectField
          {...bound}
          name="practiceArea"
          label="Área de atuação"
          emptyAsNull
          options={areaOptions}
          hint={areas.data && areas.data.length === 0 ? 'Nenhuma área cadastrada: um administrador as cadastra em Sobre.' : undefined}
        />
      </div>
      <LawsuitClientsFields {...bound} names={names} onNamed={(id, name) => setChosen((known) => ({ ...known, [id]: name }))} />
      <OpposingPartiesFields {...bound} />
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Advogados responsáveis</legend>
        <div className="flex flex-wrap gap-4">
          {directory.lawyers(lawyers.field.value).map((e) => (
            <label key={e.uid} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={lawyers.field.value.includes(e.uid)}
                onChange={(ev) => lawyers.field.onChange(ev.target.checked ? [...lawyers.field.value, e.uid] : lawyers.field.value.filter((u) => u !== e.uid))}
                onBlur={lawyers.field.onBlur}
              />
              {directory.labelOf(e.uid)}
            </label>
          ))}
        </div>
        {lawyersError && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{lawyersError}</p>}
      </fieldset>
      <div>
        <label htmlFor={fieldId('confidential')} className="flex items-center gap-2 text-sm font-medium">
          <input
            id={fieldId('confidential')}
            type="checkbox"
            className="size-4"
            aria-describedby={`${fieldId('confidential')}-hint`}
            {...register('confidential')}
          />
          {CONFIDENTIAL_LABEL}
        </label>
        <p id={`${fieldId('confidential')}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Só os advogados responsáveis e os administradores abrem o processo; nas outras telas ele aparece como “{HIDDEN_LAWSUIT_LABEL}” (CPC, art. 189).
        </p>
        {confidentialError && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{confidentialError}</p>}
      </div>
      <TextField {...bound} name="outcome" label="Resultado" hint="Para processos encerrados: procedente, acordo…" />
      <ConflictWarning {...conflicts} note="Confira antes de salvar: é um aviso, não impede salvar." />
      <FormActions saving={saving} label={base ? 'Salvar alterações' : 'Cadastrar processo'} onCancel={onCancel} />
    </form>
  );
}
