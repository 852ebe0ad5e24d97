import type { HttpHandler } from "msw";
import type { AdminPerson, AuditEntry, User } from "../types.ts";
import type { MockState } from "./mock-state.ts";
import { mockAdminMetrics, mockPersonDetail } from "./admin-console-fixtures.ts";

type Gate = { ok: true; admin: User } | { ok: false; status: 401 | 403; message: string };

/**
 * The owner's console (issue 47) over the mock state: people from the fixture users, one page
 * of detail each, actions that keep an audit log and replay a repeated idempotency key.
 */
export function createAdminConsoleMockHandlers(state: MockState): HttpHandler[] {
  const { http, users, detail, currentUser, courses } = state;
  const audit: AuditEntry[] = [];
  const done = new Map<string, AuditEntry>();
  const people = new Map<number, AdminPerson>();

  const gate = (request: Request): Gate => {
    const user = currentUser(request);
    if (!user) return { ok: false, status: 401, message: "Not authenticated" };
    if (!user.is_admin) return { ok: false, status: 403, message: "Admin access required" };
    return { ok: true, admin: user };
  };
  const personOf = (id: number): AdminPerson | undefined => {
    const user = users.get(id);
    if (!user) return undefined;
    const found = people.get(id) ?? mockPersonDetail(user, courses);
    people.set(id, found);
    return found;
  };
  /** Records the action once per key; a repeated key answers the first entry, replayed. */
  const act = (
    admin: User,
    body: { reason: string; idempotency_key: string },
    action: string,
    person: AdminPerson | undefined,
    target: string | null,
    change: () => void,
  ) => {
    const first = done.get(body.idempotency_key);
    if (first)
      return { audit_id: first.id, action: first.action, message: "Done already", replayed: true };
    change();
    const entry: AuditEntry = {
      id: audit.length + 1,
      at: new Date().toISOString(),
      actor: "admin",
      actor_id: admin.id,
      actor_email: admin.email,
      action,
      person_id: person?.profile.id ?? null,
      person_email: person?.profile.email ?? null,
      target,
      reason: body.reason,
      details: {},
    };
    audit.unshift(entry);
    done.set(body.idempotency_key, entry);
    return { audit_id: entry.id, action, message: "Done", replayed: false };
  };
  const byPayment = (paymentId: string) =>
    [...users.keys()]
      .map((id) => personOf(id))
      .find((person) => person?.payments.some((payment) => payment.id === paymentId));
  const bySubscription = (subscriptionId: number) =>
    [...users.keys()]
      .map((id) => personOf(id))
      .find((person) => person?.subscriptions.some((row) => row.id === subscriptionId));

  return [
    http.get("/admin/people", ({ request, query, response }) => {
      const allowed = gate(request);
      if (!allowed.ok) return response(allowed.status).json(detail(allowed.message));
      const q = (query.get("q") ?? "").trim().toLowerCase();
      const courseId = Number(query.get("course_id"));
      // A figure's click-through, as far as the fixtures tell: the people holding the course.
      const behindFigure = (person: AdminPerson) =>
        !query.get("figure") ||
        !courseId ||
        person.courses.some((course) => course.course_id === courseId);
      const found = [...users.keys()]
        .map((id) => personOf(id))
        .filter((person) => person !== undefined && behindFigure(person))
        .map((person) => person?.profile)
        .filter((profile) => profile !== undefined)
        .filter(
          (profile) =>
            profile.email.toLowerCase().includes(q) || profile.full_name.toLowerCase().includes(q),
        );
      return response(200).json(found);
    }),
    http.get("/admin/people/{personId}", ({ request, params, response }) => {
      const allowed = gate(request);
      if (!allowed.ok) return response(allowed.status).json(detail(allowed.message));
      const person = personOf(Number(params.personId));
      if (!person) return response(404).json(detail("Person not found"));
      return response(200).json(person);
    }),
    http.post("/admin/people/{personId}/courses", async ({ request, params, response }) => {
      const allowed = gate(request);
      if (!allowed.ok) return response(allowed.status).json(detail(allowed.message));
      const body = await request.json();
      const person = personOf(Number(params.personId));
      const course = courses.find((each) => each.id === body.course_id);
      if (!person || !course) return response(404).json(detail("Not found"));
      return response(200).json(
        act(allowed.admin, body, "course.grant", person, `course:${course.id}`, () => {
          if (person.courses.some((each) => each.course_id === course.id)) return;
          person.courses.push({
            course_id: course.id,
            name: course.name,
            enrolled_at: new Date().toISOString(),
            source: "granted",
            payment_id: null,
            lessons_completed: 0,
            lessons_total: course.modules.flatMap((module) => module.lessons).length,
            quizzes: [],
          });
          person.profile.courses = person.courses.length;
        }),
      );
    }),
    http.post(
      "/admin/people/{personId}/courses/{courseId}/revoke",
      async ({ request, params, response }) => {
        const allowed = gate(request);
        if (!allowed.ok) return response(allowed.status).json(detail(allowed.message));
        const body = await request.json();
        const person = personOf(Number(params.personId));
        if (!person) return response(404).json(detail("Person not found"));
        const courseId = Number(params.courseId);
        return response(200).json(
          act(allowed.admin, body, "course.revoke", person, `course:${courseId}`, () => {
            person.courses = person.courses.filter((each) => each.course_id !== courseId);
            person.profile.courses = person.courses.length;
          }),
        );
      },
    ),
    http.post("/admin/payments/{paymentId}/refund", async ({ request, params, response }) => {
      const allowed = gate(request);
      if (!allowed.ok) return response(allowed.status).json(detail(allowed.message));
      const body = await request.json();
      const person = byPayment(params.paymentId);
      const payment = person?.payments.find((each) => each.id === params.paymentId);
      if (!person || !payment) return response(404).json(detail("Payment not found"));
      if (!payment.refundable && !done.has(body.idempotency_key))
        return response(409).json(detail("This payment has been refunded already."));
      return response(200).json(
        act(allowed.admin, body, "payment.refund", person, payment.id, () => {
          payment.refunded_cents = body.amount_cents ?? payment.amount_cents;
          payment.status = "refunded";
          payment.refundable = false;
        }),
      );
    }),
    ...(["cancel", "reactivate", "extend"] as const).map((verb) =>
      http.post(
        `/admin/subscriptions/{subscriptionId}/${verb}`,
        async ({ request, params, response }) => {
          const allowed = gate(request);
          if (!allowed.ok) return response(allowed.status).json(detail(allowed.message));
          const body: { reason: string; idempotency_key: string } = await request.json();
          const id = Number(params.subscriptionId);
          const person = bySubscription(id);
          const row = person?.subscriptions.find((each) => each.id === id);
          if (!person || !row) return response(404).json(detail("Subscription not found"));
          return response(200).json(
            act(allowed.admin, body, `subscription.${verb}`, person, `subscription:${id}`, () => {
              if (verb === "cancel") row.cancel_at_period_end = true;
              if (verb === "reactivate") row.cancel_at_period_end = false;
            }),
          );
        },
      ),
    ),
    ...(
      [
        ["discord/resync", "discord.resync"],
        ["mail", "mail.resend"],
        ["end-sessions", "sessions.end"],
      ] as const
    ).map(([path, action]) =>
      http.post(`/admin/people/{personId}/${path}`, async ({ request, params, response }) => {
        const allowed = gate(request);
        if (!allowed.ok) return response(allowed.status).json(detail(allowed.message));
        const body: { reason: string; idempotency_key: string } = await request.json();
        const person = personOf(Number(params.personId));
        if (!person) return response(404).json(detail("Person not found"));
        return response(200).json(
          act(allowed.admin, body, action, person, null, () => {
            if (action === "sessions.end") person.sessions = [];
          }),
        );
      }),
    ),
    http.get("/admin/export/{dataset}", ({ request, params, response }) => {
      const allowed = gate(request);
      if (!allowed.ok) return response(allowed.status).json(detail(allowed.message));
      const rows = [...users.values()].map((user) => `${user.id},${user.email},${user.full_name}`);
      const csv =
        params.dataset === "people"
          ? ["id,email,full_name", ...rows].join("\r\n")
          : "id,date,amount_cents";
      return response(200).text(csv, { headers: { "Content-Type": "text/csv" } });
    }),
    http.get("/admin/audit", ({ request, query, response }) => {
      const allowed = gate(request);
      if (!allowed.ok) return response(allowed.status).json(detail(allowed.message));
      const personId = query.get("person_id");
      const action = query.get("action");
      return response(200).json(
        audit.filter(
          (entry) =>
            (!personId || entry.person_id === Number(personId)) &&
            (!action || entry.action === action),
        ),
      );
    }),
    http.get("/admin/metrics", ({ request, response }) => {
      const allowed = gate(request);
      if (!allowed.ok) return response(allowed.status).json(detail(allowed.message));
      return response(200).json(mockAdminMetrics(courses));
    }),
  ];
}
