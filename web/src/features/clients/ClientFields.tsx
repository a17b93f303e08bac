import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { GENDERS, MARITAL_STATUS_LABELS, partyNameKey, UF_ORDER, type ClientInput, type ClientRecord, type Listed } from '@office/domain';
import { recordPath } from '@office/domain/addresses';
import { clientQueries } from '../../api/clients';
import { DateField } from '../../components/form/DateInput';
import { ListField, SelectField, TextField } from '../../components/form/fields';
import { type SelectOption } from '../../components/form/Select';
import { Button } from '../../components/ui/primitives';
import { useDebounced } from '../../lib/use-debounced';

const MARITAL: SelectOption[] = [['', '—'], ...Object.entries(MARITAL_STATUS_LABELS)];
const GENDER_LABELS = { feminino: 'Feminino', masculino: 'Masculino' } as const satisfies Record<(typeof GENDERS)[number], string>;
const GENDER: SelectOption[] = [['', '—'], ...GENDERS.map((g): SelectOption => [g, GENDER_LABELS[g]])];
const RG_UF: SelectOption[] = [['', '—'], ...UF_ORDER.map((uf): SelectOption => [uf, uf])];

/**
 * A client already registered under the name being typed for a new one (accents and case aside): a warning,
 * not a refusal, since two people may share a name; the CPF/CNPJ is what must be unique.
 */
function useNamesake(name: string, creating: boolean): Listed<ClientRecord> | null {
  // The name without what does not tell two parties apart (case, accents, "de/da", "Ltda.", "ME", "S.A."), as the
  // conflict check compares them: "Construtora Alfa Ltda. ME" is "Construtora Alfa Ltda.".
  const key = useDebounced(partyNameKey(name), 400);
  const found = useQuery({ ...clientQueries.search(key), enabled: creating && key.length >= 3 });
  return (creating && found.data?.items.find((c) => partyNameKey(c.name) === key)) || null;
}

const EMPTY_ADDRESS = { cep: '', street: '', number: '', complement: '', district: '', city: '', state: 'SP' } as const;
const MAX_PHONES = 5;

/**
 * Tipo de cliente, the name (with a namesake already registered, for a new client), the CPF/CNPJ (with the
 * client holding it, after the server refused it as a duplicate), a person's qualification or a company's
 * names, e-mails and tags.
 */
