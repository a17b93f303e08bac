import type Database from 'better-sqlite3';

/**
 * The embedded store's prepared statements, kept by SQL text: preparing again on every read was about 13 % of
 * the fee-agreements bench. Bounded (least recently used goes first), because the text varies with the filters
 * and the lengths of IN lists. A statement belongs to its db handle, so the cache lives and dies with it. The
 * store only runs statements with get/all/run, which finish before they return, so one statement is never in use
 * twice at once (an open `.iterate()` would be: such a statement must not come from here).
 */
export class StatementCache {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    private readonly db: Database.Database,
    readonly capacity = 200,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer');
  }

  prepare<P extends unknown[] = unknown[], R = unknown>(sql: string): Database.Statement<P, R> {
    let statement = this.statements.get(sql);
    if (statement) {
      // Map keeps insertion order: moving the entry to the end marks it most recently used.
      this.statements.delete(sql);
    } else {
      statement = this.db.prepare(sql);
      if (this.statements.size >= this.capacity) {
        const oldest = this.statements.keys().next().value;
        if (oldest !== undefined) this.statements.delete(oldest);
      }
    }
    this.statements.set(sql, statement);
    return statement as Database.Statement<P, R>;
  }

  get size(): number {
    return this.statements.size;
  }

  /** Forgets every statement (before the db handle closes: they cannot outlive it). */
  clear(): void {
    this.statements.clear();
  }
}
