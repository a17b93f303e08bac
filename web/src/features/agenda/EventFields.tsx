import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import {
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  internalDateBefore,
  courtCalendarOrNational,
  offDayAt,
  isCalendarDate,
  REMINDER_LABELS,
  REMINDER_OPTIONS,
  type EventInput,
  type EventRecord,
} from '@office/domain';
import { can } from '@office/domain/policy';
import { lawsuitQueries } from '../../api/lawsuits';
import { useDirectory } from '../../api/directory';
import { DateField, TimeField } from '../../components/form/DateInput';
import { fieldId, SelectField, TextField, useFieldError } from '../../components/form/fields';
import { LinkPickers } from '../../components/form/LinkPickers';
import { PeopleChecklist } from '../../components/form/PeopleChecklist';
import { Select, type SelectOption } from '../../components/form/Select';
import { useSession } from '../../lib/session-context';

const KIND_OPTIONS: SelectOption[] = EVENT_KINDS.map((k) => [k, EVENT_KIND_LABELS[k]]);
/** Where a reminder goes: people took the field for one that does nothing. */
const REMINDER_HINT = 'O lembrete chega no sino de notificações de cada participante e por e-mail, conforme as preferências de cada um.';
const REMINDER_CHOICES: SelectOption[] = [['', 'Sem lembrete'], ...REMINDER_OPTIONS.map((m): SelectOption => [String(m), REMINDER_LABELS[m]])];

/**
 * Tipo, Título and when: a day, or its hours; a prazo is a whole day (its fatal date) with an internal date
 * before it, on a working day of the linked lawsuit's court.
 */
export function WhenFields() {
  const { me } = useSession();
  const { control, register, setValue, getValues } = useFormContext<EventInput>();
  const bound = { control, register };
  const [kind, allDay, prazo, lawsuitId] = useWatch({ control, name: ['kind', 'allDay', 'prazo', 'lawsuitId'] });
  const canLawsuits = can(me?.scopes, 'lawsuits', 'read');
  const linkedLawsuit = useQuery({ ...lawsuitQueries.detail(lawsuitId ?? ''), enabled: canLawsuits && Boolean(lawsuitId) }).data;
  const calculation = prazo?.calculation ?? null;
  // The suggested internal date falls on a working day of the lawsuit's court, else of the court the prazo was
  // calculated for (national days when neither is known).
  const offDay = offDayAt(
    courtCalendarOrNational(
      linkedLawsuit
        ? { tribunal: linkedLawsuit.tribunal, comarca: linkedLawsuit.comarca }
        : { tribunal: calculation?.tribunal ?? null, comarca: calculation?.comarca ?? null },
    ),
  );
  const kindField = register('kind', {
    onChange: () => {
      const isPrazo = getValues('kind') === 'prazo';
      if (isPrazo && !getValues('prazo')) {
        const date = getValues('date');
        setValue('allDay', true);
        setValue('startTime', null);
        setValue('endTime', null);
        // A date still being typed has no day before it: the internal date waits for it.
        setValue('prazo', { internalDate: isCalendarDate(date) ? internalDateBefore(date, undefined, offDay) : '', legalBasis: '', calculation: null });
      } else if (!isPrazo && getValues('prazo')) {
        setValue('prazo', null);
        if (!calculation) setValue('allDay', false);
        setValue('startTime', '09:00');
        setValue('endTime', '10:00');
      }
    },
  });
  const allDayField = register('allDay', {
    onChange: () => {
      const on = getValues('allDay');
      setValue('startTime', on ? null : '09:00');
      setValue('endTime', on ? null : '10:00');
    },
  });
  // The fatal date the internal date was last measured against: a complete date typed before this one.
  const lastDate = useRef(getValues('date'));
  /**
   * The internal date follows a prazo's fatal date, earlier and later, while it is still the suggestion for the
   * fatal date before (the person has not set it), is empty, or would fall after the new fatal date.
   */
  function followDate(date: string) {
    if (!isCalendarDate(date)) return;
    const before = lastDate.current;
    lastDate.current = date;
    const p = getValues('prazo');
    const suggested = isCalendarDate(before) ? internalDateBefore(before, undefined, offDay) : null;
    if (p && (!p.internalDate || p.internalDate > date || p.internalDate === suggested)) {
      setValue('prazo.internalDate', internalDateBefore(date, undefined, offDay));
    }
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select {...kindField} id={fieldId('kind')} label="Tipo" options={KIND_OPTIONS} />
      <TextField {...bound} name="title" label="Título" placeholder={kind === 'prazo' ? 'Prazo: contestação' : 'Audiência de conciliação'} />
      <DateField
        {...bound}
        name="date"
        label={kind === 'prazo' ? 'Prazo fatal' : 'Data'}
        hint={kind === 'prazo' ? 'O último dia para cumprir o prazo.' : undefined}
        onValueChange={followDate}
      />
      {kind !== 'prazo' && (
        <label htmlFor={fieldId('allDay')} className="flex items-center gap-2 self-end pb-2 text-sm">
          <input id={fieldId('allDay')} type="checkbox" className="size-4" {...allDayField} />
          Dia inteiro
        </label>
      )}
      {!allDay && kind !== 'prazo' && (
        <>
          <TimeField {...bound} name="startTime" label="Início" />
          <TimeField {...bound} name="endTime" label="Término" />
        </>
      )}
      {prazo && (
        <>
          <DateField
            {...bound}
            name="prazo.internalDate"
            label="Prazo interno"
            hint="Quando a peça deve estar pronta. Sugestão: 2 dias úteis antes do fatal (sábados e domingos fora); ajuste se houver feriado."
          />
          <TextField {...bound} name="prazo.legalBasis" label="Fundamento legal" placeholder="CPC art. 335" />
        </>
      )}
    </div>
  );
}

/** Where, the reminder, the linked lawsuit and client, who is responsible and who takes part. */
export function PeopleFields({ existing }: { existing?: EventRecord }) {
  const { control, register } = useFormContext<EventInput>();
  const bound = { control, register };
  const directory = useDirectory();
  const lawsuit = useController({ control, name: 'lawsuitId' });
  const client = useController({ control, name: 'clientId' });
  const ownerId = useWatch({ control, name: 'ownerId' });
  const reminderError = useFieldError(control, 'reminderMinutes');
  const onEntry = directory.agendaPeople(existing?.people);
  const people = onEntry.filter((e) => e.uid !== ownerId);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bound} name="location" label="Local ou link" placeholder="Fórum, sala ou link da videoconferência" />
        <Select
          {...register('reminderMinutes', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) })}
          id={fieldId('reminderMinutes')}
          label="Lembrete"
          error={reminderError}
          hint={REMINDER_HINT}
          options={REMINDER_CHOICES}
        />
        <LinkPickers
          idPrefix="f-event"
          lawsuit={{ ...lawsuit.field, error: lawsuit.fieldState.error?.message }}
          client={{ ...client.field, error: client.fieldState.error?.message }}
        />
        <SelectField {...bound} name="ownerId" label="Responsável" options={onEntry.map((e): SelectOption => [e.uid, directory.labelOf(e.uid)])} />
      </div>
      <PeopleChecklist control={control} name="participantIds" legend="Participantes" people={people} labelOf={directory.labelOf} gap="gap-x-4 gap-y-2" />
    </>
  );
}
