import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages.ts";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Every product source file of the server (tests and test support are free to spell texts). */
function productSources(): { file: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .filter((file) => !/\.test\.ts$|\.suite\.ts$|(^|\/)test\//.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(SRC, file), "utf8") }));
}

// A string, template or array literal handed to an error answer, or a `{ detail: "..." }` body.
const INLINE_ANSWER =
  /(?:new HttpError\(\s*\d+\s*,\s*\[?\s*|\b(?:unauthorized|forbidden|notFound|conflict|badRequest)\(\s*|\bdetail:\s*)["'`]/g;

describe("the server's messages have one home (http/messages.ts)", () => {
  it("no handler or route passes a message literal to an error answer", () => {
    const offenders = productSources().flatMap(({ file, text }) =>
      [...text.matchAll(INLINE_ANSWER)].map((match) => {
        const line = text.slice(0, match.index).split("\n").length;
        return `${file}:${line}`;
      }),
    );
    expect(offenders).toEqual([]);
  });

  it("spells each generic answer only in the messages module", () => {
    const homes = Object.values(MESSAGES).map((message) => ({
      message,
      files: productSources()
        .filter(({ text }) => text.includes(`"${message}"`))
        .map(({ file }) => file),
    }));
    expect(homes).toEqual(
      Object.values(MESSAGES).map((message) => ({ message, files: ["http/messages.ts"] })),
    );
  });
});
