/**
 * A local stand-in for the two court APIs this machine cannot reach: DataJud's `/{alias}/_search` and the
 * DJEN's `GET /api/v1/comunicacao`. It answers with the documented shapes, status codes and headers (see
 * datasets.ts for what each number and inscription yields) and logs every request, so tests can check what
 * the office's clients sent and how fast. Used by `npm test`, `npm run bench`, and `OFFICE_COURTS=standin npm start`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { DATAJUD_PUBLIC_KEY, DJEN_PAGE_SIZE, officeDate } from '@office/domain';
import { datajudSources, djenDataset, djenSearch, knownAlias, standinFold, type DjenTextQuery } from './datasets';

export interface StandinRequest {
  at: number;
  api: 'datajud' | 'djen';
  path: string;
  status: number;
  /** DataJud: the numbers asked for. DJEN: the inscription (or the name or text asked for) and page. */
  detail: string;
}

export interface CourtStandin {
  url: string;
  datajudUrl: string;
  djenUrl: string;
  requests: StandinRequest[];
  close(): Promise<void>;
}

export interface StandinOptions {
  port?: number;
  /** CNJ digits of the office's lawsuits: one DJEN communication in five names one of them. */
  officeNumbers?: readonly string[];
  /** DJEN requests per inscription (or name, or text) per window (the real API allows about 20 per minute per address). */
  djenLimit?: number;
  djenWindowMs?: number;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The numbers a DataJud query asks for: `match` (one) or `terms` (a batch). */
function askedNumbers(body: unknown): string[] | null {
  const query = (body as { query?: { match?: { numeroProcesso?: unknown }; terms?: { numeroProcesso?: unknown } } })?.query;
  if (typeof query?.match?.numeroProcesso === 'string') return [query.match.numeroProcesso];
  if (Array.isArray(query?.terms?.numeroProcesso)) return query.terms.numeroProcesso.filter((n): n is string => typeof n === 'string');
  return null;
}

export function startCourtStandin(options: StandinOptions = {}): Promise<CourtStandin> {
  const requests: StandinRequest[] = [];
  const firstSeen = new Set<string>();
  const windows = new Map<string, { start: number; used: number }>();
  const limit = options.djenLimit ?? 20;
  const windowMs = options.djenWindowMs ?? 60_000;

  async function datajud(req: IncomingMessage, res: ServerResponse, alias: string): Promise<void> {
    const log = (status: number, detail: string) => requests.push({ at: Date.now(), api: 'datajud', path: req.url ?? '', status, detail });
    if (req.headers.authorization !== `APIKey ${DATAJUD_PUBLIC_KEY}`) {
      log(401, '');
      send(res, 401, { error: { type: 'security_exception', reason: 'missing authentication credentials for REST request' }, status: 401 });
      return;
    }
    if (!knownAlias(alias)) {
      log(404, alias);
      send(res, 404, { error: { type: 'index_not_found_exception', reason: `no such index [${alias}]` }, status: 404 });
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      log(500, 'corpo inválido');
      send(res, 500, { error: { type: 'x_content_e_o_f_exception', reason: 'Unexpected end-of-input' }, status: 500 });
      return;
    }
    const numbers = askedNumbers(body);
    if (!numbers) {
      log(400, 'consulta inválida');
      send(res, 400, { error: { type: 'parsing_exception', reason: 'unknown query' }, status: 400 });
      return;
    }
    const detail = numbers.join(',');
    const once = (prefix: string) => numbers.some((n) => n.startsWith(prefix) && !firstSeen.has(`${prefix}:${n}`));
    if (once('4290')) {
      numbers.filter((n) => n.startsWith('4290')).forEach((n) => firstSeen.add(`4290:${n}`));
      log(429, detail);
      send(res, 429, { error: 'Too Many Requests' }, { 'retry-after': '1' });
      return;
    }
    if (once('5030')) {
      numbers.filter((n) => n.startsWith('5030')).forEach((n) => firstSeen.add(`5030:${n}`));
      log(503, detail);
      send(res, 503, { error: 'Service Unavailable' });
      return;
    }
    if (numbers.some((n) => n.startsWith('5000'))) {
      log(500, detail);
      send(res, 500, { error: { type: 'search_phase_execution_exception', reason: 'all shards failed' }, status: 500 });
      return;
    }
    const tribunal = alias.replace('api_publica_', '').toUpperCase();
    // A number only answers in its own court's index: the wrong alias gives 200 with no hits.
    const hits = numbers
      .filter((n) => aliasOfDigits(n) === alias)
      .flatMap((n) => datajudSources(n, tribunal))
      .map((source, i) => ({ _index: alias, _id: `${tribunal}_${source.grau}_${source.numeroProcesso}`, _score: null, _source: source, sort: [i] }));
    const size = (body as { size?: number }).size ?? 10;
    const after = (body as { search_after?: number[] }).search_after?.[0] ?? -1;
    const page = hits.filter((h) => h.sort[0]! > after).slice(0, size);
    log(200, detail);
    send(res, 200, { took: 12, timed_out: false, hits: { total: { value: hits.length, relation: 'eq' }, max_score: null, hits: page } });
  }

  function djen(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const uf = (url.searchParams.get('ufOab') ?? '').toUpperCase();
    const number = (url.searchParams.get('numeroOab') ?? '').replace(/\D/g, '').replace(/^0+/, '');
    const names: DjenTextQuery = {
      nomeParte: url.searchParams.get('nomeParte')?.trim() || null,
      nomeAdvogado: url.searchParams.get('nomeAdvogado')?.trim() || null,
      texto: url.searchParams.get('texto')?.trim() || null,
    };
    const byName = Boolean(names.nomeParte || names.nomeAdvogado || names.texto);
    const pageNo = Number(url.searchParams.get('pagina') ?? '1');
    const size = Math.min(Number(url.searchParams.get('itensPorPagina') ?? '5'), DJEN_PAGE_SIZE);
    // The log names the inscription, or the name or text asked for.
    const key = number || !byName ? `${uf}-${number}` : [names.nomeParte, names.nomeAdvogado, names.texto].filter(Boolean).join('|');
    const now = Date.now();
    const window = windows.get(key);
    const current = window && now - window.start < windowMs ? window : { start: now, used: 0 };
    windows.set(key, current);
    const log = (status: number) => requests.push({ at: now, api: 'djen', path: req.url ?? '', status, detail: `${key} p${pageNo}` });
    const rateHeaders = () => ({ 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(Math.max(0, limit - current.used)) });
    // Inscription 429: the first request is refused, as the API does past its per-address limit.
    if ((number === '429' && !firstSeen.has(`djen429:${uf}`)) || current.used >= limit) {
      firstSeen.add(`djen429:${uf}`);
      log(429);
      return send(res, 429, { message: 'Too Many Requests' }, { 'retry-after': '1', ...rateHeaders() });
    }
    current.used++;
    // Inscription 403, or a name or text saying "recusad…": refused every time, as the API refuses addresses outside Brazil (a failing source).
    if (number === '403' || (byName && /recusad/.test(standinFold(key)))) {
      log(403);
      return send(res, 403, { message: 'Forbidden' }, rateHeaders());
    }
    if ((!uf || !number) && !byName) {
      log(400);
      return send(res, 400, { status: 'error', message: 'Informe ao menos um filtro' }, rateHeaders());
    }
    const from = url.searchParams.get('dataDisponibilizacaoInicio') ?? '0000-00-00';
    const to = url.searchParams.get('dataDisponibilizacaoFim') ?? '9999-99-99';
    const found =
      uf && number ? djenDataset(uf, number, officeDate(), options.officeNumbers ?? []).items : djenSearch(names, officeDate(), options.officeNumbers ?? []);
    // An inscription and a name together: both must match.
    const matching =
      uf && number && byName ? djenSearch(names, officeDate(), options.officeNumbers ?? []).filter((i) => found.some((f) => f.id === i.id)) : found;
    const all = matching.filter((i) => i.data_disponibilizacao >= from && i.data_disponibilizacao <= to);
    // Each page repeats the previous page's last item, as the live API's do when items arrive while paging.
    const start = pageStart(pageNo, size);
    const items = all.slice(start, start + size);
    log(200);
    send(res, 200, { status: 'success', message: 'Sucesso', count: all.length, items }, rateHeaders());
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const search = /^\/datajud\/(api_publica_[a-z0-9-]+)\/_search$/.exec(url.pathname);
    if (req.method === 'POST' && search) {
      datajud(req, res, search[1]!).catch((error: unknown) => send(res, 500, { error: String(error) }));
    } else if (req.method === 'GET' && url.pathname === '/djen/api/v1/comunicacao') {
      djen(req, res, url);
    } else if (req.method === 'GET' && url.pathname === '/__standin/requests') {
      // What the office's clients sent, for the suites that run in another process than the stand-in.
      send(res, 200, requests);
    } else send(res, 404, { error: 'not found' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const url = `http://127.0.0.1:${port}`;
      resolve({
        url,
        ...apiUrls(url),
        requests,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** Where each API lives under the stand-in's origin (what DATAJUD_URL and DJEN_URL are set to). */
export function apiUrls(origin: string): { datajudUrl: string; djenUrl: string } {
  return { datajudUrl: `${origin}/datajud`, djenUrl: `${origin}/djen/api/v1` };
}

/** Where page `page` (1-based) starts: pages overlap by one item. */
export function pageStart(page: number, size: number): number {
  return (page - 1) * (size - 1);
}

/** The sizes of the pages the stand-in serves for `total` items: full pages, then the short one. */
export function standinPageSizes(total: number, size = DJEN_PAGE_SIZE): number[] {
  const sizes: number[] = [];
  for (let page = 1; ; page++) {
    const n = Math.max(0, Math.min(size, total - pageStart(page, size)));
    sizes.push(n);
    if (n < size) return sizes;
  }
}

function aliasOfDigits(digits: string): string | null {
  // Kept here rather than imported so a bug in the office's alias table cannot make the stand-in agree with it.
  const j = digits.slice(13, 14);
  const tr = digits.slice(14, 16);
  const ufs = [
    'ac',
    'al',
    'ap',
    'am',
    'ba',
    'ce',
    'df',
    'es',
    'go',
    'ma',
    'mt',
    'ms',
    'mg',
    'pa',
    'pb',
    'pr',
    'pe',
    'pi',
    'rj',
    'rn',
    'rs',
    'ro',
    'rr',
    'sc',
    'se',
    'sp',
    'to',
  ];
  const n = Number(tr);
  const a = (s: string) => `api_publica_${s}`;
  if (j === '8') return ufs[n - 1] === 'df' ? a('tjdft') : ufs[n - 1] ? a(`tj${ufs[n - 1]}`) : null;
  if (j === '4') return a(`trf${n}`);
  if (j === '5') return n === 0 ? a('tst') : a(`trt${n}`);
  if (j === '6') return n === 0 ? a('tse') : a(`tre-${ufs[n - 1]}`);
  if (j === '3') return a('stj');
  if (j === '7') return a('stm');
  if (j === '9') return { 13: a('tjmmg'), 21: a('tjmrs'), 26: a('tjmsp') }[n] ?? null;
  return null;
}
