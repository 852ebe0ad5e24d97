/**
 * Build-time post-processing of the embed's CSS (run by tsup.config.ts, in Node):
 * - rem becomes px, because inside a partner's page rem follows the partner's root font size
 *   (a common `html { font-size: 62.5% }` would shrink the whole widget);
 * - rules for class names the bundle never uses are dropped: importing the design system
 *   brings every component's CSS, and esbuild keeps CSS even for JavaScript it tree-shakes.
 */

/** Pixels per rem in the design tokens (browsers' default root font size). */
const PX_PER_REM = 16;

export function remToPx(css: string): string {
  return css.replace(/(-?(?:\d+\.?\d*|\.\d+))rem\b/g, (_match, value: string) => {
    const px = Number.parseFloat(value) * PX_PER_REM;
    return `${Number(px.toFixed(3))}px`;
  });
}

interface Block {
  /** Selector list, at-rule prelude, or "" for a declaration run. */
  prelude: string;
  /** Declarations (for rules and declaration-only at-rules) or nested blocks. */
  body: string | Block[];
}

/** Splits a stylesheet (or an at-rule's content) into its top-level rules. */
function parse(css: string): Block[] {
  const blocks: Block[] = [];
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf("{", index);
    const semicolon = css.indexOf(";", index);
    if (open === -1) break;
    if (semicolon !== -1 && semicolon < open) {
      // A statement at-rule (@import, @charset): keep it whole.
      blocks.push({ prelude: css.slice(index, semicolon + 1).trim(), body: "" });
      index = semicolon + 1;
      continue;
    }
    let depth = 1;
    let end = open + 1;
    while (end < css.length && depth > 0) {
      if (css[end] === "{") depth += 1;
      else if (css[end] === "}") depth -= 1;
      end += 1;
    }
    const prelude = css.slice(index, open).trim();
    const inner = css.slice(open + 1, end - 1);
    const nested = /^@(media|supports|container|layer|document)\b/.test(prelude);
    blocks.push({ prelude, body: nested ? parse(inner) : inner.trim() });
    index = end;
  }
  return blocks;
}

/** Splits a selector list on top-level commas (not those inside :is(), :not()...). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === "(") depth += 1;
    else if (char === ")") depth -= 1;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

function serialize(blocks: Block[]): string {
  return blocks
    .map((block) =>
      typeof block.body === "string"
        ? block.body === "" && block.prelude.endsWith(";")
          ? block.prelude
          : `${block.prelude}{${block.body}}`
        : `${block.prelude}{${serialize(block.body)}}`,
    )
    .join("");
}

/**
 * Drops selectors naming a class that does not appear in `js` (as a whole word), then rules
 * and at-rules left empty. Selectors without classes (`:host`, element selectors) stay.
 */
export function purgeUnusedClasses(css: string, js: string): string {
  const used = new Map<string, boolean>();
  const isUsed = (name: string) => {
    let known = used.get(name);
    if (known === undefined) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      known = new RegExp(`(^|[^\\w-])${escaped}($|[^\\w-])`).test(js);
      used.set(name, known);
    }
    return known;
  };
  const keepSelector = (selector: string) =>
    [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((match) => isUsed(match[1] ?? ""));
  const prune = (blocks: Block[]): Block[] =>
    blocks.flatMap((block): Block[] => {
      if (typeof block.body !== "string") {
        const body = prune(block.body);
        return body.length > 0 ? [{ ...block, body }] : [];
      }
      if (block.prelude.startsWith("@")) return [block];
      const selectors = splitSelectors(block.prelude).filter(keepSelector);
      return selectors.length > 0 ? [{ ...block, prelude: selectors.join(",") }] : [];
    });
  return serialize(prune(parse(css)));
}
