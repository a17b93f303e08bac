import { describe, expect, it } from 'vitest';
import { CallError } from '../../lib/callable';
import { countsSentence, formatDuration, runToast, syncFailureToast } from './run-summary';

const run = (over: Partial<Parameters<typeof runToast>[1]> = {}) => ({
  status: 'concluida' as const,
  stopReason: null,
  created: 0,
  duplicates: 0,
  notFound: 0,
  errors: [],
  moreErrors: 0,
  ...over,
});

describe('run summary', () => {
  it('says what a DataJud run brought, leaving out what is zero', () => {
    expect(runToast('datajud', run({ created: 12, duplicates: 30, notFound: 2 }))).toEqual({
      severity: 'success',
      summary: 'DataJud: 12 andamentos novos, 30 já importados, 2 processos não encontrados.',
    });
    expect(countsSentence('datajud', run({ created: 1, duplicates: 1, notFound: 1 }))).toBe('1 andamento novo, 1 já importado, 1 processo não encontrado');
    expect(countsSentence('datajud', run())).toBe('nenhum andamento novo');
    expect(countsSentence('datajud', run({ duplicates: 1234 }))).toBe('nenhum andamento novo, 1.234 já importados');
  });

  it('says what a DJEN run brought (never "não encontrados")', () => {
    expect(runToast('djen', run({ created: 230, notFound: 5 })).summary).toBe('DJEN: 230 intimações novas.');
    expect(countsSentence('djen', run({ created: 1, duplicates: 3 }))).toBe('1 intimação nova, 3 já recebidas');
    expect(countsSentence('djen', run())).toBe('nenhuma intimação nova');
  });

  it('counts the errors, the listed and the uncounted ones, and warns', () => {
    const errors = [{ target: 'OAB/SP 230', message: 'o DJEN não respondeu' }];
    const toast = runToast('djen', run({ status: 'com-erros', created: 4, errors, moreErrors: 2 }));
    expect(toast.severity).toBe('warn');
    expect(toast.summary).toBe('DJEN: 4 intimações novas, com 3 erros.');
    expect(countsSentence('datajud', run({ errors }))).toBe('nenhum andamento novo, com 1 erro');
  });

  it('gives the stop reason of an interrupted run, and what it did before', () => {
    const toast = runToast('datajud', run({ status: 'interrompida', stopReason: 'O DataJud recusou a chave da API (HTTP 401).', created: 3 }));
    expect(toast).toMatchObject({
      severity: 'error',
      summary: 'DataJud: sincronização interrompida.',
      detail: 'O DataJud recusou a chave da API (HTTP 401). Antes de parar: 3 andamentos novos.',
    });
    expect(runToast('datajud', run({ status: 'interrompida', stopReason: 'O DataJud recusou a chave da API (HTTP 401).' })).detail).toBe(
      'O DataJud recusou a chave da API (HTTP 401).',
    );
  });

  it('never says "nenhuma intimação nova" for a run that read nothing: it failed, and nothing is known', () => {
    const errors = [{ target: 'OAB/SP 403', message: 'o DJEN recusou o acesso (HTTP 403): a API só atende endereços no Brasil' }];
    const failed = run({ status: 'falhou', errors, targets: 1, read: 0 });
    expect(countsSentence('djen', failed)).toBe('nenhuma inscrição pôde ser consultada — não sabemos se há intimações novas');
    expect(runToast('djen', failed)).toMatchObject({
      severity: 'error',
      summary: 'DJEN: a sincronização falhou — não sabemos se há intimações novas.',
      detail: 'O DJEN recusou o acesso (HTTP 403): a API só atende endereços no Brasil.',
    });
    const key = run({ status: 'falhou', stopReason: 'O DataJud recusou a chave da API (HTTP 401).', targets: 41, read: 0 });
    expect(runToast('datajud', key)).toMatchObject({ severity: 'error', detail: 'O DataJud recusou a chave da API (HTTP 401).' });
    expect(countsSentence('datajud', key)).toBe('nenhum processo pôde ser consultado — não sabemos se há andamentos novos');
  });

  it('names what a partial run could not read', () => {
    const errors = [{ target: 'OAB/SP 403', message: 'HTTP 403' }];
    expect(countsSentence('djen', run({ status: 'com-erros', errors, targets: 3, read: 2 }))).toBe(
      'nenhuma intimação nova nas 2 inscrições lidas, 1 inscrição não lida (OAB/SP 403), com 1 erro',
    );
    expect(countsSentence('djen', run({ status: 'com-erros', created: 4, errors, targets: 2, read: 1 }))).toBe(
      '4 intimações novas, 1 inscrição não lida (OAB/SP 403), com 1 erro',
    );
    expect(countsSentence('datajud', run({ status: 'com-erros', errors, targets: 41, read: 38, moreErrors: 2 }))).toBe(
      'nenhum andamento novo nos 38 processos consultados, 3 processos não consultados, com 3 erros',
    );
    // Terms (names, texts) are named as terms; with inscriptions, as both.
    const term = [{ target: 'parte “Empresa Recusada S.A.”', message: 'HTTP 403' }];
    expect(countsSentence('djen', run({ status: 'com-erros', errors: term, targets: 3, read: 2 }))).toBe(
      'nenhuma intimação nova nos 2 termos lidos, 1 termo não lido (parte “Empresa Recusada S.A.”), com 1 erro',
    );
    expect(countsSentence('djen', run({ status: 'com-erros', created: 2, errors: [...errors, ...term], targets: 4, read: 2 }))).toBe(
      '2 intimações novas, 2 inscrições e termos não lidos (OAB/SP 403, parte “Empresa Recusada S.A.”), com 2 erros',
    );
    expect(countsSentence('djen', run({ status: 'falhou', errors: term, targets: 1, read: 0 }))).toBe(
      'nenhum termo pôde ser consultado — não sabemos se há intimações novas',
    );
    // Every target read: the plain words.
    expect(countsSentence('djen', run({ targets: 2, read: 2 }))).toBe('nenhuma intimação nova');
  });

  it('shows the server’s reason for a refused sync', () => {
    const refusal = new CallError('Operação não permitida.', 'invalid-state', { _: 'Já há uma sincronização em andamento. Aguarde o fim dela.' }, {});
    expect(syncFailureToast('djen', refusal)).toMatchObject({
      severity: 'error',
      summary: 'Não foi possível sincronizar o DJEN',
      detail: 'Já há uma sincronização em andamento. Aguarde o fim dela.',
    });
    expect(syncFailureToast('datajud', new CallError('Sem conexão com o servidor.', 'offline', {}, {})).detail).toBe('Sem conexão com o servidor.');
  });

  it('writes durations as people read them', () => {
    expect(formatDuration(400)).toBe('menos de 1 s');
    expect(formatDuration(45_000)).toBe('45 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(3_780_000)).toBe('1 h 3 min');
  });
});
