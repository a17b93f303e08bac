/**
 * The embedded store's inverted index for `array-contains` and `array-contains-any`: one row per (collection,
 * top-level array field, element, document id), as Firestore keeps one index entry per array element.
 *
 * SQLite triggers on `docs` keep it, so every write (create, update, delete, commit, transact), from any process
 * that shares the file, changes the index in the same transaction as the document. Only string and number
 * elements are indexed: those are the values the embedded store accepts in an array filter.
 */
import type Database from 'better-sqlite3';

/** Bumped when the index's rows or triggers change: a database whose triggers carry another version is rebuilt. */
const VERSION = 1;
const INSERT_TRIGGER = `doc_terms_v${VERSION}_insert`;
const UPDATE_TRIGGER = `doc_terms_v${VERSION}_update`;
const DELETE_TRIGGER = `doc_terms_v${VERSION}_delete`;

/**
 * The (field, element) pairs of a document's JSON `data`: top-level arrays, string and number elements. The
 * CASE keeps json_each from parsing a field that is no array (a plain string is no JSON).
 */
function termsOf(data: string): string {
  return `SELECT f.key AS field, e.value AS term FROM json_each(${data}) f, json_each(CASE f.type WHEN 'array' THEN f.value ELSE '[]' END) e
    WHERE f.type = 'array' AND e.type IN ('text', 'integer', 'real')`;
}

/** The rows of every document in the file: (collection, field, element, id). */
const EVERY_TERM = `SELECT d.collection, f.key, e.value, d.id FROM docs d, json_each(d.data) f,
  json_each(CASE f.type WHEN 'array' THEN f.value ELSE '[]' END) e WHERE f.type = 'array' AND e.type IN ('text', 'integer', 'real')`;

/** `term` has no declared type, so SQLite keeps 1 and '1' apart, as Firestore does. */
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS doc_terms (
  collection TEXT NOT NULL,
  field TEXT NOT NULL,
  term NOT NULL,
  id TEXT NOT NULL,
  PRIMARY KEY (collection, field, term, id)
) WITHOUT ROWID`;

// An array may repeat an element: OR IGNORE keeps one row for it.
const TRIGGERS = [
  `CREATE TRIGGER ${INSERT_TRIGGER} AFTER INSERT ON docs BEGIN
    INSERT OR IGNORE INTO doc_terms (collection, field, term, id) SELECT NEW.collection, field, term, NEW.id FROM (${termsOf('NEW.data')});
  END`,
  // Most updates leave the arrays as they were: only the elements that left are deleted, the new ones added.
  // Each deletion is a primary-key probe: (collection, id) stay plain equalities and the EXCEPT is wrapped in a
  // plain SELECT, or SQLite scans the whole table for the row values.
  `CREATE TRIGGER ${UPDATE_TRIGGER} AFTER UPDATE ON docs BEGIN
    DELETE FROM doc_terms WHERE collection = OLD.collection AND id = OLD.id AND (field, term) IN (SELECT field, term FROM (
      SELECT field, term FROM (${termsOf('OLD.data')}) EXCEPT SELECT field, term FROM (${termsOf('NEW.data')})
    ));
    INSERT OR IGNORE INTO doc_terms (collection, field, term, id) SELECT NEW.collection, field, term, NEW.id FROM (${termsOf('NEW.data')});
  END`,
  `CREATE TRIGGER ${DELETE_TRIGGER} AFTER DELETE ON docs BEGIN
    DELETE FROM doc_terms WHERE collection = OLD.collection AND id = OLD.id AND (field, term) IN (SELECT field, term FROM (${termsOf('OLD.data')}));
  END`,
];

function isCurrent(db: Database.Database): boolean {
  return db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = ?`).get(INSERT_TRIGGER) !== undefined;
}

/**
 * Makes sure the index exists and is complete: a database from before it (or from an older version of it) gets
 * the table and triggers, and the index is built from every document, all in one write transaction. Processes
 * opening the file at once queue on SQLite's write lock; the first builds, the others find it built.
 * Returns the milliseconds spent building (0 when it was already there).
 */
export function ensureTermIndex(db: Database.Database): number {
  if (isCurrent(db)) return 0;
  const started = performance.now();
  const built = db
    .transaction(() => {
      // Another process may have built it while this one waited for the write lock.
      if (isCurrent(db)) return false;
      const stale = db
        .prepare<[], { name: string }>(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'doc\\_terms\\_v%' ESCAPE '\\'`)
        .all();
      for (const { name } of stale) db.exec(`DROP TRIGGER ${name}`);
      db.exec('DROP TABLE IF EXISTS doc_terms');
      db.exec(CREATE_TABLE);
      db.exec(`INSERT OR IGNORE INTO doc_terms (collection, field, term, id) ${EVERY_TERM}`);
      for (const trigger of TRIGGERS) db.exec(trigger);
      return true;
    })
    .immediate();
  return built ? performance.now() - started : 0;
}

/**
 * How far the index is from its documents: rows it lacks and rows it holds for no document's element. Both are
 * 0 whenever every write went through the triggers (a diagnostic for tests and for a file in doubt).
 */
export function termIndexDrift(db: Database.Database): { missing: number; extra: number } {
  const actual = 'SELECT collection, field, term, id FROM doc_terms';
  const count = (sql: string) => db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM (${sql})`).get()?.n ?? 0;
  return { missing: count(`${EVERY_TERM} EXCEPT ${actual}`), extra: count(`${actual} EXCEPT ${EVERY_TERM}`) };
}
