/** The DataJud runs: the office's active lawsuits (daily, or "Sincronizar agora"), or one lawsuit ("Atualizar andamentos"). */
import {
  COLLECTIONS,
  datajudAlias,
  DATAJUD_PUBLIC_KEY,
  RUN_BUDGET_MS,
  type Listed,
  type IntegrationRunRecord,
  type LawsuitSyncResult,
  type RunTrigger,
} from '@office/domain';
import { appError } from '../platform/errors';
import { forEachPage } from '../platform/pages';
import type { StoredDoc } from '../store/port';
import type { TypedDocumentStore } from '../store/typed';
import type { LawsuitRecord } from '@office/domain';
import { datajudHttp } from './datajud-client';
import { syncLawsuits } from './datajud-sync';
import { emptyCounts, finishRun, startRun } from './runs';

/** Every active lawsuit with a CNJ number, against DataJud. */
export async function runDatajudOffice(
  store: TypedDocumentStore,
  trigger: Exclude<RunTrigger, 'processo'>,
  startedBy: string,
): Promise<Listed<IntegrationRunRecord>> {
  const run = await startRun(store, 'datajud', trigger, startedBy);
  const counts = emptyCounts();
  try {
    const deadline = Date.now() + RUN_BUDGET_MS;
    const lawsuits: StoredDoc<LawsuitRecord>[] = [];
    await forEachPage(store, COLLECTIONS.lawsuits, { where: [{ field: 'status', op: '==', value: 'ativo' }] }, (docs) => {
      lawsuits.push(...docs.filter((d) => d.data.cnjDigits));
    });
    // Never checked first, then the ones checked longest ago: a run cut short by its budget leaves the freshest for later.
    const checked = new Map<string, string>();
    for (let i = 0; i < lawsuits.length; i += 100) {
      const docs = await store.getMany(
        COLLECTIONS.courtData,
        lawsuits.slice(i, i + 100).map((l) => l.id),
      );
      docs.forEach((d) => d?.data.checkedAt && checked.set(d.id, d.data.checkedAt));
    }
    lawsuits.sort((a, b) => (checked.get(a.id) ?? '').localeCompare(checked.get(b.id) ?? ''));
    const http = datajudHttp(deadline);
    const { keyRejected } = await syncLawsuits(store, http, lawsuits, run.settings.apiKey ?? DATAJUD_PUBLIC_KEY, counts, startedBy, run.id, deadline);
    return await finishRun(store, run, counts, { keyRejected });
  } catch (error) {
    // Whatever failed, the run is closed as interrupted rather than left "em andamento" until its lease lapses.
    counts.stopReason = 'Erro inesperado durante a sincronização; o que já foi importado fica gravado.';
    await finishRun(store, run, counts).catch(() => undefined);
    throw error;
  }
}

/** "Atualizar andamentos": one lawsuit, now. */
export async function runDatajudLawsuit(store: TypedDocumentStore, lawsuitId: string, startedBy: string): Promise<LawsuitSyncResult> {
  const lawsuit = await store.get(COLLECTIONS.lawsuits, lawsuitId);
  if (!lawsuit) throw appError('not-found');
  if (!lawsuit.data.cnjDigits) {
    throw appError('invalid-state', { fields: { _: 'Este processo não tem número CNJ: o DataJud só encontra processos pelo número.' } });
  }
  if (!datajudAlias(lawsuit.data.cnjDigits)) {
    throw appError('invalid-state', { fields: { _: 'O DataJud não tem índice para o tribunal deste número (o STF e os conselhos não estão nele).' } });
  }
  const run = await startRun(store, 'datajud', 'processo', startedBy, lawsuitId);
  const counts = emptyCounts();
  try {
    const { keyRejected, courtData } = await syncLawsuits(
      store,
      datajudHttp(),
      [lawsuit],
      run.settings.apiKey ?? DATAJUD_PUBLIC_KEY,
      counts,
      startedBy,
      run.id,
    );
    // A refused key is the integration's news too: the card says so until an administrator fixes it (or it works again).
    const finished = await finishRun(store, run, counts, { keyRejected });
    // A failed attempt is on the lawsuit's court data too ("Última tentativa falhou em …").
    return { run: finished, courtData: courtData.get(lawsuitId) ?? (await store.get(COLLECTIONS.courtData, lawsuitId))?.data ?? null };
  } catch (error) {
    counts.stopReason = 'Erro inesperado durante a atualização; o que já foi importado fica gravado.';
    await finishRun(store, run, counts).catch(() => undefined);
    throw error;
  }
}
