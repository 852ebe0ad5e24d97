import { HttpResponse, type HttpHandler } from "msw";
import type { components } from "../generated/openapi.ts";
import type { MockState } from "./mock-state.ts";

type SiteImage = components["schemas"]["SiteImage"];

/** The demo's hero and one course cover, as the server seeds them. */
export const mockSiteImages: readonly SiteImage[] = [
  {
    slot: "hero",
    alt: "A house drawn on a blueprint beside a tower crane at sunset",
    width: 1600,
    height: 1200,
    version: "0123456789abcdef",
    original_name: "hero-blueprint.svg",
    original_bytes: 4812,
    updated_at: "2026-01-05T10:00:00.000Z",
  },
  {
    slot: "course-2",
    alt: "Timber wall framing beside a clipboard with three items checked",
    width: 1280,
    height: 720,
    version: "fedcba9876543210",
    original_name: "licensing-course-cover.jpg",
    original_bytes: 284_512,
    updated_at: "2026-01-05T10:00:00.000Z",
  },
];

/**
 * Site images (issue 50): the list, the admin's upload (alt text required, as the server asks)
 * and delete. A variant answers a few bytes of its type: a page's `<img>` never goes through
 * fetch, so nothing reads them.
 */
export function createSiteImageMockHandlers(state: MockState): HttpHandler[] {
  const { http, next, detail, currentUser } = state;
  const images = new Map(mockSiteImages.map((image) => [image.slot, { ...image }]));
  const adminOnly = (request: Request) => {
    const user = currentUser(request);
    if (!user) return 401 as const;
    return user.is_admin ? null : (403 as const);
  };
  return [
    http.get("/site-images", ({ response }) => response(200).json([...images.values()])),
    http.get("/site-images/{slot}/{version}/{file}", ({ params, response }) =>
      images.has(params.slot)
        ? response.untyped(
            new HttpResponse(new Uint8Array([0x52, 0x49, 0x46, 0x46]), {
              headers: {
                "content-type": params.file.endsWith(".avif") ? "image/avif" : "image/webp",
              },
            }),
          )
        : response(404).json(detail("This slot has no image")),
    ),
    http.post("/admin/site-images/{slot}", async ({ request, params, response }) => {
      const refused = adminOnly(request);
      if (refused === 401) return response(401).json(detail("Not authenticated"));
      if (refused === 403) return response(403).json(detail("Admin access required"));
      const form = await request.formData();
      const file = form.get("file");
      const alt = String(form.get("alt") ?? "").trim();
      if (!(file instanceof Blob)) return response(422).json(detail(["file: Field required"]));
      if (!alt)
        return response(422).json(
          detail([
            "alt: Alt text is required: describe what the image shows for people who cannot see it",
          ]),
        );
      if (!file.type.startsWith("image/"))
        return response(422).json(
          detail(["Not an image: upload a JPG, PNG, WebP, AVIF or GIF file"]),
        );
      const width = Number(form.get("crop_width") ?? 1280) || 1280;
      const height = Number(form.get("crop_height") ?? 720) || 720;
      const image: SiteImage = {
        slot: params.slot,
        alt,
        width,
        height,
        version: next().toString(16).padStart(16, "0"),
        original_name: String(form.get("filename") ?? "") || "image",
        original_bytes: file.size,
        updated_at: new Date().toISOString(),
      };
      images.set(params.slot, image);
      return response(200).json(image);
    }),
    http.delete("/admin/site-images/{slot}", ({ request, params, response }) => {
      const refused = adminOnly(request);
      if (refused === 401) return response(401).json(detail("Not authenticated"));
      if (refused === 403) return response(403).json(detail("Admin access required"));
      if (!images.delete(params.slot)) return response(404).json(detail("This slot has no image"));
      return response(200).json({ message: "Image deleted" });
    }),
  ];
}
