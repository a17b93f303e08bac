import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_HTML_FILE } from '../../web/src/app/login-prerender';
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

describe('the sign-in page', () => {
  const hosting = production as unknown as {
    hosting: { rewrites: { source: string; destination?: string }[]; headers: { source: string; headers: { key: string; value: string }[] }[] };
  };

  it('is served at /auth/Login from the file the build writes, before the catch-all rewrite', () => {
    const rewrites = hosting.hosting.rewrites;
    const login = rewrites.findIndex((r) => r.source === '/auth/Login');
    expect(rewrites[login]?.destination).toBe(`/${LOGIN_HTML_FILE}`);
    expect(login).toBeLessThan(rewrites.findIndex((r) => r.source === '**'));
  });

  it('is revalidated on every visit, as index.html is: it names the build’s files', () => {
    const rule = hosting.hosting.headers.find((h) => h.source === '/auth/Login');
    expect(rule?.headers).toContainEqual({ key: 'Cache-Control', value: 'no-cache' });
  });
});
