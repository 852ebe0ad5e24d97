import { mockUsers } from "@academy/api/mocks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@academy/api";
import { filenameFrom } from "../lib/fileDownload.ts";
import { downloadCertificate } from "./certificateDownload.ts";
import { mockPlayerApi } from "./testing/renderPlayer.tsx";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("certificate download", () => {
  it("reads the file name from Content-Disposition", () => {
    expect(filenameFrom('attachment; filename="certificate-2.pdf"', "x.pdf")).toBe(
      "certificate-2.pdf",
    );
    expect(filenameFrom("attachment; filename*=UTF-8''certificat%C3%A9.pdf", "x.pdf")).toBe(
      "certificaté.pdf",
    );
    expect(filenameFrom(null, "fallback.pdf")).toBe("fallback.pdf");
    expect(filenameFrom("attachment", "fallback.pdf")).toBe("fallback.pdf");
  });

  it("saves the PDF under the server's name, with the bearer token sent", async () => {
    const api = mockPlayerApi({ user: mockUsers.student });
    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:certificate");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    await downloadCertificate(api.client, 2);
    expect(clicked).toEqual([{ href: "blob:certificate", download: "certificate-2.pdf" }]);
    const blob = created.mock.calls[0]![0] as Blob;
    expect(await blob.text()).toMatch(/^%PDF-/);
    expect(api.requests.at(-1)?.headers.get("Authorization")).toMatch(/^Bearer /);
  });

  it("throws the server's answer when there is no certificate", async () => {
    const api = mockPlayerApi({ user: mockUsers.newcomer });
    const failure = await downloadCertificate(api.client, 2).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
  });
});
