/**
 * The local mail sink: MailDev (https://github.com/maildev/maildev), an SMTP server that keeps every mail it
 * receives in memory and shows it in a web inbox with a REST API (tests/support/mail-sink.ts reads it). The
 * functions send the app's e-mail through SMTP_URL, which points here in a local run, so nothing leaves the
 * machine. A child process for `npm test`, which waits on its suites with spawnSync (a server in its event loop
 * would answer nothing meanwhile); in the launcher's own process for `npm start`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEFAULT_MAIL_FROM, EMULATOR_PORTS } from '@office/domain/config';
import { ROOT } from './paths';
import { portInUse } from './ports';

export interface MailSink {
  /** The inbox in a browser, and the base of its REST API (`/api/email`). */
  inboxUrl: string;
  smtpUrl: string;
  /** Stops MailDev (a child: SIGTERM, then SIGKILL after a short grace; its mail is not kept) and waits for it. */
  close(): Promise<void>;
}

export interface MailSinkPorts {
  smtp?: number;
  inbox?: number;
}

/** MailDev's CLI script, found where Node would find the package (its exports hide package.json from require.resolve). */
function maildevBin(): string {
  const searched = createRequire(join(ROOT, 'package.json')).resolve.paths('maildev') ?? [];
  for (const dir of searched) {
    const manifest = join(dir, 'maildev', 'package.json');
    if (!existsSync(manifest)) continue;
    const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: string | Record<string, string> };
    const script = typeof bin === 'string' ? bin : bin.maildev;
    if (script) return join(dirname(manifest), script);
  }
  throw new Error('maildev is not installed (it is a devDependency: run npm install)');
}

/** True once an SMTP server greets on 127.0.0.1:port (a "220" line). */
function smtpGreets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('data', (data: Buffer) => done(data.toString().startsWith('220')));
    socket.once('error', () => done(false));
  });
}

/** True once the REST API answers its health check. */
async function inboxAnswers(inboxUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${inboxUrl}/api/healthz`, { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Ends the child when this process ends, whichever way: on exit, and — preloaded into the child — when the pipe
 * to its stdin closes, which happens even if this process is killed outright.
 */
const EXIT_WITH_PARENT = `data:text/javascript,${encodeURIComponent("process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM')).resume();")}`;

/** Where a sink listens, and its scratch directory (emptied). Refuses ports already in use. */
async function prepareSink(ports: MailSinkPorts): Promise<{ smtpPort: number; inboxPort: number; inboxUrl: string; smtpUrl: string; scratch: string }> {
  const smtpPort = ports.smtp ?? EMULATOR_PORTS.smtp;
  const inboxPort = ports.inbox ?? EMULATOR_PORTS.mailInbox;
  // Something already answering there would pass the readiness checks for a MailDev that never bound.
  for (const port of [smtpPort, inboxPort]) if (await portInUse(port)) throw new Error(`The mail sink cannot start: port ${port} is in use.`);
  // MailDev keeps mail in memory but still writes each message's source under os.tmpdir()/maildev (or in its
  // mail directory): a directory of this sink's own, removed on close. Named by the port (free, checked above),
  // so one left by a killed run is emptied by the next rather than piling up.
  const scratch = join(tmpdir(), `office-mail-sink-${smtpPort}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  return { smtpPort, inboxPort, inboxUrl: `http://127.0.0.1:${inboxPort}`, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, scratch };
}

/**
 * Points the functions at the sink: they read SMTP_URL and MAIL_FROM from the emulators' environment, which
 * is this process's (so start the sink before the emulators).
 */
function announce(sink: MailSink): MailSink {
  process.env.SMTP_URL = sink.smtpUrl;
  process.env.MAIL_FROM = DEFAULT_MAIL_FROM;
  // For the test suites run beside it (tests/support/mail-sink.ts), when the ports are not the configured ones.
  process.env.MAIL_INBOX_URL = sink.inboxUrl;
  return sink;
}

/**
 * MailDev in this process, for `npm start`, whose event loop is free: one Node process fewer (about 55 MB)
 * than the child below. Its mail lives in the scratch directory, removed on close.
 */
export async function startMailSinkHere(ports: MailSinkPorts = {}): Promise<MailSink> {
  const { smtpPort, inboxPort, inboxUrl, smtpUrl, scratch } = await prepareSink(ports);
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({ ip: '127.0.0.1', smtp: smtpPort, webIp: '127.0.0.1', web: inboxPort, mailDirectory: scratch, silent: true });
  await maildev.start();
  const close = async (): Promise<void> => {
    // MailDev waits up to 30 s for open SMTP connections (a pooled sender keeps one): no need, nothing to save.
    await Promise.race([maildev.stop(), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    rmSync(scratch, { recursive: true, force: true });
  };
  return announce({ inboxUrl, smtpUrl, close });
}

/**
 * Starts MailDev in a child process on 127.0.0.1 (the configured ports unless given others) and waits until
 * both its SMTP server and its inbox answer.
 */
export async function spawnMailSink(ports: MailSinkPorts = {}, readyTimeoutMs = 20_000): Promise<MailSink> {
  const { smtpPort, inboxPort, inboxUrl, smtpUrl, scratch } = await prepareSink(ports);
  // MailDev also reads MAILDEV_* variables and a config file found from its working directory up: the flags
  // below win over both, but they could add a mail directory or web auth. Left out: no such variables, and it
  // runs in its scratch directory.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('MAILDEV_')));
  const args = ['--ip', '127.0.0.1', '--smtp', String(smtpPort), '--web-ip', '127.0.0.1', '--web', String(inboxPort)];
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, maildevBin(), ...args], {
    cwd: scratch,
    env: { ...env, TMPDIR: scratch },
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group, so Ctrl-C reaches it through us (npm start stops it after the emulators).
    detached: true,
  });
  let output = '';
  const onData = (data: Buffer): void => {
    output = (output + data.toString()).slice(-4_000);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const spawned: { error: Error | null } = { error: null };
  child.once('error', (error) => (spawned.error = error));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = (): boolean => spawned.error === null && child.exitCode === null && child.signalCode === null;

  const killNow = (): void => {
    if (running()) child.kill('SIGKILL');
    rmSync(scratch, { recursive: true, force: true });
  };
  process.on('exit', killNow);
  const close = async (): Promise<void> => {
    process.off('exit', killNow);
    if (running()) {
      child.kill('SIGTERM');
      // MailDev waits up to 30 s for open SMTP connections (a pooled sender keeps one): no need, nothing to save.
      const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(scratch, { recursive: true, force: true });
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (running() && (await smtpGreets(smtpPort)) && (await inboxAnswers(inboxUrl))) break;
    if (!running() || Date.now() > deadline) {
      const why = spawned.error
        ? spawned.error.message
        : running()
          ? `it did not answer within ${readyTimeoutMs} ms`
          : `it exited (${child.exitCode ?? child.signalCode})`;
      await close();
      throw new Error(`The mail sink (MailDev) did not start: ${why}. Its output:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return announce({ inboxUrl, smtpUrl, close });
}
