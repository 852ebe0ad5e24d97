import { describe, expect, it } from "vitest";
import { attachmentDisposition, cleanFileName } from "./download-name.ts";

describe("download names", () => {
  it("keep an ordinary name as it is, accents and spaces included", () => {
    expect(cleanFileName("Module 1 – Workbook (v2).pdf", "x")).toBe("Module 1 – Workbook (v2).pdf");
  });

  it("lose CR/LF and other control characters, which would split a header", () => {
    expect(cleanFileName("a\r\nSet-Cookie: x=1\u0000\u2028.pdf", "x")).toBe("aSet-Cookie: x=1.pdf");
    expect(cleanFileName("tab\there.pdf", "x")).toBe("tabhere.pdf");
  });

  it("turn path separators into underscores and drop leading dots", () => {
    expect(cleanFileName("../../etc/passwd", "x")).toBe("_.._etc_passwd");
    expect(cleanFileName("C:\\Users\\me\\slides.pdf", "x")).toBe("C:_Users_me_slides.pdf");
    expect(cleanFileName(".hidden.pdf", "x")).toBe("hidden.pdf");
  });

  it("replace double quotes, which would end the quoted filename", () => {
    expect(cleanFileName('say "hi".pdf', "x")).toBe("say 'hi'.pdf");
  });

  it("keep the last 255 characters (the extension survives) and fall back when empty", () => {
    const long = `${"a".repeat(300)}.pdf`;
    expect(cleanFileName(long, "x")).toHaveLength(255);
    expect(cleanFileName(long, "x").endsWith("a.pdf")).toBe(true);
    expect(cleanFileName(" \r\n ", "document.pdf")).toBe("document.pdf");
    expect(cleanFileName("...", "document.pdf")).toBe("document.pdf");
  });

  it("make an attachment header with an ASCII copy and the exact UTF-8 name", () => {
    expect(attachmentDisposition("Plan été 100%.pdf")).toBe(
      "attachment; filename=\"Plan _t_ 100_.pdf\"; filename*=UTF-8''Plan%20%C3%A9t%C3%A9%20100%25.pdf",
    );
    expect(attachmentDisposition("it's (1)*.pdf")).toBe(
      "attachment; filename=\"it's (1)*.pdf\"; filename*=UTF-8''it%27s%20%281%29%2A.pdf",
    );
    expect(attachmentDisposition('x"\r\n.pdf')).toBe(
      "attachment; filename=\"x'.pdf\"; filename*=UTF-8''x%27.pdf",
    );
    expect(attachmentDisposition("")).toBe(
      "attachment; filename=\"download\"; filename*=UTF-8''download",
    );
  });
});
