/**
 * The embed frame pages (issue #49): /embed/frame/login, /embed/frame/enrol and
 * /embed/frame/discord-join hold the payment and login forms a partner's page opens with
 * /embed/academy.js. They are the only pages other origins may frame: EMBED_FRAME_ANCESTORS
 * (default `*`, any origin) becomes their CSP `frame-ancestors`, and the page itself learns the
 * same list (a meta element the server writes) to check the origin it reports to, also when it
 * runs in a window where no frame-ancestors applies. Every other page keeps 'self'.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** The frame pages' paths; the built page is one file for all three. */
export const EMBED_FRAME_PATH = /^\/embed\/frame\/(?:login|enrol|discord-join)$/;
const BUILT_PAGE = path.join("embed", "frame", "index.html");
const ALLOW_LIST_META = /(<meta name="academy-frame-ancestors" content=")[^"]*(")/;

/** `*`, a scheme (`https:`), an origin, or an origin with a host wildcard, as CSP reads them. */
const SOURCE = /^(?:\*|https?:|https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?|'none')$/i;

export const DEFAULT_EMBED_FRAME_ANCESTORS = ["*"];

/**
 * EMBED_FRAME_ANCESTORS: space-separated sources. Only the forms above are accepted (no path,
 * no `;` or `,`), so the value can never add a directive to the header it goes into.
 */
export function parseFrameAncestors(raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined) return DEFAULT_EMBED_FRAME_ANCESTORS;
  const sources = raw.split(/\s+/).filter(Boolean);
  const wrong = sources.filter((source) => !SOURCE.test(source));
  if (sources.length === 0 || wrong.length > 0) {
    problems.push(
      "EMBED_FRAME_ANCESTORS must list origins (https://partner.example), host wildcards (https://*.partner.example), schemes (https:), * or 'none', separated by spaces",
    );
    return ["'none'"];
  }
  if (sources.includes("'none'") && sources.length > 1)
    problems.push("EMBED_FRAME_ANCESTORS: 'none' cannot be combined with other sources");
  return sources;
}

/** The site's policy with the frame pages' `frame-ancestors` instead of 'self'. */
export function embedFramePolicy(sitePolicy: string, ancestors: readonly string[]): string {
  return sitePolicy
    .split("; ")
    .map((directive) =>
      directive.startsWith("frame-ancestors ")
        ? `frame-ancestors ${ancestors.join(" ")}`
        : directive,
    )
    .join("; ");
}

export const isEmbedFramePage = (url: string) => EMBED_FRAME_PATH.test(url.split("?")[0] ?? "");

/** The built frame page with the allow-list written in; undefined when the build has none. */
export function readEmbedFramePage(
  siteRoot: string,
  ancestors: readonly string[],
): string | undefined {
  let page: string;
  try {
    page = readFileSync(path.join(siteRoot, BUILT_PAGE), "utf8");
  } catch {
    return undefined;
  }
  if (!ALLOW_LIST_META.test(page))
    throw new Error(`${BUILT_PAGE} has no academy-frame-ancestors meta element to fill in.`);
  // The sources are checked (parseFrameAncestors): no quote or angle bracket can reach here.
  return page.replace(
    ALLOW_LIST_META,
    (_, before: string, after: string) =>
      `${before}${ancestors.join(" ").replaceAll("'", "&#39;")}${after}`,
  );
}
