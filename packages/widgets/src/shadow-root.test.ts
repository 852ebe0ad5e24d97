import { describe, expect, it } from "vitest";
import * as widgets from "./index.ts";

describe("@academy/widgets entry", () => {
  it("exposes the shadow-root mount primitive", () => {
    expect(typeof widgets.createShadowMount).toBe("function");
  });
});
