/** See passThatDiesHoldingClaims: one notifier pass that reports its claims and then waits to be killed. */
import { runNotifier } from '../../functions/src/notifications/notifier';
import { testStores } from './store';
import { typedStores } from '../../functions/src/store/typed';

const now = process.argv[2];
const store = typedStores(await testStores()).documents;
await runNotifier(store, {
  now,
  afterClaim: async (claimed) => {
    process.stdout.write(`claimed ${claimed}\n`);
    await new Promise(() => undefined);
  },
});
