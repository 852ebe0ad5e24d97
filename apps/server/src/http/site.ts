import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  DEFAULT_EMBED_FRAME_ANCESTORS,
  isEmbedFramePage,
  readEmbedFramePage,
} from "./embed-frame.ts";
import { readPrerenderedPages, readRouteManifest } from "./siteRoutes.ts";

/** For files whose name changes with their content: no cache ever needs to ask again. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * For files with a fixed URL (index.html, the partner embed's loader and the module it imports
 * by its fixed name): keep them, but revalidate (ETag / Last-Modified, a 304 when unchanged),
 * so a deploy reaches every visitor and every partner page at once.
 */
export const CACHE_REVALIDATE = "no-cache";

/** Vite's output names: `assets/<name>-<8-character hash>.<ext>` (and the `.map` beside it). */
const HASHED_ASSET = /^assets\/[^/]+-[\w-]{8}\.[\w.]+$/;
/** The build's precompressed copies (apps/site/scripts/compress.mjs). */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/** Cache-Control of a file of the built site, by its path relative to the site folder. */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split(path.sep).join("/").replace(PRECOMPRESSED, "");
  return HASHED_ASSET.test(file) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** Answers a request no route matched, when it is the site's to answer; else undefined. */
export type SiteFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | undefined;

/**
 * The page the build leaves for routes other than "/" (no prerendered landing page inside, so
 * none flashes before the route renders); older builds have only index.html.
 */
const APP_SHELL = "app.html";

/**
 * Serves the built site in `siteDir` at the root: each file with its cache policy, the build's
 * .br/.gz copies to clients that accept them, the partner embed with CORS. Returns the fallback
 * for client-side routes, which the caller's not-found handler consults: a path in the build's
 * route table gets the app with 200, any other the app with 404 (it shows the not-found page).
 */
export async function registerSite(
  app: FastifyInstance,
  siteDir: string,
  embedFrameAncestors: readonly string[] = DEFAULT_EMBED_FRAME_ANCESTORS,
): Promise<SiteFallback> {
  const siteRoot = path.resolve(siteDir);
  const embedDir = path.join(siteRoot, "embed") + path.sep;
  const isRoute = readRouteManifest(siteRoot) ?? (() => true);
  const shell = existsSync(path.join(siteRoot, APP_SHELL)) ? APP_SHELL : "index.html";
  const prerendered = readPrerenderedPages(siteRoot);
  // The embed frame page (issue #49), with who may frame it written in, for its three paths.
  const framePage = readEmbedFramePage(siteRoot, embedFrameAncestors);
  await app.register(fastifyStatic, {
    root: siteRoot,
    wildcard: false,
    // The copies are chosen by Accept-Encoding, never asked for by name.
    globIgnore: ["**/*.br", "**/*.gz"],
    preCompressed: true,
    // send()'s own header would say max-age=0; setHeaders sets the policy per file.
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header("cache-control", cacheControlFor(path.relative(siteRoot, filePath)));
      // Partners load the Deal Analyzer's script and its lazily imported module from their
      // own origins; module imports across origins need CORS.
      if (filePath.startsWith(embedDir)) {
        reply.header("access-control-allow-origin", "*");
        reply.header("cross-origin-resource-policy", "cross-origin");
      }
    },
  });

  return (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isRead = request.method === "GET" || request.method === "HEAD";
    // A missing hashed file (a tab open across a deploy asking for an old chunk) must fail as
    // a 404, not load index.html as JavaScript or CSS.
    if (!isRead || pathname === "/api" || /^\/(?:api|assets)\//.test(pathname)) return undefined;
    if (framePage !== undefined && isEmbedFramePage(pathname)) {
      return reply.header("cache-control", CACHE_REVALIDATE).type("text/html").send(framePage);
    }
    // A folder of static pages (/embed/demo) is its index.html; relative links need the slash.
    if (!pathname.endsWith("/") && isPageFolder(siteRoot, pathname)) {
      return reply.redirect(`${pathname}/${request.url.slice(pathname.length)}`, 301);
    }
    // A public page the build prerendered (/discord...) paints from its own HTML, for exactly
    // its path; other client-side routes (/course/2...) all load the single-page app; so do
    // unknown paths, with 404, where it shows the not-found page.
    const page = prerendered.get(pathname);
    if (page) return reply.type("text/html").sendFile(page);
    if (!isRoute(pathname)) reply.code(404);
    return reply.type("text/html").sendFile(shell);
  };
}

function isPageFolder(siteRoot: string, pathname: string): boolean {
  // Fastify has already refused a malformed escape with 400, so decoding cannot throw here.
  const decoded = decodeURIComponent(pathname);
  if (decoded.includes("..")) return false;
  return existsSync(path.join(siteRoot, decoded, "index.html"));
}
