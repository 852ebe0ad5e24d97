import { notFound } from "../http/errors.ts";
import { REPLIED, type HandlerMap } from "../http/types.ts";
import { assertCourseAccess } from "../learning/access.ts";
import { renderCertificate } from "../learning/certificate-pdf.ts";
import { findCertificate } from "../learning/certificates.ts";
import { COURSE_NOT_FOUND, NO_CERTIFICATE } from "../learning/rules.ts";
import type { Services } from "../services.ts";
import { findUserById } from "../users/users.ts";

/** `general-contractor-licensing-course`: the course in the certificate's file name. */
export function slug(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "course"
  );
}

export function certificateHandlers(services: Services): HandlerMap {
  const { db, catalogue } = services;
  return {
    // The path id is the course id (contract); the certificate is the caller's own.
    async downloadCertificate({ user, params, reply }) {
      const course = await catalogue.course(params.id);
      if (!course) throw notFound(COURSE_NOT_FOUND);
      const caller = await assertCourseAccess(db, user, course.id);
      const certificate = await findCertificate(db, caller.id, course.id);
      const learner = await findUserById(db, caller.id);
      if (!certificate || !learner) throw notFound(NO_CERTIFICATE);
      const pdf = await renderCertificate({
        fullName: learner.full_name,
        courseName: course.name,
        issuedAt: certificate.issued_at,
        verificationCode: certificate.code,
      });
      reply
        .code(200)
        .type("application/pdf")
        .header(
          "content-disposition",
          `attachment; filename="certificate-${slug(course.name)}.pdf"`,
        )
        .header("cache-control", "private, no-store")
        .send(Buffer.from(pdf));
      return REPLIED;
    },
  };
}
