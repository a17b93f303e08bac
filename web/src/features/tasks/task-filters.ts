import { CALLABLES } from '@office/domain/contracts';
import { z } from '@office/domain/schema';
import { addressFilters } from '../../components/list/address-filters';

export const TASK_VIEWS = ['quadro', 'lista'] as const;

/** The board (default) or the list, filtered by person, lawsuit, client, status (the list) and due period, in the address. */
export const TASK_FILTERS = addressFilters(CALLABLES['tasks-list'].input, { extra: { view: z.enum(TASK_VIEWS) } });
