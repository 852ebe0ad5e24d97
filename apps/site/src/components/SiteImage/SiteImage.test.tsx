import { mockSiteImages } from "@academy/api/mocks";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setSiteImagesForTesting } from "../../lib/siteImages.ts";
import { SiteImage } from "./SiteImage.tsx";

afterEach(() => setSiteImagesForTesting(undefined));

const sourcesOf = (container: HTMLElement) =>
  [...container.querySelectorAll("source")].map((source) => ({
    type: source.getAttribute("type"),
    srcset: source.getAttribute("srcset") ?? "",
  }));

describe("SiteImage", () => {
  it("draws a listed image as AVIF and WebP at each width up to its master's, lazily, with its size and alt", () => {
    setSiteImagesForTesting(mockSiteImages);
    const { container } = render(<SiteImage slot="course-2" kind="course" sizes="100vw" />);
    const img = screen.getByRole("img", {
      name: "Timber wall framing beside a clipboard with three items checked",
    });
    expect(img).toHaveAttribute("width", "1280");
    expect(img).toHaveAttribute("height", "720");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("src", "/api/site-images/course-2/fedcba9876543210/960.webp");
    const [avif, webp] = sourcesOf(container);
    expect(avif?.type).toBe("image/avif");
    expect(webp?.type).toBe("image/webp");
    expect(avif?.srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
      "320w",
      "480w",
      "640w",
      "960w",
      "1280w",
    ]);
    expect(webp?.srcset).toContain("/api/site-images/course-2/fedcba9876543210/1280.webp 1280w");
  });

  it("renders above the fold at once, from `latest`, with its own alt text and a high priority", () => {
    const { container } = render(
      <SiteImage slot="hero" kind="hero" sizes="40vw" eager={{ alt: "Blueprint" }} priority />,
    );
    const img = screen.getByRole("img", { name: "Blueprint" });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "1200");
    expect(sourcesOf(container)[0]?.srcset).toContain("/api/site-images/hero/latest/1600.avif");
  });

  it("takes the admin's alt text from the list, keeping the same URL", () => {
    setSiteImagesForTesting(mockSiteImages);
    render(<SiteImage slot="hero" kind="hero" sizes="40vw" eager={{ alt: "Blueprint" }} />);
    const img = screen.getByRole("img", {
      name: "A house drawn on a blueprint beside a tower crane at sunset",
    });
    expect(img.getAttribute("src")).toContain("/hero/latest/");
  });

  it("shows the fallback while a lazy image's list loads and when its slot has none", () => {
    const fallback = <span>MR</span>;
    const { rerender } = render(
      <SiteImage
        slot="instructor-marcus-reed"
        kind="instructor"
        sizes="5rem"
        fallback={fallback}
      />,
    );
    expect(screen.getByText("MR")).toBeInTheDocument();
    setSiteImagesForTesting(mockSiteImages);
    rerender(
      <SiteImage
        slot="instructor-marcus-reed"
        kind="instructor"
        sizes="5rem"
        fallback={fallback}
      />,
    );
    expect(screen.getByText("MR")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
