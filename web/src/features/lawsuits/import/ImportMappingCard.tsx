import { IMPORT_FIELD_KEYS, IMPORT_FIELDS, type ImportField, type ImportMapping } from '@office/domain/imports';
import { Select } from '../../../components/form/Select';
import { Card } from '../../../components/ui/primitives';
import type { DirectoryEntry } from '../../../api/directory';

export interface MappingChoice {
  hasHeader: boolean;
  mapping: ImportMapping | null;
  defaultLawyerId: string;
}

/** Which column is which field, whether the first line is a header, and who answers for rows without a lawyer. */
export function ImportMappingCard({
  header,
  columns,
  choice,
  lawyers,
  remembered,
  onChange,
}: {
  header: string[] | null;
  columns: number;
  choice: MappingChoice;
  lawyers: DirectoryEntry[];
  remembered: boolean;
  onChange: (choice: MappingChoice) => void;
}) {
  const columnOptions = [
    ['', '— Não importar —'] as const,
    ...Array.from({ length: columns }, (_, i) => [String(i), header?.[i] ? `${header[i]} (coluna ${i + 1})` : `Coluna ${i + 1}`] as const),
  ];
  const set = (field: ImportField, value: string) => {
    if (!choice.mapping) return;
    const index = value === '' ? null : Number(value);
    // A column goes to one field: taking it here frees it elsewhere.
    const mapping = Object.fromEntries(
      IMPORT_FIELD_KEYS.map((f) => [f, f === field ? index : choice.mapping?.[f] === index ? null : (choice.mapping?.[f] ?? null)]),
    ) as ImportMapping;
    onChange({ ...choice, mapping });
  };
  return (
    <Card title="2. Colunas da planilha" icon="columns">
      {remembered && <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">Usando as colunas escolhidas na última importação desta planilha.</p>}
      <label className="mb-4 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={choice.hasHeader} onChange={(e) => onChange({ ...choice, hasHeader: e.target.checked, mapping: null })} />A primeira
        linha é o cabeçalho
      </label>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {IMPORT_FIELD_KEYS.map((field) => (
          <Select
            key={field}
            id={`map-${field}`}
            label={IMPORT_FIELDS[field]}
            value={choice.mapping?.[field] === null || !choice.mapping ? '' : String(choice.mapping[field])}
            onChange={(e) => set(field, e.target.value)}
            options={columnOptions}
          />
        ))}
        <Select
          id="default-lawyer"
          label="Responsável quando a linha não indica"
          value={choice.defaultLawyerId}
          onChange={(e) => onChange({ ...choice, defaultLawyerId: e.target.value })}
          options={[['', 'Escolha'] as const, ...lawyers.map((l) => [l.uid, l.name] as const)]}
        />
      </div>
    </Card>
  );
}
