import '../platform/firebase';
import { logger } from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { defineSecret } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { periodicPass } from '../notifications/periodic-pass';
import { stores } from '../store/open-stores';
import { typedStores } from '../store/typed';
import { resumeImports } from '../callables/imports/job/steps';
import { resumeFileImports } from '../callables/fileImports/job/steps';
import { exportsPass } from '../entities/exports/export-pass';

const EMULATED = process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * The SMTP server (`smtps://user:password@host:465`), a secret of the deployment (`firebase functions:secrets:set
 * SMTP_URL`), which the platform puts in the environment. The emulators have no secret manager: there the local
 * run sets SMTP_URL to its mail sink (scripts/lib/mail-sink.ts).
 */
const SMTP_URL = defineSecret('SMTP_URL');

/** Every 5 minutes in production: the periodic pass (notifications/periodic-pass.ts). */
export const notifierEvery5Minutes = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'America/Sao_Paulo', timeoutSeconds: 240, retryCount: 0, secrets: EMULATED ? [] : [SMTP_URL] },
  async () => {
    const started = Date.now();
    const typed = typedStores(await stores());
    const pass = await periodicPass(typed.documents);
    logger.info('notifier', { ...pass, mail: { ...pass.mail } });
    // Imports whose page was closed or whose runner died go on here, well within the function's 240 s.
    logger.info('imports', await resumeImports(typed, started + 200_000));
    logger.info('fileImports', await resumeFileImports(typed, started + 220_000));
    // Expired archives out, and an export left queued or stalled written (the rest of the 240 s).
    logger.info('exports', await exportsPass(typed, started + 235_000));
  },
);

/**
 * The same pass on request, in the emulators only (scheduled functions do not fire there): the tests call it
 * with the clock they need (`{ "now": "2026-12-01T10:00:00Z" }`). Anywhere
 * else it answers 404 and runs nothing.
 */
export const notifierTick = onRequest({ timeoutSeconds: 240 }, async (req, res) => {
  if (!EMULATED) {
    res.status(404).json({ error: 'Não encontrado.' });
    return;
  }
  if (req.method !== 'POST') {
    res.status(405).set('Allow', 'POST').json({ error: 'Use POST.' });
    return;
  }
  const now = (req.body as { now?: unknown } | undefined)?.now;
  if (now !== undefined && (typeof now !== 'string' || Number.isNaN(Date.parse(now)))) {
    res.status(400).json({ error: 'Informe "now" como um instante ISO (ex.: 2026-12-01T10:00:00.000Z).' });
    return;
  }
  const started = Date.now();
  const typed = typedStores(await stores());
  const pass = await periodicPass(typed.documents, now ? new Date(now).toISOString() : undefined);
  const imports = await resumeImports(typed, started + 200_000);
  const fileImports = await resumeFileImports(typed, started + 220_000);
  res.json({ ...pass, imports, fileImports, exports: await exportsPass(typed, started + 235_000) });
});