export function IdentityFields({ creating, holder }: { creating: boolean; holder: { id: string; name: string } | null }) {
  const { control, register } = useFormContext<ClientInput>();
  const bound = { control, register };
  const [kind, name] = useWatch({ control, name: ['kind', 'name'] });
  const pf = kind === 'pf';
  const namesake = useNamesake(name, creating);
  return (
    <>
      <fieldset className="flex gap-6">
        <legend className="mb-1 text-sm font-medium">Tipo de cliente</legend>
        {(
          [
            ['pf', 'Pessoa física'],
            ['pj', 'Pessoa jurídica'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={value} {...register('kind')} /> {label}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <TextField {...bound} name="name" label={pf ? 'Nome completo' : 'Razão social'} />
          {namesake && (
            <p className="mt-1 text-sm text-amber-800 dark:text-amber-200" role="status">
              Já há um cliente com este nome. Confira se não é o mesmo:{' '}
              <Link to={recordPath('clients', namesake.id)} target="_blank" rel="noopener" className="underline">
                abrir o cadastro (nova aba)
              </Link>
              .
            </p>
          )}
        </div>
        <TextField
          {...bound}
          name="document"
          label={pf ? 'CPF' : 'CNPJ'}
          inputMode={pf ? 'numeric' : 'text'}
          hint={pf ? undefined : 'Aceita o CNPJ alfanumérico.'}
        />
        {holder && (
          <p className="text-sm sm:col-span-2">
            {/* In a new tab: what was typed here stays. */}
            <Link to={recordPath('clients', holder.id)} target="_blank" rel="noopener" className="text-brand-700 underline dark:text-brand-300">
              Abrir o cadastro de {holder.name} (nova aba)
            </Link>
          </p>
        )}
        {pf ? (
          <>
            <TextField {...bound} name="rg" label="RG" />
            <div className="grid grid-cols-2 gap-4">
              <TextField {...bound} name="rgIssuer" label="Órgão emissor" hint="Por exemplo: SSP." />
              <SelectField {...bound} name="rgUf" label="UF de emissão" options={RG_UF} emptyAsNull />
            </div>
            <DateField {...bound} name="birthDate" label="Data de nascimento" />
            <TextField {...bound} name="nationality" label="Nacionalidade" hint="Por exemplo: brasileira." />
            <TextField {...bound} name="profession" label="Profissão" />
            <SelectField {...bound} name="maritalStatus" label="Estado civil" options={MARITAL} emptyAsNull />
            <SelectField
              {...bound}
              name="gender"
              label="Gênero"
              options={GENDER}
              emptyAsNull
              hint="Usado na concordância de papéis e documentos (autora/autor, brasileira/brasileiro)."
            />
          </>
        ) : (
          <>
            <TextField {...bound} name="tradeName" label="Nome fantasia" />
            <TextField {...bound} name="legalRepresentative" label="Representante legal" />
          </>
        )}
        <ListField control={control} name="emails" label="E-mails" hint="Separe vários por vírgula." inputMode="email" />
        <ListField control={control} name="tags" label="Etiquetas" hint="Por exemplo: trabalhista, vip." />
      </div>
    </>
  );
}

/** Telefones: up to five, each with whether it is on WhatsApp. */
export function PhonesFields() {
  const { control, register } = useFormContext<ClientInput>();
  const bound = { control, register };
  const phones = useFieldArray({ control, name: 'phones' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Telefones</legend>
      {phones.fields.map((phone, i) => (
        <div key={phone.id} className="flex flex-wrap items-end gap-3">
          <TextField {...bound} name={`phones.${i}.number`} label={`Telefone ${i + 1}`} type="tel" autoComplete="tel" />
          <label className="mb-2 flex items-center gap-2 text-sm">
            <input type="checkbox" {...register(`phones.${i}.whatsapp`)} /> WhatsApp
          </label>
          <Button variant="ghost" icon="trash" aria-label={`Remover telefone ${i + 1}`} onClick={() => phones.remove(i)} />
        </div>
      ))}
      {phones.fields.length < MAX_PHONES && (
        <Button variant="ghost" icon="plus" className="self-start" onClick={() => phones.append({ number: '', whatsapp: true })}>
          Adicionar telefone
        </Button>
      )}
    </fieldset>
  );
}

/** Endereço: none until added, and removable as a whole. */
export function AddressFields() {
  const { control, register, setValue } = useFormContext<ClientInput>();
  const bound = { control, register };
  const address = useWatch({ control, name: 'address' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Endereço</legend>
      {address ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField {...bound} name="address.cep" label="CEP" inputMode="numeric" />
          <div className="sm:col-span-2">
            <TextField {...bound} name="address.street" label="Logradouro" />
          </div>
          <TextField {...bound} name="address.number" label="Número" />
          <TextField {...bound} name="address.complement" label="Complemento" />
          <TextField {...bound} name="address.district" label="Bairro" />
          <TextField {...bound} name="address.city" label="Cidade" />
          <TextField {...bound} name="address.state" label="UF" maxLength={2} autoCapitalize="characters" className="uppercase" />
          <Button variant="ghost" className="self-end" onClick={() => setValue('address', null, { shouldDirty: true })}>
            Remover endereço
          </Button>
        </div>
      ) : (
        <Button variant="ghost" icon="plus" className="self-start" onClick={() => setValue('address', { ...EMPTY_ADDRESS }, { shouldDirty: true })}>
          Adicionar endereço
        </Button>
      )}
    </fieldset>
  );
}
