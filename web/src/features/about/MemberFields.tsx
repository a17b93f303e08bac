import { useQuery } from '@tanstack/react-query';
import { useController, useFieldArray, useFormContext, useFormState, useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  formatOab,
  MAX_OAB_PER_MEMBER,
  OAB_KIND_LABELS,
  OAB_KINDS,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  UF_ORDER,
  type Listed,
  type OabKind,
  type TeamMemberRecord,
  type TeamRole,
  type teamMemberValues,
} from '@office/domain';
import type { z } from '@office/domain/schema';
import { aboutQueries } from '../../api/about';
import { directoryQueries, useDirectory } from '../../api/directory';
import { fieldId, SelectField, TextField, useFieldError } from '../../components/form/fields';
import type { SelectOption } from '../../components/form/Select';
import { Button, controlClass, Field } from '../../components/ui/primitives';

type Member = Listed<TeamMemberRecord>;
export type MemberValues = z.input<typeof teamMemberValues>;

/** The limit of the presentation (teamMemberValues.bio). */
const BIO_MAX = 1500;

const ROLE_OPTIONS: SelectOption[] = TEAM_ROLES.map((r): SelectOption => [r, TEAM_ROLE_LABELS[r]]);
const KIND_OPTIONS: SelectOption[] = OAB_KINDS.map((k): SelectOption => [k, OAB_KIND_LABELS[k]]);
const UF_OPTIONS: SelectOption[] = [['', '—'], ...UF_ORDER.map((uf): SelectOption => [uf, uf])];

/** What a remove button names: "inscrição OAB/SP nº 123.456" once a state and number were typed. */
export function inscriptionLabel(row: { uf?: unknown; number?: unknown } | undefined, index: number): string {
  const uf = typeof row?.uf === 'string' ? row.uf : '';
  const digits = (typeof row?.number === 'string' ? row.number : '').replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return uf && digits ? `inscrição ${formatOab({ uf: uf as (typeof UF_ORDER)[number], number: digits, kind: 'advogado' })}` : `inscrição ${index + 1}`;
}

/**
 * The message of a list as a whole ("Informe a inscrição principal…"): the schema's lands on the list's `root`
 * when it has rows, a server refusal (`member.oab`) on the list itself. The schema's shows once the form was submitted.
 */
function useListMessage<T extends FieldValues>(control: Control<T>, name: FieldPath<T>): string | undefined {
  const { errors, isSubmitted } = useFormState({ control, name });
  const node = errors[name] as { message?: unknown; type?: unknown; root?: { message?: unknown; type?: unknown } } | undefined;
  const own = typeof node?.message === 'string' ? node : node?.root;
  if (typeof own?.message !== 'string') return undefined;
  return own.type === 'server' || isSubmitted ? own.message : undefined;
}

/**
 * Nome, Cargo, Função and the account the person signs in with. Accounts already linked to someone else are not
 * offered (the server refuses them); a linked account that is no longer active stays, so saving does not unlink it unasked.
 */
export function IdentityFields({ existing }: { existing?: Member }) {
  const { control, register } = useFormContext<MemberValues>();
  const bound = { control, register };
  const team = useQuery(aboutQueries.team());
  const directory = useDirectory();
  const directoryLoaded = useQuery(directoryQueries.list()).isSuccess;
  const taken = new Set((team.data?.members ?? []).filter((m) => m.id !== existing?.id).map((m) => m.staffId));
  const linked = existing?.staffId ?? null;
  const accountOptions: SelectOption[] = [
    ['', 'Nenhuma'],
    ...directory.entries.filter((e) => !taken.has(e.uid)).map((e): SelectOption => [e.uid, directory.labelOf(e.uid)]),
    ...(linked && (!directoryLoaded || !directory.entries.some((e) => e.uid === linked))
      ? [[linked, directoryLoaded ? 'Conta desativada' : 'Carregando…'] as const]
      : []),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField {...bound} name="name" label="Nome" autoComplete="off" />
      <SelectField {...bound} name="role" label="Cargo" options={ROLE_OPTIONS} />
      <TextField {...bound} name="title" label="Função" hint="Opcional. Ex.: Sócia fundadora, Coordenador do contencioso cível." />
      <SelectField
        {...bound}
        name="staffId"
        label="Conta de acesso"
        options={accountOptions}
        emptyAsNull
        hint="Opcional. A conta com que a pessoa entra no sistema; o acompanhamento do DJEN usa as inscrições daqui."
      />
    </div>
  );
}

