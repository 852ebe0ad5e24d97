import type { FastifyInstance } from "fastify";

/**
 * On SIGTERM or SIGINT: readiness turns 503 at once, the listener closes (new connections are
 * refused, idle keep-alive ones closed, a request arriving on a busy one gets 503), requests in
 * flight finish, then the workers stop and the database closes (the app's onClose hooks). If
 * that takes longer than `graceMs`, the remaining connections are cut and the process exits 1.
 */
export function closeOnSignals(app: FastifyInstance, graceMs: number): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs }, "shutting down");
    app.services.lifecycle.stopping();
    const deadline = setTimeout(() => {
      app.log.warn({ graceMs }, "requests still in flight at the end of the grace period");
      app.server.closeAllConnections();
      process.exit(1);
    }, graceMs);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, shutdown);
}
