import { describe, expect, it } from 'vitest';
import { LOCAL_API_URL, LOCAL_PROJECT_ID } from '@office/domain/config';
import { apiBase } from './function-url';

describe('where the SPA posts operations', () => {
  it('is Hosting’s /api when deployed, and the local API address the tests and benches use in a local build', () => {
    expect(apiBase({ VITE_FIREBASE_PROJECT_ID: 'escritorio-prod' })).toBe('/api');
    // web/.env.emulator's values.
    expect(apiBase({ VITE_EMULATOR_HOST: '127.0.0.1', VITE_FIREBASE_PROJECT_ID: LOCAL_PROJECT_ID })).toBe(LOCAL_API_URL);
  });
});
