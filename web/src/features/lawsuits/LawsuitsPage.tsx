import type { LawsuitRecord } from '@office/domain';
import { CursorTable } from '../../components/ui/CursorTable';
import { Badge, PageHeader } from '../../components/ui/primitives';

const STATUS_TONE = { ativo: 'green', suspenso: 'amber', arquivado: 'slate', encerrado: 'blue' } as const;

/** Processos: lawsuits with their CNJ number, tribunal and client. */
export function LawsuitsPage() {
  return (
    <>
      <PageHeader title="Processos" description="Processos judiciais e administrativos acompanhados pelo escritório." />
      <CursorTable<LawsuitRecord>
        callable="lawsuits-list"
        caption="Processos do escritório"
        empty="Nenhum processo cadastrado ainda."
        emptyIcon="scale"
        columns={[
          { header: 'Número', cell: (l) => <span className="whitespace-nowrap font-mono text-xs">{l.cnj ?? l.internalRef ?? '—'}</span> },
          { header: 'Assunto', cell: (l) => <span>{l.subject}</span> },
          { header: 'Cliente', cell: (l) => l.clientName, wide: true },
          { header: 'Tribunal', cell: (l) => l.tribunal ?? l.court, wide: true },
          { header: 'Situação', cell: (l) => <Badge tone={STATUS_TONE[l.status]}>{l.status}</Badge> },
        ]}
      />
    </>
  );
}
