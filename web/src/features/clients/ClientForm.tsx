import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useWatch } from 'react-hook-form';
import { CLIENT_STATUSES, clientInput, formatCnpj, formatCpf, formatPhoneBR, type ClientInput, type ClientRecord, type Listed } from '@office/domain';
import { clientQueries, useCreateClient, useUpdateClient, type ConflictCheckParams } from '../../api/clients';
import { useDirectory } from '../../api/directory';
import { useCreatorAsResponsible } from '../../components/records/use-creator-as-responsible';
import { SelectField, TextareaField } from '../../components/form/fields';
import { SaveProblem } from '../../components/form/SaveProblem';
import { type SelectOption } from '../../components/form/Select';
import { useRecordForm } from '../../components/form/use-record-form';
import { FormActions } from '../../components/form/FormActions';
import { ConflictWarning, useConflictCheck } from '../../components/records/ConflictWarning';
import { AddressFields, IdentityFields, PhonesFields } from './ClientFields';
import { validDocument } from '../../lib/party-text';

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
  const { control, register } = form;
  const bound = { control, register };
  useCreatorAsResponsible(!existing, (uid) => {
    if (!form.getValues('responsibleLawyerId')) form.resetField('responsibleLawyerId', { defaultValue: uid });
  });
  const holder = refusal?.id === 'already-exists' ? holderOf(refusal.details) : null;
  const [name, typedDocument] = useWatch({ control, name: ['name', 'document'] });
  const conflicts = useConflictCheck(clientConflictParams(name, typedDocument, base?.id));
  const lawyers: SelectOption[] = [
    ['', 'Escolha…'],
    ...directory.lawyers(existing ? [existing.responsibleLawyerId] : []).map((e) => [e.uid, directory.labelOf(e.uid)] as const),
  ];

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
        <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
        <IdentityFields creating={!existing} holder={holder} />
        <PhonesFields />
        <AddressFields />

        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField {...bound} name="status" label="Situação" options={STATUS_OPTIONS} />
          <SelectField {...bound} name="responsibleLawyerId" label="Advogado(a) responsável" options={lawyers} />
        </div>
        <TextareaField {...bound} name="notes" label="Observações" />
        <ConflictWarning {...conflicts} note="Confira antes de salvar: é um aviso, não impede salvar." />
        <FormActions saving={saving} label={base ? 'Salvar alterações' : 'Cadastrar cliente'} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
