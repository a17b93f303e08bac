/**
 * Sobre → Equipe over HTTP: people with several OAB inscriptions, the rules an inscription follows (one holder,
 * an intern's own kind), stale edits, the areas of practice, and the public read of what is published.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type Listed, type PracticeArea, type PublicTeamMember, type TeamMemberRecord, type TeamState } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const admin = SEED_STAFF.find((s) => s.admin)!;
const run = Date.now().toString(36);
/** Inscription numbers of this run only: the seed's and other runs' never collide with them. */
const base = 1_000_000 + (Date.now() % 800_000);
let token: string;
let stores: Stores;

beforeAll(async () => {
  token = await signIn(admin.email, admin.password);
  stores = await testStores();
});

async function call<T>(name: string, data: unknown): Promise<T> {
  const res = await callFn<T>(name, data, token);
  if (res.status !== 200) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result!;
}
const member = (over: Record<string, unknown> = {}) => ({
  name: `Advogada ${run}`,
  role: 'advogado',
  title: 'Advogada associada',
  staffId: null,
  oab: [
    { uf: 'sp', number: `${base}`, kind: 'advogado' },
    { uf: 'RJ', number: `0${base}`, kind: 'suplementar' },
  ],
  areas: ['Direito de Família'],
  bio: 'Atua em família e sucessões.',
  published: true,
  ...over,
});

describe('Sobre: equipe', () => {
  it('adds a lawyer with two inscriptions, shows them formatted to the public site, and refuses a stale edit', async () => {
    const created = await call<Listed<TeamMemberRecord>>('about-createMember', { member: member() });
    // Stored normalised: UF upper-case, number without the leading zero.
    expect(created.oab).toEqual([
      { uf: 'SP', number: `${base}`, kind: 'advogado' },
      { uf: 'RJ', number: `${base}`, kind: 'suplementar' },
    ]);
    const team = await call<TeamState>('about-team', {});
    const roles = team.members.map((m) => m.role);
    expect(roles).toEqual([...roles].sort((a, b) => ['socio', 'advogado', 'estagiario'].indexOf(a) - ['socio', 'advogado', 'estagiario'].indexOf(b)));
    const pub = (
      await callFn<{ members: PublicTeamMember[]; areas: PracticeArea[] }>('publicPages-team', {}, undefined, {
        'x-forwarded-for': `198.19.0.${(Date.now() % 200) + 1}`,
      })
    ).result!;
    const shown = pub.members.find((m) => m.id === created.id)!;
    const dotted = `${base}`.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    expect(shown.oab).toEqual([`OAB/SP nº ${dotted}`, `OAB/RJ nº ${dotted} (suplementar)`]);
    expect(Object.keys(shown).sort()).toEqual(['areas', 'bio', 'id', 'name', 'oab', 'role', 'title']);
    // The seed's former associate is not published.
    expect(pub.members.some((m) => m.name === 'Pedro Costa')).toBe(false);
    expect(pub.areas.length).toBeGreaterThan(0);

    const edited = await call<Listed<TeamMemberRecord>>('about-updateMember', {
      id: created.id,
      expectedVersion: created.version,
      member: member({ published: false }),
    });
    expect(edited.version).toBe(created.version + 1);
    const stale = await callFn('about-updateMember', { id: created.id, expectedVersion: created.version, member: member() }, token);
    expect(stale.status).toBe(409);
    await call('about-deleteMember', { id: edited.id, expectedVersion: edited.version });
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: created.id }], limit: 10 });
    expect(audit.docs.map((d) => d.data.action).sort()).toEqual(['about.createMember', 'about.deleteMember', 'about.updateMember']);
  });

  it('refuses inscriptions that break the rules, in pt-BR, and writes nothing', async () => {
    const before = await stores.documents.count(COLLECTIONS.team);
    const cases: [Record<string, unknown>, string][] = [
      [{ oab: [{ uf: 'XX', number: '123', kind: 'advogado' }] }, 'UF inválida'],
      [{ oab: [{ uf: 'SP', number: '12a45', kind: 'advogado' }] }, 'Número da OAB inválido'],
      [{ oab: [{ uf: 'SP', number: '', kind: 'advogado' }] }, 'Número da OAB inválido'],
      [{ oab: [{ number: '123456', kind: 'advogado' }] }, 'UF inválida'],
      [{ oab: [{ uf: 'RJ', number: '55', kind: 'suplementar' }] }, 'Informe a inscrição principal'],
      [{ role: 'estagiario', oab: [{ uf: 'SP', number: '55', kind: 'advogado' }] }, 'Estagiário(a) tem inscrição de estagiário'],
      [
        {
          oab: [
            { uf: 'SP', number: '77', kind: 'advogado' },
            { uf: 'SP', number: '077', kind: 'suplementar' },
          ],
        },
        'A mesma inscrição foi informada duas vezes',
      ],
      // Helena's inscription, from the seed.
      [{ oab: [{ uf: 'SP', number: '245.180', kind: 'advogado' }] }, 'OAB/SP nº 245.180 já é de Helena Barbosa'],
      [{ staffId: 'staff-helena-barbosa', oab: [] }, 'Esta conta já está ligada a Helena Barbosa'],
      [{ staffId: 'staff-pedro-costa', oab: [] }, 'Esta conta está desativada'],
      [{ name: 'Jo\u0000ão' }, 'Remova os caracteres invisíveis'],
    ];
    for (const [over, message] of cases) {
      const res = await callFn('about-createMember', { member: member(over) }, token);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(Object.values(res.error!.details!.fields!).join(' | ')).toContain(message);
    }
    expect(await stores.documents.count(COLLECTIONS.team)).toBe(before);
  });

  it('saves the areas of practice whole, on their version', async () => {
    const team = await call<TeamState>('about-team', {});
    const areas = [...team.areas, { name: `Direito Digital ${run}`, description: 'LGPD e contratos de tecnologia.' }];
    const saved = await call<TeamState>('about-updateAreas', { expectedVersion: team.areasVersion, areas });
    expect(saved.areas.at(-1)!.name).toBe(`Direito Digital ${run}`);
    expect(saved.areasVersion).toBe(team.areasVersion + 1);
    const stale = await callFn('about-updateAreas', { expectedVersion: team.areasVersion, areas: team.areas }, token);
    expect(stale.status).toBe(409);
    const twice = await callFn('about-updateAreas', { expectedVersion: saved.areasVersion, areas: [...areas, areas[0]] }, token);
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.error!.details!.fields)).toContain('Duas áreas têm o mesmo nome');
    await call('about-updateAreas', { expectedVersion: saved.areasVersion, areas: team.areas });
  });
});
