import { useController, useFieldArray, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { opposingRoleOf, PARTY_ROLE_KEYS, PARTY_ROLES, PARTY_SIDE_LABELS, PARTY_SIDES, type LawsuitInput } from '@office/domain';
import type { ConflictCheckParams } from '../../api/clients';
import { fieldId, SelectField, TextField, useFieldError } from '../form/fields';
import { ClientPicker } from '../form/pickers';
import type { SelectGroup } from '../form/Select';
import { Button } from '../ui/primitives';
import { validDocument } from '../../lib/party-text';

/** The schema's limits: the buttons stop offering more. */
const MAX_CLIENTS = 10;
const MAX_PARTIES = 20;
const MAX_LAWYERS = 5;
/** What one conflict check takes. */
const MAX_CHECKED = 30;

/** Every role, under its pole ("Polo ativo", "Polo passivo", "Terceiros"). */
const ROLE_OPTIONS: SelectGroup[] = PARTY_SIDES.map((side) => ({
  group: PARTY_SIDE_LABELS[side],
  options: PARTY_ROLE_KEYS.filter((role) => PARTY_ROLES[role].side === side).map((role) => [role, PARTY_ROLES[role].option] as const),
}));

interface Bound {
  control: Control<LawsuitInput>;
  register: UseFormRegister<LawsuitInput>;
}

/** The clients' names the pickers know: the stored ones, the preset one and those chosen in this form. */
export type ClientNames = Readonly<Record<string, string>>;

const LIST_ERROR = 'text-sm text-red-700 dark:text-red-300';

function ClientRow({
  control,
  index,
  names,
  onNamed,
}: Pick<Bound, 'control'> & { index: number; names: ClientNames; onNamed: (id: string, name: string) => void }) {
  const name = `clients.${index}.clientId` as const;
  const { field, fieldState } = useController({ control, name });
  const shown = useFieldError(control, name);
  // A refusal and a repeated client have their own words; otherwise the id is missing because nothing was chosen.
  const type = fieldState.error?.type;
  const error = shown && (type === 'server' || type === 'custom' ? shown : 'Escolha um cliente da lista');
  return (
    <ClientPicker
      id={fieldId(name)}
      label="Cliente"
      value={field.value}
      valueLabel={names[field.value]}
      onChange={field.onChange}
      onChoose={(choice) => choice && onNamed(choice.id, choice.label)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error}
      hint={field.value ? undefined : 'Digite ao menos 2 letras do nome (ou do CPF/CNPJ) e escolha.'}
    />
  );
}

/** "Clientes do escritório": one or more (litisconsórcio), each with its role, all on the first one's pole. */
export function LawsuitClientsFields({ control, register, names, onNamed }: Bound & { names: ClientNames; onNamed: (id: string, name: string) => void }) {
  const clients = useFieldArray({ control, name: 'clients' });
  const firstRole = useWatch({ control, name: 'clients.0.role' });
  const listError = useFieldError(control, 'clients');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Clientes do escritório</legend>
      {clients.fields.map((row, i) => (
        <div key={row.id} role="group" aria-label={`Cliente ${i + 1}`} className="grid gap-3 sm:grid-cols-[3fr_2fr_auto]">
          <ClientRow control={control} index={i} names={names} onNamed={onNamed} />
          <SelectField control={control} register={register} name={`clients.${i}.role`} label="Papel" options={ROLE_OPTIONS} />
          {clients.fields.length > 1 && (
            <Button variant="ghost" icon="trash" aria-label={`Remover cliente ${i + 1}`} className="self-end" onClick={() => clients.remove(i)} />
          )}
        </div>
      ))}
      {listError && <p className={LIST_ERROR}>{listError}</p>}
      {clients.fields.length < MAX_CLIENTS && (
        // A new client joins the first one's pole, in the same role.
        <Button variant="ghost" icon="plus" className="self-start" onClick={() => clients.append({ clientId: '', role: firstRole })}>
          Adicionar cliente (litisconsórcio)
        </Button>
      )}
    </fieldset>
  );
}

