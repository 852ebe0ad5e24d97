import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isEmbedFramePage } from "./embed-frame.ts";

/** What the site's pages may load, beyond their own origin. */
export interface SitePolicyOptions {
  /** 'sha256-…' sources of the inline scripts in the built pages (see inlineScriptHashes). */
  scriptHashes: readonly string[];
  /** Real Stripe keys: Stripe.js, its frames and its API (the offline stand-in is same-origin). */
  stripe: boolean;
  /** Where lesson media live when not on this origin (S3): played, shown and uploaded to. */
  mediaOrigins: readonly string[];
}

const STRIPE_SCRIPT = "https://js.stripe.com";
const STRIPE_FRAMES = ["https://js.stripe.com", "https://hooks.stripe.com"];
const STRIPE_API = "https://api.stripe.com";
const VIMEO_PLAYER = "https://player.vimeo.com";

/**
 * The site's Content-Security-Policy. Scripts: our own files and the build's inline scripts by
 * hash, never 'unsafe-inline'. Styles need 'unsafe-inline': vanilla-extract ships static CSS
 * files, but the prerendered pages carry `style` attributes (Radix's visually hidden labels) and
 * Radix's scroll lock inserts a <style> element at run time; styles cannot run script, and
 * React escapes every text it renders, so this leaves no way to inject code.
 */
export function siteContentSecurityPolicy({
  scriptHashes,
  stripe,
  mediaOrigins,
}: SitePolicyOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes, ...(stripe ? [STRIPE_SCRIPT] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", "blob:", ...mediaOrigins],
    "connect-src": ["'self'", ...mediaOrigins, ...(stripe ? [STRIPE_API] : [])],
    "frame-src": ["'self'", VIMEO_PLAYER, ...mediaOrigins, ...(stripe ? STRIPE_FRAMES : [])],
    // The player shows a lesson's slide deck (a signed PDF) in an <object>.
    "object-src": ["'self'", ...mediaOrigins],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    // The site in frames of its own pages only; partners embed the Deal Analyzer with a script
    // tag (/embed/*.js runs in their page), which needs no framing at all. The embed frame
    // pages alone are framed by partners (embed-frame.ts: embedFramePolicy).
    "frame-ancestors": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** JSON never renders as a page: nothing may load from it, nothing may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

// Build output only (trusted files read once at start): a lazy scan to the closing tag.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' of every inline script in the site's HTML files (prerendered pages included). */
export function inlineScriptHashes(siteDir: string): string[] {
  const hashes = new Set<string>();
  const visit = (folder: string, depth: number) => {
    if (depth > 6) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full, depth + 1);
      else if (entry.name.endsWith(".html")) {
        for (const [, attributes, body] of readFileSync(full, "utf8").matchAll(INLINE_SCRIPT)) {
          if (/\bsrc\s*=/i.test(attributes ?? "") || !body) continue;
          hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
        }
      }
    }
  };
  visit(path.resolve(siteDir), 0);
  return [...hashes].sort();
}

export const HSTS = "max-age=31536000; includeSubDomains";

/** TLS here, or at the proxy in front (X-Forwarded-Proto, honoured with TRUST_PROXY). */
const overTls = (request: FastifyRequest) => request.protocol === "https";

/**
 * Headers on every answer: no MIME sniffing, referrers cut to the origin when leaving the site
 * (reset links carry a token in the query), HSTS over TLS, and a CSP: the site's for pages and
 * files, a closed one for the API, and for the embed frame pages the site's with the partners
 * allowed to frame them (`framePolicy`, issue #49; no X-Frame-Options there, which would
 * forbid every cross-origin frame). A route that set its own CSP (uploaded files, signed media)
 * keeps it.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { sitePolicy: string; framePolicy: string; apiPrefix: string },
): void {
  const apiPath = options.apiPrefix.endsWith("/") ? options.apiPrefix : `${options.apiPrefix}/`;
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (overTls(request)) reply.header("strict-transport-security", HSTS);
    if (reply.hasHeader("content-security-policy")) return;
    const isApi = request.url === options.apiPrefix || request.url.startsWith(apiPath);
    if (!isApi && isEmbedFramePage(request.url)) {
      reply.header("content-security-policy", options.framePolicy);
      return;
    }
    reply.header(
      "content-security-policy",
      isApi ? API_CONTENT_SECURITY_POLICY : options.sitePolicy,
    );
    if (!isApi) reply.header("x-frame-options", "SAMEORIGIN");
  });
}
