/** The new section's SPA files: its queries and writes, its pages' index, the list page and the form. */
import { agree, type SectionNames } from './names';

/** `web/src/api/<kebab>.ts`: query keys (local: no other section shows these records), queries and write hooks. */
const api = (n: SectionNames) => `import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { useCallMutation } from './mutation';

/** ${n.label}'s query keys: here while no other section shows its records (shared keys live in keys.ts). */
export const ${n.one}Keys = {
  all: ['${n.id}'] as const,
  lists: () => [...${n.one}Keys.all, 'list'] as const,
  list: (params: CallInput<'${n.id}-list'>) => [...${n.one}Keys.lists(), params] as const,
  details: () => [...${n.one}Keys.all, 'detail'] as const,
  detail: (id: string) => [...${n.one}Keys.details(), id] as const,
};

export const ${n.one}Queries = {
  list: (params: CallInput<'${n.id}-list'>) =>
    queryOptions({ queryKey: ${n.one}Keys.list(params), queryFn: () => call('${n.id}-list', params), placeholderData: keepPreviousData }),
  detail: (id: string) => queryOptions({ queryKey: ${n.one}Keys.detail(id), queryFn: () => call('${n.id}-get', { id }) }),
};

export const useCreate${n.One} = () => useCallMutation('${n.id}-create', { refresh: [${n.one}Keys.lists()] });

export const useUpdate${n.One} = () =>
  useCallMutation('${n.id}-update', { storeAt: (saved) => ${n.one}Keys.detail(saved.id), refresh: [${n.one}Keys.lists()], onConflict: [${n.one}Keys.all] });

export const useDelete${n.One} = () =>
  useCallMutation('${n.id}-delete', { drop: (input) => [${n.one}Keys.detail(input.id)], refresh: [${n.one}Keys.lists()], onConflict: [${n.one}Keys.all] });
`;

const index = (n: SectionNames) => `/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { listPath } from '@office/domain/addresses';
import { sectionPages, type FeaturePage } from '../../app/feature-pages';

export const pages: FeaturePage[] = sectionPages('${n.id}', [{ path: listPath('${n.id}'), load: () => import('./${n.One}sPage').then((m) => m.${n.One}sPage) }]);
`;

const page = (n: SectionNames) => `import { CALLABLES } from '@office/domain/contracts';
import type { Listed } from '@office/domain/lists';
import { can } from '@office/domain/policy';
import type { ${n.One}Record } from '@office/domain/${n.kebab}';
import { ${n.one}Queries, useDelete${n.One} } from '../../api/${n.kebab}';
import { addressFilters } from '../../components/list/address-filters';
import { ListPage } from '../../components/list/ListPage';
import { RowActions } from '../../components/list/ManagedListPage';
import { TextFilter } from '../../components/list/TextFilter';
import { useAddressFilters } from '../../components/list/use-address-filters';
import { useConfirmDelete, useFormDialog } from '../../components/record/record-dialogs';
import { CursorTable } from '../../components/ui/CursorTable';
import { Button } from '../../components/ui/primitives';
import { useSession } from '../../lib/session-context';
import { ${n.One}Form } from './${n.One}Form';

/** The list's filters in the address, by the list callable's names. */
const FILTERS = addressFilters(CALLABLES['${n.id}-list'].input);

/** ${n.label}: search by name, page through; who writes in the section adds, edits and deletes in a dialog. */
export function ${n.One}sPage() {
  const { me } = useSession();
  const { filters, set, inUse } = useAddressFilters(FILTERS);
  const openForm = useFormDialog();
  const confirmDelete = useConfirmDelete(useDelete${n.One}());
  const canWrite = can(me?.scopes, '${n.id}', 'write');

  const edit = (existing?: Listed<${n.One}Record>) =>
    openForm<Listed<${n.One}Record>>({
      title: existing ? 'Editar ${n.noun}' : '${agree(n, 'Novo', 'Nova')} ${n.noun}',
      size: 'md',
      form: (close) => <${n.One}Form existing={existing} {...close} />,
      done: (saved) => ({ summary: existing ? '${n.noun.charAt(0).toUpperCase() + n.noun.slice(1)} ${agree(n, 'alterado', 'alterada')}' : '${n.noun.charAt(0).toUpperCase() + n.noun.slice(1)} ${agree(n, 'cadastrado', 'cadastrada')}', detail: saved.name }),
    });

  const remove = (record: Listed<${n.One}Record>) =>
    confirmDelete(
      { id: record.id, expectedVersion: record.version },
      {
        title: 'Excluir ${n.noun}?',
        message: \`“\${record.name}” deixa de aparecer na lista. O histórico guarda que ${agree(n, 'ele', 'ela')} existiu.\`,
        done: { summary: '${n.noun.charAt(0).toUpperCase() + n.noun.slice(1)} ${agree(n, 'excluído', 'excluída')}', detail: record.name },
      },
    );

  return (
    <ListPage
      title="${n.label}"
      actions={
        canWrite && (
          <Button icon="plus" onClick={() => void edit()}>
            ${agree(n, 'Novo', 'Nova')} ${n.noun}
          </Button>
        )
      }
      filters={{
        columns: 'sm:grid-cols-2',
        controls: (
          <TextFilter
            id="${n.kebab}-search"
            label="Buscar"
            type="search"
            placeholder="Palavras do nome"
            pauseMs={250}
            value={filters.search}
            onCommit={(search) => set({ search })}
          />
        ),
      }}
    >
      <CursorTable
        key={JSON.stringify(filters)}
        query={(pageParams) => ${n.one}Queries.list({ ...filters, ...pageParams })}
        caption="${n.label}"
        empty={inUse.length > 0 ? '${agree(n, 'Nenhum', 'Nenhuma')} ${n.noun} ${agree(n, 'encontrado', 'encontrada')} com esta busca.' : '${agree(n, 'Nenhum', 'Nenhuma')} ${n.noun} ${agree(n, 'cadastrado', 'cadastrada')} ainda.'}
        emptyIcon="${n.icon}"
        columns={[
          { header: 'Nome', cell: (r) => r.name },
          { header: 'Observações', cell: (r) => r.notes },
          ...(canWrite
            ? [
                {
                  header: 'Ações',
                  cell: (r: Listed<${n.One}Record>) => (
                    <RowActions editLabel={\`Editar \${r.name}\`} deleteLabel={\`Excluir \${r.name}\`} onEdit={() => void edit(r)} onDelete={() => void remove(r)} />
                  ),
                },
              ]
            : []),
        ]}
      />
    </ListPage>
  );
}
`;

