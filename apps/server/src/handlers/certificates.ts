import { notFound } from "../http/errors.ts";
import { REPLIED, type HandlerMap } from "../http/types.ts";
import { assertCourseAccess } from "../learning/access.ts";
import { renderCertificate } from "../learning/certificate-pdf.ts";
import { findCertificate, findCertificateByCode } from "../learning/certificates.ts";
import type { Services } from "../services.ts";
import { findUserById } from "../users/users.ts";
import { COURSE_NOT_FOUND, NO_CERTIFICATE, UNKNOWN_CERTIFICATE_CODE } from "../http/messages.ts";

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

    // Public: the code is 60 random bits, so it cannot be guessed; the answer names the learner
    // and the course only (no e-mail, no ids).
    async verifyCertificate({ params }) {
      const certificate = await findCertificateByCode(db, params.code);
      const course = certificate && (await catalogue.course(certificate.course_id));
      if (!certificate || !course) throw notFound(UNKNOWN_CERTIFICATE_CODE);
      return {
        verification_code: certificate.code,
        learner_name: certificate.learner_name,
        course_name: course.name,
        issued_at: certificate.issued_at.toISOString(),
      };
    },
  };
}
