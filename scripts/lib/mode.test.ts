import { describe, expect, it } from 'vitest';
import { decideMode, javaMajor, startDefault } from './mode';

describe('local mode', () => {
  it('reads the Java version from stderr, where java -version prints it', () => {
    expect(javaMajor(() => ({ stdout: '', stderr: 'openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime' }))).toBe(17);
    expect(javaMajor(() => ({ stdout: '', stderr: 'java version "1.8.0_381"' }))).toBe(8);
    expect(javaMajor(() => ({ stdout: '', stderr: 'openjdk version "21" 2023-09-19' }))).toBe(21);
    expect(javaMajor(() => null)).toBeNull();
  });

  it('honours OFFICE_MODE and explains its choice', () => {
    expect(decideMode({ OFFICE_MODE: 'embedded' })).toEqual({ mode: 'embedded', reason: 'OFFICE_MODE=embedded was set' });
    const full = decideMode({ OFFICE_MODE: 'full' });
    expect(full.mode).toBe('full');
    expect(full.reason).toMatch(/^OFFICE_MODE=full was set \(Java (\d+|not found)\)$/);
  });

  it('runs npm start on the embedded store unless OFFICE_MODE names the Firestore emulator', () => {
    expect(startDefault({})).toMatchObject({ mode: 'embedded', reason: expect.stringMatching(/^the default: .*OFFICE_MODE=firestore/) as unknown });
    expect(startDefault({ OFFICE_MODE: 'embedded' })).toEqual({ mode: 'embedded', reason: 'OFFICE_MODE=embedded was set' });
    expect(startDefault({ OFFICE_MODE: 'firestore' })).toBeNull();
    expect(startDefault({ OFFICE_MODE: 'full' })).toBeNull();
  });
});
