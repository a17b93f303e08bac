import { useQuery } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import { can } from '@office/domain/policy';
import { faqQueries, useDeleteFaq, useSetFaqPublished, type FaqEntry } from '../../api/faq';
import { Select, type SelectOption } from '../../components/form/Select';
import { ListPage } from '../../components/list/ListPage';
import { useAddressFilters, type AddressFiltersState } from '../../components/list/use-address-filters';
import { useDialog } from '../../components/ui/dialog';
import { Icon } from '../../components/ui/Icon';
import { LoadError } from '../../components/ui/LoadError';
import { Button, EmptyState } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/toast';
import { isConflict, messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { FaqEntryCard, MoveButton } from './FaqEntryCard';
import { FaqForm } from './FaqForm';
import { categoriesOf, FAQ_FILTERS, FAQ_STATUS_LABELS, FAQ_STATUSES, questionsLabel, visibleGroups, type FaqFilters } from './faq-view';
import { moveButtonKey, REORDER_CONFLICT_MESSAGE, useFaqReorder } from './use-faq-reorder';

const STATUS_OPTIONS: SelectOption[] = [['', FAQ_STATUS_LABELS['']], ...FAQ_STATUSES.map((s): SelectOption => [s, FAQ_STATUS_LABELS[s]])];
const REORDER_HINT_ID = 'faq-reorder-hint';
/** What an edit, publication or deletion on a stale version says (the list is read again behind it). */
const ENTRY_CONFLICT = 'Esta pergunta foi alterada por outra pessoa. A lista foi atualizada: confira e tente de novo.';

/** A drop in the lower half of an entry lands after it; in the upper half, before it. */
const inLowerHalf = (event: DragEvent<HTMLElement>) => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2;
};

/** /faq — Perguntas Frequentes: the questions the office answers on its site, by category, in its order. */
export function FaqPage() {
  const { me } = useSession();
  const canWrite = can(me?.scopes, 'faq', 'write');
  const query = useQuery(faqQueries.list());
  const address = useAddressFilters(FAQ_FILTERS);
  const dialog = useDialog();
  const toast = useToast();
  const entries = query.data?.entries ?? [];
  const categories = categoriesOf(entries);
  const published = entries.filter((e) => e.published).length;

  async function openForm(existing?: FaqEntry) {
    const saved = await dialog.open<FaqEntry>({
      title: existing ? 'Editar pergunta' : 'Nova pergunta',
      size: 'xl',
      draggable: false,
      content: (close) => <FaqForm existing={existing} onSaved={close} onCancel={() => close()} />,
    });
    if (saved) toast.show({ severity: 'success', summary: existing ? 'Pergunta atualizada.' : 'Pergunta cadastrada.', detail: saved.question });
  }

  return (
    <ListPage
      title="Perguntas Frequentes"
      description="As dúvidas que os clientes mais trazem, com as respostas que o escritório publica no site."
      actions={
        canWrite && (
          <Button icon="plus" onClick={() => void openForm()}>
            Nova pergunta
          </Button>
        )
      }
    >
      {query.isPending && <Spinner />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data &&
        (entries.length === 0 ? (
          <EmptyState icon="question" title="Nenhuma pergunta cadastrada ainda.">
            {canWrite ? 'Use “Nova pergunta” para escrever a primeira. Ela só aparece no site depois de publicada.' : undefined}
          </EmptyState>
        ) : (
          <FaqList
            entries={entries}
            address={address}
            categories={categories}
            summary={`${questionsLabel(entries.length)} · ${published === 1 ? '1 publicada' : `${published} publicadas`}`}
            canWrite={canWrite}
            onEdit={(entry) => void openForm(entry)}
          />
        ))}
    </ListPage>
  );
}

