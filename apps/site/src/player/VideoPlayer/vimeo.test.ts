import { describe, expect, it } from "vitest";
import { parseVimeoMessage, vimeoCommand, vimeoEmbedUrl, vimeoOrigin } from "./vimeo.ts";

const origin = "https://player.vimeo.com";

describe("Vimeo messages", () => {
  it("embeds the id the contract sends, or a full player URL", () => {
    expect(vimeoEmbedUrl("900000024")).toBe("https://player.vimeo.com/video/900000024");
    expect(vimeoEmbedUrl("https://player.vimeo.com/video/1?h=abc")).toBe(
      "https://player.vimeo.com/video/1?h=abc",
    );
  });
  it("knows the frame's origin", () => {
    expect(vimeoOrigin("https://player.vimeo.com/video/900000012")).toBe(origin);
    expect(vimeoOrigin("not a url")).toBeNull();
  });
  it("believes only the frame's origin", () => {
    expect(
      parseVimeoMessage({ origin: "https://evil.example", data: { event: "ended" } }, origin),
    ).toBeNull();
    expect(parseVimeoMessage({ origin, data: { event: "ended" } }, null)).toBeNull();
  });
  it("reads string and object messages", () => {
    expect(parseVimeoMessage({ origin, data: '{"event":"ready"}' }, origin)).toEqual({
      event: "ready",
    });
    expect(parseVimeoMessage({ origin, data: { event: "ended" } }, origin)).toEqual({
      event: "ended",
    });
    // The player's own failure (a private or deleted video, or no network inside the frame).
    expect(parseVimeoMessage({ origin, data: '{"event":"error","data":{}}' }, origin)).toEqual({
      event: "error",
    });
    expect(
      parseVimeoMessage(
        { origin, data: { event: "timeupdate", data: { seconds: 12.5, duration: 60 } } },
        origin,
      ),
    ).toEqual({ event: "timeupdate", seconds: 12.5, duration: 60 });
  });
  it("ignores noise", () => {
    expect(parseVimeoMessage({ origin, data: "{oops" }, origin)).toBeNull();
    expect(parseVimeoMessage({ origin, data: { event: "volumechange" } }, origin)).toBeNull();
    expect(
      parseVimeoMessage({ origin, data: { event: "timeupdate", data: {} } }, origin),
    ).toBeNull();
    expect(parseVimeoMessage({ origin, data: 42 }, origin)).toBeNull();
  });
  it("writes commands", () => {
    expect(vimeoCommand("play")).toBe('{"method":"play"}');
    expect(vimeoCommand("setCurrentTime", 30)).toBe('{"method":"setCurrentTime","value":30}');
  });
});
