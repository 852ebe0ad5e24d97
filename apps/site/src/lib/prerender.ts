/**
 * The built index.html carries the landing page rendered for a visitor without a session
 * (scripts/prerender.mjs). It can be hydrated only when the address is exactly that route
 * with no query (`?loginModal=true` renders more) and no session is stored (a signed-in
 * header differs, and nothing renders while the user loads).
 */
export function canHydratePrerender(
  root: HTMLElement,
  location: Pick<Location, "pathname" | "search">,
  hasStoredToken: boolean,
): boolean {
  const route = root.dataset.prerendered;
  return (
    route !== undefined &&
    root.childElementCount > 0 &&
    location.pathname === route &&
    location.search === "" &&
    !hasStoredToken
  );
}
