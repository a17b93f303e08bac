/**
 * A real Express host for a function under test, built the way the Functions emulator's runtime builds its own: a
 * JSON body parser, one catch-all route, then listen on a free loopback port.
 */
import type { AddressInfo } from 'node:net';
import bodyParser from 'body-parser';
import express, { type Request, type Response } from 'express';

export interface Host {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  close: () => Promise<void>;
}

export async function hostOnExpress(handler: (req: Request, res: Response) => unknown): Promise<Host> {
  const app = express();
  app.use(bodyParser.json());
  app.all('/*', (req, res) => void handler(req, res));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
