// Child process for the cross-process transaction test: in each of many rooms, claims a seat while fewer than
// the room's limit are taken (count, then create, in one transaction), as concurrent callables check a rule
// and write. Every room is a boundary where a check made outside the commit would let one too many in.
import { SqliteDocumentStore } from './sqlite-document-store';

const [file = '', worker = '', rooms = '0', limit = '0', startAt = '0'] = process.argv.slice(2);
async function main(): Promise<void> {
  const store = new SqliteDocumentStore(file);
  // All workers start together (process start-up takes longer than the work), so their transactions overlap.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
  let claimed = 0;
  for (let room = 0; room < Number(rooms); room++) {
    for (let attempt = 0; attempt < 2; attempt++) {
      const won = await store.transact(async (tx) => {
        const taken = await tx.count('seats', [{ field: 'room', op: '==', value: room }]);
        if (taken >= Number(limit)) return { ops: [], result: false };
        return { ops: [{ kind: 'create', collection: 'seats', id: `r${room}-w${worker}-${attempt}`, data: { room } }], result: true };
      });
      if (won) claimed++;
    }
  }
  await store.close();
  process.stdout.write(JSON.stringify({ claimed }));
}

void main();
