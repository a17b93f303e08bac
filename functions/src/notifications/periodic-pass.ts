/**
 * The office's periodic pass: in the emulators, the fee agreements' daily horizon (agreement-horizon.ts); the
 * notifier (what is due becomes a notification, the outbox is sent), then the
 * sweep of rate-limit counters whose window is over and of the second factor's expired sign-in sessions. Production runs it every 5 minutes
 * (`notifierEvery5Minutes`); the emulators on request (`notifierTick`, for tests with their own clock); `npm
 * start` every minute in a worker of the API function (triggers/local-pass.ts, scripts/lib/notifier-ticks.ts).
 */
import { extendAgreementHorizons, type HorizonPass } from '../entities/finance/agreement-horizon';
import { sweepExpiredCounters } from '../platform/rate-limit';
import { sweepExpiredSessions } from '../platform/second-factor';
import type { TypedDocumentStore } from '../store/typed';
import { runNotifier, type NotifierPass } from './notifier';

export interface PeriodicPass extends NotifierPass {
  sweptCounters: number;
  sweptSecondFactorSessions: number;
  /** The fee agreements' daily horizon, in the emulators only (production schedules agreementHorizonDaily). */
  agreements: HorizonPass | null;
}

export async function periodicPass(store: TypedDocumentStore, now?: string): Promise<PeriodicPass> {
  // Before the notifier, so a notice it makes is mailed in this pass.
  const agreements = process.env.FUNCTIONS_EMULATOR === 'true' ? await extendAgreementHorizons(store, now) : null;
  const pass = await runNotifier(store, { now });
  // Counters live on the real clock (their windows are real hours and days), whatever clock the pass was given.
  return { ...pass, agreements, sweptCounters: await sweepExpiredCounters(store), sweptSecondFactorSessions: await sweepExpiredSessions(store) };
}
