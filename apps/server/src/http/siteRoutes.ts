import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Tells whether a path is one of the site's routes. */
export type RouteMatcher = (pathname: string) => boolean;

/** Where the site's build lists its route patterns (apps/site/scripts/prerender.mjs). */
export const ROUTES_MANIFEST = "routes.json";

/**
 * A matcher for react-router patterns as the site declares them: `/course/:id` takes any one
 * non-empty segment, a trailing `*` anything below, a trailing slash is ignored and letters
 * match in any case (react-router's defaults).
 */
export function createRouteMatcher(patterns: readonly string[]): RouteMatcher {
  const expressions = patterns.map((pattern) => {
    const segments = pattern.split("/").filter(Boolean);
    const source = segments
      .map((segment) => {
        if (segment === "*") return "(?:/.*)?";
        if (segment.startsWith(":")) return "/[^/]+";
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      })
      .join("");
    return new RegExp(`^${source}/?$`, "i");
  });
  return (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    return expressions.some((expression) => expression.test(decoded));
  };
}

/**
 * The route table of the built site in `siteRoot`, or undefined when the build has none (an
 * older build): then every path is taken for a client-side route, as before.
 */
export function readRouteManifest(siteRoot: string): RouteMatcher | undefined {
  const file = path.join(siteRoot, ROUTES_MANIFEST);
  if (!existsSync(file)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!Array.isArray(parsed) || !parsed.every((entry) => typeof entry === "string")) {
    throw new Error(`${file} must be a JSON array of route patterns.`);
  }
  return createRouteMatcher(parsed);
}

/** Where the site's build lists its prerendered pages other than "/" (issue #30). */
export const PRERENDERED_MANIFEST = "prerendered.json";

/**
 * The prerendered pages of the built site in `siteRoot`: the file (relative to it) the build
 * wrote for each exact path, such as `/discord` -> `prerendered/discord.html`. Empty when the
 * build has none (an older build): every route then gets the app shell.
 */
export function readPrerenderedPages(siteRoot: string): ReadonlyMap<string, string> {
  const file = path.join(siteRoot, PRERENDERED_MANIFEST);
  if (!existsSync(file)) return new Map();
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  const invalid = new Error(`${file} must map paths to files inside the site.`);
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw invalid;
  const pages = new Map<string, string>();
  for (const [route, page] of Object.entries(parsed)) {
    if (!route.startsWith("/") || typeof page !== "string" || page.includes("..")) throw invalid;
    pages.set(route, page);
  }
  return pages;
}
