/**
 * HTTP to the courts' APIs: paced, patient with overload, and honest about failure. DataJud documents no
 * rate limit (CNJ asks for moderation; the office keeps to 2 requests per second); the DJEN limits each
 * address (`x-ratelimit-*`, 429 with Retry-After). Both are slow at times (6–28 s observed on DataJud).
 */

export class CourtHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
  }
}

export interface CourtHttpOptions {
  /** Least time between two requests of one run. */
  minIntervalMs: number;
  /** Retries after a 429 or 5xx (or a network failure) before the request counts as failed. */
  retries?: number;
  /** First backoff; doubles per retry unless the server says Retry-After. */
  backoffMs?: number;
  timeoutMs?: number;
  /** How long to wait for a limit window the server says is used up (DJEN: a minute). */
  windowMs?: number;
  /** Least wait after a 429, whatever Retry-After says (the DJEN says 1–2 s of a one-minute window). */
  rateLimitFloorMs?: number;
  /** When the run must stop: a retry whose wait would pass it fails at once instead. */
  deadline?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds or an HTTP date, as Retry-After allows; null when absent or unreadable. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** One run's connection to one API: every request waits its turn, so a run never exceeds the pace. */
export class CourtHttp {
  private next = 0;
  /** Requests answered (any status), for the run's record. */
  requests = 0;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: CourtHttpOptions) {
    this.sleep = options.sleep ?? defaultSleep;
  }

  private async turn(): Promise<void> {
    const now = Date.now();
    const wait = this.next - now;
    this.next = Math.max(now, this.next) + this.options.minIntervalMs;
    if (wait > 0) await this.sleep(wait);
  }

  /** The response of a 2xx, after retrying 429, 5xx and network failures; other statuses throw at once. */
  async request(url: string, init: RequestInit): Promise<Response> {
    const retries = this.options.retries ?? 3;
    let backoff = this.options.backoffMs ?? 2000;
    for (let attempt = 0; ; attempt++) {
      await this.turn();
      let response: Response;
      try {
        response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs ?? 45_000) });
      } catch (error) {
        if (attempt >= retries) throw new CourtHttpError(0, networkMessage(error), '');
        await this.sleep(backoff);
        backoff *= 2;
        continue;
      }
      this.requests++;
      if (response.ok) {
        await this.respectWindow(response);
        return response;
      }
      const transient = response.status === 429 || response.status >= 500;
      const body = await response.text().catch(() => '');
      if (!transient || attempt >= retries) throw new CourtHttpError(response.status, `HTTP ${response.status}`, body);
      const told = retryAfterMs(response.headers.get('retry-after'));
      const wait = response.status === 429 ? Math.max(told ?? this.options.windowMs ?? backoff, this.options.rateLimitFloorMs ?? 0) : (told ?? backoff);
      if (this.options.deadline !== undefined && Date.now() + wait > this.options.deadline)
        throw new CourtHttpError(response.status, `HTTP ${response.status}`, body);
      await this.sleep(wait);
      backoff *= 2;
    }
  }

  /** `x-ratelimit-remaining: 0`: the next request would be refused, so wait for the window to pass first. */
  private async respectWindow(response: Response): Promise<void> {
    const remaining = response.headers.get('x-ratelimit-remaining');
    if (remaining !== null && Number(remaining) <= 0) {
      this.next = Math.max(this.next, Date.now() + (this.options.windowMs ?? 60_000));
    }
  }
}

/**
 * A failed request in a run's words (pt-BR): "o DJEN falhou (HTTP 503) mesmo após novas tentativas". `refusal`
 * words a status one API gives a meaning of its own (the DJEN's 403 for an address outside Brazil).
 */
export function courtFailure(api: 'DataJud' | 'DJEN', error: unknown, refusal: (status: number) => string | null = () => null): string {
  if (!(error instanceof CourtHttpError)) return `erro inesperado ao consultar o ${api}`;
  if (error.status === 0) return `${api}: ${error.message}`;
  const own = refusal(error.status);
  if (own) return own;
  if (error.status === 429) return `o ${api} limitou as consultas (HTTP 429) mesmo após esperar`;
  if (error.status >= 500) return `o ${api} falhou (HTTP ${error.status}) mesmo após novas tentativas`;
  return `o ${api} recusou a consulta (HTTP ${error.status})`;
}

function networkMessage(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'o serviço não respondeu a tempo';
  return 'não foi possível conectar ao serviço';
}
