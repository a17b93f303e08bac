import { afterEach, describe, expect, it } from 'vitest';
import { headStartsSent, takeHeadSession, takeHeadStart } from './head-start';

afterEach(() => {
  delete window.__officeHeadStart;
});

describe('the head script’s early answers', () => {
  it('are taken once, for the same account and input, while fresh', async () => {
    const answers = { 'session-me': Promise.resolve({ uid: 'u1' }), 'dashboard-summary': Promise.resolve({ n: 1 }) };
    window.__officeHeadStart = { uid: 'u1', at: Date.now(), answers, sent: Object.values(answers) };
    expect(headStartsSent()).toHaveLength(2);
    expect(takeHeadStart('dashboard-summary', { x: 1 }, 'u1')).toBeNull();
    expect(takeHeadStart('clients-list', {}, 'u1')).toBeNull();
    await expect(takeHeadStart('dashboard-summary', {}, 'u1')).resolves.toEqual({ n: 1 });
    expect(takeHeadStart('dashboard-summary', {}, 'u1')).toBeNull();
    // Another account signed in meanwhile: the answer is dropped, not handed over.
    expect(takeHeadStart('session-me', {}, 'u2')).toBeNull();
    expect(takeHeadStart('session-me', {}, 'u1')).toBeNull();
    // Taken or not, what was sent stays listed for the local call limit.
    expect(headStartsSent()).toHaveLength(2);
  });

  it('are not taken when stale or when there were none', () => {
    expect(takeHeadStart('session-me', {}, 'u1')).toBeNull();
    const answer = Promise.resolve({});
    window.__officeHeadStart = { uid: 'u1', at: Date.now() - 60_000, answers: { 'session-me': answer }, sent: [answer] };
    expect(takeHeadStart('session-me', {}, 'u1')).toBeNull();
  });

  it('hand the session provider the account and its session-me answer once, while fresh', async () => {
    const me = Promise.resolve({ uid: 'u1' });
    window.__officeHeadStart = { uid: 'u1', email: 'ana@x.test', displayName: 'Ana', at: Date.now(), answers: { 'session-me': me }, sent: [me] };
    const session = takeHeadSession();
    expect(session).toMatchObject({ uid: 'u1', email: 'ana@x.test', displayName: 'Ana' });
    await expect(session?.me).resolves.toEqual({ uid: 'u1' });
    // Taken: neither the provider nor a later call gets it again.
    expect(takeHeadSession()).toBeNull();
    expect(takeHeadStart('session-me', {}, 'u1')).toBeNull();
    window.__officeHeadStart = { uid: 'u1', at: Date.now() - 60_000, answers: { 'session-me': me }, sent: [me] };
    expect(takeHeadSession()).toBeNull();
  });
});
