import { describe, expect, it } from 'vitest';
import { captureAlertForReader, datajudCaptureAlert, djenCaptureAlert, isFailing, NEVER_READ, readFailed, readSucceeded } from './capture';
import type { MonitoredOab } from './integrations';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();
const helena: MonitoredOab = { uf: 'SP', number: '312447', name: 'Helena Barbosa', memberId: null };
const rafael: MonitoredOab = { uf: 'RJ', number: '98765', name: 'Rafael Moreira', memberId: null };

describe('read health', () => {
  it('a failure after the last good read is failing; a good read puts it behind', () => {
    const failed = readFailed(readSucceeded(undefined, hoursAgo(30)), hoursAgo(2), 'o DJEN recusou o acesso (HTTP 403)');
    expect(failed).toMatchObject({ lastReadAt: hoursAgo(30), lastFailedAt: hoursAgo(2), failures: 1 });
    expect(isFailing(failed)).toBe(true);
    expect(isFailing(readFailed(failed, hoursAgo(1), 'x'))).toBe(true);
    expect(readFailed(failed, hoursAgo(1), 'x').failures).toBe(2);
    const back = readSucceeded(failed, hoursAgo(0));
    expect([isFailing(back), back.failures, back.lastError]).toEqual([false, 0, 'o DJEN recusou o acesso (HTTP 403)']);
    expect(isFailing(NEVER_READ)).toBe(false);
  });
});

describe('the DJEN alert', () => {
  const targets = (h: Record<string, ReturnType<typeof readSucceeded>>) => ({ oabs: [helena, rafael], targets: h });

  it('is silent while every inscription was read within 26 hours, or none is monitored', () => {
    expect(
      djenCaptureAlert(targets({ 'SP-312447': readSucceeded(undefined, hoursAgo(25)), 'RJ-98765': readSucceeded(undefined, hoursAgo(1)) }), NOW),
    ).toBeNull();
    expect(djenCaptureAlert({ oabs: [], targets: {} }, NOW)).toBeNull();
    expect(djenCaptureAlert(null, NOW)).toBeNull();
  });

  it('says since when nothing is known when every inscription failed, with the last reason', () => {
    const failing = readFailed(readSucceeded(undefined, hoursAgo(28)), hoursAgo(3), 'o DJEN não respondeu');
    const alert = djenCaptureAlert(
      targets({ 'SP-312447': failing, 'RJ-98765': readFailed(readSucceeded(undefined, hoursAgo(30)), hoursAgo(2), 'HTTP 403') }),
      NOW,
    );
    expect(alert).toEqual({
      integration: 'djen',
      message: 'Não foi possível consultar o DJEN desde 26/11/2026 03:00 — não sabemos se há intimações novas.',
      reason: 'HTTP 403',
      since: hoursAgo(30),
      targets: [],
    });
  });

  it('names the inscriptions behind when only some are, and calls a late read late, not failed', () => {
    const alert = djenCaptureAlert(targets({ 'SP-312447': readSucceeded(undefined, hoursAgo(1)), 'RJ-98765': readSucceeded(undefined, hoursAgo(27)) }), NOW);
    expect(alert?.message).toBe('O DJEN não é consultado para OAB/RJ 98765 (Rafael Moreira) desde 26/11/2026 06:00 — não sabemos se há intimações novas.');
    expect(alert?.reason).toBeNull();
    const never = djenCaptureAlert(
      targets({ 'SP-312447': readSucceeded(undefined, hoursAgo(1)), 'RJ-98765': readFailed(undefined, hoursAgo(1), 'HTTP 500') }),
      NOW,
    );
    expect(never?.message).toBe('Ainda não foi possível consultar o DJEN para OAB/RJ 98765 (Rafael Moreira) — não sabemos se há intimações novas.');
  });
});

describe('the DataJud alert', () => {
  const lastRun = { runId: 'run-1', status: 'falhou' as const, startedAt: hoursAgo(1), finishedAt: hoursAgo(1) };

  it('speaks only after an office-wide run, when the last one read nothing or is older than the schedule', () => {
    expect(datajudCaptureAlert({ health: undefined, lastRun: null }, NOW)).toBeNull();
    expect(datajudCaptureAlert({ health: readSucceeded(undefined, hoursAgo(2)), lastRun }, NOW)).toBeNull();
    expect(datajudCaptureAlert({ health: readFailed(readSucceeded(undefined, hoursAgo(2)), hoursAgo(1), 'HTTP 401'), lastRun }, NOW)?.message).toBe(
      'Não foi possível consultar o DataJud desde 27/11/2026 07:00 — não sabemos se há andamentos novos.',
    );
  });
});

describe('the DJEN alert as a reader without Clientes sees it', () => {
  const settings = {
    oabs: [rafael],
    terms: [
      { kind: 'parte' as const, value: 'Maria da Silva', variants: [], ownerId: null, clientId: null },
      { kind: 'parte' as const, value: 'Construtora Alfa Ltda.', variants: [], ownerId: null, clientId: null },
      { kind: 'texto' as const, value: '123.456.789-00', variants: [], ownerId: null, clientId: null },
      { kind: 'advogado' as const, value: 'Helena Barbosa', variants: [], ownerId: null, clientId: null },
    ],
    targets: { 'adv:helena barbosa': readSucceeded(undefined, hoursAgo(1)) },
  };

  it('counts party and free-text terms instead of naming them; names inscriptions and lawyers as before', () => {
    const alert = djenCaptureAlert(settings, NOW);
    if (!alert) throw new Error('expected an alert');
    expect(captureAlertForReader(alert, true)).toBe(alert);
    const seen = captureAlertForReader(alert, false);
    expect(seen.targets).toEqual(['OAB/RJ 98765 (Rafael Moreira)', '2 termos de partes', '1 termo de texto livre']);
    expect(seen.message).toBe(
      'O DJEN ainda não foi consultado para OAB/RJ 98765 (Rafael Moreira), 2 termos de partes, 1 termo de texto livre — não sabemos se há intimações novas.',
    );
    expect(JSON.stringify(seen)).not.toMatch(/Maria|Alfa|123\.456/);
  });

  it('leaves alone an alert that names no client, and a reason naming one is dropped', () => {
    const only = djenCaptureAlert({ ...settings, targets: { ...settings.targets, 'RJ-98765': readSucceeded(undefined, hoursAgo(40)) } }, NOW);
    if (!only) throw new Error('expected an alert');
    const named = { ...only, reason: 'parte “Maria da Silva”: HTTP 500' };
    expect(captureAlertForReader(named, false).reason).toBeNull();
    const lawyers = { ...only, targets: ['advogado “Helena Barbosa”'], message: 'x para advogado “Helena Barbosa” — y.' };
    expect(captureAlertForReader(lawyers, false)).toBe(lawyers);
  });
});
