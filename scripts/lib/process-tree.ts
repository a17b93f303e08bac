/** What a process tree is made of, from /proc: each process's name in a word or two and the CPU it has used. */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { descendants } from '../../tests/support/launcher';

export function readOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** A `Field:   123 kB` line of a /proc file, in kB (0 when absent). */
export function kbOf(text: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

/** What a process is, in a word or two: its program and the script or jar it runs. */
export function nameOf(pid: number): string {
  const args = readOr(`/proc/${pid}/cmdline`).split('\0').filter(Boolean);
  if (args.length === 0) return 'gone';
  if (args.some((a) => a.includes('functionsEmulatorRuntime'))) return 'function worker';
  // Builds before 02/12/2026 ran each notifier pass in a process of its own (scripts/lib/notifier-pass-main.ts).
  if (args.some((a) => a.includes('notifier-pass-main'))) return 'notifier pass';
  if (args.some((a) => a.includes('cloud-firestore-emulator') || a.endsWith('.jar'))) return 'Firestore emulator (jar)';
  if (args.some((a) => a.endsWith('firebase') || a.includes('firebase-tools'))) return 'emulators (firebase-tools)';
  if (args.some((a) => a.includes('launch.mjs') || a.includes('.launcher.mjs'))) return 'launcher';
  if (basename(args[0] ?? '') === 'npm' || args.some((a) => a.endsWith('npm-cli.js'))) return 'npm';
  const script = args.slice(1).find((a, i, rest) => !a.startsWith('-') && !['--import', '--require', '-r'].includes(rest[i - 1] ?? '')) ?? '';
  return `${basename(args[0] ?? '?')} ${basename(script)}`.trim();
}

/** The RSS of `rootPid` and every process under it, in MB. */
export function treeRssMB(rootPid: number): number {
  const kb = [rootPid, ...descendants(rootPid)].reduce((sum, pid) => sum + kbOf(readOr(`/proc/${pid}/status`), 'VmRSS'), 0);
  return Math.round(kb / 1024);
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) each process under `rootPid` (itself included) has used so far, by pid. */
export function cpuSeconds(rootPid: number): Map<number, { what: string; seconds: number }> {
  const used = new Map<number, { what: string; seconds: number }>();
  for (const pid of [rootPid, ...descendants(rootPid)]) {
    // The fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
    const fields = readOr(`/proc/${pid}/stat`).split(') ')[1]?.split(' ') ?? [];
    if (fields.length < 13) continue; // ended meanwhile
    used.set(pid, { what: nameOf(pid), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND });
  }
  return used;
}

/**
 * CPU seconds each kind of process used between two readings of `cpuSeconds`, most first. A process that ended
 * between the readings is not counted (npm start's processes all live through a burst).
 */
export function cpuSpent(before: ReturnType<typeof cpuSeconds>, after: ReturnType<typeof cpuSeconds>): Record<string, number> {
  const spent: Record<string, number> = {};
  for (const [pid, { what, seconds }] of after) spent[what] = (spent[what] ?? 0) + seconds - (before.get(pid)?.seconds ?? 0);
  return Object.fromEntries(
    Object.entries(spent)
      .filter(([, s]) => s >= 0.05)
      .sort((a, b) => b[1] - a[1])
      .map(([what, s]) => [what, Math.round(s * 10) / 10]),
  );
}
