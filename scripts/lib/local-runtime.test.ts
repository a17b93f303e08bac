import { describe, expect, it } from 'vitest';
import { decideRuntime } from './local-runtime';

const jar = () => ({ ok: true as const, jar: '/opt/emulator.jar', java: 17 });
const noJar = () => ({ ok: false as const, reason: 'the official Firestore emulator is not installed' });
const java17 = () => ({ mode: 'embedded' as const, reason: 'Java 17 found; the official Firestore and Storage emulators need Java 21+' });

describe('the local runtime npm start chooses', () => {
  it('runs on the embedded store unless OFFICE_MODE names another, jar or not', () => {
    const chosen = decideRuntime({}, jar, () => ({ mode: 'full', reason: 'Java 21' }));
    expect(chosen).toMatchObject({ name: 'embedded', mode: 'embedded', jar: null });
    expect(chosen.reason).toMatch(/^the default: /);
  });

  it('runs on the Firestore emulator jar when firebase-tools cannot start Firestore', () => {
    const chosen = decideRuntime({ OFFICE_MODE: 'firestore' }, jar, java17);
    expect(chosen).toMatchObject({ name: 'firestore', mode: 'embedded', jar: '/opt/emulator.jar' });
    expect(chosen.reason).toContain('Java 17');
  });

  it('falls back from OFFICE_MODE=full to the embedded store without Java 21 or the jar, and says why', () => {
    const chosen = decideRuntime({ OFFICE_MODE: 'full' }, noJar, java17);
    expect(chosen).toMatchObject({ name: 'embedded', jar: null });
    expect(chosen.reason).toContain('not installed');
  });

  it('leaves Firestore and Storage to firebase-tools when it can start them', () => {
    expect(decideRuntime({ OFFICE_MODE: 'full' }, jar, () => ({ mode: 'full', reason: 'Java 21' }))).toMatchObject({ name: 'full', mode: 'full', jar: null });
  });

  it('honours OFFICE_MODE', () => {
    expect(decideRuntime({ OFFICE_MODE: 'embedded' }, jar)).toMatchObject({ name: 'embedded', jar: null });
    expect(decideRuntime({ OFFICE_MODE: 'firestore' }, jar, java17)).toMatchObject({ name: 'firestore', jar: '/opt/emulator.jar' });
    expect(() => decideRuntime({ OFFICE_MODE: 'firestore' }, noJar, java17)).toThrow(
      /OFFICE_MODE=firestore was set, but the official Firestore emulator is not installed/,
    );
  });
});
