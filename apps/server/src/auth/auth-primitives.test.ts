import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createAccessTokenIssuer } from "./access-tokens.ts";
import { hashOpaqueToken, newOpaqueToken, openWithToken, sealWithToken } from "./opaque-tokens.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { DEFAULT_RESET_REDIRECT, ownPathOrNull, resetLink } from "./redirect.ts";

describe("password hashing", () => {
  it("salts each hash and verifies only the right password", async () => {
    const [a, b] = await Promise.all([
      hashPassword("correct horse"),
      hashPassword("correct horse"),
    ]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse", a)).toBe(true);
    expect(await verifyPassword("correct horsE", a)).toBe(false);
    expect(await verifyPassword("correct horse", "bcrypt$whatever")).toBe(false);
    expect(await verifyPassword("correct horse", a.replace(/\$[^$]+$/, "$AAAA"))).toBe(false);
  });
});

describe("access tokens", () => {
  const secret = new TextEncoder().encode("k".repeat(32));
  it("round-trips claims and rejects another key, expiry and garbage", async () => {
    const issuer = createAccessTokenIssuer(secret, 600);
    const claims = {
      userId: 7,
      isAdmin: true,
      sessionVersion: 3,
      sessionId: "family-1",
      passwordAt: 1_700_000_000_000,
    };
    const signedAt = Date.now();
    const token = await issuer.sign(claims);
    const verified = await issuer.verify(token);
    expect(verified).toEqual({ ...claims, expiresAtMs: expect.any(Number) });
    // A purchase session's token says it never proved the password.
    const purchase = await issuer.verify(await issuer.sign({ ...claims, passwordAt: null }));
    expect(purchase?.passwordAt).toBeNull();
    // exp is whole seconds: 600 s after signing, give or take the rounding.
    expect(verified?.expiresAtMs).toBeGreaterThan(signedAt + 598_000);
    expect(verified?.expiresAtMs).toBeLessThanOrEqual(Date.now() + 600_000);
    expect(
      await createAccessTokenIssuer(new TextEncoder().encode("x".repeat(32)), 600).verify(token),
    ).toBeNull();
    expect(await issuer.verify("not.a.jwt")).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${token.split(".")[1]}.`;
    expect(await issuer.verify(unsigned)).toBeNull();
  });

  it("rejects a well-signed token without a session version", async () => {
    const token = await new SignJWT({ adm: false })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("7")
      .setIssuer("academy")
      .setAudience("academy-api")
      .setExpirationTime("5m")
      .sign(secret);
    expect(await createAccessTokenIssuer(secret, 600).verify(token)).toBeNull();
  });
});

describe("opaque tokens", () => {
  it("are random, hashed one way, and seal a successor only the token can open", () => {
    const token = newOpaqueToken();
    expect(token).not.toBe(newOpaqueToken());
    expect(hashOpaqueToken(token)).not.toContain(token);
    const sealed = sealWithToken(token, "successor");
    expect(openWithToken(token, sealed)).toBe("successor");
    expect(openWithToken(newOpaqueToken(), sealed)).toBeNull();
    expect(openWithToken(token, "garbage")).toBeNull();
  });
});

describe("reset redirects", () => {
  it.each([
    ["/nasclaprep", "/nasclaprep"],
    ["/course/2?x=1#top", "/course/2?x=1#top"],
    ["https://evil.example/", null],
    ["//evil.example/", null],
    ["/\\evil.example/", null],
    ["javascript:alert(1)", null],
    ["/ok\nLocation: x", null],
    ["", null],
  ])("ownPathOrNull(%j) is %j", (input, expected) => {
    expect(ownPathOrNull(input)).toBe(expected);
  });

  it("builds the link with the token and an own-path redirect only", () => {
    expect(resetLink("https://academy.example", "tok", "/mentorship")).toBe(
      "https://academy.example/reset-password?token=tok&redirect=%2Fmentorship",
    );
    expect(resetLink("https://academy.example", "tok", "https://evil.example")).toBe(
      "https://academy.example/reset-password?token=tok",
    );
    // From the home page: the reset page's own default, the home page with the login prompt.
    expect(resetLink("https://academy.example", "tok", "/")).toBe(
      "https://academy.example/reset-password?token=tok",
    );
    expect(DEFAULT_RESET_REDIRECT).toBe("/?loginModal=true");
  });
});
