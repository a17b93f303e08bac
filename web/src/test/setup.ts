import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no ResizeObserver; Headless UI's combobox watches its anchor with one. Nothing resizes in jsdom.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// Each test starts from an empty document.
afterEach(() => cleanup());
