import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyServerOptions } from "fastify";
import type { LogLevel } from "./config.ts";

/** Paths pino blanks out wherever they appear in a log line. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.new_password",
  "*.token",
  "*.access_token",
  "*.refresh_token",
  "*.temp_password",
  "*.jwtSecret",
  "*.smtpUrl",
  "*.databaseUrl",
];

/** Reset links carry their token in the query string; never write one to a log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|refresh_token|access_token)=)[^&#]*/gi, "$1[redacted]");
}

export function loggerOptions(
  level: LogLevel,
): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      req(request: {
        method: string;
        url: string;
        ip?: string;
        headers?: Record<string, unknown>;
      }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Request ids: the caller's X-Request-Id when it looks sane (a proxy's), else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