function OpposingPartyRow({ control, register, index, onRemove }: Bound & { index: number; onRemove: () => void }) {
  const n = index + 1;
  const bound = { control, register };
  const lawyers = useFieldArray({ control, name: `opposingParties.${index}.lawyers` });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">Parte contrária {n}</legend>
      <div className="grid gap-3 sm:grid-cols-[3fr_2fr_2fr_auto]">
        <TextField {...bound} name={`opposingParties.${index}.name`} label="Nome" />
        <TextField {...bound} name={`opposingParties.${index}.document`} label="CPF/CNPJ (opcional)" autoComplete="off" />
        <SelectField {...bound} name={`opposingParties.${index}.role`} label="Papel" options={ROLE_OPTIONS} />
        <Button variant="ghost" icon="trash" aria-label={`Remover parte ${n}`} className="self-end" onClick={onRemove} />
      </div>
      {lawyers.fields.map((row, j) => (
        <div key={row.id} role="group" aria-label={`Advogado(a) ${j + 1} da parte ${n}`} className="grid gap-3 sm:grid-cols-[3fr_2fr_auto] sm:pl-6">
          <TextField {...bound} name={`opposingParties.${index}.lawyers.${j}.name`} label="Advogado(a)" />
          <TextField {...bound} name={`opposingParties.${index}.lawyers.${j}.oab`} label="OAB (ex.: OAB/SP 123.456)" autoComplete="off" />
          <Button
            variant="ghost"
            icon="trash"
            aria-label={`Remover advogado(a) ${j + 1} da parte ${n}`}
            className="self-end"
            onClick={() => lawyers.remove(j)}
          />
        </div>
      ))}
      {lawyers.fields.length < MAX_LAWYERS && (
        <Button
          variant="ghost"
          icon="plus"
          className="self-start sm:ml-6"
          aria-label={`Adicionar advogado(a) da parte ${n}`}
          onClick={() => lawyers.append({ name: '', oab: '' })}
        >
          Adicionar advogado(a)
        </Button>
      )}
    </fieldset>
  );
}

/** "Partes contrárias": name, CPF/CNPJ when known, role, and their lawyers. */
export function OpposingPartiesFields({ control, register }: Bound) {
  const parties = useFieldArray({ control, name: 'opposingParties' });
  const firstRole = useWatch({ control, name: 'clients.0.role' });
  const listError = useFieldError(control, 'opposingParties');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Partes contrárias</legend>
      {parties.fields.map((row, i) => (
        <OpposingPartyRow key={row.id} control={control} register={register} index={i} onRemove={() => parties.remove(i)} />
      ))}
      {listError && <p className={LIST_ERROR}>{listError}</p>}
      {parties.fields.length < MAX_PARTIES && (
        // A new party starts on the other pole of the clients' ("réu" against an "autor").
        <Button
          variant="ghost"
          icon="plus"
          className="self-start"
          onClick={() => parties.append({ name: '', document: '', role: opposingRoleOf(firstRole), lawyers: [] })}
        >
          Adicionar parte contrária
        </Button>
      )}
    </fieldset>
  );
}

/**
 * What the conflict check is asked about a lawsuit's parties: each chosen client (by the name the picker
 * shows) as the office's client, and each opposing party with a name or a valid CPF/CNPJ as the other side.
 * Null while there is none.
 */
export function lawsuitConflictParams(
  clients: LawsuitInput['clients'],
  names: ClientNames,
  opposing: LawsuitInput['opposingParties'],
  lawsuitId: string | undefined,
): ConflictCheckParams | null {
  const parties: ConflictCheckParams['parties'] = [];
  for (const c of clients) {
    const name = names[c.clientId]?.trim();
    if (c.clientId && name && name.length >= 3) parties.push({ name: name.slice(0, 200), side: 'cliente' });
  }
  for (const p of opposing) {
    const name = p.name.trim().slice(0, 200);
    const document = validDocument(p.document);
    if (document || name.length >= 3) parties.push({ name, document, side: 'contraria' });
  }
  if (parties.length === 0) return null;
  return { parties: parties.slice(0, MAX_CHECKED), ...(lawsuitId ? { lawsuitId } : {}) };
}
