import { useApi, type ApiClient } from "@academy/api";
import { useEffect, useRef, useState } from "react";
import { EnrolModal, type EnrolCourse } from "../../enrol-modal/index.ts";
import { DoneDialog, RefusedDialog } from "./FrameDialogs.tsx";
import type { FrameFormProps } from "./frameForm.ts";
import { FRAME_TEXT } from "./frameText.ts";

/** A course on sale (GET /courses); its price comes from our catalogue, never from the partner. */
async function courseOnSale(client: ApiClient, id: number): Promise<EnrolCourse | null> {
  const { data } = await client.GET("/courses");
  const course = (data ?? []).find((candidate) => candidate.id === id);
  if (!course || course.price_cents === undefined) return null;
  return { id: course.id, title: course.name };
}

type Phase = "form" | "done" | "closed";

/**
 * The enrol embed's frame: the site's EnrolModal for the course the partner named, then the
 * outcome with "Open your course", which opens the course on our site in a new tab, signed in.
 */
export function EnrolFrame({
  request,
  channel,
  open,
  finish,
  shown,
  openOnSite,
  loadStripe,
}: FrameFormProps) {
  const { client } = useApi();
  const courseId = Number(request.course);
  const [course, setCourse] = useState<EnrolCourse | null | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>("form");
  const [message, setMessage] = useState("");
  const enrolled = useRef(false);
  // Asked for when the frame loads (preloaded on pointing at the button), not on opening.
  useEffect(() => {
    let live = true;
    courseOnSale(client, courseId)
      .catch(() => null)
      .then((found) => live && setCourse(found));
    return () => {
      live = false;
    };
  }, [client, courseId]);
  const formOpen = open && phase === "form" && Boolean(course);
  useEffect(() => {
    if (formOpen || (open && course === null)) shown();
  }, [formOpen, open, course, shown]);
  useEffect(() => {
    if (phase === "closed") finish();
  }, [phase, finish]);
  const coursePath = `/course/${courseId}`;
  if (!open) return null;
  if (course === null) return <RefusedDialog onClose={finish} />;
  return (
    <>
      {course ? (
        <EnrolModal
          open={formOpen}
          // Before a success the modal closes itself, then onEnrolled runs: the outcome wins.
          onOpenChange={(next) => !next && setPhase((now) => (now === "form" ? "closed" : now))}
          course={course}
          {...(request.code ? { promotionCode: request.code } : {})}
          {...(loadStripe ? { loadStripe } : {})}
          onEnrolled={(success) => {
            enrolled.current = true;
            setMessage(success.message);
            setPhase("done");
            channel.post({ type: "event", name: "enrolled", detail: { course: courseId } });
          }}
          // An owner of the course goes to it from the modal; after a purchase the outcome's
          // button does (a tab opened on a timer would be a pop-up the browser blocks).
          navigate={(path) => enrolled.current || openOnSite(path)}
        />
      ) : null}
      {phase === "done" ? (
        <DoneDialog
          title={FRAME_TEXT.enrolledTitle}
          message={message}
          action={{ label: FRAME_TEXT.openCourse, run: () => openOnSite(coursePath) }}
          onClose={finish}
        />
      ) : null}
    </>
  );
}
