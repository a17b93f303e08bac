import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { lawsuitInput, type LawsuitInput, type LawsuitRecord, type Listed } from '@office/domain';
import { formatBRL } from '@office/domain/money';
import { lawsuitQueries, useCreateLawsuit, useUpdateLawsuit } from '../../api/lawsuits';
import { TextField } from '../form/fields';
import { SaveProblem } from '../form/SaveProblem';
import { useRecordForm } from '../form/use-record-form';
import { FormActions } from '../form/FormActions';
import { ConflictWarning, useConflictCheck } from './ConflictWarning';
import { useCreatorAsResponsible } from './use-creator-as-responsible';
import { LawsuitCaseFields, LawsuitTeamFields } from './LawsuitFields';
import { lawsuitConflictParams, LawsuitClientsFields, OpposingPartiesFields, type ClientNames } from './LawsuitPartiesFields';
import { formatCpfCnpj } from '@office/domain/documents';

/** The lawsuit a refused number belongs to, as the server names it to who may see it. */
function holderOf(details: Record<string, unknown>): { id: string; label: string } | null {
  const holder = details.holder as { id?: unknown; label?: unknown } | undefined;
  return typeof holder?.id === 'string' && typeof holder.label === 'string' ? { id: holder.id, label: holder.label } : null;
}

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

/**
 * The form's values from a stored lawsuit: every field of the input schema as stored, so a plain field added to the
 * schema is kept when the lawsuit is edited (one the record lacks, stored as null or saved before the field
 * existed, starts as in a new lawsuit); then the fields the form holds in another shape than the record.
 */
export function toLawsuitInput(l: LawsuitRecord): LawsuitInput {
  const stored = l as Partial<Record<string, unknown>>;
  const empty = EMPTY_LAWSUIT as Partial<Record<string, unknown>>;
  // The schema's keys are LawsuitInput's keys, each stored in the record under the same name.
  const asStored = Object.fromEntries(Object.keys(lawsuitInput.shape).map((key) => [key, stored[key] ?? empty[key]])) as LawsuitInput;
  return {
    ...asStored,
    clients: l.clients.map(({ clientId, role }) => ({ clientId, role })),
    // As stored; the document with its mask, as it is typed.
    opposingParties: l.opposingParties.map((p) => ({
      name: p.name,
      document: p.document ? formatCpfCnpj(p.document) : '',
      role: p.role,
      lawyers: p.lawyers.map((a) => ({ name: a.name, oab: a.oab ?? '' })),
    })),
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
  const { control, register } = form;
  const bound = { control, register };
  useCreatorAsResponsible(!existing, (uid) => {
    if (form.getValues('responsibleLawyerIds').length === 0) form.resetField('responsibleLawyerIds', { defaultValue: [uid] });
  });
  // The lawsuit that already has the number, when the caller may see it (the server names no other).
  const holder = refusal?.id === 'already-exists' ? holderOf(refusal.details) : null;
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

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
        <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
        <LawsuitCaseFields keptArea={existing?.practiceArea} holder={holder} claim={[money, setMoney]} />
        <LawsuitClientsFields {...bound} names={names} onNamed={(id, name) => setChosen((known) => ({ ...known, [id]: name }))} />
        <OpposingPartiesFields {...bound} />
        <LawsuitTeamFields />
        <TextField {...bound} name="outcome" label="Resultado" hint="Para processos encerrados: procedente, acordo…" />
        <ConflictWarning {...conflicts} note="Confira antes de salvar: é um aviso, não impede salvar." />
        <FormActions saving={saving} label={base ? 'Salvar alterações' : 'Cadastrar processo'} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
