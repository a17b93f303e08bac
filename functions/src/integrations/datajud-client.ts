/**
 * DataJud's public search (Elasticsearch `_search` per court index). Numbers go as 20 bare digits (a masked
 * number finds nothing); up to DATAJUD_BATCH in one `terms` query; results paged with `search_after` on
 * `@timestamp`. The answer's `_source` documents are returned as the API sent them, grouped by number.
 */
import { DATAJUD_DEFAULT_URL, type DatajudSource } from '@office/domain';
import { CourtHttp, CourtHttpError, courtFailure } from './court-http';

/** Where the requests go: the real API unless the deployment (or the local stand-in) says otherwise. */
export function datajudBaseUrl(): string {
  return (process.env.DATAJUD_URL ?? DATAJUD_DEFAULT_URL).replace(/\/+$/, '');
}

/** The key was refused (HTTP 401): CNJ rotated it. Runs stop; an administrator enters the new one. */
export class DatajudKeyRejected extends Error {}

/** The court's index does not exist (HTTP 404). */
export class DatajudIndexMissing extends Error {}

const PAGE = 200;

export function datajudHttp(deadline?: number): CourtHttp {
  // 2 requests per second at most (CNJ documents no limit and asks for moderation). Answers take up to 28 s:
  // one lawsuit's update (a 180 s call) gives a request 40 s and two retries.
  return new CourtHttp({ minIntervalMs: 500, retries: 2, timeoutMs: 40_000, backoffMs: Number(process.env.DATAJUD_BACKOFF_MS ?? 2000), deadline });
}

/** Every document the index holds for `digits`, grouped by number (absent numbers: not in DataJud). */
export async function searchDatajud(http: CourtHttp, alias: string, digits: readonly string[], apiKey: string): Promise<Map<string, DatajudSource[]>> {
  const byNumber = new Map<string, DatajudSource[]>();
  const query = digits.length === 1 ? { match: { numeroProcesso: digits[0] } } : { terms: { numeroProcesso: [...digits] } };
  let after: unknown[] | null = null;
  for (;;) {
    const body: Record<string, unknown> = { size: PAGE, query, sort: [{ '@timestamp': { order: 'asc' } }] };
    if (after) body.search_after = after;
    let response: Response;
    try {
      response = await http.request(`${datajudBaseUrl()}/${alias}/_search`, {
        method: 'POST',
        headers: { Authorization: `APIKey ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      if (error instanceof CourtHttpError && error.status === 401) throw new DatajudKeyRejected();
      if (error instanceof CourtHttpError && error.status === 404) throw new DatajudIndexMissing();
      throw error;
    }
    const json = (await response.json()) as { hits?: { hits?: { _source?: DatajudSource; sort?: unknown[] }[] } };
    const hits = json.hits?.hits ?? [];
    for (const hit of hits) {
      const source = hit._source;
      if (!source?.numeroProcesso) continue;
      const list = byNumber.get(source.numeroProcesso) ?? [];
      list.push(source);
      byNumber.set(source.numeroProcesso, list);
    }
    const last = hits[hits.length - 1];
    if (hits.length < PAGE || !last?.sort) break;
    after = last.sort;
  }
  return byNumber;
}

/** A failed request in the run's words (pt-BR). */
export function datajudFailure(error: unknown): string {
  if (error instanceof DatajudIndexMissing) return 'o tribunal não tem índice no DataJud (HTTP 404)';
  return courtFailure('DataJud', error);
}
