import { afterEach, describe, expect, it, vi } from "vitest";
import { copyToClipboard, dealFromLocation, shareUrlFor, showInAddressBar } from "./share.ts";

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

describe("share links", () => {
  it("set the deal parameter and keep the page's other parameters and hash", () => {
    window.history.replaceState(null, "", "/tools?utm=x&deal=old#calc");
    const url = new URL(shareUrlFor("1l.abc.123"));
    expect(url.pathname).toBe("/tools");
    expect(url.searchParams.get("utm")).toBe("x");
    expect(url.searchParams.get("deal")).toBe("1l.abc.123");
    expect(url.hash).toBe("#calc");
    expect(new URL(shareUrlFor("1f.x.y", "analyzer")).searchParams.get("analyzer")).toBe("1f.x.y");
  });

  it("read the deal from the address", () => {
    window.history.replaceState(null, "", "/?deal=1r.a.b&other=1");
    expect(dealFromLocation()).toBe("1r.a.b");
    expect(dealFromLocation("missing")).toBeNull();
  });

  it("go into the address bar only for this origin", () => {
    showInAddressBar(`${window.location.origin}/page?deal=1`);
    expect(window.location.pathname + window.location.search).toBe("/page?deal=1");
    showInAddressBar("https://elsewhere.example/?deal=2");
    expect(window.location.search).toBe("?deal=1");
  });

  it("report whether the clipboard took the link", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    expect(await copyToClipboard("x")).toBe(true);
    expect(writeText).toHaveBeenCalledWith("x");
    vi.stubGlobal("navigator", {
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) },
    });
    expect(await copyToClipboard("x")).toBe(false);
    vi.stubGlobal("navigator", {});
    expect(await copyToClipboard("x")).toBe(false);
  });
});
