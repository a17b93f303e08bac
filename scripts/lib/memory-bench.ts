/**
 * The memory of `npm start` over time, for issue 56's "≤ 1 GB at every moment": `npm start` on a throwaway copy
 * of the seed, every page opened once in Chromium (runtime-bench's measureRuntime), then npm and every process
 * it started sampled each second for two minutes, a span that holds at least one of the notifier's per-minute
 * passes. The sampling starts at "Ready", so the page visits are sampled too. Prints the peak and what each
 * process held at that moment. Run alone (`flock /tmp/office-app.lock npx tsx scripts/lib/memory-bench.ts`) or
 * from `npm run bench`; nothing else may hold the emulator ports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { descendants, launch, portsFree } from '../../tests/support/launcher';
import { kbOf, nameOf, readOr } from './process-tree';
import { measureRuntime } from './runtime-bench';

const SAMPLE_EVERY_MS = 1_000;
const DEFAULT_WINDOW_S = 120;

export interface ProcessMemory {
  pid: number;
  what: string;
  rssMB: number;
  pssMB: number;
}

export interface MemorySample {
  /** Seconds since "Ready". */
  atS: number;
  rssMB: number;
  pssMB: number;
  processes: ProcessMemory[];
}

export interface MemoryBench {
  mode: string;
  /** Samples taken after every page was opened (one a second), and all of them since "Ready". */
  windowSamples: number;
  samples: number;
  /** When the page visits ended, in seconds since "Ready". */
  pagesOpenedAtS: number;
  /** Seconds of the window during which a notifier pass ran in a process of its own (none when it runs in a worker). */
  passProcessSeconds: number;
  /** Lines the launcher printed about the notifier during the run. */
  notifierLines: string[];
  peakRss: MemorySample;
  peakPss: MemorySample;
  /** The first sample after every page was opened, and the median of the window. */
  afterPages: { rssMB: number; pssMB: number };
  medianRssMB: number;
}

/** RSS and PSS (smaps_rollup) of `rootPid` and every process under it, now. */
export function sampleTree(rootPid: number, atS: number): MemorySample {
  const processes: ProcessMemory[] = [];
  for (const pid of [rootPid, ...descendants(rootPid)]) {
    const rss = kbOf(readOr(`/proc/${pid}/status`), 'VmRSS');
    if (rss === 0) continue; // ended between the listing and the read
    const pss = kbOf(readOr(`/proc/${pid}/smaps_rollup`), 'Pss');
    processes.push({ pid, what: nameOf(pid), rssMB: Math.round(rss / 1024), pssMB: Math.round(pss / 1024) });
  }
  const sum = (key: 'rssMB' | 'pssMB') => processes.reduce((total, p) => total + p[key], 0);
  return { atS: Math.round(atS * 10) / 10, rssMB: sum('rssMB'), pssMB: sum('pssMB'), processes };
}

/** Samples the tree each second until stopped. */
function startSampling(rootPid: number, readyAt: number) {
  const samples: MemorySample[] = [];
  const take = () => samples.push(sampleTree(rootPid, (performance.now() - readyAt) / 1000));
  take();
  const timer = setInterval(take, SAMPLE_EVERY_MS);
  return {
    samples,
    stop: () => clearInterval(timer),
  };
}

/**
 * `npm start` on a throwaway copy of the local data (seeded on its first run), every page opened once as the
 * administrator, then `windowS` seconds more of sampling; stopped with SIGTERM.
 */
