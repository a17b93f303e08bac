import { execFileSync } from 'node:child_process';
import { ROOT } from './paths';

function npm(args: string[]): void {
  execFileSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
}

/** Builds what the emulators serve: the functions bundle and the SPA for local emulators. */
export function buildForEmulators(): void {
  npm(['run', 'build', '-w', 'functions', '--silent']);
  npm(['run', 'build:emulator', '-w', 'web', '--silent']);
}
