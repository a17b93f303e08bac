import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { teamMemberValues, UF_ORDER, type AboutResult, type Listed, type TeamMemberRecord } from '@office/domain';
import { aboutQueries, useCreateMember, useFetchTeam, useUpdateMember } from '../../api/about';
import { aboutKeys } from '../../api/keys';
import { fieldId } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useRecordForm } from '../../components/form/use-record-form';
import { AreasField, BioField, IdentityFields, InscriptionsField, type MemberValues } from './MemberFields';
import { MemberPhotoField } from './MemberPhoto';

export { inscriptionLabel } from './MemberFields';
export type { MemberValues } from './MemberFields';

type Member = Listed<TeamMemberRecord>;

/** "245180" → "245.180": the number as people write it (the server stores the bare digits again). */
const groupDigits = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

const toValues = (m: Member): MemberValues => ({
  name: m.name,
  role: m.role,
  title: m.title,
  staffId: m.staffId,
  oab: m.oab.map((i) => ({ ...i, number: groupDigits(i.number) })),
  areas: m.areas,
  bio: m.bio,
  published: m.published,
});

/** Create or edit a person of the team; a stale edit offers to load the current data. */
export function MemberForm({ existing, onSaved, onCancel }: { existing?: Member; onSaved: (member: Member) => void; onCancel: () => void }) {
  const client = useQueryClient();
  const team = useQuery(aboutQueries.team());
  const create = useCreateMember();
  const update = useUpdateMember();
  const fetchTeam = useFetchTeam();
  // The office's own state, when the profile was read: the usual state of a first inscription.
  const officeUf = client.getQueryData<AboutResult>(aboutKeys.profile())?.profile.address.state ?? '';
  const firstUf = (UF_ORDER as readonly string[]).includes(officeUf) ? officeUf : '';
  const { form, base, onSubmit, saving, formError, conflict, loadCurrent, rebase } = useRecordForm({
    schema: teamMemberValues,
    existing,
    empty: { name: '', role: 'advogado', title: '', staffId: null, oab: [{ uf: firstUf, number: '', kind: 'advogado' }], areas: [], bio: '', published: false },
    toValues,
    create: (member) => create.mutateAsync({ member }),
    update: (target, member) => update.mutateAsync({ ...target, member }),
    fetchCurrent: async (id) => {
      const current = (await fetchTeam()).members.find((m) => m.id === id);
      if (!current) throw new Error('Esta pessoa foi excluída da equipe enquanto você editava.');
      return current;
    },
    onSaved,
  });
  // A photo change saves at once on the member's version: the form waits for it rather than race it.
  const [photoBusy, setPhotoBusy] = useState(false);

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
        <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
        {base ? (
          // The photo saves by itself, on a new version of the member: the form's next save names that one.
          <MemberPhotoField member={base} disabled={saving} onChanged={rebase} onReload={() => void loadCurrent()} onBusy={setPhotoBusy} />
        ) : (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-400">
            A foto pode ser escolhida depois que a pessoa for adicionada: salve e, em “Editar”, escolha a foto.
          </p>
        )}
        <IdentityFields existing={existing} />
        <InscriptionsField />
        <AreasField officeAreas={(team.data?.areas ?? []).map((a) => a.name)} />
        <BioField />
        <label htmlFor={fieldId('published')} className="flex items-center gap-2 text-sm">
          <input id={fieldId('published')} type="checkbox" className="size-4 accent-brand-700" {...form.register('published')} />
          Mostrar no site do escritório
        </label>
        <FormActions saving={saving || photoBusy} label={existing ? 'Salvar alterações' : 'Adicionar pessoa'} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
