/** Errors the adapters throw; the callable wrapper maps them to HttpsError codes. */

export class StoreError extends Error {
  constructor(
    message: string,
    readonly code: 'not-found' | 'already-exists' | 'conflict' | 'invalid-query' | 'contention',
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends StoreError {
  constructor(
    readonly collection: string,
    readonly id: string,
  ) {
    super(`${collection}/${id} does not exist`, 'not-found');
  }
}

export class AlreadyExistsError extends StoreError {
  constructor(
    readonly collection: string,
    readonly id: string,
  ) {
    super(`${collection}/${id} already exists`, 'already-exists');
  }
}

/** The write was based on an outdated version; nothing was written. */
export class ConflictError extends StoreError {
  constructor(
    readonly collection: string,
    readonly id: string,
    readonly expectedVersion: number,
    readonly actualVersion: number,
  ) {
    super(`${collection}/${id} is at version ${actualVersion}, not ${expectedVersion}`, 'conflict');
  }
}

export class InvalidQueryError extends StoreError {
  constructor(message: string) {
    super(message, 'invalid-query');
  }
}

/** A page cursor the store did not make (wrong shape, wrong query, crafted values). */
export class InvalidCursorError extends InvalidQueryError {
  constructor() {
    super('Invalid cursor');
  }
}

/** A document over Firestore's 1 MiB: refused by both stores before anything is written. */
export class DocumentTooLargeError extends InvalidQueryError {
  constructor(
    readonly collection: string,
    readonly id: string,
  ) {
    super(`${collection}/${id} would be larger than 1 MiB`);
  }
}

/**
 * A write kept meeting other writes (a transaction whose reads kept changing, or a lock held longer than the
 * store waits) and gave up; nothing was written.
 */
export class ContentionError extends StoreError {
  constructor(readonly attempts: number) {
    super(`transaction gave up after ${attempts} attempts`, 'contention');
  }
}
