/**
 * One process of multi-process.test.ts: opens a shared file (building its term index if no process has yet),
 * then writes tagged documents, changes their tags and deletes some, as a Functions worker would.
 * argv: file, worker number, documents to write.
 */
import { SqliteDocumentStore } from './sqlite-document-store';

const [file = '', worker = '0', count = '0'] = process.argv.slice(2);
const store = new SqliteDocumentStore(file);
const built = store.termIndexBuildMs > 0;
const n = Number(count);
for (let i = 0; i < n; i++) {
  const id = `w${worker}-${i}`;
  const doc = await store.create('notes', id, { tags: ['novo', `t${i % 7}`, `w${worker}`] });
  if (i % 3 === 0) await store.update('notes', id, doc.version, { tags: ['revisto', `t${i % 5}`] });
  if (i % 5 === 0) await store.delete('notes', id);
}
await store.close();
console.log(JSON.stringify({ built }));
