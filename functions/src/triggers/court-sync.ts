import '../platform/firebase';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { captureTargets, COLLECTIONS } from '@office/domain';
import { runDatajudOffice } from '../integrations/datajud-run';
import { runDjen } from '../integrations/djen-sync';
import { stores } from '../store/open-stores';
import { typedStores } from '../store/typed';

/**
 * The daily runs, in production. Scheduled functions do not fire in the local emulators: there the same code
 * runs from Integrações → "Sincronizar agora" (`integrations-syncDatajud`, `integrations-syncDjen`).
 * DJEN first thing in the morning (the day's diário is out by then); DataJud after it (its data lags 2–17 days).
 */
const SCHEDULE = { timeZone: 'America/Sao_Paulo', timeoutSeconds: 540, retryCount: 0 } as const;

export const djenDaily = onSchedule({ ...SCHEDULE, schedule: '15 6 * * *' }, async () => {
  const store = typedStores(await stores()).documents;
  const settings = await store.get(COLLECTIONS.integrations, 'djen');
  // Nothing to monitor is not a failed run: the card keeps saying "nunca sincronizado" until someone configures it.
  if (!captureTargets(settings?.data ?? null).length) return;
  await runDjen(store, 'agendada', 'agendador');
});

export const datajudDaily = onSchedule({ ...SCHEDULE, schedule: '30 6 * * *' }, async () => {
  await runDatajudOffice(typedStores(await stores()).documents, 'agendada', 'agendador');
});
