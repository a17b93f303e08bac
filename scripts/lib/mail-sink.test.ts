/**
 * The mail path of a local run, end to end: the functions' mailer sends over SMTP to the mail sink (MailDev, in
 * a child process as `npm test` runs it and in this process as `npm start` does, here on free ports so a running
 * `npm start` does not matter), and the tests' client reads the mail back from its REST API.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendMail } from '../../functions/src/platform/mailer';
import { clearMail, listMail, waitForMail } from '../../tests/support/mail-sink';
import { spawnMailSink, startMailSinkHere, type MailSink } from './mail-sink';
import { freePort } from './ports';

describe.each([
  ['in a child process', (ports: { smtp: number; inbox: number }) => spawnMailSink(ports)],
  ['in this process', startMailSinkHere],
])('the local mail sink %s', (_where, start) => {
  let sink: MailSink | undefined;

  beforeAll(async () => {
    // The sink sets these for the functions and the tests' client; unstubbed afterwards, as they were.
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'MAIL_INBOX_URL']) vi.stubEnv(name, process.env[name]);
    const smtp = await freePort();
    let inbox = await freePort();
    while (inbox === smtp) inbox = await freePort();
    sink = await start({ smtp, inbox });
  }, 30_000);

  afterAll(async () => {
    await sink?.close();
    vi.unstubAllEnvs();
  });

  it('receives what the mailer sends, accents, Message-ID and headers intact', async () => {
    const messageId = `<notificacao.prazo-0001.${Date.now()}@barbosaadvocacia.test>`;
    const subject = 'Prazo amanhã: contestação na ação de cobrança nº 0001234 — João Conceição';
    await sendMail({
      to: 'helena.barbosa@barbosaadvocacia.test',
      subject,
      text: 'Olá, Helena. A contestação vence amanhã (sexta-feira), às 23h59.',
      html: '<p>Olá, Helena. A <strong>contestação</strong> vence amanhã (sexta-feira), às 23h59.</p>',
      messageId,
      headers: { 'X-Office-Notification': 'prazo-0001' },
    });

    const [mail] = await waitForMail((m) => m.messageId === messageId);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(subject);
    expect(mail!.to).toEqual(['helena.barbosa@barbosaadvocacia.test']);
    expect(mail!.envelopeTo).toEqual(['helena.barbosa@barbosaadvocacia.test']);
    expect(mail!.from).toEqual({ address: 'nao-responda@barbosaadvocacia.test', name: 'Barbosa Advocacia' });
    expect(mail!.text).toContain('Olá, Helena. A contestação vence amanhã (sexta-feira), às 23h59.');
    expect(mail!.html).toContain('<strong>contestação</strong> vence amanhã');
    expect(mail!.headers['message-id']).toBe(messageId);
    expect(mail!.headers['x-office-notification']).toBe('prazo-0001');
    expect(sink!.inboxUrl).toBe(process.env.MAIL_INBOX_URL);
  });

  it('is emptied by clearMail, and waitForMail says what arrived when the mail it waits for does not', async () => {
    await sendMail({
      to: 'ana@barbosaadvocacia.test',
      subject: 'Outro aviso',
      text: 'texto',
      html: '<p>texto</p>',
      messageId: '<outro@barbosaadvocacia.test>',
    });
    await expect(waitForMail((m) => m.subject === 'Nunca enviado', { timeoutMs: 300 })).rejects.toThrow(/0 matched of \d+ received:[\s\S]*Outro aviso/);
    await clearMail();
    expect(await listMail()).toEqual([]);
  });
});
