import { ApiError } from "./errors.ts";

/** What every openapi-fetch call resolves to. */
interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

async function settle<T>(request: () => Promise<FetchResult<T>>): Promise<FetchResult<T>> {
  let result: FetchResult<T>;
  try {
    result = await request();
  } catch (cause) {
    throw new ApiError(null, cause);
  }
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
  return result;
}

/**
 * Runs one typed-client call and returns its data, or throws an ApiError: a non-2xx answer
 * keeps its status and body, a thrown fetch becomes status null, and a 2xx without the body the
 * contract promises keeps its status with no body.
 */
export async function callApi<T>(request: () => Promise<FetchResult<T>>): Promise<T> {
  const { data, response } = await settle(request);
  if (data === undefined) throw new ApiError(response.status, undefined);
  return data;
}

/** Like `callApi`, for the calls the contract answers with 204 No Content. */
export async function callApiNoContent(
  request: () => Promise<FetchResult<unknown>>,
): Promise<void> {
  await settle(request);
}