const form = (n: SectionNames) => `import { useQueryClient } from '@tanstack/react-query';
import type { Listed } from '@office/domain/lists';
import { ${n.ONE}_NAME_MAX, ${n.one}Values, type ${n.One}Record, type ${n.One}Values } from '@office/domain/${n.kebab}';
import { ${n.one}Queries, useCreate${n.One}, useUpdate${n.One} } from '../../api/${n.kebab}';
import { TextareaField, TextField } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useRecordForm } from '../../components/form/use-record-form';

const EMPTY: ${n.One}Values = { name: '', notes: '' };

const toValues = (r: Listed<${n.One}Record>): ${n.One}Values => ({ name: r.name, notes: r.notes });

/** Create or edit ${agree(n, 'um', 'uma')} ${n.noun}; a stale edit offers to load the current one. */
export function ${n.One}Form({
  existing,
  onSaved,
  onCancel,
}: {
  existing?: Listed<${n.One}Record>;
  onSaved: (saved: Listed<${n.One}Record>) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const create = useCreate${n.One}();
  const update = useUpdate${n.One}();
  const { form, onSubmit, saving, formError, conflict, loadCurrent } = useRecordForm({
    schema: ${n.one}Values,
    existing,
    empty: EMPTY,
    toValues,
    create: (${n.one}) => create.mutateAsync({ ${n.one} }),
    update: (target, ${n.one}) => update.mutateAsync({ ...target, ${n.one} }),
    fetchCurrent: (id) => client.query({ ...${n.one}Queries.detail(id), staleTime: 0 }),
    onSaved,
  });
  const bound = { control: form.control, register: form.register };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <TextField {...bound} name="name" label="Nome" maxLength={${n.ONE}_NAME_MAX} />
      <TextareaField {...bound} name="notes" label="Observações" rows={4} />
      <FormActions saving={saving} label={existing ? 'Salvar alterações' : 'Cadastrar'} onCancel={onCancel} />
    </form>
  );
}
`;

export const webFiles = (n: SectionNames): Record<string, string> => ({
  [`web/src/api/${n.kebab}.ts`]: api(n),
  [`web/src/features/${n.kebab}/index.ts`]: index(n),
  [`web/src/features/${n.kebab}/${n.One}sPage.tsx`]: page(n),
  [`web/src/features/${n.kebab}/${n.One}Form.tsx`]: form(n),
});
