// @ts-check
import path from "node:path";

/**
 * The part of the repository a file belongs to: `packages/<name>` or `apps/<name>`, else the
 * top-level folder (`.storybook`, `scripts`...). Shared build and test tooling (`tooling/`)
 * belongs to everyone.
 */
function areaOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  if ((parts[0] === "packages" || parts[0] === "apps") && parts.length > 2) {
    return `${parts[0]}/${parts[1]}`;
  }
  return parts.length > 1 ? (parts[0] ?? "") : "";
}

/**
 * DESIGN.md: no package reaches into another's `src/` by relative path; each exposes one
 * `src/index.ts` (import it by its package name).
 * @type {import("eslint").Rule.RuleModule}
 */
export const noCrossPackageRelative = {
  meta: {
    type: "problem",
    docs: { description: "Forbid relative imports that leave their package" },
    messages: {
      crossPackage:
        "'{{source}}' reaches from {{from}} into {{to}} by relative path; import the package by its name (DESIGN.md: no relative import across packages).",
    },
    schema: [{ type: "object", properties: { root: { type: "string" } }, required: ["root"] }],
  },
  create(context) {
    const { root } = context.options[0];
    const from = areaOf(root, context.filename);
    /** @param {import("estree").Literal | null | undefined} node */
    function check(node) {
      const source = node && typeof node.value === "string" ? node.value : null;
      if (!node || !source || !source.startsWith(".")) return;
      const to = areaOf(root, path.resolve(path.dirname(context.filename), source));
      if (to === from || to === "tooling") return;
      context.report({ node, messageId: "crossPackage", data: { source, from, to } });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === "Literal" ? node.source : null),
    };
  },
};
