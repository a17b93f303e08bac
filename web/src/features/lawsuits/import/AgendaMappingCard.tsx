import { AGENDA_IMPORT_FIELD_KEYS, AGENDA_IMPORT_FIELDS, type AgendaImportField, type AgendaImportMapping } from '@office/domain/agenda-imports';
import { Select } from '../../../components/form/Select';
import { Card } from '../../../components/ui/primitives';
import type { DirectoryEntry } from '../../../api/directory';

export interface AgendaMappingChoice {
  hasHeader: boolean;
  mapping: AgendaImportMapping | null;
  defaultOwnerId: string;
}

/** Which column is which field of a prazo or hearing, whether the first line is a header, and who answers for rows naming nobody. */
export function AgendaMappingCard({
  header,
  columns,
  choice,
  people,
  onChange,
}: {
  header: string[] | null;
  columns: number;
  choice: AgendaMappingChoice;
  people: DirectoryEntry[];
  onChange: (choice: AgendaMappingChoice) => void;
}) {
  const columnOptions = [
    ['', '— Não importar —'] as const,
    ...Array.from({ length: columns }, (_, i) => [String(i), header?.[i] ? `${header[i]} (coluna ${i + 1})` : `Coluna ${i + 1}`] as const),
  ];
  const set = (field: AgendaImportField, value: string) => {
    if (!choice.mapping) return;
    const index = value === '' ? null : Number(value);
    // A column goes to one field: taking it here frees it elsewhere.
    const mapping = Object.fromEntries(
      AGENDA_IMPORT_FIELD_KEYS.map((f) => [f, f === field ? index : choice.mapping?.[f] === index ? null : (choice.mapping?.[f] ?? null)]),
    ) as AgendaImportMapping;
    onChange({ ...choice, mapping });
  };
  return (
    <Card title="2. Colunas da planilha" icon="columns">
      <label className="mb-4 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={choice.hasHeader} onChange={(e) => onChange({ ...choice, hasHeader: e.target.checked, mapping: null })} />A primeira
        linha é o cabeçalho
      </label>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {AGENDA_IMPORT_FIELD_KEYS.map((field) => (
          <Select
            key={field}
            id={`agenda-map-${field}`}
            label={AGENDA_IMPORT_FIELDS[field]}
            value={choice.mapping?.[field] === null || !choice.mapping ? '' : String(choice.mapping[field])}
            onChange={(e) => set(field, e.target.value)}
            options={columnOptions}
          />
        ))}
        <Select
          id="default-owner"
          label="Responsável quando a linha não indica"
          value={choice.defaultOwnerId}
          onChange={(e) => onChange({ ...choice, defaultOwnerId: e.target.value })}
          options={[['', 'Escolha'] as const, ...people.map((p) => [p.uid, p.name] as const)]}
        />
      </div>
    </Card>
  );
}
