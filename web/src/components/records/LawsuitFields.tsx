import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CONFIDENTIAL_LABEL, HIDDEN_LAWSUIT_LABEL, describeCnj, INSTANCES, LAWSUIT_STATUSES, type LawsuitInput } from '@office/domain';
import { recordPath } from '@office/domain/addresses';
import { formatBRL, parseBRL } from '@office/domain/money';
import { useDirectory } from '../../api/directory';
import { lawsuitQueries } from '../../api/lawsuits';
import { DateField } from '../form/DateInput';
import { fieldId, SelectField, TextField, useFieldError } from '../form/fields';
import { PeopleChecklist } from '../form/PeopleChecklist';
import { sameLabel, type SelectOption } from '../form/Select';
import { Field, TextInput } from '../ui/primitives';

const INSTANCE_OPTIONS = sameLabel(INSTANCES);
const STATUS_OPTIONS = sameLabel(LAWSUIT_STATUSES);

/** The amount as typed ("12.345,67") and its setter: the form holds centavos. */
export type ClaimText = [string, (text: string) => void];

/**
 * The case: CNJ number (written in the standard form on leaving it; with the lawsuit that already has it after a
 * refusal), references, court, instance, dates, claim value, status and area of practice.
 */
export function LawsuitCaseFields({
  keptArea,
  holder,
  claim: [money, setMoney],
}: {
  /** The stored area: one removed from Sobre since stays offered on the lawsuit that has it. */
  keptArea: string | null | undefined;
  holder: { id: string; label: string } | null;
  claim: ClaimText;
}) {
  const { control, register, setValue } = useFormContext<LawsuitInput>();
  const bound = { control, register };
  const areas = useQuery(lawsuitQueries.practiceAreas());
  const areaOptions: SelectOption[] = [
    ['', '—'],
    ...sameLabel(areas.data ?? []),
    ...(keptArea && !(areas.data ?? []).includes(keptArea) ? [[keptArea, `${keptArea} (não consta mais em Sobre)`] as const] : []),
  ];
  const cnj = useWatch({ control, name: 'cnj' });
  const cnjInfo = cnj ? describeCnj(cnj) : null;
  const cnjField = register('cnj', {
    // Leaving the field writes the number in the standard form.
    onBlur: () => {
      if (cnjInfo?.formatted) setValue('cnj', cnjInfo.formatted, { shouldValidate: true });
    },
  });
  const cnjError = useFieldError(control, 'cnj');
  const claimError = useFieldError(control, 'claimValue');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Número CNJ"
        htmlFor={fieldId('cnj')}
        error={cnjError}
        hint={
          cnjInfo?.valid ? `${cnjInfo.tribunal ?? 'Tribunal não identificado'} · ${cnjInfo.segment ?? ''}` : 'NNNNNNN-DD.AAAA.J.TR.OOOO, com ou sem pontuação.'
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
  );
}

/** Advogados responsáveis and whether the lawsuit is confidential. */
export function LawsuitTeamFields() {
  const { control, register } = useFormContext<LawsuitInput>();
  const directory = useDirectory();
  const lawyers = useWatch({ control, name: 'responsibleLawyerIds' });
  const confidentialError = useFieldError(control, 'confidential');
  return (
    <>
      <PeopleChecklist
        control={control}
        name="responsibleLawyerIds"
        legend="Advogados responsáveis"
        people={directory.lawyers(lawyers)}
        labelOf={directory.labelOf}
      />
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
    </>
  );
}
