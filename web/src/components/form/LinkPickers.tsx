import { useQuery } from '@tanstack/react-query';
import type { RefCallBack } from 'react-hook-form';
import { can } from '@office/domain/policy';
import { clientQueries } from '../../api/clients';
import { lawsuitQueries } from '../../api/lawsuits';
import { useSession } from '../../lib/session-context';
import { DetailItem } from '../ui/detail';
import { ClientPicker, LawsuitPicker } from './pickers';

/** A form's link field as its controller hands it over. */
export interface LinkField {
  value: string | null;
  onChange: (id: string | null) => void;
  onBlur: () => void;
  ref: RefCallBack;
  error?: string;
}

/**
 * The lawsuit and client a record links to (an agenda entry, a task): a picker for each section the person reads;
 * for one they do not, only that a link is there. The linked records' names come from their own queries.
 */
export function LinkPickers({ idPrefix, lawsuit, client, lawsuitLabel }: { idPrefix: string; lawsuit: LinkField; client: LinkField; lawsuitLabel?: string }) {
  const { me } = useSession();
  const canLawsuits = can(me?.scopes, 'lawsuits', 'read');
  const canClients = can(me?.scopes, 'clients', 'read');
  const linked = useQuery({ ...lawsuitQueries.detail(lawsuit.value ?? ''), enabled: canLawsuits && Boolean(lawsuit.value) }).data;
  const clientName = useQuery({ ...clientQueries.detail(client.value ?? ''), enabled: canClients && Boolean(client.value) }).data?.name;
  return (
    <>
      {canLawsuits ? (
        <LawsuitPicker
          id={`${idPrefix}-lawsuit`}
          label="Processo"
          value={lawsuit.value ?? ''}
          valueLabel={linked ? (linked.cnj ?? linked.internalRef ?? linked.subject) : lawsuitLabel}
          onChange={(id) => lawsuit.onChange(id || null)}
          onBlur={lawsuit.onBlur}
          inputRef={lawsuit.ref}
          error={lawsuit.error}
          hint={lawsuit.value ? 'O cliente do processo é vinculado ao salvar.' : 'Opcional. Digite parte do número ou o nome de uma parte.'}
        />
      ) : (
        lawsuit.value && <DetailItem label="Processo">Processo vinculado (sem acesso a Processos)</DetailItem>
      )}
      {canClients ? (
        <ClientPicker
          id={`${idPrefix}-client`}
          label="Cliente"
          value={client.value ?? ''}
          valueLabel={clientName}
          onChange={(id) => client.onChange(id || null)}
          onBlur={client.onBlur}
          inputRef={client.ref}
          error={client.error}
          hint="Opcional."
        />
      ) : (
        client.value && <DetailItem label="Cliente">Cliente vinculado (sem acesso a Clientes)</DetailItem>
      )}
    </>
  );
}
