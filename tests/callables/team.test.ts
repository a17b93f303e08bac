/**
 * Sobre → Equipe over HTTP: people with several OAB inscriptions, the rules an inscription follows (one holder,
 * an intern's own kind), stale edits, the areas of practice, and the public read of what is published.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  type FileEntry,
  type Listed,
  type PracticeArea,
  type PublicTeamMember,
  type TeamMemberRecord,
  type TeamState,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const admin = SEED_STAFF.find((s) => s.admin)!;
const FUNCTIONS = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}`;
const HOSTING = `http://127.0.0.1:${EMULATOR_PORTS.hosting}`;
/** A client address of this run only, so the public rate limit counts this file's calls alone. */
const visitor = { 'x-forwarded-for': `198.19.1.${(Date.now() % 200) + 1}` };
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
    expect(Object.keys(shown).sort()).toEqual(['areas', 'bio', 'id', 'name', 'oab', 'photoUrl', 'role', 'title']);
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

  it('cuts an uploaded photo square, and serves it to the public site only while the member is shown there', async () => {
    const created = await call<Listed<TeamMemberRecord>>('about-createMember', { member: member({ name: `Fotografada ${run}`, oab: [], published: false }) });
    const portrait = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#556' } })
      .png()
      .toBuffer();
    const up = await fetch(`${FUNCTIONS}/files/office/${created.id}?name=retrato.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: new Blob([new Uint8Array(portrait)]),
    });
    expect(up.status).toBe(201);
    const uploaded = (await up.json()) as FileEntry;
    const withPhoto = await call<Listed<TeamMemberRecord>>('about-setMemberPhoto', {
      id: created.id,
      expectedVersion: created.version,
      sourcePath: uploaded.path,
    });
    expect(withPhoto.photoPath).toMatch(new RegExp(`^office/${created.id}/photo-[0-9a-f]{12}\\.jpg$`));
    const stored = await stores.files.read(withPhoto.photoPath!);
    expect(await sharp(Buffer.from(stored!.bytes)).metadata()).toMatchObject({ width: 480, height: 480, format: 'jpeg' });
    expect((await stores.files.list(`office/${created.id}`)).map((f) => f.path)).toEqual([withPhoto.photoPath]);

    // Not on the site yet: the photo is private. Shown on the site: the public team carries its address.
    expect((await fetch(`${HOSTING}/media/${withPhoto.photoPath}`)).status).toBe(404);
    const shown = await call<Listed<TeamMemberRecord>>('about-updateMember', {
      id: created.id,
      expectedVersion: withPhoto.version,
      member: member({ name: `Fotografada ${run}`, oab: [], published: true }),
    });
    expect(shown.photoPath).toBe(withPhoto.photoPath);
    expect((await fetch(`${HOSTING}/media/${withPhoto.photoPath}`)).status).toBe(200);
    const pub = (await callFn<{ members: PublicTeamMember[] }>('publicPages-team', {}, undefined, visitor)).result!;
    expect(pub.members.find((m) => m.id === created.id)!.photoUrl).toBe(`/media/${withPhoto.photoPath}`);

    // A stale version is a conflict and leaves no stray image behind; removing the photo deletes it.
    const stale = await callFn('about-setMemberPhoto', { id: created.id, expectedVersion: withPhoto.version, sourcePath: null }, token);
    expect(stale.status).toBe(409);
    const removed = await call<Listed<TeamMemberRecord>>('about-setMemberPhoto', { id: created.id, expectedVersion: shown.version, sourcePath: null });
    expect(removed.photoPath).toBeNull();
    expect(await stores.files.list(`office/${created.id}`)).toEqual([]);
  });
});
