import { describe, expect, it } from "vitest";
import { originAllowed, readFrameRequest, type FrameSurroundings } from "./frameParent.ts";

const PARTNER = "https://partner.example";

function surroundings(overrides: Partial<FrameSurroundings> = {}): FrameSurroundings {
  return {
    url: `https://academy.example/embed/frame/enrol?origin=${encodeURIComponent(PARTNER)}&course=2&theme=dark`,
    referrer: `${PARTNER}/courses`,
    ancestorOrigins: [PARTNER],
    hasParent: true,
    hasOpener: false,
    allowList: ["*"],
    ...overrides,
  };
}

describe("readFrameRequest", () => {
  it("believes the parent origin the browser confirms, and reads the options", () => {
    expect(readFrameRequest(surroundings())).toEqual({
      kind: "enrol",
      parentOrigin: PARTNER,
      mode: "frame",
      theme: "dark",
      course: "2",
    });
  });

  it("carries a partner's promotion code only when it is spelt as codes are", () => {
    const withCode = (code: string) =>
      readFrameRequest(
        surroundings({
          url: `https://academy.example/embed/frame/enrol?origin=${encodeURIComponent(PARTNER)}&course=2&code=${encodeURIComponent(code)}`,
        }),
      );
    expect(withCode(" WELCOME10 ")).toMatchObject({ course: "2", code: "WELCOME10" });
    for (const hostile of ["<img src=x onerror=alert(1)>", "A B", "x".repeat(65), "10%", ""]) {
      const request = withCode(hostile);
      expect(request, hostile).toMatchObject({ kind: "enrol", course: "2" });
      expect(request, hostile).not.toHaveProperty("code");
    }
  });

  it("refuses a parent origin the ancestors or the referrer contradict", () => {
    expect(readFrameRequest(surroundings({ ancestorOrigins: ["https://evil.example"] }))).toEqual({
      refused: "This form can only be opened from a partner's page.",
    });
    expect(
      readFrameRequest(
        surroundings({ ancestorOrigins: undefined, referrer: "https://evil.example/" }),
      ),
    ).toHaveProperty("refused");
  });

  it("refuses without a parent (or an opener for a window), or with a malformed origin", () => {
    expect(readFrameRequest(surroundings({ hasParent: false }))).toHaveProperty("refused");
    const window = surroundings({
      url: `https://academy.example/embed/frame/login?mode=window&origin=${encodeURIComponent(PARTNER)}`,
      ancestorOrigins: [],
    });
    expect(readFrameRequest(window)).toHaveProperty("refused");
    expect(readFrameRequest({ ...window, hasOpener: true })).toMatchObject({ mode: "window" });
    for (const origin of ["https://partner.example/path", "javascript:alert(1)", ""]) {
      const url = `https://academy.example/embed/frame/login?origin=${encodeURIComponent(origin)}`;
      expect(readFrameRequest(surroundings({ url })), origin).toHaveProperty("refused");
    }
  });

  it("refuses an origin the allow-list does not name, and unknown forms", () => {
    expect(readFrameRequest(surroundings({ allowList: ["https://other.example"] }))).toHaveProperty(
      "refused",
    );
    expect(
      readFrameRequest(surroundings({ url: "https://academy.example/embed/frame/admin" })),
    ).toEqual({ refused: "This form does not exist." });
  });
});

describe("originAllowed", () => {
  it("reads sources as CSP frame-ancestors does", () => {
    expect(originAllowed(PARTNER, ["*"])).toBe(true);
    expect(originAllowed(PARTNER, ["https:"])).toBe(true);
    expect(originAllowed("http://partner.example", ["https:"])).toBe(false);
    expect(originAllowed(PARTNER, ["https://partner.example"])).toBe(true);
    expect(originAllowed("https://shop.partner.example", ["https://*.partner.example"])).toBe(true);
    expect(originAllowed(PARTNER, ["https://*.partner.example"])).toBe(false);
    expect(originAllowed("https://evilpartner.example", ["https://*.partner.example"])).toBe(false);
    expect(originAllowed("https://partner.example:8443", ["https://partner.example"])).toBe(false);
    expect(originAllowed(PARTNER, ["'none'"])).toBe(false);
  });
});
