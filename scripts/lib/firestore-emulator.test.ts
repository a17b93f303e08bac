import { describe, expect, it } from 'vitest';
import {
  emulatorArgs,
  findFirestoreEmulatorJar,
  firestoreEmulatorAvailable,
  FIRESTORE_EMULATOR_PACKAGE,
  javaReason,
  KNOWN_JAR,
  type JarProbes,
} from './firestore-emulator';

const DPKG_JAR = '/opt/sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** A machine whose files are `present` and whose dpkg lists `listed` for the package (null: no dpkg or no package). */
function machine(present: string[], listed: string[] | null = null): JarProbes {
  return {
    exists: (path) => present.includes(path),
    packageFiles: (pkg) => (pkg === FIRESTORE_EMULATOR_PACKAGE ? listed : null),
  };
}

describe('Firestore emulator jar', () => {
  it('takes FIRESTORE_EMULATOR_JAR first, and says so when it names nothing', () => {
    const probes = machine(['/x/emu.jar', KNOWN_JAR], ['/usr', KNOWN_JAR]);
    expect(findFirestoreEmulatorJar({ FIRESTORE_EMULATOR_JAR: '/x/emu.jar' }, probes)).toEqual({ ok: true, jar: '/x/emu.jar' });
    expect(findFirestoreEmulatorJar({ FIRESTORE_EMULATOR_JAR: '/y/missing.jar' }, probes)).toEqual({
      ok: false,
      reason: 'FIRESTORE_EMULATOR_JAR is set to /y/missing.jar, which does not exist',
    });
  });

  it("then the jar among the Debian package's files, then the package's usual path", () => {
    expect(findFirestoreEmulatorJar({}, machine([DPKG_JAR, KNOWN_JAR], ['/.', '/opt/sdk/platform', DPKG_JAR]))).toEqual({ ok: true, jar: DPKG_JAR });
    expect(findFirestoreEmulatorJar({}, machine([KNOWN_JAR], null))).toEqual({ ok: true, jar: KNOWN_JAR });
    // Listed but deleted since: not found.
    expect(findFirestoreEmulatorJar({}, machine([], [DPKG_JAR])).ok).toBe(false);
  });

  it('explains how to install it when there is none', () => {
    expect(findFirestoreEmulatorJar({}, machine([]))).toEqual({
      ok: false,
      reason:
        'the official Firestore emulator is not installed (apt-get install google-cloud-cli-firestore-emulator, or set FIRESTORE_EMULATOR_JAR to its cloud-firestore-emulator.jar)',
    });
  });

  it('needs Java 11 or later, and says which Java it found', () => {
    expect(javaReason(17)).toBeNull();
    expect(javaReason(11)).toBeNull();
    expect(javaReason(8)).toBe('Java 8 found; the Firestore emulator jar needs Java 11+');
    expect(javaReason(null)).toBe('Java was not found; the Firestore emulator jar needs Java 11+ (apt-get install default-jre-headless)');
  });

  it('is available only with both the jar and a Java that runs it; a missing jar is reported before Java', () => {
    const withJar = machine([KNOWN_JAR]);
    expect(firestoreEmulatorAvailable({}, withJar, () => 17)).toEqual({ ok: true, jar: KNOWN_JAR, java: 17 });
    expect(firestoreEmulatorAvailable({}, withJar, () => null)).toEqual({ ok: false, reason: javaReason(null) });
    expect(firestoreEmulatorAvailable({}, machine([]), () => 17)).toEqual(findFirestoreEmulatorJar({}, machine([])));
  });

  it('starts on loopback only, with a bounded heap', () => {
    expect(emulatorArgs('/j.jar', 4321, 512, ['--export-on-exit=/d'])).toEqual([
      '-Xmx512m',
      '-cp',
      '/j.jar',
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host=127.0.0.1',
      '--port=4321',
      '--export-on-exit=/d',
    ]);
  });
});
