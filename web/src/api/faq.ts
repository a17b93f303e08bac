import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import type { FaqRecord, FaqState } from '@office/domain/faq';
import type { Listed } from '@office/domain/lists';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { faqKeys } from './keys';
import { useCallMutation } from './mutation';
import { isConflict } from '../lib/error-message';

export type FaqEntry = Listed<FaqRecord>;
export type FaqData = FaqState<FaqEntry>;

/** The whole FAQ is one read (bounded by MAX_FAQ_ENTRIES): every entry in order, and the order's version. */
const LIST_KEY = faqKeys.list({});

export const faqQueries = {
  /** Every entry in the office's order, with the order's version a reorder names. */
  list: () => queryOptions({ queryKey: LIST_KEY, queryFn: () => call('faq-list', {}) }),
};

// Creating or deleting an entry also writes the order (and so its version): the whole FAQ is read again.
// Someone else changed the FAQ: the page shows what is there now, behind the refusal.

export const useCreateFaq = () => useCallMutation('faq-create', { refresh: [faqKeys.all] });

export const useUpdateFaq = () => useCallMutation('faq-update', { refresh: [faqKeys.all], onConflict: [faqKeys.all] });

export const useSetFaqPublished = () => useCallMutation('faq-setPublished', { refresh: [faqKeys.all], onConflict: [faqKeys.all] });

export const useDeleteFaq = () => useCallMutation('faq-delete', { refresh: [faqKeys.all], onConflict: [faqKeys.all] });

/**
 * A new order of every entry, made on the order's version the page holds. The list shows it at once; the
 * answer is the FAQ as stored. A conflict (someone reordered, added or deleted meanwhile) reads the FAQ
 * again and sends nothing more: the person redoes the move on what is there now. Any other failure puts
 * the order back as it was.
 */
export function useReorderFaq() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'faq-reorder'>) => call('faq-reorder', input),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: LIST_KEY });
      const before = client.getQueryData<FaqData>(LIST_KEY);
      if (before) client.setQueryData<FaqData>(LIST_KEY, { ...before, entries: inOrder(before.entries, input.ids) });
      return { before };
    },
    onSuccess: (state) => {
      client.setQueryData<FaqData>(LIST_KEY, state);
    },
    onError: (failure, _input, context) => {
      if (isConflict(failure)) void invalidate(client, faqKeys.all);
      else if (context?.before) client.setQueryData<FaqData>(LIST_KEY, context.before);
    },
  });
}

/** The entries in the order of `ids` (entries `ids` does not name keep their place at the end). */
export function inOrder<E extends { id: string }>(entries: readonly E[], ids: readonly string[]): E[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const named = ids.flatMap((id) => byId.get(id) ?? []);
  const seen = new Set(ids);
  return [...named, ...entries.filter((e) => !seen.has(e.id))];
}
