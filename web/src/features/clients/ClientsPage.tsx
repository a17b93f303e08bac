import { useNavigate } from 'react-router-dom';
import { CALLABLES } from '@office/domain/contracts';
import { formatCnpj, formatCpf } from '@office/domain/documents';
import { can } from '@office/domain/policy';
import { CLIENT_STATUSES, type ClientRecord, type Listed } from '@office/domain';
import { recordPath } from '@office/domain/addresses';
import { clientQueries } from '../../api/clients';
import { useDirectory } from '../../api/directory';
import { addressFilters } from '../../components/list/address-filters';
import { ListPage } from '../../components/list/ListPage';
import { TextFilter } from '../../components/list/TextFilter';
import { useAddressFilters } from '../../components/list/use-address-filters';
import { CursorTable } from '../../components/ui/CursorTable';
import { useDialog } from '../../components/ui/dialog';
import { Badge, Button, controlClass, Field } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session-context';
import { ClientForm } from './ClientForm';
import { ClientsCsv } from './ClientsCsv';
import { ConflictCheckButton } from './ConflictCheck';

export const CLIENT_STATUS_TONE = { ativo: 'green', inativo: 'slate', prospecto: 'amber' } as const;

/** The list's filters in the address, by the list callable's names. */
const CLIENT_FILTERS = addressFilters(CALLABLES['clients-list'].input);

export function formatDocument(c: Pick<ClientRecord, 'kind' | 'document'>): string {
  return c.kind === 'pf' ? formatCpf(c.document) : formatCnpj(c.document);
}

/** Clientes: search by name or CPF/CNPJ, filter, page through, add. */
export function ClientsPage() {
  const { me } = useSession();
  const navigate = useNavigate();
  const dialog = useDialog();
  const toast = useToast();
  const { lawyers, labelOf, nameOf } = useDirectory();
  const { filters, set, inUse, control } = useAddressFilters(CLIENT_FILTERS);
  const canWrite = can(me?.scopes, 'clients', 'write');

  async function addClient() {
    const saved = await dialog.open<Listed<ClientRecord>>({
      title: 'Novo cliente',
      size: 'lg',
      draggable: false,
      content: (close) => <ClientForm onSaved={close} onCancel={() => close()} />,
    });
    if (saved) {
      toast.show({ severity: 'success', summary: 'Cliente cadastrado', detail: saved.name });
      void navigate(recordPath('clients', saved.id));
    }
  }

  return (
    <ListPage
      title="Clientes"
      description="Pessoas físicas e jurídicas atendidas pelo escritório."
      actions={
        <>
          <ConflictCheckButton />
          <ClientsCsv filters={filters} canWrite={canWrite} />
          {canWrite && (
            <Button icon="plus" onClick={() => void addClient()}>
              Novo cliente
            </Button>
          )}
        </>
      }
      filters={{
        columns: 'sm:grid-cols-2 lg:grid-cols-4',
        controls: (
          <>
            <TextFilter
              id="client-search"
              label="Buscar"
              type="search"
              placeholder="Nome, CPF ou CNPJ"
              pauseMs={250}
              value={filters.search}
              onCommit={(search) => set({ search })}
            />
            <Field label="Situação" htmlFor="client-status">
              <select id="client-status" className={controlClass(false)} {...control('status')}>
                <option value="">Todas</option>
                {CLIENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Responsável" htmlFor="client-lawyer">
              <select id="client-lawyer" className={controlClass(false)} {...control('responsibleLawyerId')}>
                <option value="">Todos</option>
                {lawyers().map((e) => (
                  <option key={e.uid} value={e.uid}>
                    {labelOf(e.uid)}
                  </option>
                ))}
              </select>
            </Field>
            <TextFilter id="client-tag" label="Etiqueta" placeholder="ex.: trabalhista" pauseMs={250} value={filters.tag} onCommit={(tag) => set({ tag })} />
          </>
        ),
      }}
    >
      <CursorTable
        key={JSON.stringify(filters)}
        query={(page) => clientQueries.list({ ...filters, ...page })}
        caption="Clientes do escritório"
        empty={inUse.length > 0 ? 'Nenhum cliente encontrado com estes filtros.' : 'Nenhum cliente cadastrado ainda.'}
        emptyIcon="users"
        onRowClick={(c) => void navigate(recordPath('clients', c.id))}
        columns={[
          { header: 'Nome', cell: (c) => c.name },
          { header: 'Documento', cell: (c) => <span className="tabular-nums">{formatDocument(c)}</span> },
          { header: 'Tipo', cell: (c) => (c.kind === 'pf' ? 'Pessoa física' : 'Pessoa jurídica') },
          { header: 'Responsável', cell: (c) => nameOf(c.responsibleLawyerId) },
          { header: 'Situação', cell: (c) => <Badge tone={CLIENT_STATUS_TONE[c.status]}>{c.status}</Badge> },
        ]}
      />
    </ListPage>
  );
}
