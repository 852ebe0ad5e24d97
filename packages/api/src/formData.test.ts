import { describe, expect, it } from "vitest";
import { toFormData } from "./formData.ts";

describe("toFormData", () => {
  it("appends files as files, arrays as repeated fields, and skips empty values", () => {
    const file = new File(["x"], "me.png", { type: "image/png" });
    const form = toFormData({ file, tags: ["a", "b"], age: 3, note: undefined, gone: null });
    const sent = form.get("file");
    expect(sent).toBeInstanceOf(Blob);
    expect(sent instanceof File ? sent.name : null).toBe("me.png");
    expect(form.getAll("tags")).toEqual(["a", "b"]);
    expect(form.get("age")).toBe("3");
    expect(form.has("note")).toBe(false);
    expect(form.has("gone")).toBe(false);
  });
});
