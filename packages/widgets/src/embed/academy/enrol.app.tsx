/**
 * The enrol embed's app (dist/academy-enrol.app.js), imported by dist/academy.js when a
 * visitor is about to use an <academy-enrol course="…"> button: the course's name and price come
 * from our API (GET /courses; never from the partner's page), then the site's own EnrolModal
 * takes the payment. After paying, the course opens on our site in a new tab.
 */
import { useApi, type ApiClient } from "@academy/api";
import { useEffect, useState } from "react";
import { EnrolModal, type EnrolCourse } from "../../enrol-modal/index.ts";
import type { EmbedApp, EmbedContext } from "./contract.ts";
import { EMBED_DONE_CSS, EmbedDone } from "./EmbedDone.tsx";
import { ACADEMY_EVENTS, dispatchAcademyEvent, type AcademyEventDetail } from "./events.ts";
import { embedStripeLoader } from "./stripe.ts";
import { createOpenSignal, renderInEmbed, siteUrl, type OpenSignal } from "./runtime.tsx";
import { useEmbedModal } from "./useEmbedModal.ts";

/** Replaced at build time by the bundle's CSS (see tsup.config.ts). */
const EMBED_CSS = "__ACADEMY_ENROL_CSS__";

export const ENROL_EMBED_TEXT = {
  unavailable: "This course is not available.",
  openCourse: "Open your course",
} as const;

const catalogues = new WeakMap<ApiClient, Promise<EnrolCourse[]>>();

/** Every course on sale with our price, fetched once per page and API. */
function catalogue(client: ApiClient): Promise<EnrolCourse[]> {
  let courses = catalogues.get(client);
  if (!courses) {
    courses = client
      .GET("/courses")
      .then(({ data }) =>
        (data ?? []).flatMap((course) =>
          course.price_cents === undefined ? [] : [{ id: course.id, title: course.name }],
        ),
      );
    courses.catch(() => catalogues.delete(client));
    catalogues.set(client, courses);
  }
  return courses;
}

interface EnrolEmbedProps {
  context: EmbedContext;
  signal: OpenSignal;
  detail: AcademyEventDetail & { course: number };
}

function EnrolEmbed({ context, signal, detail }: EnrolEmbedProps) {
  const { client } = useApi();
  const courseId = detail.course;
  const [course, setCourse] = useState<EnrolCourse | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { wanted, open, setOpen } = useEmbedModal(context, signal, course !== null, detail);
  useEffect(() => {
    if (!wanted || course) return;
    let live = true;
    context.button.setAttribute("aria-busy", "true");
    void catalogue(client)
      .then((courses) => courses.find((candidate) => candidate.id === courseId) ?? null)
      .catch(() => null)
      .then((found) => {
        context.button.removeAttribute("aria-busy");
        if (!live) return;
        if (found) setCourse(found);
        else {
          context.status.textContent = ENROL_EMBED_TEXT.unavailable;
          setOpen(false);
        }
      });
    return () => {
      live = false;
    };
  }, [wanted, course, client, courseId, context, setOpen]);
  const [loadStripe] = useState(() => context.loadStripe ?? embedStripeLoader(context.api));
  const coursePath = `/course/${courseId}`;
  return (
    <>
      {done ? (
        <EmbedDone
          message={done}
          link={{ href: siteUrl(context.api, coursePath), text: ENROL_EMBED_TEXT.openCourse }}
        />
      ) : null}
      {course ? (
        <EnrolModal
          open={open}
          onOpenChange={setOpen}
          course={course}
          loadStripe={loadStripe}
          onEnrolled={(success) => {
            setDone(success.message);
            dispatchAcademyEvent(context.host, ACADEMY_EVENTS.paid, {
              ...detail,
              message: success.message,
            });
          }}
          // As on our site, the buyer goes to the course: here on our site, in a new tab. The
          // embed's session lives in the partner page's memory only (no token ever travels in a
          // URL), so a buyer not yet signed in on our site meets our login modal there and signs
          // in with the mailed temporary password.
          navigate={(path) => void window.open(siteUrl(context.api, path), "_blank", "noopener")}
        />
      ) : null}
    </>
  );
}

export const mount: EmbedApp["mount"] = (context) => {
  const signal = createOpenSignal();
  const detail = { embed: "enrol" as const, course: Number(context.options.course) };
  const unmount = renderInEmbed(context, (context.css ?? EMBED_CSS) + EMBED_DONE_CSS, () => (
    <EnrolEmbed context={context} signal={signal} detail={detail} />
  ));
  return { open: () => signal.set(true), unmount };
};
