import type { FastifyRequest } from "fastify";

/**
 * The caller is on this machine: judged by the socket's own remote address, never by a header
 * (X-Forwarded-For is whatever the client writes, and with TRUST_PROXY request.ip follows it).
 * Behind a proxy on the same machine every caller looks local, which is why the routes this
 * guards are also off in production.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress ?? "";
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
