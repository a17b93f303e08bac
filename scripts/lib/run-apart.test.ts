/**
 * The child-process protocol `npm start` uses to seed and to run the notifier's passes: a real child through tsx,
 * its answer the JSON on its last line of stdout.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runApart } from './run-apart';

const dir = mkdtempSync(join(tmpdir(), 'run-apart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

function entry(name: string, body: string): string {
  const path = join(dir, `${name}.ts`);
  writeFileSync(path, body);
  return path;
}

describe('runApart', () => {
  it('answers with the last line of JSON, its arguments and environment passed, its other lines printed', async () => {
    const printed = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const script = entry(
      'answers',
      "console.log('Dados locais atualizados');\nconsole.log(JSON.stringify({ args: process.argv.slice(2), env: process.env.APART_VALUE }));\n",
    );
    let pid: number | undefined;
    const answer = await runApart<{ args: string[]; env: string }>(script, ['embedded', '/tmp/x'], 'Preparing', {
      env: { ...process.env, APART_VALUE: 'ok' },
      started: (child) => (pid = child.pid),
    });
    expect(answer).toEqual({ args: ['embedded', '/tmp/x'], env: 'ok' });
    expect(pid).toBeGreaterThan(0);
    expect(printed.mock.calls.map(([text]) => String(text)).join('')).toContain('Dados locais atualizados\n');
  });

  it('fails with the exit code, and a quiet child with the end of what it said', async () => {
    const script = entry('fails', "console.error('the store refused');\nprocess.exit(3);\n");
    await expect(runApart(script, [], 'the pass', { quiet: true })).rejects.toThrow(/^the pass failed \(exit code 3\): the store refused$/);
    await expect(runApart(script, [], 'Preparing the local data')).rejects.toThrow('Preparing the local data failed (exit code 3).');
  });

  it('fails when the last line is not JSON, and when the child is killed', async () => {
    await expect(runApart(entry('prose', "console.log('done');\n"), [], 'the pass', { quiet: true })).rejects.toThrow(
      'the pass failed (its last line is not JSON): done',
    );
    const hang = entry('hang', 'setInterval(() => undefined, 1_000);\n');
    await expect(runApart(hang, [], 'the pass', { started: (child) => setTimeout(() => child.kill('SIGKILL'), 200) })).rejects.toThrow(
      'the pass failed (signal SIGKILL).',
    );
  });
});
