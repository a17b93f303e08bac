import { useState } from 'react';
import { CLIENT_CSV_COLUMNS } from '@office/domain/clients';
import { CLIENT_COLUMN_LABELS, clientMappingProblem, type ClientColumn, type ClientImportMapping } from '@office/domain/client-import-mapping';
import { Select } from '../../components/form/Select';
import { Button } from '../../components/ui/primitives';

const FIELD_OPTIONS = [['', '— Não importar —'] as const, ...CLIENT_CSV_COLUMNS.map((c) => [c, CLIENT_COLUMN_LABELS[c]] as const)];

/**
 * Which client field each column of the file fills: one select per column, guessed from the header (or the
 * mapping remembered for this layout). Closes with the mapping, or nothing when cancelled.
 */
export function ClientImportMapping({
  header,
  sample,
  initial,
  remembered,
  close,
}: {
  header: string[];
  /** The first data row, shown as an example under each column. */
  sample: string[];
  initial: ClientImportMapping;
  remembered: boolean;
  close: (mapping?: ClientImportMapping) => void;
}) {
  const [mapping, setMapping] = useState(initial);
  const [tried, setTried] = useState(false);
  const problem = clientMappingProblem(mapping);
  const set = (index: number, value: string) => {
    const column = value === '' ? null : (value as ClientColumn);
    // A client field comes from one column: choosing it here frees it elsewhere.
    setMapping(mapping.map((c, i) => (i === index ? column : c === column ? null : c)));
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {remembered ? 'Usando as colunas escolhidas na última importação desta planilha.' : 'Confira o campo de cada coluna da planilha.'} Nome e CPF/CNPJ são
        obrigatórios; colunas sem campo não são importadas.
      </p>
      <div className="grid max-h-[60vh] gap-3 overflow-y-auto sm:grid-cols-2">
        {header.map((title, index) => (
          <Select
            key={index}
            id={`client-column-${index}`}
            label={title.trim() || `Coluna ${index + 1}`}
            hint={sample[index] ? `Ex.: ${sample[index].slice(0, 60)}` : undefined}
            value={mapping[index] ?? ''}
            onChange={(e) => set(index, e.target.value)}
            options={FIELD_OPTIONS}
          />
        ))}
      </div>
      {tried && problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => close()}>
          Cancelar
        </Button>
        <Button onClick={() => (problem ? setTried(true) : close(mapping))}>Ver prévia</Button>
      </div>
    </div>
  );
}
