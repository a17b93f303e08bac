import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCnpj, formatCpf, searchKey } from '@office/domain';
import { clientQueries } from '../../api/clients';
import { useDirectory } from '../../api/directory';
import { lawsuitQueries } from '../../api/lawsuits';
import { useDebounced } from '../../lib/use-debounced';
import { clientsLabel } from '../../lib/party-text';
import { RecordCombobox, type RecordComboboxProps } from './Combobox';

/** What a picker's caller decides; the search and the choices are the picker's. */
export type PickerProps = Omit<RecordComboboxProps, 'onQueryChange' | 'choices' | 'tooShort' | 'loading' | 'listLabel' | 'emptyText'>;

const MIN_CHARS = 2;
const PAGE = 8;

/** The debounced term, or null while fewer than two characters were typed. */
function useSearchTerm(): [string | null, (q: string) => void] {
  const [query, setQuery] = useState('');
  const term = useDebounced(query.trim(), 250);
  return [term.length >= MIN_CHARS ? term : null, setQuery];
}

type Choice = RecordComboboxProps['choices'][number];

/** A picker that searches a list callable as the person types; `search` is a list query of the api layer. */
function SearchPicker<P extends { items: unknown[] }, K extends QueryKey>({
  search,
  toChoice,
  listLabel,
  emptyText,
  ...props
}: PickerProps & {
  search: (term: string) => UseQueryOptions<P, Error, P, K>;
  toChoice: (item: P['items'][number]) => Choice;
  listLabel: string;
  emptyText: string;
}) {
  const [term, setQuery] = useSearchTerm();
  const query = useQuery({ ...search(term ?? ''), enabled: term !== null });
  const choices = term === null ? [] : (query.data?.items ?? []).map(toChoice);
  return (
    <RecordCombobox
      {...props}
      onQueryChange={setQuery}
      choices={choices}
      tooShort={term === null}
      loading={query.isFetching}
      listLabel={listLabel}
      emptyText={emptyText}
    />
  );
}

/** A client, searched by name or document through the clients list. */
export function ClientPicker(props: PickerProps) {
  return (
    <SearchPicker
      {...props}
      search={(term) => clientQueries.list({ search: term, limit: PAGE })}
      toChoice={(c) => ({ id: c.id, label: c.name, detail: c.kind === 'pf' ? formatCpf(c.document) : formatCnpj(c.document) })}
      listLabel="Clientes encontrados"
      emptyText="Nenhum cliente encontrado"
    />
  );
}

/** A lawsuit, searched by number or party through the lawsuits list. */
export function LawsuitPicker(props: PickerProps) {
  return (
    <SearchPicker
      {...props}
      search={(term) => lawsuitQueries.list({ search: term, limit: PAGE })}
      toChoice={(l) => ({ id: l.id, label: l.cnj ?? l.internalRef ?? l.id, detail: `${clientsLabel(l)} · ${l.subject}` })}
      listLabel="Processos encontrados"
      emptyText="Nenhum processo encontrado"
    />
  );
}

/** A colleague from the directory (a short list, filtered here as the person types). */
export function LawyerPicker(props: Omit<PickerProps, 'valueLabel'>) {
  const { lawyers, labelOf, nameOf } = useDirectory();
  const [query, setQuery] = useState('');
  const key = searchKey(query.trim());
  const choices = lawyers(props.value ? [props.value] : [])
    .filter((e) => searchKey(e.name).includes(key))
    .map((e) => ({ id: e.uid, label: labelOf(e.uid) }));
  return (
    <RecordCombobox
      {...props}
      valueLabel={props.value ? nameOf(props.value) : ''}
      onQueryChange={setQuery}
      choices={choices}
      listLabel="Pessoas da equipe"
      emptyText="Ninguém da equipe com este nome"
    />
  );
}
