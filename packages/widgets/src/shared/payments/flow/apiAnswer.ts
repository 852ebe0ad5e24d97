/** What an openapi-fetch call resolves to: the flow's server calls are handed over unsettled. */
export interface ApiAnswer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}
