import { useApi, type ApiClient } from "@academy/api";
import { useEffect, useRef, useState } from "react";
import { EnrolModal, type EnrolCourse } from "../../enrol-modal/index.ts";
import { RefusedDialog } from "./FrameDialogs.tsx";
import type { FrameFormProps } from "./frameForm.ts";
import { FRAME_TEXT } from "./frameText.ts";
import { useCheckoutThenOutcome } from "./useCheckoutThenOutcome.tsx";

/** A course on sale (GET /courses); its price comes from our catalogue, never from the partner. */
async function courseOnSale(client: ApiClient, id: number): Promise<EnrolCourse | null> {
  const { data } = await client.GET("/courses");
  const course = (data ?? []).find((candidate) => candidate.id === id);
  if (!course || course.price_cents === undefined) return null;
  return { id: course.id, title: course.name };
}

/**
 * The enrol embed's frame: the site's EnrolModal for the course the partner named, then the
 * outcome with "Open your course", which opens the course on our site in a new tab, signed in.
 */
export function EnrolFrame(props: FrameFormProps) {
  const { request, open, finish, shown, openOnSite } = props;
  const { client } = useApi();
  const courseId = Number(request.course);
  const [course, setCourse] = useState<EnrolCourse | null | undefined>(undefined);
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
  const coursePath = `/course/${courseId}`;
  const checkout = useCheckoutThenOutcome(
    props,
    {
      title: FRAME_TEXT.enrolledTitle,
      action: { label: FRAME_TEXT.openCourse, run: () => openOnSite(coursePath) },
      event: { name: "enrolled", detail: { course: courseId } },
    },
    Boolean(course),
  );
  // The refusal is what the visitor sees instead of the form: the loader hears it is shown.
  useEffect(() => {
    if (open && course === null) shown();
  }, [open, course, shown]);
  if (!open) return null;
  if (course === null) return <RefusedDialog onClose={finish} />;
  return (
    <>
      {course ? (
        <EnrolModal
          {...checkout.modal}
          course={course}
          onEnrolled={(success) => {
            enrolled.current = true;
            checkout.succeed(success.message);
          }}
          // An owner of the course goes to it from the modal; after a purchase the outcome's
          // button does (a tab opened on a timer would be a pop-up the browser blocks).
          navigate={(path) => enrolled.current || openOnSite(path)}
        />
      ) : null}
      {checkout.outcome}
    </>
  );
}
