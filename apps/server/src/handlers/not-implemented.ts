import { HttpError } from "../http/errors.ts";
import type { OperationId } from "../http/types.ts";
import { NOT_IMPLEMENTED_DETAIL } from "../http/messages.ts";

/**
 * Contract operations a later issue builds (catalogue writes, payments, admin media,
 * calculator and Discord). Each answers 501 until then; the contract test prints this list so
 * it visibly shrinks. An operation must be either here or implemented, never both.
 */
export const NOT_IMPLEMENTED_OPERATIONS: readonly OperationId[] = [];

export async function notImplemented(): Promise<never> {
  throw new HttpError(501, NOT_IMPLEMENTED_DETAIL);
}
