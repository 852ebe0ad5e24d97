import { useState, type ReactNode } from "react";
import type { SiteImageKind } from "../../content/siteImages.ts";
import { siteImageUrl, useSiteImages } from "../../lib/siteImages.ts";
import * as styles from "./SiteImage.css.ts";

/** The master's largest size per kind (the server's slots.ts): the image's box before it loads. */
export const SLOT_SIZES: Record<SiteImageKind, { width: number; height: number }> = {
  hero: { width: 1600, height: 1200 },
  course: { width: 1280, height: 720 },
  instructor: { width: 640, height: 640 },
};

/** The widths the server makes (the contract's getSiteImageVariant). */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;

export interface SiteImageProps {
  slot: string;
  kind: SiteImageKind;
  /** The `sizes` attribute: how wide the image is drawn at each screen width. */
  sizes: string;
  /**
   * Above the fold: rendered at once (in the prerendered HTML too) from the slot's `latest`
   * URLs with this alt text, which the server's list replaces when it arrives. Without it the
   * image waits for the list and loads lazily.
   */
  eager?: { alt: string };
  /** The page's largest image (its LCP): fetched before anything else. */
  priority?: boolean;
  /** Shown when the slot has no image, or it failed to load (an instructor's initials). */
  fallback?: ReactNode;
  className?: string;
}

/**
 * An image the admin manages (issue 50): AVIF and WebP at the widths the server makes, with
 * the width and height of its master so its box is right before it loads.
 */
export function SiteImage({
  slot,
  kind,
  sizes,
  eager,
  priority = false,
  fallback = null,
  className,
}: SiteImageProps) {
  const images = useSiteImages();
  const [failed, setFailed] = useState(false);
  const image = images?.get(slot);
  // The list answered without this slot, or the file failed: the fallback.
  if (failed || (images && !image) || (!image && !eager)) return <>{fallback}</>;
  const { width, height } = image ?? SLOT_SIZES[kind];
  const alt = image?.alt ?? eager?.alt ?? "";
  // Above the fold the URL stays `latest`: a second address for the same picture would load it
  // twice. Below, the version's URL is cached for good.
  const version = eager || !image ? "latest" : image.version;
  // The server never enlarges: a width past the master's is the master's own.
  const smallest = IMAGE_WIDTHS[0];
  const usable = [smallest, ...IMAGE_WIDTHS.filter((w) => w > smallest && w <= width)];
  const srcSet = (format: string) =>
    usable.map((w) => `${siteImageUrl(slot, version, w, format)} ${w}w`).join(", ");
  const fallbackWidth = usable.filter((w) => w <= 960).at(-1) ?? smallest;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        className={styles.image}
        src={siteImageUrl(slot, version, fallbackWidth, "webp")}
        width={width}
        height={height}
        alt={alt}
        sizes={sizes}
        loading={eager ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
