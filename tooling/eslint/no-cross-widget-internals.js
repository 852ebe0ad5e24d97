// @ts-check
import path from "node:path";

/** The widget folder a file of packages/widgets/src belongs to (its first folder), else null. */
function widgetOf(widgetsSrc, file) {
  const parts = path.relative(widgetsSrc, file).split(path.sep);
  return parts.length > 1 && parts[0] !== ".." ? parts[0] : null;
}

/**
 * DESIGN.md: widgets share code through `src/shared/`, never through each other's internals. A
 * widget may use another only by that widget's front door, its folder's `index.ts` (the embeds
 * assemble the widgets so); shared/ imports no widget at all.
 * @type {import("eslint").Rule.RuleModule}
 */
export const noCrossWidgetInternals = {
  meta: {
    type: "problem",
    docs: { description: "Forbid a widget importing another widget's internals" },
    messages: {
      internals:
        "'{{source}}' reaches from the {{from}} widget into {{to}}'s internals; move what both need to src/shared/, or import {{to}}/index.ts (DESIGN.md).",
    },
    schema: [
      { type: "object", properties: { widgetsSrc: { type: "string" } }, required: ["widgetsSrc"] },
    ],
  },
  create(context) {
    const { widgetsSrc } = context.options[0];
    const from = widgetOf(widgetsSrc, context.filename);
    /** @param {import("estree").Literal | null | undefined} node */
    function check(node) {
      const source = node && typeof node.value === "string" ? node.value : null;
      if (!from || !node || !source || !source.startsWith(".")) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = widgetOf(widgetsSrc, target);
      if (!to || to === from || to === "shared") return;
      // shared/ sits under every widget, so it imports none of them, not even by the front door.
      const frontDoor = path.relative(path.join(widgetsSrc, to), target) === "index.ts";
      if (frontDoor && from !== "shared") return;
      context.report({ node, messageId: "internals", data: { source, from, to } });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === "Literal" ? node.source : null),
    };
  },
};
