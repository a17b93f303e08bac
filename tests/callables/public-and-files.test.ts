/** The public LGPD callables, the staff-only inbox, and the `files` download function (the dashboard: dashboard.test.ts). */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  MEMBER_PHOTO_SIZE,
  officeDate,
  type Page,
  type PublicOffice,
  REMOVAL_LIMITS,
  type RemovalDailyUse,
  type RemovalRequestReceipt,
  type RemovalRequestRecord,
  type SessionMe,
  COLLECTIONS,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';
import { counterId, fixedWindow, officeDayWindow } from '../../functions/src/platform/rate-limit';
import { REMOVAL_ACCEPTED_KEY, REMOVAL_REFUSED_KEY } from '../../functions/src/platform/removal-use';
import { PUBLIC_READS_PER_MINUTE } from '../../functions/src/platform/public-reads';

const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;
const admin = SEED_STAFF.find((s) => s.admin)!;
const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
let stores: Stores;

beforeAll(async () => {
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('public privacy callables', () => {
  it('publishes only the controller identity, to anyone', async () => {
    const res = await callFn<PublicOffice>('publicPages-office', {});
    expect(res.status).toBe(200);
    expect(Object.keys(res.result!).sort()).toEqual(['address', 'cnpj', 'dpoEmail', 'dpoName', 'email', 'name', 'phone']);
    expect(res.result?.name).toBe('Barbosa & Moreira Advogados Associados');
  });

  it('limits the privacy notice’s reads per address like every public read', async () => {
    const ip = '203.0.113.61';
    // Arrange this minute's and the next one's count one short of the limit, so a minute turning mid-test changes nothing.
    for (const window of [fixedWindow(60_000), fixedWindow(60_000, Date.now() + 60_000)]) {
      await stores.documents.create(COLLECTIONS.rateLimits, counterId(`public-read:ip:${ip}`, window), {
        count: PUBLIC_READS_PER_MINUTE - 1,
        expiresAt: window.expiresAt,
      });
    }
    const read = () => callFn('publicPages-office', {}, undefined, { 'x-forwarded-for': ip });
    const minute = () => fixedWindow(60_000).label;
    const before = minute();
    expect((await read()).status).toBe(200);
    let refused = await read();
    // A minute turning between the two reads puts the second in the next window, one short of the limit too: the
    // read after it is the one refused.
    if (refused.status === 200 && minute() !== before) refused = await read();
    expect([refused.status, refused.error?.details?.id]).toEqual([429, 'rate-limited']);
  });

  it('stores a removal request and answers with a protocol number', async () => {
    const email = `titular.${Date.now()}@exemplo.com.br`;
    const res = await callFn<RemovalRequestReceipt>('publicPages-requestRemoval', {
      name: 'Maria dos Santos',
      email,
      cpf: '111.444.777-35',
      request: 'Quero que meus dados sejam excluídos do cadastro.',
    });
    expect(res.status).toBe(200);
    expect(res.result?.protocol).toMatch(/^REM-\d{8}-[2-9A-HJ-NP-Z]{6}$/);
    const stored = await stores.documents.get(COLLECTIONS.removalRequests, res.result!.protocol);
    expect(stored?.data).toMatchObject({ email, cpf: '11144477735', status: 'aberto', name: 'Maria dos Santos' });
  });

  it('refuses invalid input field by field and stores nothing', async () => {
    const before = await stores.documents.count(COLLECTIONS.removalRequests);
    const res = await callFn('publicPages-requestRemoval', { name: 'M', email: 'x', cpf: '123.456.789-00', request: 'curto' });
    expect([res.status, res.error?.details?.id]).toEqual([400, 'invalid-input']);
    expect(Object.keys(res.error?.details?.fields ?? {}).sort()).toEqual(['cpf', 'email', 'name', 'request']);
    expect(await stores.documents.count(COLLECTIONS.removalRequests)).toBe(before);
  });

  it('limits requests from one mailbox to three a day, however the address is written', async () => {
    const box = `insistente.${Date.now()}`;
    // Sub-addresses and letter case reach the same mailbox; each call from its own address.
    const emails = [`${box}@exemplo.com.br`, `${box}+1@exemplo.com.br`, `${box.toUpperCase()}+x@Exemplo.com.br`, `${box}+4@exemplo.com.br`];
    const results = [];
    for (const [i, email] of emails.entries()) {
      const body = { name: 'Pessoa Insistente', email, cpf: '', request: 'Pedido de exclusão dos meus dados.' };
      results.push((await callFn('publicPages-requestRemoval', body, undefined, { 'x-forwarded-for': `198.51.100.${i + 1}` })).status);
    }
    expect(results).toEqual([200, 200, 200, 429]);
  });

  it('limits one client address to 20 an hour, counting the hop the platform appends, not the ones the client sends', async () => {
    const before = await stores.documents.count(COLLECTIONS.removalRequests);
    const statuses: number[] = [];
    let refusal: string | undefined;
    for (let i = 0; i < REMOVAL_LIMITS.perAddressPerHour + 3; i++) {
      const body = { name: 'Robô Rotativo', email: `rotativo.${Date.now()}.${i}@exemplo.com.br`, cpf: '', request: 'Pedido de exclusão automatizado.' };
      // The client rotates its own hops; the platform's front end appends the address it saw (203.0.113.77).
      const headers = { 'x-forwarded-for': `10.${i}.0.1, 192.0.2.${i}, 203.0.113.77` };
      const res = await callFn('publicPages-requestRemoval', body, undefined, headers);
      statuses.push(res.status);
      refusal = (res.error?.details?.reason as string | undefined) ?? refusal;
    }
    expect(statuses).toEqual([...Array<number>(REMOVAL_LIMITS.perAddressPerHour).fill(200), 429, 429, 429]);
    expect(await stores.documents.count(COLLECTIONS.removalRequests)).toBe(before + REMOVAL_LIMITS.perAddressPerHour);
    // The refused person is told whom to write to instead.
    expect(refusal).toMatch(/encarregado de dados do escritório, Helena Barbosa: privacidade@barbosaadvocacia\.test\.$/);
  });

  it('keeps one client far below the office’s cap: at its daily limit it is refused, and everyone else still gets through', async () => {
    const window = officeDayWindow();
    const busy = '203.0.113.88';
    const counter = counterId(`removal:ip-day:${busy}`, window);
    // Arrange the client's day one short of its cap, as after a morning of requests spread over the hours.
    await stores.documents.delete(COLLECTIONS.rateLimits, counter).catch(() => undefined);
    await stores.documents.create(COLLECTIONS.rateLimits, counter, { count: REMOVAL_LIMITS.perAddressPerDay - 1, expiresAt: window.expiresAt });
    const send = (ip: string, i: number) =>
      callFn(
        'publicPages-requestRemoval',
        { name: 'Titular do Dia', email: `dia.${Date.now()}.${i}@exemplo.com.br`, cpf: '', request: 'Quero excluir meus dados.' },
        undefined,
        { 'x-forwarded-for': ip },
      );
    expect((await send(busy, 1)).status).toBe(200);
    const refused = await send(busy, 2);
    expect([refused.status, refused.error?.details?.id]).toEqual([429, 'rate-limited']);
    expect(refused.error?.details?.reason).toContain('privacidade@barbosaadvocacia.test');
    expect((await send('203.0.113.89', 3)).status).toBe(200);
    expect(REMOVAL_LIMITS.perAddressPerDay * 10).toBeLessThanOrEqual(REMOVAL_LIMITS.officePerDay);
  });

  it('caps the whole office for the day: the next request is refused, counted, and shown to Configurações', async () => {
    const window = officeDayWindow();
    const accepted = counterId(REMOVAL_ACCEPTED_KEY, window);
    const refused = counterId(REMOVAL_REFUSED_KEY, window);
    const saved = await stores.documents.getMany(COLLECTIONS.rateLimits, [accepted, refused]);
    // Arrange today's count one short of the cap, as after a day of rotating addresses and mailboxes.
    for (const id of [accepted, refused]) await stores.documents.delete(COLLECTIONS.rateLimits, id).catch(() => undefined);
    await stores.documents.create(COLLECTIONS.rateLimits, accepted, { count: REMOVAL_LIMITS.officePerDay - 1, expiresAt: window.expiresAt });
    try {
      const send = (i: number) =>
        callFn(
          'publicPages-requestRemoval',
          { name: 'Titular Legítimo', email: `cap.${Date.now()}.${i}@exemplo.com.br`, cpf: '', request: 'Quero excluir meus dados.' },
          undefined,
          { 'x-forwarded-for': `203.0.113.${100 + i}` },
        );
      const before = await stores.documents.count(COLLECTIONS.removalRequests);
      expect((await send(1)).status).toBe(200);
      const over = await send(2);
      expect([over.status, over.error?.details?.id]).toEqual([429, 'rate-limited']);
      expect((await send(3)).status).toBe(429);
      expect(await stores.documents.count(COLLECTIONS.removalRequests)).toBe(before + 1);

      const list = await callFn<{ today: RemovalDailyUse }>('settings-removalRequests', { limit: 1 }, await signIn(admin.email, admin.password));
      expect(list.result?.today).toEqual({ day: officeDate(), cap: REMOVAL_LIMITS.officePerDay, accepted: REMOVAL_LIMITS.officePerDay, refused: 2 });
    } finally {
      // Later suites submit the form today: give them the day's count back.
      for (const id of [accepted, refused]) await stores.documents.delete(COLLECTIONS.rateLimits, id).catch(() => undefined);
      for (const doc of saved) if (doc) await stores.documents.create(COLLECTIONS.rateLimits, doc.id, doc.data);
    }
  });

  it('lets Configurações staff list and resolve requests, refusing a stale resolution', async () => {
    const token = await signIn(admin.email, admin.password);
    const open = await callFn<Page<RemovalRequestRecord>>('settings-removalRequests', { limit: 50, status: 'aberto' }, token);
    const first = open.result!.items[0]!;
    expect(first.status).toBe('aberto');
    const done = await callFn<RemovalRequestRecord>(
      'settings-resolveRemoval',
      { id: first.id, expectedVersion: first.version, status: 'concluido', resolution: 'Cadastro anonimizado.' },
      token,
    );
    expect(done.result).toMatchObject({ status: 'concluido', resolvedBy: admin.uid, resolution: 'Cadastro anonimizado.' });
    const stale = await callFn(
      'settings-resolveRemoval',
      { id: first.id, expectedVersion: first.version, status: 'recusado', resolution: 'Outra decisão.' },
      token,
    );
    expect([stale.status, stale.error?.details?.id]).toEqual([409, 'conflict']);
  });
});

describe('files (HTTPS download behind the callables’ authorization)', () => {
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  it('serves a profile photo to staff, refuses anonymous callers and reports missing files', async () => {
    let token = await signIn(intern.email, intern.password);
    const first = await callFn<{ photoPath: string }>('profile-setPhoto', { contentType: 'image/png', dataBase64: png }, token);
    expect(first.result?.photoPath).toMatch(new RegExp(`^admin/${intern.uid}/photo-[0-9a-z]+$`));
    // Replacing the photo gives it a new path (no cached copy of the old one can show) and removes the old file.
    token = await signIn(intern.email, intern.password);
    const set = await callFn<{ photoPath: string }>('profile-setPhoto', { contentType: 'image/png', dataBase64: png }, token);
    expect(set.result?.photoPath).not.toBe(first.result?.photoPath);
    token = await signIn(intern.email, intern.password);
    const me = await callFn<SessionMe>('session-me', {}, token);
    expect(me.result?.photoPath).toBe(set.result?.photoPath);
    expect((await fetch(`${FILES}/${first.result!.photoPath}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);

    const ok = await fetch(`${FILES}/${set.result!.photoPath}`, { headers: { authorization: `Bearer ${await signIn(finance.email, finance.password)}` } });
    expect(ok.status).toBe(200);
    // Stored re-encoded, like the team's photos: a square JPEG.
    expect(ok.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await ok.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: MEMBER_PHOTO_SIZE, height: MEMBER_PHOTO_SIZE });

    expect((await fetch(`${FILES}/${set.result!.photoPath}`)).status).toBe(401);
    expect((await fetch(`${FILES}/admin/ninguem/photo`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it('keeps nothing of what the phone wrote into the photo: no place, no device', async () => {
    const taken = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a05030' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TelefoneX', Model: 'Modelo Y' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(taken).metadata()).exif).toBeDefined();
    const token = await signIn(intern.email, intern.password);
    const set = await callFn<{ photoPath: string }>('profile-setPhoto', { contentType: 'image/jpeg', dataBase64: taken.toString('base64') }, token);
    expect(set.status).toBe(200);
    // The photo moved the person's record past the token's claims: a fresh token, as the app refreshes.
    const fresh = await signIn(intern.email, intern.password);
    const served = Buffer.from(await (await fetch(`${FILES}/${set.result!.photoPath}`, { headers: { authorization: `Bearer ${fresh}` } })).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(served.includes(Buffer.from('TelefoneX'))).toBe(false);
  });

  it('refuses a photo whose bytes do not match the declared type', async () => {
    const token = await signIn(intern.email, intern.password);
    const res = await callFn('profile-setPhoto', { contentType: 'image/jpeg', dataBase64: png }, token);
    expect([res.status, res.error?.details?.id]).toEqual([400, 'invalid-input']);
    expect(res.error?.details?.fields?.photo).toMatch(/não é uma imagem válida/);
  });
});
