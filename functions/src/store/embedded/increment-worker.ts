// Child process for the cross-process test: increments a counter N times with
// optimistic concurrency, retrying on conflict, as concurrent callables would.
import { ConflictError } from '../errors';
import { SqliteDocumentStore } from './sqlite-document-store';

const [file = '', times = '0'] = process.argv.slice(2);
async function main(): Promise<void> {
  const store = new SqliteDocumentStore(file);
  let conflicts = 0;
  for (let i = 0; i < Number(times); i++) {
    for (;;) {
      const doc = await store.get('counters', 'shared');
      if (!doc) throw new Error('counter missing');
      try {
        await store.update('counters', 'shared', doc.version, {
          value: (doc.data.value as number) + 1,
        });
        break;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        conflicts++;
      }
    }
  }
  await store.close();
  process.stdout.write(JSON.stringify({ conflicts }));
}

void main();
