import { describe, expect, it } from 'vitest';
import { allowedOrigins, corsOrigins, isAllowedOrigin } from './app-origin';

const PRODUCTION = { APP_ORIGIN: 'https://www.escritorio.adv.br/', GCLOUD_PROJECT: 'escritorio-prod' };
const EMULATED = { APP_ORIGIN: 'http://127.0.0.1:5000', GCLOUD_PROJECT: 'demo-office', FUNCTIONS_EMULATOR: 'true' };

describe('the origins that may call the functions from another origin', () => {
  it('are the app’s origin and Hosting’s default domains of the project', () => {
    expect(allowedOrigins(PRODUCTION)).toEqual(['https://www.escritorio.adv.br', 'https://escritorio-prod.web.app', 'https://escritorio-prod.firebaseapp.com']);
    // Without APP_ORIGIN the app still lives at Hosting's domains; the project may come from FIREBASE_CONFIG alone.
    expect(allowedOrigins({ FIREBASE_CONFIG: '{"projectId":"escritorio-prod"}' })).toEqual([
      'https://escritorio-prod.web.app',
      'https://escritorio-prod.firebaseapp.com',
    ]);
    expect(allowedOrigins({})).toEqual([]);
  });

  it('include the Hosting emulator under either loopback name, in the emulator only', () => {
    for (const origin of ['http://127.0.0.1:5000', 'http://localhost:5000']) {
      expect(isAllowedOrigin(origin, EMULATED), origin).toBe(true);
      expect(isAllowedOrigin(origin, PRODUCTION), origin).toBe(false);
    }
    expect(isAllowedOrigin('http://127.0.0.1:5173', EMULATED)).toBe(false);
  });

  it('match exactly: another scheme, port, subdomain, suffix or preview channel is refused', () => {
    for (const origin of [
      'https://evil.example',
      'http://www.escritorio.adv.br',
      'https://www.escritorio.adv.br:8443',
      'https://www.escritorio.adv.br.evil.example',
      'https://evil.www.escritorio.adv.br',
      'https://escritorio-prod--preview-1a2b.web.app',
      'https://escritorio-prodXweb.app',
      'null',
      '',
      undefined,
    ]) {
      expect(isAllowedOrigin(origin, PRODUCTION), String(origin)).toBe(false);
      const pattern = corsOrigins(PRODUCTION);
      expect(pattern && origin !== undefined && pattern.test(origin), String(origin)).toBe(false);
    }
    const pattern = corsOrigins(PRODUCTION);
    for (const origin of allowedOrigins(PRODUCTION)) expect(pattern && pattern.test(origin), origin).toBe(true);
    expect(corsOrigins({})).toBe(false);
  });
});