/** The inscriptions in the OAB: one row per state and number, with its kind. */
export function InscriptionsField() {
  const { control } = useFormContext<MemberValues>();
  const rows = useFieldArray({ control, name: 'oab' });
  const role: TeamRole = useWatch({ control, name: 'role' });
  const values = useWatch({ control, name: 'oab' });
  const message = useListMessage(control, 'oab');
  const legendId = 'f-oab-legend';
  const hintId = 'f-oab-hint';

  /** A new row's kind: an intern's is estagiário; a lawyer's first is the principal one, the next ones suplementares. */
  function nextKind(): OabKind {
    if (role === 'estagiario') return 'estagiario';
    return values.some((i) => i.kind === 'advogado') ? 'suplementar' : 'advogado';
  }

  return (
    <fieldset aria-describedby={message ? fieldId('oab-error') : hintId} className="flex min-w-0 flex-col gap-3">
      <legend id={legendId} className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        Inscrições na OAB
      </legend>
      <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
        A principal (tipo advogado) e as suplementares em outros estados; estagiário(a) tem inscrição de estagiário.
      </p>
      {rows.fields.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma inscrição informada.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-labelledby={legendId}>
          {rows.fields.map((field, index) => (
            <li key={field.id} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
              <InscriptionRow index={index} onRemove={() => rows.remove(index)} />
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p id={fieldId('oab-error')} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {message}
        </p>
      )}
      {rows.fields.length < MAX_OAB_PER_MEMBER && (
        <Button
          variant="ghost"
          icon="plus"
          className="self-start px-2"
          // The state is chosen on purpose: a second inscription is in another state.
          onClick={() => rows.append({ uf: '', number: '', kind: nextKind() }, { shouldFocus: true })}
        >
          Adicionar inscrição
        </Button>
      )}
    </fieldset>
  );
}

function InscriptionRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control, register } = useFormContext<MemberValues>();
  const row = useWatch({ control, name: `oab.${index}` });
  const bound = { control, register };
  return (
    // Phones: state and number on one line with the remove button, the kind under them; wider: one line.
    <fieldset className="min-w-0">
      <legend className="sr-only">{`Inscrição ${index + 1}`}</legend>
      <div className="grid grid-cols-[5.5rem_minmax(0,1fr)_auto] items-start gap-x-2 gap-y-3 sm:grid-cols-[5.5rem_minmax(0,1fr)_11rem_auto]">
        <div className="col-start-1 row-start-1 grid">
          <SelectField {...bound} name={`oab.${index}.uf`} label="UF" options={UF_OPTIONS} />
        </div>
        <div className="col-start-2 row-start-1 grid">
          <TextField {...bound} name={`oab.${index}.number`} label="Número" inputMode="numeric" autoComplete="off" hint="Só os dígitos, como 123.456" />
        </div>
        <div className="col-span-2 col-start-1 row-start-2 grid sm:col-span-1 sm:col-start-3 sm:row-start-1">
          <SelectField {...bound} name={`oab.${index}.kind`} label="Tipo" options={KIND_OPTIONS} />
        </div>
        <Button
          variant="ghost"
          icon="trash"
          className="col-start-3 row-start-1 mt-6 px-3 sm:col-start-4"
          onClick={onRemove}
          aria-label={`Remover ${inscriptionLabel(row, index)}`}
          title="Remover inscrição"
        />
      </div>
    </fieldset>
  );
}

/** The person's areas, picked from the office's (and any they still have that the office no longer lists). */
export function AreasField({ officeAreas }: { officeAreas: readonly string[] }) {
  const { control } = useFormContext<MemberValues>();
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ control, name: 'areas' });
  const error = useFieldError(control, 'areas');
  const chosen = value;
  const extras = chosen.filter((a) => !officeAreas.includes(a));
  const all = [...officeAreas, ...extras];
  // Kept in the office's order, whatever the order they were ticked in.
  const toggle = (area: string, on: boolean) => onChange(on ? all.filter((a) => a === area || chosen.includes(a)) : chosen.filter((a) => a !== area));
  const errorId = fieldId('areas-error');
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Áreas de atuação</legend>
      {all.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">O escritório ainda não tem áreas de atuação cadastradas (aba Áreas de atuação).</p>
      ) : (
        <ul className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {all.map((area, i) => (
            <li key={area}>
              <label className="flex items-start gap-2 py-1 text-sm">
                <input
                  ref={i === 0 ? ref : undefined}
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  checked={chosen.includes(area)}
                  onChange={(e) => toggle(area, e.target.checked)}
                  onBlur={onBlur}
                />
                <span>
                  {area}
                  {extras.includes(area) && (
                    <>
                      {' '}
                      <span className="text-xs text-slate-500 dark:text-slate-400">(fora da lista do escritório)</span>
                    </>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The presentation, with how much of its limit is used. */
export function BioField() {
  const { control, register } = useFormContext<MemberValues>();
  const id = fieldId('bio');
  const error = useFieldError(control, 'bio');
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- undefined until the field registers
  const length = (useWatch({ control, name: 'bio' }) ?? '').length;
  const over = length > BIO_MAX;
  return (
    <Field label="Apresentação" htmlFor={id} error={error}>
      <textarea
        {...register('bio')}
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className={controlClass(Boolean(error))}
      />
      <p id={`${id}-count`} className={`text-right text-xs tabular-nums ${over ? 'text-red-700 dark:text-red-300' : 'text-slate-500 dark:text-slate-400'}`}>
        {length.toLocaleString('pt-BR')} de {BIO_MAX.toLocaleString('pt-BR')} caracteres
      </p>
    </Field>
  );
}
