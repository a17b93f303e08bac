/**
 * The emulators' copy of firebase.json. In production the SPA talks to Google's Auth endpoints and to the
 * functions on *.cloudfunctions.net, and firebase.json's Content-Security-Policy allows exactly those.
 * Locally it talks to the Auth and Functions emulators on other ports of 127.0.0.1, so their origins are
 * added to `connect-src` in a generated, git-ignored copy that `emulators:start --config` reads. Nothing else
 * differs, so the browser suite checks the production policy with two more origins.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_PORTS } from '@office/domain/config';
import { ROOT } from './paths';

export const EMULATOR_CONFIG = join(ROOT, 'firebase.emulators.json');

interface Header {
  key: string;
  value: string;
}
interface FirebaseConfig {
  hosting: { headers: { source: string; headers: Header[] }[] };
}

/** Adds `sources` to one directive of a policy. */
export function withSources(policy: string, directive: string, sources: string[]): string {
  return policy
    .split(';')
    .map((part) => part.trim())
    .map((part) => (part.split(/\s+/)[0] === directive ? [part, ...sources].join(' ') : part))
    .join('; ');
}

export function emulatorHostingConfig(production: FirebaseConfig): FirebaseConfig {
  const emulators = [`http://127.0.0.1:${EMULATOR_PORTS.auth}`, `http://127.0.0.1:${EMULATOR_PORTS.functions}`];
  const copy = structuredClone(production);
  for (const rule of copy.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = withSources(header.value, 'connect-src', emulators);
    }
  }
  return copy;
}

/** Writes firebase.emulators.json from firebase.json and returns its path. */
export function writeEmulatorConfig(): string {
  const production = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseConfig;
  writeFileSync(EMULATOR_CONFIG, `${JSON.stringify(emulatorHostingConfig(production), null, 2)}\n`);
  return EMULATOR_CONFIG;
}
