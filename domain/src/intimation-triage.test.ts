import { describe, expect, it } from 'vitest';
import { mapDjenItem } from './djen';
import { nextTriage, triageFields, triageOf, untreatedFields, type IntimationTriage, type TriageAction } from './intimation-triage';
import { intimationAcknowledgeInput, intimationForwardInput } from './intimation-triage-inputs';

const AT = '2026-03-10T12:00:00.000Z';
const untouched: IntimationTriage = { state: 'a-tratar', by: null, at: null, reason: null, forwardedTo: null };
const state = (s: IntimationTriage['state'], over: Partial<IntimationTriage> = {}): IntimationTriage => ({ ...untouched, state: s, by: 'u0', at: AT, ...over });

function apply(current: IntimationTriage, action: TriageAction) {
  return nextTriage(current, action, 'u1', AT);
}

describe('triage of an intimação', () => {
  it('arrives a tratar, and every new communication is stored so (the inbox and the dashboard filter on the flags)', () => {
    expect(untreatedFields()).toEqual({ triage: untouched, treated: false, assignee: null });
    const mapped = mapDjenItem({ id: 1, data_disponibilizacao: '2026-03-09', siglaTribunal: 'TJSP', tipoComunicacao: 'Intimação', hash: 'h', texto: 'x' });
    expect([mapped.triage.state, mapped.treated, mapped.assignee]).toEqual(['a-tratar', false, null]);
  });

  it('reads one stored before triage by its prazo: prazo lançado with a prazo saved, else a tratar', () => {
    expect(triageOf({ prazoEventId: 'evt1' }).state).toBe('prazo-lancado');
    expect(triageOf({ prazoEventId: null })).toEqual(untouched);
    expect(triageOf({ prazoEventId: null, triage: state('sem-prazo', { reason: 'Mero expediente' }) }).reason).toBe('Mero expediente');
  });

  it('keeps the flat flags with the state: treated once a prazo or "sem prazo" is recorded; the assignee only while forwarded', () => {
    expect(triageFields(state('prazo-lancado'))).toMatchObject({ treated: true, assignee: null });
    expect(triageFields(state('sem-prazo', { reason: 'Ciente' }))).toMatchObject({ treated: true, assignee: null });
    expect(triageFields(state('encaminhada', { forwardedTo: 'u2' }))).toMatchObject({ treated: false, assignee: 'u2' });
    expect(triageFields(state('a-tratar'))).toMatchObject({ treated: false, assignee: null });
  });

  it('records who did what and when', () => {
    expect(apply(untouched, { kind: 'acknowledge', reason: 'Mero expediente' })).toEqual({
      ok: true,
      triage: { state: 'sem-prazo', by: 'u1', at: AT, reason: 'Mero expediente', forwardedTo: null },
    });
    expect(apply(untouched, { kind: 'forward', to: 'u2', note: 'Ver se cabe recurso' })).toEqual({
      ok: true,
      triage: { state: 'encaminhada', by: 'u1', at: AT, reason: 'Ver se cabe recurso', forwardedTo: 'u2' },
    });
    expect(apply(state('sem-prazo'), { kind: 'reopen' })).toEqual({ ok: true, triage: { ...untouched, by: 'u1', at: AT } });
  });

  it('lets the colleague it was forwarded to treat it, or pass it on to someone else', () => {
    const forwarded = state('encaminhada', { forwardedTo: 'u1' });
    expect(apply(forwarded, { kind: 'acknowledge', reason: 'Ciente' })).toMatchObject({ ok: true, triage: { state: 'sem-prazo' } });
    expect(apply(forwarded, { kind: 'forward', to: 'u3', note: null })).toMatchObject({ ok: true, triage: { forwardedTo: 'u3' } });
    expect(apply(forwarded, { kind: 'forward', to: 'u1', note: null })).toEqual({ ok: false, reason: 'A intimação já está encaminhada a essa pessoa.' });
    expect(apply(forwarded, { kind: 'prazo' })).toMatchObject({ ok: true, triage: { state: 'prazo-lancado', forwardedTo: null } });
  });

  it('refuses what does not apply to it as it is, saying why', () => {
    expect(apply(untouched, { kind: 'reopen' })).toEqual({ ok: false, reason: 'Esta intimação já está a tratar.' });
    expect(apply(state('prazo-lancado'), { kind: 'reopen' })).toMatchObject({ ok: false, reason: expect.stringMatching(/exclua o prazo na agenda/) });
    expect(apply(state('prazo-lancado'), { kind: 'acknowledge', reason: 'x' })).toMatchObject({ ok: false });
    expect(apply(state('sem-prazo'), { kind: 'acknowledge', reason: 'x' })).toMatchObject({ ok: false, reason: expect.stringMatching(/já está marcada/) });
    expect(apply(state('sem-prazo'), { kind: 'forward', to: 'u2', note: null })).toMatchObject({ ok: false, reason: expect.stringMatching(/reabra-a/) });
  });

  it('counts a prazo whatever the state, and its deletion makes it a tratar again', () => {
    for (const s of [untouched, state('sem-prazo'), state('encaminhada', { forwardedTo: 'u2' })]) {
      expect(apply(s, { kind: 'prazo' })).toMatchObject({ ok: true, triage: { state: 'prazo-lancado', by: 'u1' } });
    }
    expect(apply(state('prazo-lancado'), { kind: 'prazoRemoved' })).toMatchObject({ ok: true, triage: { state: 'a-tratar', by: 'u1' } });
  });

  it('accepting the proposal: prazo lançado when something went on the agenda, else sem prazo with why; only while untreated', () => {
    for (const s of [untouched, state('encaminhada', { forwardedTo: 'u2' })]) {
      expect(apply(s, { kind: 'accept', created: true, reason: 'x' })).toMatchObject({ ok: true, triage: { state: 'prazo-lancado', by: 'u1', reason: null } });
      expect(apply(s, { kind: 'accept', created: false, reason: 'Vista ao MP' })).toMatchObject({
        ok: true,
        triage: { state: 'sem-prazo', reason: 'Vista ao MP', forwardedTo: null },
      });
    }
    expect(apply(state('prazo-lancado'), { kind: 'accept', created: true, reason: 'x' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/já foi tratada/),
    });
    expect(apply(state('sem-prazo'), { kind: 'accept', created: true, reason: 'x' })).toMatchObject({ ok: false, reason: expect.stringMatching(/reabra-a/) });
  });
});

describe('triage inputs', () => {
  it('requires the reason of "sem prazo", up to 300 characters on one line', () => {
    const base = { id: 'dj-1', expectedVersion: 2 };
    const message = (reason: string) => intimationAcknowledgeInput.safeParse({ ...base, reason }).error?.issues[0]?.message;
    expect(message('   ')).toBe('Informe por que não há prazo (ex.: mero expediente, sem prazo para a parte)');
    expect(message('a'.repeat(301))).toBeDefined();
    expect(message('Mero expediente\nsem prazo')).toBe('Use uma única linha');
    expect(intimationAcknowledgeInput.parse({ ...base, reason: '  Mero expediente, sem prazo para a parte ' }).reason).toBe(
      'Mero expediente, sem prazo para a parte',
    );
  });

  it('requires the colleague of a forward; the note is optional', () => {
    const base = { id: 'dj-1', expectedVersion: 2 };
    expect(intimationForwardInput.safeParse({ ...base, to: '' }).error?.issues[0]?.message).toBe('Escolha a quem encaminhar');
    expect(intimationForwardInput.parse({ ...base, to: 'staff-ana', note: '' }).note).toBeNull();
  });
});
