import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as Callable from '../lib/callable';
import { endTest } from './operations-registry';

// findBy and waitFor wait up to 5 s, not 1: on two cores shared with other work a first render that loads a
// lazy chunk can take longer than a second, and a test that waits for something that never comes still fails.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver; Headless UI's combobox watches its anchor with one. Nothing resizes in jsdom.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// Every test file talks to the fake server of test/operations.ts: the one mock of the callable client.
vi.mock('../lib/callable', async (original) => {
  const { answerCall } = await import('./operations-registry');
  return {
    ...(await original<typeof Callable>()),
    call: answerCall,
    // The early start is an optimisation of the first page load: in a test the page's own call answers.
    callEarly: () => undefined,
    callOrTakeEarly: answerCall,
  } satisfies typeof Callable;
});

// Each test starts from an empty document, with no call recorded; a call nobody answered fails its test.
afterEach(() => {
  cleanup();
  const unhandled = endTest();
  if (unhandled.length > 0) throw new Error(unhandled.join('\n'));
});
