import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatCnpj, formatCpf } from '@office/domain/documents';
import { can } from '@office/domain/policy';
import { CLIENT_STATUSES, type ClientRecord, type ClientStatus, type Listed } from '@office/domain';
import { clientQueries } from '../../api/clients';
import { useDirectory } from '../../api/directory';
import { CursorTable } from '../../components/ui/CursorTable';
import { useDialog } from '../../components/ui/dialog';
import { Badge, Button, controlClass, Field, PageHeader, TextInput } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { useDebounced } from '../../lib/use-debounced';
import { useSession } from '../../lib/session-context';
import { ClientForm } from './ClientForm';
import { ClientsCsv } from './ClientsCsv';

export const CLIENT_STATUS_TONE = { ativo: 'green', inativo: 'slate', prospecto: 'amber' } as const;

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
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ClientStatus | ''>('');
  const [lawyer, setLawyer] = useState('');
  const [tag, setTag] = useState('');
  const debouncedSearch = useDebounced(search, 250);
  const debouncedTag = useDebounced(tag, 250);
  const canWrite = can(me?.scopes, 'clients', 'write');
  const params = { search: debouncedSearch || null, status: status || null, responsibleLawyerId: lawyer || null, tag: debouncedTag || null };

  async function addClient() {
    const saved = await dialog.open<Listed<ClientRecord>>({
      title: 'Novo cliente',
      size: 'lg',
      draggable: false,
      content: (close) => <ClientForm onSaved={close} onCancel={() => close()} />,
    });
    if (saved) {
      toast.show({ severity: 'success', summary: 'Cliente cadastrado', detail: saved.name });
      void navigate(`/clients/${saved.id}`);
    }
  }

  return (
    <>
      <PageHeader
        title="Clientes"
        description="Pessoas físicas e jurídicas atendidas pelo escritório."
        actions={
          <>
            <ClientsCsv filters={params} canWrite={canWrite} />
            {canWrite && (
              <Button icon="plus" onClick={() => void addClient()}>
                Novo cliente
              </Button>
            )}
          </>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Buscar" htmlFor="client-search">
          <TextInput id="client-search" type="search" placeholder="Nome, CPF ou CNPJ" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <Field label="Situação" htmlFor="client-status">
          <select id="client-status" className={controlClass(false)} value={status} onChange={(e) => setStatus(e.target.value as ClientStatus | '')}>
            <option value="">Todas</option>
            {CLIENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Responsável" htmlFor="client-lawyer">
          <select id="client-lawyer" className={controlClass(false)} value={lawyer} onChange={(e) => setLawyer(e.target.value)}>
            <option value="">Todos</option>
            {lawyers().map((e) => (
              <option key={e.uid} value={e.uid}>
                {labelOf(e.uid)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Etiqueta" htmlFor="client-tag">
          <TextInput id="client-tag" value={tag} onChange={(e) => setTag(e.target.value)} placeholder="ex.: trabalhista" />
        </Field>
      </div>
      <CursorTable
        key={JSON.stringify(params)}
        query={(page) => clientQueries.list({ ...params, ...page })}
        caption="Clientes do escritório"
        empty={search || status || lawyer || tag ? 'Nenhum cliente encontrado com estes filtros.' : 'Nenhum cliente cadastrado ainda.'}
        emptyIcon="users"
        onRowClick={(c) => void navigate(`/clients/${c.id}`)}
        columns={[
          { header: 'Nome', cell: (c) => c.name },
          { header: 'Documento', cell: (c) => <span className="tabular-nums">{formatDocument(c)}</span> },
          { header: 'Tipo', cell: (c) => (c.kind === 'pf' ? 'Pessoa física' : 'Pessoa jurídica') },
          { header: 'Responsável', cell: (c) => nameOf(c.responsibleLawyerId) },
          { header: 'Situação', cell: (c) => <Badge tone={CLIENT_STATUS_TONE[c.status]}>{c.status}</Badge> },
        ]}
      />
    </>
  );
}