export async function memoryOverTime(options: {
  browser: Browser;
  appUrl: string;
  admin: { email: string; password: string };
  windowS?: number;
}): Promise<MemoryBench> {
  const windowS = options.windowS ?? DEFAULT_WINDOW_S;
  const localData = mkdtempSync(join(tmpdir(), 'office-memory-bench-'));
  const app = await launch(localData);
  const readyAt = performance.now();
  const pid = app.npm.pid;
  if (pid === undefined) throw new Error('npm start has no pid');
  const sampling = startSampling(pid, readyAt);
  try {
    await measureRuntime(options.browser, options.appUrl, pid, options.admin);
    const pagesOpenedAtS = (performance.now() - readyAt) / 1000;
    await new Promise((resolve) => setTimeout(resolve, windowS * 1000));
    sampling.stop();
    const all = sampling.samples;
    const window = all.filter((s) => s.atS >= pagesOpenedAtS);
    const top = (key: 'rssMB' | 'pssMB') => all.reduce((best, s) => (s[key] > best[key] ? s : best));
    const sorted = window.map((s) => s.rssMB).sort((a, b) => a - b);
    const first = window[0] ?? top('rssMB');
    return {
      mode: /Local mode: (\w+)/.exec(app.output())?.[1]?.toLowerCase() ?? 'unknown',
      windowSamples: window.length,
      samples: all.length,
      pagesOpenedAtS: Math.round(pagesOpenedAtS),
      passProcessSeconds: window.filter((s) => s.processes.some((p) => p.what === 'notifier pass')).length,
      notifierLines: app
        .output()
        .split('\n')
        .filter((line) => line.includes('Notifier'))
        .map((line) => line.trim()),
      peakRss: top('rssMB'),
      peakPss: top('pssMB'),
      afterPages: { rssMB: first.rssMB, pssMB: first.pssMB },
      medianRssMB: sorted[Math.floor(sorted.length / 2)] ?? 0,
    };
  } finally {
    sampling.stop();
    app.npm.kill('SIGTERM');
    await app.exited;
    await portsFree();
    rmSync(localData, { recursive: true, force: true });
  }
}

function breakdown(sample: MemorySample): string {
  return sample.processes
    .slice()
    .sort((a, b) => b.rssMB - a.rssMB)
    .map((p) => `${p.what} ${p.rssMB} (${p.pssMB})`)
    .join(', ');
}

/** The numbers as the bench prints them. */
export function printMemory(m: MemoryBench): void {
  console.log(`\n── Memory of npm start, sampled each second (${m.mode} mode; target: ≤ 1,024 MB RSS at every moment) ──`);
  console.log(
    `${m.samples} samples from "Ready", ${m.windowSamples} after every page was opened (at ${m.pagesOpenedAtS} s); after the pages ${m.afterPages.rssMB} MB RSS (${m.afterPages.pssMB} MB PSS), median of the window ${m.medianRssMB} MB`,
  );
  console.log(`peak RSS ${m.peakRss.rssMB} MB (${m.peakRss.pssMB} MB PSS) at ${m.peakRss.atS} s; by process, MB RSS (PSS): ${breakdown(m.peakRss)}`);
  console.log(`peak PSS ${m.peakPss.pssMB} MB at ${m.peakPss.atS} s`);
  console.log(`notifier: a pass process was seen in ${m.passProcessSeconds} samples of the window; ${m.notifierLines.join(' · ') || 'no line printed'}`);
}

// Alone: `flock /tmp/office-app.lock npx tsx scripts/lib/memory-bench.ts` (OFFICE_SKIP_BUILD=1 keeps the last build).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { APP_URL, launchBrowser } = await import('../../tests/support/browser');
  const { buildForEmulators } = await import('./build');
  const { SEED_STAFF } = await import('../seed/staff');
  const admin = SEED_STAFF.find((s) => s.admin);
  if (!admin) throw new Error('no seeded administrator');
  if (process.env.OFFICE_SKIP_BUILD !== '1') buildForEmulators();
  const browser = await launchBrowser();
  try {
    const windowS = process.env.OFFICE_MEMORY_WINDOW_S ? Number(process.env.OFFICE_MEMORY_WINDOW_S) : undefined;
    const numbers = await memoryOverTime({ browser, appUrl: APP_URL, admin, windowS });
    printMemory(numbers);
    console.log(`\n${JSON.stringify(numbers)}`);
  } finally {
    await browser.close();
  }
}
