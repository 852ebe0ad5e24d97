/**
 * Home with the Student Login modal open (academy.md §2): where the reset-password page sends
 * the user by default and where the account mails ask them to sign in.
 */
export const HOME_WITH_LOGIN = "/?loginModal=true";
export const DEFAULT_RESET_REDIRECT = HOME_WITH_LOGIN;

const PLACEHOLDER_ORIGIN = "http://academy.invalid";

/**
 * Returns the path if it stays on our own site, or null. Rejects absolute and protocol-relative
 * URLs (`https://evil`, `//evil`, `/\evil`), control characters and anything that resolves to
 * another origin, so a reset link can never be turned into an open redirect.
 */
export function ownPathOrNull(candidate: string | undefined | null): string | null {
  if (typeof candidate !== "string" || candidate.length === 0 || candidate.length > 2048)
    return null;
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\"))
    return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  try {
    const resolved = new URL(candidate, PLACEHOLDER_ORIGIN);
    if (resolved.origin !== PLACEHOLDER_ORIGIN) return null;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return null;
  }
}

/** The link mailed for a password reset: `/reset-password?token=...&redirect=...`. */
export function resetLink(
  publicUrl: string,
  token: string,
  originPage: string | undefined | null,
): string {
  const params = new URLSearchParams({ token });
  const redirect = ownPathOrNull(originPage);
  // The reset page falls back to the home page with the login modal on its own; only a
  // different own page is worth carrying. A reset asked for on the home page itself goes back
  // to that default, with the login prompt open, not to a plain home page (issue 50).
  if (
    redirect !== null &&
    redirect !== "/" &&
    redirect !== "/reset-password" &&
    !redirect.startsWith("/reset-password?")
  ) {
    params.set("redirect", redirect);
  }
  return `${publicUrl}/reset-password?${params.toString()}`;
}
