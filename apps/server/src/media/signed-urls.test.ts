import { describe, expect, it } from "vitest";
import { createUrlSigner, MEDIA_URL_TTL_SECONDS } from "./signed-urls.ts";

const secret = new TextEncoder().encode("x".repeat(32));
let now = new Date("2026-03-15T12:00:00Z");
const signer = createUrlSigner(secret, () => now);

function parts(url: string) {
  const parsed = new URL(url, "http://academy.test");
  return {
    key: decodeURIComponent(parsed.pathname.replace(/^\/api\/signed-media\//, "")),
    expires: parsed.searchParams.get("expires") ?? undefined,
    signature: parsed.searchParams.get("signature") ?? undefined,
  };
}

describe("signed media URLs", () => {
  it("sign a key with an expiry MEDIA_URL_TTL_SECONDS ahead", () => {
    now = new Date("2026-03-15T12:00:00Z");
    const url = signer.sign("demo/slides/course-2/module-1-lesson-3.pdf");
    const { key, expires, signature } = parts(url);
    expect(key).toBe("demo/slides/course-2/module-1-lesson-3.pdf");
    expect(Number(expires)).toBe(now.getTime() / 1000 + MEDIA_URL_TTL_SECONDS);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(key, expires, signature)).toBe("valid");
  });

  it("are valid until their expiry second, then expired", () => {
    now = new Date("2026-03-15T12:00:00Z");
    const { key, expires, signature } = parts(signer.sign("demo/clip-a.mp4"));
    now = new Date(Number(expires) * 1000);
    expect(signer.verify(key, expires, signature)).toBe("valid");
    now = new Date(Number(expires) * 1000 + 1000);
    expect(signer.verify(key, expires, signature)).toBe("expired");
  });

  it("reject anything not signed by the same secret for the same key and expiry", () => {
    now = new Date("2026-03-15T12:00:00Z");
    const { key, expires, signature } = parts(signer.sign("demo/clip-a.mp4"));
    const other = createUrlSigner(new TextEncoder().encode("y".repeat(32)), () => now);
    const foreign = parts(other.sign("demo/clip-a.mp4"));
    expect(signer.verify(key, foreign.expires, foreign.signature)).toBe("invalid");
    expect(signer.verify("demo/clip-b.mp4", expires, signature)).toBe("invalid");
    expect(signer.verify(key, String(Number(expires) + 1), signature)).toBe("invalid");
    expect(signer.verify(key, `${expires}.0`, signature)).toBe("invalid");
    expect(signer.verify(key, expires, `${signature}=`)).toBe("invalid");
    expect(signer.verify(key, expires, undefined)).toBe("invalid");
    expect(signer.verify(key, undefined, signature)).toBe("invalid");
    expect(signer.verify(key, [expires], signature)).toBe("invalid");
  });

  it("do not tell an expired URL from a forged one unless the signature is right", () => {
    now = new Date("2026-03-15T12:00:00Z");
    const { key, signature } = parts(signer.sign("demo/clip-a.mp4"));
    expect(signer.verify(key, "1", signature)).toBe("invalid");
  });
});
