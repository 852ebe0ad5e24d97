import { describe, expect, it } from "vitest";
import { sniffImage } from "./images.ts";

describe("image sniffing", () => {
  it("recognises JPG, PNG and GIF by their bytes only", () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))?.mimeType).toBe("image/jpeg");
    expect(sniffImage(Buffer.from("89504e470d0a1a0a", "hex"))?.mimeType).toBe("image/png");
    expect(sniffImage(Buffer.from("GIF87a"))?.mimeType).toBe("image/gif");
    expect(sniffImage(Buffer.from("GIF89a"))?.mimeType).toBe("image/gif");
    expect(sniffImage(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImage(Buffer.from("%PDF-1.7"))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});
