/**
 * A redirect target from the address, kept on this site: a path starting with one "/" (not
 * "//" or "/\", which browsers treat as another host), else the fallback. Stops a crafted
 * reset link from sending people to another site after they reset their password.
 */
export function safeRedirect(candidate: string | null | undefined, fallback: string): string {
  if (!candidate) return fallback;
  const value = candidate.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  return value;
}