function FaqList({
  entries,
  address: { filters, set: setFilters, control },
  categories,
  summary,
  canWrite,
  onEdit,
}: {
  entries: FaqEntry[];
  address: AddressFiltersState<FaqFilters>;
  categories: string[];
  summary: string;
  canWrite: boolean;
  onEdit: (entry: FaqEntry) => void;
}) {
  const dialog = useDialog();
  const toast = useToast();
  const publish = useSetFaqPublished();
  const deletion = useDeleteFaq();
  const reorder = useFaqReorder(entries);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [drag, setDrag] = useState<{ id: string; category: string } | null>(null);
  const [dropAt, setDropAt] = useState<{ id: string; after: boolean } | null>(null);

  const groups = visibleGroups(entries, filters);
  const allGroups = visibleGroups(entries, FAQ_FILTERS.none);
  const shownIds = groups.flatMap((g) => g.entries.map((e) => e.id));
  const allExpanded = shownIds.length > 0 && shownIds.every((id) => expanded.has(id));
  // The order is one for every entry: moving among a status's entries alone would say nothing of the others.
  const reorderable = canWrite && filters.status === null;
  const pendingId = publish.isPending ? publish.variables.id : deletion.isPending ? deletion.variables.id : null;

  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const failed = (title: string) => (failure: unknown) =>
    toast.show({ severity: 'error', summary: title, detail: isConflict(failure) ? ENTRY_CONFLICT : messageOf(failure), life: 10000 });

  function togglePublished(entry: FaqEntry) {
    const next = !entry.published;
    publish
      .mutateAsync({ id: entry.id, expectedVersion: entry.version, published: next })
      .then(() =>
        toast.show({
          severity: 'success',
          summary: next ? 'Pergunta publicada.' : 'Pergunta despublicada.',
          detail: next ? 'Já aparece no site do escritório.' : 'Não aparece mais no site do escritório.',
        }),
      )
      .catch(failed(next ? 'Não foi possível publicar' : 'Não foi possível despublicar'));
  }

  async function remove(entry: FaqEntry) {
    const confirmed = await dialog.confirm({
      title: 'Excluir pergunta?',
      message: (
        <>
          A pergunta <strong className="font-semibold text-slate-900 dark:text-slate-100">“{entry.question}”</strong> e sua resposta serão excluídas
          {entry.published ? ' e deixarão de aparecer no site' : ''}. Não é possível desfazer.
        </>
      ),
      confirmLabel: 'Excluir',
      cancelLabel: 'Voltar',
      tone: 'danger',
    });
    if (!confirmed) return;
    await deletion
      .mutateAsync({ id: entry.id, expectedVersion: entry.version })
      .then(() => toast.show({ severity: 'success', summary: 'Pergunta excluída.', detail: entry.question }))
      .catch(failed('Não foi possível excluir'));
  }

  function endDrag() {
    setDrag(null);
    setDropAt(null);
  }

  function dragOver(entry: FaqEntry, event: DragEvent<HTMLLIElement>) {
    if (!drag || drag.category !== entry.category) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (drag.id === entry.id) {
      setDropAt(null);
      return;
    }
    const after = inLowerHalf(event);
    if (dropAt?.id !== entry.id || dropAt.after !== after) setDropAt({ id: entry.id, after });
  }

  function drop(entry: FaqEntry, event: DragEvent<HTMLLIElement>) {
    if (!drag || drag.category !== entry.category) return;
    event.preventDefault();
    if (drag.id !== entry.id) reorder.drop(drag.id, entry.id, inLowerHalf(event));
    endDrag();
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="grid grid-cols-2 gap-3 sm:w-[28rem]">
          <Select id="faq-status" label="Situação" options={STATUS_OPTIONS} {...control('status')} />
          <Select
            id="faq-category"
            label="Categoria"
            options={[
              ['', 'Todas'],
              ...categories.map((c): SelectOption => [c, c]),
              // An address naming a category that no longer exists still shows what it asks for.
              ...(filters.category && !categories.includes(filters.category) ? [[filters.category, filters.category] as const] : []),
            ]}
            {...control('category')}
          />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:ml-auto">
          <p className="text-sm text-slate-600 dark:text-slate-400">{summary}</p>
          {shownIds.length > 0 && (
            <Button
              variant="secondary"
              onClick={() => setExpanded(allExpanded ? new Set() : new Set([...expanded, ...shownIds]))}
              aria-controls={shownIds.map((id) => `faq-answer-${id}`).join(' ')}
            >
              {allExpanded ? 'Recolher respostas' : 'Expandir respostas'}
            </Button>
          )}
        </div>
      </div>

      {canWrite && !reorderable && (
        <div
          id={REORDER_HINT_ID}
          className="flex flex-wrap items-center gap-3 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100"
        >
          <Icon name="info" className="size-4 shrink-0" />
          <span className="min-w-0 flex-1">A ordem vale para todas as perguntas, publicadas ou não: para reordenar, mostre todas.</span>
          <Button variant="secondary" onClick={() => setFilters({ status: null })}>
            Mostrar todas
          </Button>
        </div>
      )}
      {reorder.conflict && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <Icon name="warn" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 flex-1">{REORDER_CONFLICT_MESSAGE}</span>
          <button type="button" onClick={reorder.dismissConflict} aria-label="Fechar aviso" className="rounded p-0.5 opacity-70 hover:opacity-100">
            <Icon name="close" className="size-4" />
          </button>
        </div>
      )}
      {/* Where a move is announced: the position it took. */}
      <p role="status" aria-live="polite" className="sr-only">
        {reorder.announcement}
      </p>

      {groups.length === 0 ? (
        <EmptyState icon="search" title="Nenhuma pergunta com estes filtros.">
          <Button variant="secondary" onClick={() => setFilters(FAQ_FILTERS.none)}>
            Limpar filtros
          </Button>
        </EmptyState>
      ) : (
        groups.map((group) => {
          const all = allGroups.find((g) => g.category === group.category)?.entries ?? group.entries;
          const place = allGroups.findIndex((g) => g.category === group.category);
          const headingId = `faq-cat-${place}`;
          return (
            <section key={group.category} aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-2 dark:border-slate-800">
                <h2 id={headingId} className="min-w-0 text-lg font-semibold">
                  {group.category}{' '}
                  <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
                    · {group.entries.length === all.length ? questionsLabel(all.length) : `${group.entries.length} de ${questionsLabel(all.length)}`}
                  </span>
                </h2>
                {canWrite && filters.category === null && allGroups.length > 1 && (
                  <div className="flex gap-1">
                    {([-1, 1] as const).map((direction) => (
                      <MoveButton
                        key={direction}
                        label={`${direction < 0 ? 'Mover categoria para cima' : 'Mover categoria para baixo'}: ${group.category}`}
                        direction={direction}
                        hintId={REORDER_HINT_ID}
                        atEnd={direction < 0 ? place === 0 : place === allGroups.length - 1}
                        enabled={reorderable}
                        onMove={() => reorder.moveCategory(group.category, direction)}
                        buttonRef={reorder.buttonRef(moveButtonKey('category', group.category, direction))}
                      />
                    ))}
                  </div>
                )}
              </div>
              <ul className="flex flex-col gap-3" aria-label={`Perguntas de ${group.category}`}>
                {group.entries.map((entry) => (
                  <FaqEntryCard
                    key={entry.id}
                    entry={entry}
                    expanded={expanded.has(entry.id)}
                    onToggle={() => toggle(entry.id)}
                    ordering={
                      canWrite
                        ? {
                            enabled: reorderable,
                            hintId: REORDER_HINT_ID,
                            busy: reorder.busy,
                            index: all.indexOf(entry),
                            count: all.length,
                            onMove: (direction) => reorder.moveEntry(entry.id, direction),
                            buttonRef: reorder.buttonRef,
                            dragging: drag?.id === entry.id,
                            dropMark: dropAt?.id === entry.id ? (dropAt.after ? 'after' : 'before') : null,
                            onDragStart: (event) => {
                              event.dataTransfer.effectAllowed = 'move';
                              event.dataTransfer.setData('text/plain', entry.id);
                              const card = event.currentTarget.closest('li');
                              // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom's DataTransfer has no setDragImage
                              if (card) event.dataTransfer.setDragImage?.(card, 24, 24);
                              setDrag({ id: entry.id, category: entry.category });
                            },
                            onDragEnd: endDrag,
                            onDragOver: (event) => dragOver(entry, event),
                            onDrop: (event) => drop(entry, event),
                          }
                        : undefined
                    }
                    actions={
                      canWrite
                        ? {
                            onEdit: () => onEdit(entry),
                            onTogglePublished: () => togglePublished(entry),
                            onDelete: () => void remove(entry),
                            pending: pendingId === entry.id,
                          }
                        : undefined
                    }
                  />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
