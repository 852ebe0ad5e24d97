/**
 * The benchmark's HTTP client: every call is recorded (label, start and end, status, and the
 * instance nginx says answered it, from the X-Upstream header), so the report can tell the
 * requests in flight on the killed instance from every other failure.
 */
export interface Sample {
  label: string;
  /** performance.now() at the start and the end of the call. */
  start: number;
  end: number;
  /** 0 when no HTTP answer came (connection refused or reset). */
  status: number;
  upstream: string;
}

export interface Answer<T> {
  status: number;
  body: T;
  upstream: string;
}

export interface CallOptions {
  label: string;
  token?: string;
  json?: unknown;
  /** Stripe.js's calls are form-encoded. */
  form?: string;
  /** The simulated client's address (nginx appends its own; the servers trust the first). */
  clientIp?: string;
}

export type Client = <T = unknown>(
  method: string,
  path: string,
  options: CallOptions,
) => Promise<Answer<T>>;

export function createClient(baseUrl: string, samples: Sample[]): Client {
  return async <T>(method: string, path: string, options: CallOptions) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.clientIp) headers["x-forwarded-for"] = options.clientIp;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.form !== undefined) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = options.form;
    }
    const start = performance.now();
    let answer: Answer<T> = { status: 0, body: undefined as T, upstream: "" };
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      answer = {
        status: response.status,
        body: (text && response.headers.get("content-type")?.includes("json")
          ? JSON.parse(text)
          : text) as T,
        upstream: response.headers.get("x-upstream") ?? "",
      };
    } catch {
      // No answer: recorded as status 0.
    }
    samples.push({
      label: options.label,
      start,
      end: performance.now(),
      status: answer.status,
      upstream: answer.upstream,
    });
    return answer;
  };
}
