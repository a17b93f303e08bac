import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  CLIENT_STATUSES,
  clientInput,
  formatCnpj,
  formatCpf,
  formatPhoneBR,
  GENDERS,
  MARITAL_STATUS_LABELS,
  searchKey,
  UF_ORDER,
  type ClientInput,
  type ClientRecord,
  type Listed,
} from '@office/domain';
import { recordPath } from '@office/domain/addresses';
import { clientQueries, useCreateClient, useUpdateClient, type ConflictCheckParams } from '../../api/clients';
import { useDirectory } from '../../api/directory';
import { useDebounced } from '../../lib/use-debounced';
import { DateField } from '../../components/form/DateInput';
import { ListField, SelectField, TextareaField, TextField } from '../../components/form/fields';
import { SaveProblem } from '../../components/form/SaveProblem';
import { type SelectOption } from '../../components/form/Select';
import { useRecordForm } from '../../components/form/use-record-form';
import { Button } from '../../components/ui/primitives';
import { FormActions } from '../../components/form/FormActions';
import { ConflictWarning, useConflictCheck } from '../../components/records/ConflictWarning';
import { validDocument } from '../../lib/party-text';

const MARITAL: SelectOption[] = [['', '—'], ...Object.entries(MARITAL_STATUS_LABELS)];
const GENDER_LABELS = { feminino: 'Feminino', masculino: 'Masculino' } as const satisfies Record<(typeof GENDERS)[number], string>;
const GENDER: SelectOption[] = [['', '—'], ...GENDERS.map((g): SelectOption => [g, GENDER_LABELS[g]])];
const RG_UF: SelectOption[] = [['', '—'], ...UF_ORDER.map((uf): SelectOption => [uf, uf])];
const STATUS_LABEL: Record<(typeof CLIENT_STATUSES)[number], string> = { ativo: 'Ativo', inativo: 'Inativo', prospecto: 'Prospecto' };
const STATUS_OPTIONS: SelectOption[] = CLIENT_STATUSES.map((s) => [s, STATUS_LABEL[s]]);

export const EMPTY_CLIENT: ClientInput = {
  kind: 'pf',
  name: '',
  document: '',
  rg: '',
  rgIssuer: '',
  rgUf: null,
  birthDate: null,
  nationality: '',
  profession: '',
  maritalStatus: null,
  gender: null,
  tradeName: '',
  legalRepresentative: '',
  emails: [],
  phones: [],
  address: null,
  notes: '',
  tags: [],
  status: 'ativo',
  responsibleLawyerId: '',
};

/** What the form shows for a stored client (the inverse of what the callable stores). */
export function toClientInput(c: ClientRecord): ClientInput {
  return {
    kind: c.kind,
    name: c.name,
    document: c.kind === 'pf' ? formatCpf(c.document) : formatCnpj(c.document),
    rg: c.rg ?? '',
    // Clients saved before the qualification fields lack them.
    rgIssuer: c.rgIssuer ?? '',
    rgUf: c.rgUf ?? null,
    birthDate: c.birthDate,
    nationality: c.nationality ?? '',
    profession: c.profession ?? '',
    maritalStatus: c.maritalStatus,
    // Clients saved before the field existed lack it.
    gender: c.gender ?? null,
    tradeName: c.tradeName ?? '',
    legalRepresentative: c.legalRepresentative ?? '',
    emails: c.emails,
    phones: c.phones.map((p) => ({ ...p, number: formatPhoneBR(p.number) })),
    // Stored addresses passed this schema when saved.
    address: c.address,
    notes: c.notes,
    tags: c.tags,
    status: c.status,
    responsibleLawyerId: c.responsibleLawyerId,
  };
}

/**
 * A client already registered under the name being typed for a new one (accents and case aside): a warning,
 * not a refusal, since two people may share a name; the CPF/CNPJ is what must be unique.
 */
function useNamesake(name: string, creating: boolean): Listed<ClientRecord> | null {
  const typed = useDebounced(name.trim(), 400);
  const found = useQuery({ ...clientQueries.search(typed), enabled: creating && typed.length >= 3 });
  return (creating && found.data?.items.find((c) => searchKey(c.name) === searchKey(typed))) || null;
}

/** The conflict check of the client being typed (null until it has a name or a valid CPF/CNPJ); its own record aside. */
function clientConflictParams(name: string, document: string, clientId: string | undefined): ConflictCheckParams | null {
  const typed = name.trim().slice(0, 200);
  const bare = validDocument(document);
  if (!bare && typed.length < 3) return null;
  return { parties: [{ name: typed, document: bare, side: 'cliente' }], ...(clientId ? { clientId } : {}) };
}

/** The client holding a CPF/CNPJ the server refused as a duplicate, when it named one. */
function holderOf(details: Record<string, unknown>): { id: string; name: string } | null {
  const holder = details.holder as { id?: unknown; name?: unknown } | undefined;
  return typeof holder?.id === 'string' && typeof holder.name === 'string' ? { id: holder.id, name: holder.name } : null;
}

const EMPTY_ADDRESS = { cep: '', street: '', number: '', complement: '', district: '', city: '', state: 'SP' } as const;
const MAX_PHONES = 5;

/**
 * Create or edit a client. Validates with the callable's own schema (after a field's first blur, then
 * as the person types); a refusal lands next to its field; a stale edit offers the current data.
 */
export function ClientForm({
  existing,
  onSaved,
  onCancel,
}: {
  existing?: Listed<ClientRecord>;
  onSaved: (client: Listed<ClientRecord>) => void;
  onCancel: () => void;
}) {
  const directory = useDirectory();
  const create = useCreateClient();
  const update = useUpdateClient();
  const queryClient = useQueryClient();
  const { form, base, onSubmit, saving, formError, conflict, refusal, loadCurrent } = useRecordForm({
    schema: clientInput,
    existing,
    empty: EMPTY_CLIENT,
    toValues: toClientInput,
    create: (client) => create.mutateAsync({ client }),
    update: (target, client) => update.mutateAsync({ ...target, client }),
    // After a conflict the cache is as stale as the form: read the server's copy.
    fetchCurrent: (id) => queryClient.query({ ...clientQueries.detail(id), staleTime: 0 }),
    onSaved,
  });
  const { control, register, setValue } = form;
  const bound = { control, register };
  const phones = useFieldArray({ control, name: 'phones' });
  const [kind, address] = useWatch({ control, name: ['kind', 'address'] });
  const pf = kind === 'pf';
  const holder = refusal?.id === 'already-exists' ? holderOf(refusal.details) : null;
  const [name, typedDocument] = useWatch({ control, name: ['name', 'document'] });
  const namesake = useNamesake(name, !existing);
  const conflicts = useConflictCheck(clientConflictParams(name, typedDocument, base?.id));
  const lawyers: SelectOption[] = [
    ['', 'Escolha…'],
    ...directory.lawyers(existing ? [existing.responsibleLawyerId] : []).map((e) => [e.uid, directory.labelOf(e.uid)] as const),
  ];

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
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

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField {...bound} name="status" label="Situação" options={STATUS_OPTIONS} />
        <SelectField {...bound} name="responsibleLawyerId" label="Advogado(a) responsável" options={lawyers} />
      </div>
      <TextareaField {...bound} name="notes" label="Observações" />
      <ConflictWarning {...conflicts} note="Confira antes de salvar: é um aviso, não impede salvar." />
      <FormActions saving={saving} label={base ? 'Salvar alterações' : 'Cadastrar cliente'} onCancel={onCancel} />
    </form>
  );
}
