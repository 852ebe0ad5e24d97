import type { operations } from "@academy/api/contract";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Every operationId of the contract. */
export type OperationId = keyof operations;

type Operation<O extends OperationId> = operations[O];
type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : never;

/** The request body of an operation, typed from the contract (any declared media type). */
export type RequestBody<O extends OperationId> =
  Operation<O> extends { requestBody: infer R }
    ? ContentOf<R>
    : Operation<O> extends { requestBody?: infer R }
      ? ContentOf<R> | undefined
      : undefined;

export type PathParams<O extends OperationId> = Operation<O>["parameters"] extends { path: infer P }
  ? P
  : Record<string, never>;

export type QueryParams<O extends OperationId> = Operation<O>["parameters"] extends {
  query: infer Q;
}
  ? Q
  : Operation<O>["parameters"] extends { query?: infer Q }
    ? Q extends undefined | never
      ? Record<string, never>
      : Partial<NonNullable<Q>>
    : Record<string, never>;

type Responses<O extends OperationId> = Operation<O>["responses"];

/** What a handler returns: the body of the operation's success answer (200 or 201). */
export type SuccessBody<O extends OperationId> =
  | (200 extends keyof Responses<O> ? ContentOf<Responses<O>[200]> : never)
  | (201 extends keyof Responses<O> ? ContentOf<Responses<O>[201]> : never)
  | (204 extends keyof Responses<O> ? void : never);

/** The caller, from a valid bearer access token. */
export interface AuthUser {
  id: number;
  isAdmin: boolean;
  /** When the session last proved the password (ms); null for a purchase session (issue 45). */
  passwordAt: number | null;
  /** The session (refresh family) the bearer token names; absent for callers made up in code. */
  sessionId?: string;
}

export interface HandlerContext<O extends OperationId> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: RequestBody<O>;
  params: PathParams<O>;
  query: QueryParams<O>;
  /** Null for anonymous callers (public and optional-auth operations only). */
  user: AuthUser | null;
}

/** Returned by a handler that has sent its own answer (a file download, a custom status). */
export const REPLIED = Symbol("replied");

export type OperationHandler<O extends OperationId> = (
  context: HandlerContext<O>,
) => Promise<SuccessBody<O> | typeof REPLIED>;

/** Handlers keyed by operationId, each typed from the contract. */
export type HandlerMap = { [O in OperationId]?: OperationHandler<O> };
