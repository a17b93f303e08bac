import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sectionById } from '@office/domain/policy';
import type { SearchHit, SearchResults, SearchSection } from '@office/domain/sections/search';
import { listPath, recordPath } from '@office/domain/addresses';
import { searchQueries } from '../../api/search';
import { messageOf } from '../../lib/error-message';
import { useDebounced } from '../../lib/use-debounced';
import { Icon } from '../ui/Icon';

/** Where a hit opens. */
const RECORD_PATHS: Record<SearchSection, (id: string) => string> = {
  clients: (id) => recordPath('clients', id),
  lawsuits: (id) => recordPath('lawsuits', id),
  agenda: (id) => recordPath('appointment', id),
  finance: (id) => recordPath('finance', id),
};

/** The sections whose own list searches the same way: "Ver todos" opens it with the term. */
const LIST_SEARCH: Partial<Record<SearchSection, (term: string) => string>> = {
  clients: (search) => listPath('clients', { search }),
  lawsuits: (search) => listPath('lawsuits', { search }),
};

/** An option of the list: a record, or the section's list with every match. */
type Choice = { kind: 'hit'; hit: SearchHit } | { kind: 'all'; section: SearchSection; to: string };

/** A term the server takes: two letters or digits in a row somewhere. */
export const searchable = (term: string) => /[\p{L}\p{N}]{2}/u.test(term);

function choicesOf(results: SearchResults, term: string): { section: SearchSection; choices: Choice[] }[] {
  return results.sections.flatMap(({ section, more }) => {
    const hits = results.hits.filter((h) => h.section === section).map((hit): Choice => ({ kind: 'hit', hit }));
    const list = LIST_SEARCH[section];
    const all: Choice[] = more && list ? [{ kind: 'all', section, to: list(term) }] : [];
    return hits.length > 0 ? [{ section, choices: [...hits, ...all] }] : [];
  });
}

const pathOf = (choice: Choice) => (choice.kind === 'hit' ? RECORD_PATHS[choice.hit.section](choice.hit.id) : choice.to);
const keyOf = (choice: Choice) => (choice.kind === 'hit' ? `${choice.hit.section}:${choice.hit.id}` : `all:${choice.section}`);

/** The dialog's search: type, move with the arrows, Enter opens, Escape closes. */
function SearchPanel({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), 200);
  const ready = searchable(term);
  const query = useQuery({ ...searchQueries.global(term), enabled: ready });
  const groups = ready && query.data ? choicesOf(query.data, term) : [];
  const waiting = ready && (query.isFetching || text.trim() !== term);

  let status: string;
  if (!searchable(text)) status = 'Digite ao menos 2 letras ou números: nome, CPF/CNPJ, número do processo, assunto…';
  else if (query.isError) status = messageOf(query.error);
  else if (waiting && groups.length === 0) status = 'Buscando…';
  else if (groups.length === 0) status = `Nada encontrado para “${term}” nas seções que você acessa.`;
  else {
    const shown = groups.reduce((n, g) => n + g.choices.filter((c) => c.kind === 'hit').length, 0);
    status = shown === 1 ? '1 resultado.' : `${shown} resultados.`;
  }

  return (
    <Combobox<Choice | null>
      onChange={(choice) => {
        if (!choice) return;
        onDone();
        void navigate(pathOf(choice));
      }}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-700">
        <Icon name="search" className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
        <ComboboxInput
          // The dialog's first focus (Headless UI's marker): typing starts at once.
          data-autofocus
          autoComplete="off"
          aria-label="Busca geral: clientes, processos, agenda e lançamentos"
          placeholder="Buscar…"
          className="min-w-0 flex-1 bg-transparent py-3.5 text-base outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
          onChange={(e) => setText(e.target.value)}
          // The list is always open here, so the combobox would take Escape for itself: it closes the dialog at once.
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.preventDefault();
            onDone();
          }}
        />
        {waiting && <span aria-hidden="true" className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />}
        <button
          type="button"
          onClick={onDone}
          className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          Fechar
        </button>
      </div>
      <p role="status" className="px-4 py-2 text-sm text-slate-600 dark:text-slate-400">
        {status}
      </p>
      {groups.length > 0 && (
        <ComboboxOptions static aria-label="Resultados da busca" className="max-h-[min(28rem,calc(100dvh-9rem))] overflow-y-auto px-2 pb-2">
          {groups.map(({ section, choices }) => (
            <div key={section} role="group" aria-labelledby={`busca-${section}`}>
              <div
                id={`busca-${section}`}
                role="presentation"
                className="px-2 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400"
              >
                {sectionById(section).label}
              </div>
              {choices.map((choice) => (
                <ComboboxOption
                  key={keyOf(choice)}
                  value={choice}
                  className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 data-focus:bg-brand-50 dark:data-focus:bg-slate-800"
                >
                  <Icon
                    name={choice.kind === 'hit' ? sectionById(section).icon : 'chevronRight'}
                    className="size-4 shrink-0 text-slate-500 dark:text-slate-400"
                  />
                  {choice.kind === 'hit' ? (
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">{choice.hit.title}</span>
                      <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{choice.hit.detail}</span>
                    </span>
                  ) : (
                    <span className="text-sm font-medium text-brand-700 dark:text-brand-300">
                      Ver todos em {sectionById(section).label} com “{term}”
                    </span>
                  )}
                </ComboboxOption>
              ))}
            </div>
          ))}
        </ComboboxOptions>
      )}
    </Combobox>
  );
}

/** Whether a key press happened while typing somewhere (then "/" is a character, not the shortcut). */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)));
}

/**
 * The top bar's search: a button (Ctrl+K, or "/" outside a field) opening a dialog that searches the clients,
 * lawsuits, agenda entries and lançamentos of the sections the person reads, and opens what is chosen.
 */
export function GlobalSearch({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const shortcut = (e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey);
      if (shortcut || (e.key === '/' && !typing(e.target) && !e.ctrlKey && !e.metaKey && !e.altKey)) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K /"
        title="Buscar em clientes, processos, agenda e lançamentos (Ctrl+K)"
        className={`flex items-center gap-2 rounded-full p-2 text-slate-700 hover:bg-slate-100 md:w-64 md:rounded-lg md:border md:border-slate-300 md:px-3 md:py-1.5 md:text-slate-500 dark:text-slate-200 dark:hover:bg-slate-800 md:dark:border-slate-700 md:dark:text-slate-400 ${className}`}
      >
        <Icon name="search" className="size-5 shrink-0" />
        {/* The button's name is its text (a phone shows only the icon, the name stays). */}
        <span className="sr-only md:not-sr-only md:flex-1 md:text-left md:text-sm">Buscar…</span>
        <kbd aria-hidden="true" className="hidden rounded border border-slate-300 px-1.5 font-sans text-xs md:inline dark:border-slate-600">
          Ctrl K
        </kbd>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
        <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
        <div className="fixed inset-0 flex items-start justify-center sm:px-4 sm:pt-[10vh]">
          <DialogPanel className="flex h-dvh w-full flex-col bg-white text-slate-900 shadow-xl sm:h-auto sm:max-w-xl sm:rounded-xl dark:bg-slate-900 dark:text-slate-100">
            <DialogTitle className="sr-only">Busca geral</DialogTitle>
            {open && <SearchPanel onDone={() => setOpen(false)} />}
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
