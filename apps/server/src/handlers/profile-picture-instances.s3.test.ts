import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect.ts";
import { S3RVER_CREDENTIALS, startLocalS3 } from "../storage/local-s3.ts";
import { bearer, createInstance, login } from "../test/app.ts";
import { createTestDatabase } from "../test/database.ts";
import { multipart } from "../test/media.ts";

process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;

// Two instances behind a load balancer: one database, one bucket, each its own DATA_DIR (as on
// separate machines). A picture one of them stored is served by the other (issue 29).
let database: DatabaseHandle;
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let a: FastifyInstance;
let b: FastifyInstance;

const instance = () => createInstance(database, { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint });

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startLocalS3();
  a = await instance();
  b = await instance();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await s3?.close();
  await database?.close();
});

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
const GIF = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");

async function upload(app: FastifyInstance, token: string, file: Buffer) {
  const body = multipart(file, "me.bin", "application/octet-stream");
  const answer = await app.inject({
    method: "POST",
    url: "/api/api/user/profile-picture",
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ profile_picture_url: string }>().profile_picture_url;
}

describe("profile pictures on several instances", () => {
  it("a picture stored through one instance is served by the other, and replaced on both", async () => {
    const learner = await login(a, "learner");
    const first = await upload(a, learner.access_token, PNG);
    const served = await b.inject({ method: "GET", url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const second = await upload(b, learner.access_token, GIF);
    for (const app of [a, b]) {
      expect((await app.inject({ method: "GET", url: first })).statusCode).toBe(404);
      const now = await app.inject({ method: "GET", url: second });
      expect(now.headers["content-type"]).toBe("image/gif");
      expect(now.rawPayload.equals(GIF)).toBe(true);
    }
  });

  it("serves only picture keys: lesson media and paths outside stay unreachable", async () => {
    for (const url of [
      "/api/media/lessons/1/video.mp4",
      "/api/media/profile-pictures/../lessons/1/video.mp4",
      "/api/media/profile-pictures/not-hex.png",
      "/api/media/profile-pictures/0123456789abcdef0123456789abcdef.svg",
    ]) {
      expect((await a.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });
});
