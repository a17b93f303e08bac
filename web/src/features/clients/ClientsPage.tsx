import { formatCnpj, formatCpf } from '@office/domain/documents';
import type { ClientRecord } from '@office/domain';
import { CursorTable } from '../../components/ui/CursorTable';
import { Badge, PageHeader } from '../../components/ui/primitives';

const STATUS_TONE = { ativo: 'green', inativo: 'slate', prospecto: 'amber' } as const;

/** Clientes: the office's clients, a page at a time. */
export function ClientsPage() {
  return (
    <>
      <PageHeader title="Clientes" description="Pessoas físicas e jurídicas atendidas pelo escritório." />
      <CursorTable<ClientRecord>
        callable="clients-list"
        caption="Clientes do escritório"
        empty="Nenhum cliente cadastrado ainda."
        emptyIcon="users"
        columns={[
          { header: 'Nome', cell: (c) => <span className="font-medium">{c.name}</span> },
          { header: 'Documento', cell: (c) => <span className="tabular-nums">{c.kind === 'pf' ? formatCpf(c.document) : formatCnpj(c.document)}</span> },
          { header: 'Tipo', cell: (c) => (c.kind === 'pf' ? 'Pessoa física' : 'Pessoa jurídica'), wide: true },
          { header: 'Cidade', cell: (c) => (c.address ? `${c.address.city}/${c.address.state}` : '—'), wide: true },
          { header: 'Situação', cell: (c) => <Badge tone={STATUS_TONE[c.status]}>{c.status}</Badge> },
        ]}
      />
    </>
  );
}
