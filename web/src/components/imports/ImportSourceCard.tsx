import { useState, type ChangeEvent } from 'react';
import { Button, buttonClass, Card, Field, controlClass } from '../ui/primitives';
import { pastedText, readFileTable, type ReadTable } from './read-table';

/** The card's words for what is imported (the lawsuits' by default). */
export interface SourceWords {
  title: string;
  fileHint: string;
  pasteLabel: string;
  pasteHint: string;
  emptyPaste: string;
}

const LAWSUIT_WORDS: SourceWords = {
  title: '1. De onde vêm os processos',
  fileHint: 'Uma linha por processo; a primeira pode ser o cabeçalho. Até 20.000 processos.',
  pasteLabel: 'Números CNJ',
  pasteHint: 'Um processo por linha. Colado de uma planilha, as colunas (cliente, CPF/CNPJ…) vêm juntas.',
  emptyPaste: 'Cole ao menos um número CNJ.',
};

/** Where the rows come from (any import's first card): a pasted list (one a line) or a spreadsheet (CSV or XLSX). */
export function ImportSourceCard({ onRead, words = LAWSUIT_WORDS }: { onRead: (table: ReadTable) => void; words?: SourceWords }) {
  const [mode, setMode] = useState<'arquivo' | 'colar'>('arquivo');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setReading(true);
    setProblem(null);
    try {
      const read = await readFileTable(file);
      if (read.table.length === 0) setProblem('O arquivo está vazio.');
      else onRead(read);
    } catch (failure) {
      setProblem(
        failure instanceof Error && failure.message.startsWith('O arquivo')
          ? failure.message
          : 'Não foi possível ler o arquivo: confira se é uma planilha .xlsx ou um .csv.',
      );
    }
    setReading(false);
  }

  function paste() {
    const read = pastedText(text);
    if (read.table.length === 0) setProblem(words.emptyPaste);
    else {
      setProblem(null);
      onRead(read);
    }
  }

  return (
    <Card title={words.title} icon="clipboard">
      <fieldset className="mb-4 flex flex-wrap gap-4">
        <legend className="sr-only">Forma de importar</legend>
        {(
          [
            ['arquivo', 'Planilha (XLSX ou CSV)'],
            ['colar', 'Colar uma lista'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="import-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      {mode === 'arquivo' ? (
        <Field label="Arquivo" htmlFor="import-file" hint={words.fileHint}>
          {/* The browser's own file button speaks its interface's language; this one speaks the office's. */}
          <div className="flex flex-wrap items-center gap-3">
            <label className={`${buttonClass('secondary')} cursor-pointer focus-within:outline-2`}>
              {reading ? 'Lendo…' : 'Escolher planilha'}
              <input id="import-file" type="file" accept=".xlsx,.csv,.txt" disabled={reading} onChange={(e) => void pick(e)} className="sr-only" />
            </label>
            <span className="text-sm text-slate-600 wrap-anywhere dark:text-slate-400">{fileName ?? 'Nenhum arquivo escolhido'}</span>
          </div>
        </Field>
      ) : (
        <div className="flex flex-col gap-3">
          <Field label={words.pasteLabel} htmlFor="import-paste" hint={words.pasteHint}>
            <textarea
              id="import-paste"
              rows={6}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className={`${controlClass(false)} font-mono text-sm`}
            />
          </Field>
          <div>
            <Button variant="secondary" onClick={paste}>
              Ler a lista
            </Button>
          </div>
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </Card>
  );
}
