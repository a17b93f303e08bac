import { COLLECTIONS, REMOVAL_LIMITS, type RemovalDailyUse } from '@office/domain';
import type { TypedReader } from '../store/typed';
import { counterId, officeDayWindow } from './rate-limit';

/** The office-wide counters of the public removal form (no address or e-mail in them). */
export const REMOVAL_ACCEPTED_KEY = 'removal:office';
export const REMOVAL_REFUSED_KEY = 'removal:office:refused';

/** Today's use of the public form against its daily cap, for Configurações. */
export async function removalDailyUse(reader: Pick<TypedReader, 'getMany'>, now = Date.now()): Promise<RemovalDailyUse> {
  const window = officeDayWindow(now);
  const [accepted, refused] = await reader.getMany(COLLECTIONS.rateLimits, [counterId(REMOVAL_ACCEPTED_KEY, window), counterId(REMOVAL_REFUSED_KEY, window)]);
  return { day: window.label, cap: REMOVAL_LIMITS.officePerDay, accepted: accepted?.data.count ?? 0, refused: refused?.data.count ?? 0 };
}
