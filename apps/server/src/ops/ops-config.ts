/** Running in production: metrics, shutdown; read from the environment by `loadConfig`. */
export interface OpsConfig {
  /**
   * Bearer token for `GET /api/metrics` (Prometheus). Unset: no metrics route at all, so the
   * figures are never public by accident. Never logged.
   */
  metricsToken: string | undefined;
  /** On SIGTERM, how long requests in flight may take before the process exits anyway. */
  shutdownGraceMs: number;
}

export const DEFAULT_SHUTDOWN_GRACE_SECONDS = 10;
const MIN_METRICS_TOKEN_BYTES = 16;

/** Reads METRICS_TOKEN and SHUTDOWN_GRACE_SECONDS; problems are pushed to `problems`. */
export function readOpsConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): OpsConfig {
  const metricsToken = value("METRICS_TOKEN");
  if (metricsToken !== undefined && Buffer.byteLength(metricsToken) < MIN_METRICS_TOKEN_BYTES)
    problems.push(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_BYTES} bytes long`);
  const graceRaw = value("SHUTDOWN_GRACE_SECONDS");
  let graceSeconds = DEFAULT_SHUTDOWN_GRACE_SECONDS;
  if (graceRaw !== undefined) {
    const parsed = Number(graceRaw);
    if (Number.isInteger(parsed) && parsed >= 1 && parsed <= 300) graceSeconds = parsed;
    else
      problems.push(
        `SHUTDOWN_GRACE_SECONDS must be a whole number from 1 to 300 (got "${graceRaw}")`,
      );
  }
  return { metricsToken, shutdownGraceMs: graceSeconds * 1000 };
}
