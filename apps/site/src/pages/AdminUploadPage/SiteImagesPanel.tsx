import { useQueryHooks } from "@academy/api";
import { InlineAlert, Spinner } from "@academy/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { COURSE_CARDS } from "../../content/courseCards.ts";
import { LEADERSHIP } from "../../content/landing.ts";
import {
  courseImageSlot,
  HERO_IMAGE,
  instructorImageSlot,
  type SiteImageKind,
} from "../../content/siteImages.ts";
import { reloadSiteImages } from "../../lib/siteImages.ts";
import * as styles from "./AdminUploadPage.css.ts";
import { SiteImageField } from "./SiteImageField/SiteImageField.tsx";
import { SITE_IMAGE_TEXT as TEXT } from "./siteImageText.ts";

const SITE_IMAGES_KEY = ["get", "/site-images"] as const;

/** Every place on the site that shows an image, from the site's own content. */
const SLOTS: { slot: string; kind: SiteImageKind; label: string }[] = [
  { slot: HERO_IMAGE.slot, kind: "hero", label: HERO_IMAGE.label },
  ...COURSE_CARDS.map((course) => ({
    slot: courseImageSlot(course.courseId),
    kind: "course" as const,
    label: `Course cover: ${course.title}`,
  })),
  ...LEADERSHIP.people.map((person) => ({
    slot: instructorImageSlot(person.name),
    kind: "instructor" as const,
    label: `Instructor photo: ${person.name}`,
  })),
];

/** The content manager's site images (issue 50): one field per place. */
export function SiteImagesPanel() {
  const images = useQueryHooks().useQuery("get", "/site-images", undefined, { staleTime: 0 });
  const queryClient = useQueryClient();
  const changed = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: SITE_IMAGES_KEY });
    // The public pages of this tab show the new image without a reload.
    reloadSiteImages();
  }, [queryClient]);
  const bySlot = new Map(images.data?.map((image) => [image.slot, image]));
  return (
    <section className={styles.panel} aria-labelledby="site-images-title">
      <h2 id="site-images-title" className={styles.panelTitle}>
        {TEXT.panelTitle}
      </h2>
      <p className={styles.message}>{TEXT.panelIntro}</p>
      {images.isPending ? <Spinner /> : null}
      {images.isError ? <InlineAlert tone="danger">{TEXT.listFailed}</InlineAlert> : null}
      {images.data
        ? SLOTS.map(({ slot, kind, label }) => (
            <SiteImageField
              key={slot}
              slot={slot}
              kind={kind}
              label={label}
              image={bySlot.get(slot)}
              onChanged={changed}
            />
          ))
        : null}
    </section>
  );
}
