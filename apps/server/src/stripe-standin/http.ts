import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { StripeApiError, missing } from "./errors.ts";
import { parseStripeParams, read, type Params } from "./form.ts";
import { newId } from "./ids.ts";
import { present, type ObjectStore, type StripeDoc, type WriteQueue } from "./store.ts";

export interface StandinKeys {
  secretKey: string;
  publishableKey: string;
}

export type Access =
  /** Secret key only (the server). */
  | "secret"
  /** Also the publishable key with the object's client_secret (Stripe.js in the browser). */
  | "client";

export interface StripeRequest {
  params: Params;
  id: string;
  /** True when called with the publishable key: the object's client_secret must match. */
  fromBrowser: boolean;
  request: FastifyRequest;
}

/** One object, or a list (answered as Stripe's `{ object: "list", data }`). */
export type StripeResult = StripeDoc | StripeDoc[];

declare module "fastify" {
  interface FastifyRequest {
    stripeIdempotencyKey?: string;
    stripeParams?: Params;
  }
}

/** Idempotency keys are kept 24 hours, like Stripe's. */
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export interface RouteKit {
  route(
    method: "GET" | "POST" | "DELETE",
    path: string,
    access: Access,
    handler: (req: StripeRequest) => Promise<StripeResult>,
  ): void;
  /** For client access: the object, when the caller may see it (client_secret checked). */
  owned<T extends StripeDoc>(req: StripeRequest, id: string, object: string): Promise<T>;
}

/**
 * Stripe's HTTP conventions on a Fastify scope: form-encoded bodies, bearer keys, Stripe's error
 * shape, `expand[]`, and the Idempotency-Key (same key and parameters: the stored answer; same
 * key, other parameters: an idempotency_error; still running: 409, retried by the SDK).
 */
export function stripeHttp(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    store: ObjectStore;
    queue: WriteQueue;
    keys: StandinKeys;
    allowSecretKey: boolean;
  },
): RouteKit {
  const { db, store, queue, keys } = options;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 256 * 1024 },
    (_req, body, done) => {
      done(null, parseStripeParams(String(body)));
    },
  );
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof StripeApiError)
      return reply.code(error.statusCode).send({ error: error.body });
    const status = error.statusCode ?? 500;
    if (status < 500)
      return reply
        .code(status)
        .send({ error: { type: "invalid_request_error", message: error.message } });
    _request.log.error({ err: error }, "stand-in error");
    return reply
      .code(500)
      .send({ error: { type: "api_error", message: "An unknown error occurred." } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${request.method}: ${request.url}).`,
      },
    }),
  );
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("request-id", newId("req"));
    reply.header("stripe-version", "2026-10-28.endive");
  });

  function keyOf(request: FastifyRequest): string | undefined {
    const header = request.headers.authorization;
    const bearer = header && /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (bearer) return bearer;
    if (header && /^Basic /i.test(header))
      return Buffer.from(header.slice(6), "base64").toString().split(":")[0];
    return read.string(request.stripeParams, "key");
  }

  async function idempotency(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
  ): Promise<boolean> {
    const header = request.headers["idempotency-key"];
    if (typeof header !== "string" || header === "") return false;
    const stored = `${key === keys.secretKey ? "sk" : "pk"}:${header}`;
    const hash = createHash("sha256")
      .update(
        `${request.method} ${request.url.split("?")[0]} ${canonical(request.stripeParams ?? {})}`,
      )
      .digest("hex");
    await db
      .deleteFrom("stripe_standin_idempotency")
      .where("created_at", "<", new Date(Date.now() - IDEMPOTENCY_TTL_MS))
      .execute();
    const inserted = await db
      .insertInto("stripe_standin_idempotency")
      .values({ key: stored, request_hash: hash })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    if (inserted) {
      request.stripeIdempotencyKey = stored;
      return false;
    }
    const row = await db
      .selectFrom("stripe_standin_idempotency")
      .selectAll()
      .where("key", "=", stored)
      .executeTakeFirst();
    if (row && row.request_hash !== hash) {
      await reply.code(400).send({
        error: {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${header}' if you meant to execute a different request.`,
        },
      });
      return true;
    }
    if (!row || row.status_code === null) {
      await reply
        .code(409)
        .header("stripe-should-retry", "true")
        .send({
          error: {
            type: "invalid_request_error",
            code: "idempotency_key_in_use",
            message:
              "There is currently another in-progress request using this Stripe Idempotency-Key. Please try again later.",
          },
        });
      return true;
    }
    await reply
      .code(row.status_code)
      .header("idempotent-replayed", "true")
      .header("content-type", "application/json; charset=utf-8")
      .send(row.response ?? "");
    return true;
  }

  app.addHook("onSend", async (request, reply, payload) => {
    const stored = request.stripeIdempotencyKey;
    if (!stored) return payload;
    if (reply.statusCode >= 500 || reply.statusCode === 409)
      await db.deleteFrom("stripe_standin_idempotency").where("key", "=", stored).execute();
    else
      await db
        .updateTable("stripe_standin_idempotency")
        .set({
          status_code: reply.statusCode,
          response: typeof payload === "string" ? payload : JSON.stringify(payload),
        })
        .where("key", "=", stored)
        .execute();
    return payload;
  });

  return {
    route(method, path, access, handler) {
      app.route({
        method,
        url: path,
        handler: async (request, reply) => {
          const query = parseStripeParams(
            request.url.includes("?") ? request.url.slice(request.url.indexOf("?") + 1) : "",
          );
          const body =
            typeof request.body === "object" && request.body !== null
              ? (request.body as Params)
              : {};
          request.stripeParams = { ...query, ...body };
          const key = keyOf(request);
          const secret = key === keys.secretKey && options.allowSecretKey;
          const publishable = key === keys.publishableKey && access === "client";
          if (!secret && !publishable) {
            const message =
              key === keys.publishableKey
                ? "This API call cannot be made with a publishable API key. Please use a secret API key."
                : `Invalid API Key provided: ${key ? `${key.slice(0, 8)}***` : "none"}`;
            return reply.code(401).send({ error: { type: "invalid_request_error", message } });
          }
          if (method !== "GET" && (await idempotency(request, reply, key ?? ""))) return reply;
          const params = request.stripeParams;
          const id = (request.params as { id?: string }).id ?? "";
          const run = () => handler({ params, id, fromBrowser: !secret, request });
          const result = method === "GET" ? await run() : await queue.run(run);
          const expand = read.strings(params, "expand");
          if (Array.isArray(result)) {
            const data = await Promise.all(
              result.map((doc) =>
                present(
                  store,
                  doc,
                  expand.map((e) => e.replace(/^data\./, "")),
                ),
              ),
            );
            return { object: "list", data, has_more: false, url: request.url.split("?")[0] };
          }
          return present(store, result, expand);
        },
      });
    },
    async owned<T extends StripeDoc>(req: StripeRequest, id: string, object: string): Promise<T> {
      const doc = await store.get<T>(id, object);
      if (req.fromBrowser && read.string(req.params, "client_secret") !== doc["client_secret"])
        throw missing(object.replace(/_/g, ""), id);
      return doc;
    },
  };
}

function canonical(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const entries = Object.entries(value)
    .filter(([k]) => k !== "key")
    .sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
}
