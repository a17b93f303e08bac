import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorHostingConfig } from './hosting-config';
import { ROOT } from './paths';

const production = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as Parameters<typeof emulatorHostingConfig>[0];
const policyOf = (config: typeof production) =>
  config.hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d): [string, string[]] => [d.split(' ')[0] ?? '', d.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('is strict in production: no inline or eval script, nothing from the machine itself, never framed', () => {
    const policy = directives(policyOf(production));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policyOf(production)).not.toMatch(/unsafe|127\.0\.0\.1|localhost/);
  });

  it('differs for the emulators only by their two origins in connect-src', () => {
    const local = directives(policyOf(emulatorHostingConfig(production)));
    const prod = directives(policyOf(production));
    expect(local['connect-src']).toEqual([...(prod['connect-src'] ?? []), 'http://127.0.0.1:9099', 'http://127.0.0.1:5001']);
    expect({ ...local, 'connect-src': [] }).toEqual({ ...prod, 'connect-src': [] });
  });
});
