import { describe, expect, it } from 'vitest';
import { call, CallError } from '../lib/callable';
import { fakeOperations, refuse } from './operations';
import { endTest } from './operations-registry';
import { aClient } from './records';

const operations = fakeOperations({
  'clients-get': (input) => aClient({ id: input.id }),
  'clients-list': (input) => ({ items: [aClient()], nextCursor: null, total: input.limit }),
  'clients-delete': () => refuse('conflict'),
});

describe('fakeOperations', () => {
  it('answers through lib/callable and records the inputs as sent', async () => {
    expect((await call('clients-get', { id: 'c9' })).id).toBe('c9');
    // The handler reads the parsed input (the schema's default limit); the record keeps what was sent.
    expect((await call('clients-list', {})).total).toBe(25);
    expect(operations.calls('clients-list')).toEqual([{}]);
    expect(operations.log.map((c) => c.name)).toEqual(['clients-get', 'clients-list']);
  });

  it('refuses as the server does', async () => {
    const failure = await call('clients-delete', { id: 'c1', expectedVersion: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CallError);
    expect(failure).toMatchObject({ id: 'conflict' });
  });

  it('overrides an answer for one test only', async () => {
    operations.answer('clients-get', () => refuse('not-found'));
    await expect(call('clients-get', { id: 'c1' })).rejects.toMatchObject({ id: 'not-found' });
    endTest();
    expect((await call('clients-get', { id: 'c1' })).id).toBe('c1');
  });

  it('overrides the next answer only', async () => {
    operations.answerOnce('clients-get', () => refuse('conflict'));
    await expect(call('clients-get', { id: 'c1' })).rejects.toMatchObject({ id: 'conflict' });
    expect((await call('clients-get', { id: 'c1' })).id).toBe('c1');
  });

  it('fails an unanswered call and an input the contract refuses', async () => {
    await expect(call('faq-list', {})).rejects.toThrow("No fake for the operation 'faq-list'");
    await expect(call('clients-get', { id: 'not an id' })).rejects.toThrow("The SPA sent 'clients-get' an input its contract refuses");
    // Both would fail the test after it ends (setup.ts); here they are what the test expects.
    expect(endTest()).toHaveLength(2);
  });
});
