import { describe, expect, it } from "vitest";
import { purgeUnusedClasses, remToPx } from "./embed-css.ts";

describe("remToPx", () => {
  it("turns rem into px at 16 px per rem", () => {
    expect(remToPx(".a{padding:0.75rem 1rem;margin:-.5rem;width:calc(100% - 2.25rem)}")).toBe(
      ".a{padding:12px 16px;margin:-8px;width:calc(100% - 36px)}",
    );
  });

  it("leaves other units and words alone", () => {
    expect(remToPx(".remote{width:2em;height:3px}")).toBe(".remote{width:2em;height:3px}");
  });
});

describe("purgeUnusedClasses", () => {
  const js = 'const a="da-used",b="da-also da-used2";';

  it("keeps rules whose classes the bundle uses and drops the others", () => {
    const css = ".da-used{color:red}.da-unused{color:blue}.da-used .da-unused{color:green}";
    expect(purgeUnusedClasses(css, js)).toBe(".da-used{color:red}");
  });

  it("keeps the used selectors of a list and rules without classes", () => {
    const css = ":host{all:initial}.da-used:hover,.da-gone:hover{x:1}p,.da-also{y:2}";
    expect(purgeUnusedClasses(css, js)).toBe(
      ":host{all:initial}.da-used:hover{x:1}p,.da-also{y:2}",
    );
  });

  it("does not split inside parentheses", () => {
    const css = ".da-used:is(.da-also, .da-used2){z:1}";
    expect(purgeUnusedClasses(css, js)).toBe(css);
  });

  it("prunes inside at-rules and drops the ones left empty", () => {
    const css =
      "@media print{.da-used{a:1}.da-gone{b:2}}@container x (min-width: 1px){.da-gone{c:3}}@keyframes spin{to{transform:rotate(1turn)}}";
    expect(purgeUnusedClasses(css, js)).toBe(
      "@media print{.da-used{a:1}}@keyframes spin{to{transform:rotate(1turn)}}",
    );
  });

  it("matches whole class names only", () => {
    expect(purgeUnusedClasses(".da-use{a:1}.da-used2{b:2}", js)).toBe(".da-used2{b:2}");
  });
});
