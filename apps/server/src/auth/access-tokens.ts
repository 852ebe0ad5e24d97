import { SignJWT, jwtVerify, errors } from "jose";

export interface AccessTokenClaims {
  userId: number;
  isAdmin: boolean;
  /** The user's session version when the token was issued (users.session_version). */
  sessionVersion: number;
  /** The refresh family (session) the token belongs to: ending the family refuses the token. */
  sessionId: string;
  /**
   * When the session's holder last proved the password (milliseconds), for the changes that
   * need a recent one; null for a session a purchase minted (issue 45).
   */
  passwordAt: number | null;
}

export interface VerifiedAccessToken extends AccessTokenClaims {
  /** When the token expires (wall clock, milliseconds). */
  expiresAtMs: number;
}

export interface AccessTokenIssuer {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** Returns the claims of a valid, unexpired token, or null for anything else. */
  verify(token: string): Promise<VerifiedAccessToken | null>;
}

const ISSUER = "academy";
const AUDIENCE = "academy-api";

/** HS256 JWT access tokens: stateless, so any server instance sharing the key accepts them. */
export function createAccessTokenIssuer(secret: Uint8Array, ttlSeconds: number): AccessTokenIssuer {
  return {
    async sign({ userId, isAdmin, sessionVersion, sessionId, passwordAt }) {
      const proved = passwordAt === null ? {} : { pwd: Math.floor(passwordAt / 1000) };
      return new SignJWT({ adm: isAdmin, sv: sessionVersion, sid: sessionId, ...proved })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const userId = Number(payload.sub);
        const sessionVersion = payload["sv"];
        const sessionId = payload["sid"];
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        if (typeof sessionVersion !== "number" || !Number.isSafeInteger(sessionVersion))
          return null;
        if (typeof sessionId !== "string" || sessionId === "") return null;
        // jwtVerify has checked that exp is there and ahead (setExpirationTime always sets it).
        const expiresAtMs = typeof payload.exp === "number" ? payload.exp * 1000 : 0;
        const proved = payload["pwd"];
        return {
          userId,
          isAdmin: payload["adm"] === true,
          sessionVersion,
          sessionId,
          passwordAt: typeof proved === "number" && Number.isFinite(proved) ? proved * 1000 : null,
          expiresAtMs,
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
