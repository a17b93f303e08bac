/**
 * Portal do cliente, documents, in the browser: the office shares a client's file from its row (1280 px) and the
 * client downloads it from /portal (390 px); the office asks for a document from the client's page, the client
 * uploads it into the request, and the office reads who sent it. Axe-clean, nothing wider than the screen.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { EMULATOR_PORTS, FUNCTIONS_REGION, LOCAL_PROJECT_ID, type ClientRecord, type Listed, type PortalAccountView } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { APP_URL, axeViolations, launchBrowser, screenshot, signedInPage, signInUi, wideElements } from '../support/browser';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { waitForMail } from '../support/mail-sink';
import { clientInput, cpfSource } from '../support/records';

const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;
const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
const run = Date.now().toString(36);
const email = `documentos.${run}@cliente.test`;
const PASSWORD = 'Portal#documentos-2026';
const contract = Buffer.from('%PDF-1.7\n% contrato\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
let browser: Browser;
let clientId: string;

/** A client of the test's own, its contract in its files and a portal account with its password set. */
beforeAll(async () => {
  browser = await launchBrowser();
  const token = await signIn(admin.email, admin.password);
  const nextCpf = cpfSource(783_000_000 + (Date.now() % 100_000) * 10);
  const created = await callFn<Listed<ClientRecord>>('clients-create', { client: clientInput(nextCpf(), { name: `Beatriz Documentos ${run}` }) }, token);
  clientId = created.result!.id;
  const uploaded = await fetch(`${FILES}/clients/${clientId}?name=Contrato.pdf`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
    body: contract,
  });
  expect(uploaded.status).toBe(201);
  const invited = await callFn<PortalAccountView>('portal-invite', { clientId, name: 'Beatriz Documentos', email }, token);
  expect(invited.status).toBe(200);
  const [mail] = await waitForMail((m) => m.to.includes(email));
  await setPasswordFromLink(/https?:\/\/\S+\/auth\/Action\?mode=resetPassword&oobCode=\S+/.exec(mail!.text)![0], PASSWORD);
});
afterAll(async () => browser?.close());

async function clientPage(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 900 }, locale: 'pt-BR' })).newPage();
  await signInUi(page, email, PASSWORD, '/portal');
  return page;
}

async function clean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  expect(await wideElements(page)).toEqual([]);
}

describe('Portal do cliente: documents', () => {
  it('shares a file version from its row (1280 px); the client downloads it from the portal (390 px)', async () => {
    const office = await signedInPage(browser, admin);
    await office.goto(`${APP_URL}/clients/${clientId}`);
    await office.getByRole('button', { name: 'Compartilhar com o cliente: Contrato.pdf' }).click();
    await office.getByText('Cliente vê a versão 1', { exact: true }).waitFor();
    await clean(office);
    await screenshot(office, 'portal-documents-share-1280');

    const client = await clientPage();
    const documents = client.getByRole('region', { name: 'Documentos', exact: true });
    await documents.getByText(`Compartilhado por ${admin.name}`, { exact: false }).waitFor();
    const [download] = await Promise.all([client.waitForEvent('download'), documents.getByRole('button', { name: 'Baixar Contrato.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('Contrato.pdf');
    expect(readFileSync(await download.path()).equals(contract)).toBe(true);
    await clean(client);
    await screenshot(client, 'portal-documents-client-390');
    await office.context().close();
    await client.context().close();
  });

  it('asks the client for a document; the client uploads it into the request and the office sees who sent it', async () => {
    const office = await signedInPage(browser, admin);
    await office.goto(`${APP_URL}/clients/${clientId}`);
    const card = office.getByRole('region', { name: 'Documentos pedidos ao cliente' });
    await card.getByRole('button', { name: 'Solicitar documento ao cliente' }).click();
    const dialog = office.getByRole('dialog', { name: 'Solicitar documento ao cliente' });
    await dialog.getByLabel('Documento pedido').fill('Envie seu comprovante de residência');
    await dialog.getByRole('button', { name: 'Solicitar' }).click();
    await card.getByText('Aguardando o cliente', { exact: true }).waitFor();

    const client = await clientPage();
    const documents = client.getByRole('region', { name: 'Documentos', exact: true });
    const input = documents.getByLabel('Enviar arquivo: Envie seu comprovante de residência');
    // A program is refused before it leaves, in pt-BR; nothing is sent.
    await input.setInputFiles({ name: 'comprovante.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await documents
      .getByRole('alert')
      .getByText(/Tipo de arquivo não aceito/)
      .waitFor();
    await input.setInputFiles({ name: 'comprovante.pdf', mimeType: 'application/pdf', buffer: contract });
    await documents.getByText('Nenhum documento pendente', { exact: false }).waitFor();
    await clean(client);
    await screenshot(client, 'portal-documents-upload-390');

    await office.reload();
    await card.getByText('Enviado pelo cliente', { exact: true }).waitFor();
    await office
      .getByText(/Enviado pelo cliente Beatriz Documentos em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
      .first()
      .waitFor();
    await clean(office);
    await office.context().close();
    await client.context().close();
  });
});
