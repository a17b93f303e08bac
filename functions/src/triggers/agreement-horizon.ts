import '../platform/firebase';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { extendAgreementHorizons } from '../entities/finance/agreement-horizon';
import { stores } from '../store/open-stores';
import { typedStores } from '../store/typed';

/**
 * Every day in production, before the office opens: the monthly fees of every vigente fee agreement reach twelve
 * months ahead (entities/finance/agreement-horizon.ts). Scheduled functions do not fire in the emulators: there
 * the periodic pass runs the same code, on the clock it is given (notifications/periodic-pass.ts).
 */
export const agreementHorizonDaily = onSchedule({ schedule: '0 5 * * *', timeZone: 'America/Sao_Paulo', timeoutSeconds: 540, retryCount: 0 }, async () => {
  logger.info('agreement horizon', await extendAgreementHorizons(typedStores(await stores()).documents));
});
