import type { ReactNode } from "react";
import { lazyComponent } from "../../lib/lazyComponent.ts";
import { OnDemand } from "../OnDemand/OnDemand.tsx";
import type { SiteImageProps } from "./SiteImage.tsx";

/**
 * The image's code and the list's loads after the first paint, so no page's initial
 * JavaScript grows (issue #30's budgets): a prerendered page keeps its image from the HTML
 * while it comes, and a page opened in the app shows `fallback` (an instructor's initials)
 * meanwhile, in a box the page has already sized.
 */
const Image = lazyComponent(() => import("./SiteImage.tsx"), "SiteImage");

export function LazySiteImage(props: SiteImageProps & { fallback?: ReactNode }) {
  return (
    <OnDemand fallback={props.fallback ?? null}>
      <Image {...props} />
    </OnDemand>
  );
}
