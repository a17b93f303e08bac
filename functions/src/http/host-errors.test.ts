/**
 * The hook on a real Express host built the way the Functions emulator's runtime and the Functions Framework
 * build theirs: body parsers, one catch-all route, then listen. (The HTTP suite covers the emulator itself;
 * a malformed path never reaches its runtime there, because the emulator's own proxy decodes it first.)
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import bodyParser from 'body-parser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerHostErrorsInPortuguese } from './host-errors';

let server: Server;
let base: string;

beforeAll(async () => {
  answerHostErrorsInPortuguese();
  const app = express();
  app.use(bodyParser.json({ limit: '1kb' }));
  app.use(bodyParser.raw({ type: '*/*', limit: '1kb' }));
  app.all('/*', (_req, res) => {
    res.json({ reached: true });
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function refusal(response: Response): Promise<{ status: number; type: string | null; reason: string; id: string }> {
  const body = (await response.json()) as { error: { details: { id: string; fields: { _: string } } } };
  return { status: response.status, type: response.headers.get('content-type'), reason: body.error.details.fields._, id: body.error.details.id };
}

describe('answerHostErrorsInPortuguese', () => {
  it('leaves good requests to the function', async () => {
    expect(await (await fetch(`${base}/files/a%20b`)).json()).toEqual({ reached: true });
  });

  it('answers a malformed %-encoding, a broken JSON body and an oversized body as JSON in pt-BR', async () => {
    expect(await refusal(await fetch(`${base}/files/%E0%A4%A`))).toMatchObject({
      status: 400,
      type: expect.stringMatching(/^application\/json/),
      id: 'invalid-input',
      reason: 'O endereço tem uma codificação (%) inválida.',
    });
    const json = { method: 'POST', headers: { 'content-type': 'application/json' } };
    expect(await refusal(await fetch(base, { ...json, body: '{"data": ' }))).toMatchObject({ status: 400, reason: 'O corpo do pedido não é um JSON válido.' });
    const big = { method: 'POST', headers: { 'content-type': 'application/pdf' }, body: new Uint8Array(4096) };
    expect(await refusal(await fetch(base, big))).toMatchObject({
      status: 413,
      reason: 'O pedido passa do tamanho aceito (documentos e imagens de até 20 MB; áudio e vídeo de até 30 MB).',
    });
  });
});
