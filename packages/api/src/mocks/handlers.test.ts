import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createApiClient } from "../client.ts";
import { OPENAPI_YAML } from "../contract/paths.ts";
import { errorMessage } from "../errors.ts";
import { toFormData } from "../formData.ts";
import { createInProcessRefreshLock } from "../refreshLock.ts";
import { createMemoryTokenStore } from "../tokenStore.ts";
import {
  MOCK_DISCORD_OAUTH_CODE,
  MOCK_PASSWORD,
  createMockFetch,
  createMockHandlers,
  mockAnswerKey,
  mockCourses,
  mockLandDeal,
  mockQuizzes,
  mockTokensFor,
  mockUsers,
} from "./index.ts";

const BASE_URL = "http://api.test/api";

function clientAs(user: { id: number } | null) {
  return createApiClient({
    baseUrl: BASE_URL,
    fetch: createMockFetch(createMockHandlers({ baseUrl: BASE_URL })),
    tokenStore: createMemoryTokenStore(user ? mockTokensFor(user) : undefined),
    refreshLock: createInProcessRefreshLock(),
  });
}

/** "get /courses/{id}" for every operation openapi.yaml declares. */
function declaredOperations(): string[] {
  const document: unknown = parse(readFileSync(OPENAPI_YAML, "utf8"));
  if (typeof document !== "object" || document === null || !("paths" in document)) return [];
  const { paths } = document;
  if (typeof paths !== "object" || paths === null) return [];
  return Object.entries(paths).flatMap(([path, item]) =>
    typeof item === "object" && item !== null
      ? Object.keys(item)
          .filter((key) => ["get", "post", "put", "delete", "patch"].includes(key))
          .map((method) => `${method} ${path}`)
      : [],
  );
}

/** Fails with the server's message when a call did not succeed. */
function ok<T extends { response: Response; error?: unknown }>(result: T): T {
  expect(
    result.response.ok,
    `${result.response.url}: ${errorMessage(result.error, "failed")}`,
  ).toBe(true);
  return result;
}

const licensing = mockCourses[1];
const firstModule = licensing?.modules[0];
const videoLesson = firstModule?.lessons.find((lesson) => lesson.video_s3_key);
const slidesLesson = firstModule?.lessons.find((lesson) => lesson.type === "slides");

describe("fixtures", () => {
  it("carry the spec's three courses", () => {
    expect(mockCourses.map(({ id, name }) => [id, name])).toEqual([
      [1, "Real Estate Developer Course"],
      [2, "General Contractor Licensing Course"],
      [3, "All In One + Mentorship"],
    ]);
    expect(mockCourses[0]?.modules).toHaveLength(9);
    expect(mockCourses[1]?.modules).toHaveLength(9);
    expect(videoLesson && slidesLesson).toBeTruthy();
  });
});

describe("mock handlers", () => {
  it("answer every operation of openapi.yaml, reached through the typed client", async () => {
    if (!licensing || !firstModule || !videoLesson || !slidesLesson) throw new Error("fixtures");
    const api = clientAs(mockUsers.admin);
    const reached = new Set<string>();
    api.use({
      onRequest({ request, schemaPath }) {
        reached.add(`${request.method.toLowerCase()} ${schemaPath}`);
        return undefined;
      },
    });
    const admin = mockUsers.admin;
    const id = { params: { path: { id: licensing.id } } };
    const lesson = { params: { path: { id: videoLesson.id } } };
    const quizId = firstModule.module_quiz_id ?? 0;
    const png = new File(["png"], "me.png", { type: "image/png" });

    // System and Auth
    expect(ok(await api.GET("/health")).data).toEqual({ status: "ok", database: "up" });
    expect(ok(await api.GET("/ready")).data).toMatchObject({ status: "ready" });
    ok(
      await api.POST("/auth/register", {
        body: { email: "new.person@example.com", password: "long-enough", full_name: "New Person" },
      }),
    );
    ok(await api.POST("/auth/login", { body: { email: admin.email, password: MOCK_PASSWORD } }));
    expect(ok(await api.GET("/auth/me")).data?.email).toBe(admin.email);
    ok(await api.POST("/refresh", { body: { refresh_token: mockTokensFor(admin).refresh_token } }));
    const handover = ok(await api.POST("/auth/handover")).data?.code ?? "";
    expect(
      ok(await api.POST("/auth/handover/redeem", { body: { code: handover } })).data?.user.email,
    ).toBe(admin.email);
    ok(await api.POST("/auth/logout", { body: { refresh_token: "mock-refresh-token-4-99" } }));
    ok(await api.POST("/forgot-password", { body: { email: admin.email, originPage: "/" } }));
    ok(await api.POST("/reset-password", { body: { token: "t", new_password: "new-password" } }));

    // User
    ok(await api.GET("/api/user/profile-picture"));
    const uploaded = ok(
      await api.POST("/api/user/profile-picture", {
        body: { file: png },
        bodySerializer: toFormData,
      }),
    );
    expect(uploaded.data?.profile_picture_url).toMatch(/^\/media\/profile-pictures\//);
    ok(await api.DELETE("/api/user/profile-picture"));
    ok(
      await api.GET("/users/{userId}/enrollment/{courseId}", {
        params: { path: { userId: admin.id, courseId: licensing.id } },
      }),
    );
    ok(await api.GET("/users/{id}/progress", { params: { path: { id: admin.id } } }));

    // Courses and modules
    expect(ok(await api.GET("/courses")).data).toHaveLength(3);
    ok(await api.POST("/courses", { body: { name: "Estimating Masterclass" } }));
    ok(await api.GET("/courses/{id}", id));
    ok(await api.GET("/courses/{id}/modules", id));
    ok(
      await api.POST("/modules", {
        body: { course_id: licensing.id, title: "Bonus", description: "Extra", order: 10 },
      }),
    );
    ok(await api.GET("/modules/{id}/video", { params: { path: { id: firstModule.id } } }));
    expect(ok(await api.GET("/lessons/{id}/video-url", lesson)).data?.type).toBe("mp4");
    ok(await api.POST("/lessons/{id}/notes", { ...lesson, body: { content: "Bring tabs" } }));
    expect(ok(await api.GET("/lessons/{id}/notes", lesson)).data).toEqual({
      content: "Bring tabs",
    });
    ok(await api.POST("/lessons/{id}/complete", lesson));
    ok(await api.POST("/lessons/{id}/uncomplete", lesson));
    ok(await api.PUT("/lessons/{id}/position", { ...lesson, body: { seconds: 42.9 } }));

    // Quiz
    const quiz = ok(await api.GET("/assessments/{quizId}/quiz", { params: { path: { quizId } } }));
    const answers = (quiz.data?.questions ?? []).map((question) => ({
      question_id: question.id,
      selected_answer_id: mockAnswerKey.get(question.id) ?? 0,
    }));
    const scored = ok(
      await api.POST("/assessments/{quizId}/submit", {
        params: { path: { quizId } },
        body: { answers },
      }),
    );
    expect(scored.data?.score_percentage).toBe(100);
    ok(await api.GET("/modules/{id}/quiz", { params: { path: { id: firstModule.id } } }));
    ok(
      await api.POST("/modules/{module_id}/quiz/submit", {
        params: { path: { module_id: firstModule.id } },
        body: { answers },
      }),
    );

    // Payments and certificates
    const enrolment = { course_id: 1, email: "buyer@example.com", full_name: "Casey Buyer" };
    expect(
      ok(await api.POST("/enroll/test", { body: enrolment })).data?.temp_password,
    ).toBeTruthy();
    expect(ok(await api.GET("/payments/config")).data?.sales.courses).toBe(true);
    expect(
      ok(await api.GET("/catalogue/plans")).data?.products.map((product) => product.id),
    ).toContain("calculator");
    const welcome = await api.GET("/promotion-codes/{code}", {
      params: { path: { code: "welcome10" }, query: { product: "course:1" } },
    });
    expect(ok(welcome).data?.amount).toBe(89_730);
    const attempt = {
      course_id: 1,
      name: "Casey Buyer",
      email: "buyer@example.com",
      attempt_id: "6f1c7a52-3b7e-4d0e-9a53-5b0f1e0c9d11",
    };
    const first = ok(await api.POST("/payments/create-intent", { body: attempt })).data;
    const again = ok(await api.POST("/payments/create-intent", { body: attempt })).data;
    expect(again?.client_secret).toBe(first?.client_secret);
    ok(await api.POST("/enroll", { body: { ...enrolment, client_secret: "pi_1_secret_1" } }));
    ok(
      await api.POST("/payments/create-checkout-session", {
        body: {
          course_id: 1,
          email: "buyer@example.com",
          success_url: "https://academy.example/course/1",
          cancel_url: "https://academy.example/redevelopment",
        },
      }),
    );
    ok(
      await api.POST("/payments/manual", {
        body: { email: "cash@example.com", course_id: 2, amount_cents: 99_700 },
      }),
    );
    ok(
      await api.POST("/payments/webhook", {
        params: { header: { "Stripe-Signature": "t=1,v1=abc" } },
        body: { id: "evt_1", type: "payment_intent.succeeded", data: { object: {} } },
      }),
    );
    const certificate = ok(
      await api.GET("/certificates/{id}/download", { ...id, parseAs: "blob" }),
    );
    expect(certificate.response.headers.get("Content-Type")).toBe("application/pdf");
    const verified = ok(
      await api.GET("/certificate-verifications/{code}", {
        params: { path: { code: "7KQ2-M9XD-4HTR" } },
      }),
    );
    expect(verified.data?.learner_name).toBe("Jordan Rivera");

    // Admin
    expect(ok(await api.GET("/admin/test-s3")).data?.status).toBe("connected");
    expect(ok(await api.GET("/admin/storage")).data?.driver).toBe("s3");
    ok(await api.GET("/admin/courses"));
    ok(await api.POST("/admin/sync-schema"));
    ok(await api.POST("/admin/seed-catalog"));
    expect(ok(await api.GET("/site-images")).data?.[0]?.slot).toBe("hero");
    const slot = { params: { path: { slot: "course-2" } } };
    const cover = ok(
      await api.POST("/admin/site-images/{slot}", {
        ...slot,
        body: { file: new File(["png"], "cover.png", { type: "image/png" }), alt: "A cover" },
        bodySerializer: toFormData,
      }),
    );
    ok(
      await api.GET("/site-images/{slot}/{version}/{file}", {
        params: {
          path: { slot: "course-2", version: cover.data?.version ?? "", file: "320.webp" },
        },
        parseAs: "blob",
      }),
    );
    ok(await api.DELETE("/admin/site-images/{slot}", slot));
    ok(
      await api.POST("/lessons/{id}/upload-video", {
        ...lesson,
        body: { file: new File(["mp4"], "intro.mp4", { type: "video/mp4" }) },
        bodySerializer: toFormData,
      }),
    );
    ok(
      await api.POST("/lessons/{id}/upload-pdf", {
        params: { path: { id: slidesLesson.id } },
        body: { file: new File(["%PDF"], "workbook.pdf", { type: "application/pdf" }) },
        bodySerializer: toFormData,
      }),
    );
    const lessonIdOf = (lessonId: number) => ({ params: { path: { lessonId } } });
    const started = ok(
      await api.POST("/lessons/{lessonId}/video-upload", {
        ...lessonIdOf(videoLesson.id),
        body: { filename: "intro.mp4", content_type: "video/mp4", size: 10 },
      }),
    ).data;
    const upload = { lessonId: videoLesson.id, uploadId: started?.upload_id ?? "" };
    ok(
      await api.GET("/lessons/{lessonId}/video-upload/{uploadId}/parts/{partNumber}", {
        params: { path: { ...upload, partNumber: 1 } },
      }),
    );
    expect(
      ok(await api.GET("/lessons/{lessonId}/video-upload/{uploadId}", { params: { path: upload } }))
        .data?.upload_id,
    ).toBe(upload.uploadId);
    ok(
      await api.PUT("/lessons/{lessonId}/video-upload/{uploadId}/parts/{partNumber}", {
        params: { path: { ...upload, partNumber: 1 } },
        body: { etag: '"e"' },
      }),
    );
    ok(
      await api.POST("/lessons/{lessonId}/video-upload/{uploadId}/replace", {
        params: { path: upload },
      }),
    );
    ok(
      await api.POST("/lessons/{lessonId}/video-upload/{uploadId}/complete", {
        params: { path: upload },
        body: { parts: [{ part_number: 1, etag: '"e"' }] },
      }),
    );
    ok(
      await api.DELETE("/lessons/{lessonId}/video-upload/{uploadId}", {
        params: { path: upload },
      }),
    );
    const pdf = ok(await api.GET("/lessons/{lessonId}/signed-pdf", lessonIdOf(slidesLesson.id)));
    expect(pdf.data?.filename).toBe("workbook.pdf");
    expect(pdf.data?.download_url).toContain("download=");
    ok(await api.GET("/lessons/{lessonId}/signed-url", lessonIdOf(videoLesson.id)));
    ok(await api.DELETE("/lessons/{lessonId}/delete-pdf", lessonIdOf(slidesLesson.id)));
    ok(
      await api.DELETE("/lessons/{lessonId}/delete-video", {
        params: { path: { lessonId: videoLesson.id }, query: { video_type: "s3" } },
      }),
    );

    // Calculator
    expect(ok(await api.GET("/calculator/access")).data).toEqual({ hasAccess: true });
    ok(
      await api.POST("/calculator/create-subscription-intent", {
        body: {
          email: admin.email,
          name: admin.full_name,
          billing_cycle: "monthly",
          amount: 900,
          test_mode: false,
        },
      }),
    );
    ok(
      await api.POST("/calculator/subscribe", {
        body: {
          email: admin.email,
          full_name: admin.full_name,
          billing_cycle: "monthly",
          payment_intent_id: "pi_1",
          client_secret: "pi_1_secret_1",
          test_mode: false,
        },
      }),
    );

    // Saved deals
    const saved = ok(
      await api.POST("/deals", { body: { name: "Corner lot", deal: mockLandDeal } }),
    ).data;
    const dealId = { params: { path: { dealId: saved?.id ?? 0 } } };
    expect(saved).toMatchObject({ name: "Corner lot", mode: "land", deal: mockLandDeal });
    expect(ok(await api.GET("/deals")).data?.map((deal) => deal.name)).toContain("Corner lot");
    ok(await api.GET("/deals/{dealId}", dealId));
    expect(
      ok(await api.PATCH("/deals/{dealId}", { ...dealId, body: { name: "Lot 7" } })).data?.name,
    ).toBe("Lot 7");
    const report = ok(await api.GET("/deals/{dealId}/report", { ...dealId, parseAs: "blob" }));
    expect(report.response.headers.get("Content-Type")).toBe("application/pdf");
    ok(await api.DELETE("/deals/{dealId}", dealId));
    expect((await api.GET("/deals/{dealId}", dealId)).response.status).toBe(404);

    // Discord role delivery
    expect(ok(await api.POST("/discord/connect")).data?.authorize_url).toContain("state=");
    expect(
      ok(await api.POST("/discord/link", { body: { code: MOCK_DISCORD_OAUTH_CODE, state: "s" } }))
        .data?.tier,
    ).toBeNull();
    expect(ok(await api.GET("/discord/connection")).data?.connected).toBe(true);
    expect(ok(await api.DELETE("/discord/connection")).data?.connected).toBe(false);
    expect(
      ok(await api.GET("/admin/discord/role-actions", { params: { query: { status: "pending" } } }))
        .data?.[0]?.last_error_code,
    ).toBe(50013);
    expect(
      ok(
        await api.POST("/admin/discord/role-actions/{actionId}/retry", {
          params: { path: { actionId: 2 } },
        }),
      ).data?.status,
    ).toBe("pending");
    // The admin has no membership: a new invite is refused, as the server refuses it.
    expect((await api.POST("/discord/invite")).response.status).toBe(409);

    // Discord
    ok(
      await api.POST("/discord/create-subscription-intent", {
        body: {
          tier: "pro",
          billing_cycle: "yearly",
          amount: 199_700,
          email: admin.email,
          name: admin.full_name,
        },
      }),
    );
    ok(
      await api.POST("/discord/subscribe", {
        body: {
          payment_intent_id: "pi_2",
          client_secret: "pi_2_secret_2",
          tier: "pro",
          billing_cycle: "yearly",
          email: admin.email,
          full_name: admin.full_name,
        },
      }),
    );
    const subscription = ok(
      await api.GET("/discord/subscription/{userId}", {
        params: { path: { userId: admin.id } },
      }),
    );
    const subscriptionId = subscription.data?.id ?? 0;
    const cancelled = ok(
      await api.POST("/discord/cancel/{subscriptionId}", {
        params: { path: { subscriptionId }, query: { cancel_at_period_end: true } },
      }),
    );
    expect(cancelled.data?.message).toBeTruthy();
    ok(
      await api.POST("/discord/reactivate/{subscriptionId}", {
        params: { path: { subscriptionId } },
      }),
    );
    ok(
      await api.POST("/discord/update-payment-method", {
        body: { subscription_id: subscriptionId, payment_method_id: "pm_1" },
      }),
    );
    const toCommunity = {
      params: { path: { subscriptionId } },
      body: { tier: "community" as const, billing_cycle: "yearly" as const },
    };
    const preview = ok(
      await api.POST("/discord/change-plan/{subscriptionId}/preview", toCommunity),
    );
    expect(preview.data?.credit_cents).toBeGreaterThan(0);
    const changed = ok(await api.POST("/discord/change-plan/{subscriptionId}", toCommunity));
    expect(changed.data?.subscription.tier).toBe("community");
    const samePlan = await api.POST("/discord/change-plan/{subscriptionId}", toCommunity);
    expect(samePlan.response.status).toBe(409);

    // Account: the admin has the calculator and, after the join above, a Discord membership
    const accountSubscriptions = ok(await api.GET("/account/subscriptions")).data ?? [];
    expect(accountSubscriptions.map((row) => row.product).sort()).toEqual([
      "calculator",
      "discord",
    ]);
    const calculatorRow = { params: { path: { subscriptionId: 1001 } } };
    ok(
      await api.POST("/account/subscriptions/{subscriptionId}/cancel", {
        params: { path: { subscriptionId: 1001 }, query: { cancel_at_period_end: true } },
      }),
    );
    ok(await api.POST("/account/subscriptions/{subscriptionId}/reactivate", calculatorRow));
    expect(
      ok(await api.POST("/account/subscriptions/{subscriptionId}/setup-intent", calculatorRow)).data
        ?.client_secret,
    ).toContain("_secret_");
    ok(
      await api.POST("/account/subscriptions/{subscriptionId}/payment-method", {
        ...calculatorRow,
        body: { payment_method_id: "pm_1" },
      }),
    );
    // Course payment plans (issue 48)
    const plan = ok(
      await api.POST("/payment-plans", {
        body: { course_id: 3, name: admin.full_name, email: admin.email },
      }),
    ).data;
    expect(plan).toMatchObject({ instalments: 4, instalment_cents: 124_925 });
    const [listedPlan] = ok(await api.GET("/account/payment-plans")).data ?? [];
    expect(listedPlan).toMatchObject({ course_id: 3, instalments_paid: 1 });
    const planPath = { params: { path: { planId: listedPlan?.id ?? 0 } } };
    ok(await api.POST("/account/payment-plans/{planId}/setup-intent", planPath));
    expect(
      (
        await api.POST("/account/payment-plans/{planId}/pay", {
          ...planPath,
          body: { payment_method_id: "pm_1" },
        })
      ).response.status,
    ).toBe(409);
    // A paused plan's payment, confirmed in the browser (an active plan owes nothing).
    expect(
      (await api.POST("/account/payment-plans/{planId}/payment", planPath)).response.status,
    ).toBe(409);
    ok(await api.POST("/account/payment-plans/{planId}/payment/confirm", planPath));
    const [payment] = ok(await api.GET("/account/payments")).data ?? [];
    expect(payment?.status).toBe("paid");
    const receipt = ok(
      await api.GET("/account/payments/{paymentId}/receipt", {
        params: { path: { paymentId: payment?.id ?? "" } },
        parseAs: "blob",
      }),
    );
    expect(receipt.response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="receipt-${payment?.reference}.pdf"`,
    );

    // Forms, as JSON and as form data
    const contact = { name: "Riley", email: "riley@example.com", message: "Hello" };
    expect(
      ok(
        await api.POST("/forms/{formId}", {
          params: { path: { formId: "contact" } },
          body: contact,
        }),
      ).data,
    ).toEqual({ ok: true });
    ok(
      await api.POST("/forms/{formId}", {
        params: { path: { formId: "mentorship" } },
        body: {
          firstName: "Riley",
          lastName: "Stone",
          email: "riley@example.com",
          phone: "555-0100",
          location: "Dallas, TX",
        },
        bodySerializer: toFormData,
      }),
    );

    // The owner's console: find, open, act (a repeated key acts once), audit, export, numbers
    const found = ok(await api.GET("/admin/people", { params: { query: { q: "avery" } } }));
    const personId = found.data?.[0]?.id ?? 0;
    const person = ok(
      await api.GET("/admin/people/{personId}", { params: { path: { personId } } }),
    );
    const why = (key: string) => ({
      reason: "Support ticket 42",
      idempotency_key: `key-${key}-0001`,
    });
    const onPerson = { params: { path: { personId } } };
    ok(
      await api.POST("/admin/people/{personId}/courses", {
        ...onPerson,
        body: { ...why("grant"), course_id: 1 },
      }),
    );
    ok(
      await api.POST("/admin/people/{personId}/courses/{courseId}/revoke", {
        params: { path: { personId, courseId: 1 } },
        body: why("revoke"),
      }),
    );
    const paymentId = person.data?.payments[0]?.id ?? "";
    const refund = { params: { path: { paymentId } }, body: why("refund") };
    const refundFirst = ok(await api.POST("/admin/payments/{paymentId}/refund", refund));
    const refundAgain = ok(await api.POST("/admin/payments/{paymentId}/refund", refund));
    expect([refundFirst.data?.replayed, refundAgain.data?.audit_id]).toEqual([
      false,
      refundFirst.data?.audit_id,
    ]);
    const onSubscription = { params: { path: { subscriptionId: 1 } } };
    ok(
      await api.POST("/admin/subscriptions/{subscriptionId}/cancel", {
        ...onSubscription,
        body: { ...why("cancel"), at_period_end: true },
      }),
    );
    ok(
      await api.POST("/admin/subscriptions/{subscriptionId}/reactivate", {
        ...onSubscription,
        body: why("reactivate"),
      }),
    );
    ok(
      await api.POST("/admin/subscriptions/{subscriptionId}/extend", {
        ...onSubscription,
        body: { ...why("extend"), days: 7 },
      }),
    );
    ok(
      await api.POST("/admin/people/{personId}/discord/resync", {
        ...onPerson,
        body: why("resync"),
      }),
    );
    ok(
      await api.POST("/admin/people/{personId}/mail", {
        ...onPerson,
        body: { ...why("mail"), kind: "welcome" },
      }),
    );
    ok(await api.POST("/admin/people/{personId}/end-sessions", { ...onPerson, body: why("end") }));
    const csv = ok(
      await api.GET("/admin/export/{dataset}", {
        params: { path: { dataset: "people" } },
        parseAs: "text",
      }),
    );
    expect(csv.data).toContain("avery.thompson@example.com");
    const refunds = ok(
      await api.GET("/admin/audit", { params: { query: { action: "payment.refund" } } }),
    );
    expect(refunds.data?.map((entry) => entry.person_id)).toEqual([personId]);
    const metrics = ok(await api.GET("/admin/metrics", { params: { query: {} } }));
    expect(metrics.data?.revenue.length).toBeGreaterThan(0);
    expect(
      (await clientAs(mockUsers.student).GET("/admin/metrics", { params: { query: {} } })).response
        .status,
    ).toBe(403);
    // Promotion codes (issue 48): create, a second active spelling refused, list, deactivate.
    const spring = {
      ...why("code"),
      code: "SPRING25",
      percent_off: 25,
      all_courses: true,
      products: [],
      once_per_customer: false,
    };
    ok(await api.POST("/admin/promotion-codes", { body: spring }));
    const taken = await api.POST("/admin/promotion-codes", {
      body: { ...spring, idempotency_key: "promo-key-2" },
    });
    expect(taken.response.status).toBe(409);
    const listed = ok(await api.GET("/admin/promotion-codes"));
    const created = listed.data?.codes.find((code) => code.code === "SPRING25");
    expect(created?.active).toBe(true);
    ok(
      await api.POST("/admin/promotion-codes/{codeId}/deactivate", {
        params: { path: { codeId: created?.id ?? 0 } },
        body: why("deactivate"),
      }),
    );

    expect([...reached].sort()).toEqual(declaredOperations().sort());
  });

  it("keep each learner's playback position and last-open lesson for the course", async () => {
    if (!licensing || !videoLesson) throw new Error("fixtures");
    const api = clientAs(mockUsers.student);
    const lesson = { params: { path: { id: videoLesson.id } } };
    const before = ok(await api.GET("/courses/{id}", { params: { path: { id: licensing.id } } }));
    expect(before.data?.resume_lesson_id).toBeNull();
    ok(await api.PUT("/lessons/{id}/position", { ...lesson, body: { seconds: 42.9 } }));
    const after = ok(await api.GET("/courses/{id}", { params: { path: { id: licensing.id } } }));
    expect(after.data?.resume_lesson_id).toBe(videoLesson.id);
    const saved = after.data?.modules
      .flatMap((module) => module.lessons)
      .find((candidate) => candidate.id === videoLesson.id);
    expect(saved?.position_seconds).toBe(42);
    expect(saved?.position_updated_at).toEqual(expect.any(String));
    const bad = await api.PUT("/lessons/{id}/position", { ...lesson, body: { seconds: -1 } });
    expect(bad.response.status).toBe(422);
  });

  it("refuse wrong credentials with the spec's message", async () => {
    const { error, response } = await clientAs(null).POST("/auth/login", {
      body: { email: mockUsers.student.email, password: "wrong" },
    });
    expect(response.status).toBe(401);
    expect(errorMessage(error, "Login failed")).toBe("Invalid credentials");
  });

  it("answer 403 with the spec's message for a lesson video outside the user's courses", async () => {
    const developerLesson = mockCourses[0]?.modules[0]?.lessons[0];
    if (!developerLesson) throw new Error("fixtures");
    const { error, response } = await clientAs(mockUsers.student).GET("/lessons/{id}/video-url", {
      params: { path: { id: developerLesson.id } },
    });
    expect(response.status).toBe(403);
    expect(errorMessage(error, "Failed to load video.")).toBe(
      "You are not enrolled in this course.",
    );
  });

  it("let a mentorship user into every course area", async () => {
    const developerLesson = mockCourses[0]?.modules[0]?.lessons[0];
    if (!developerLesson) throw new Error("fixtures");
    const { response } = await clientAs(mockUsers.mentee).GET("/lessons/{id}/video-url", {
      params: { path: { id: developerLesson.id } },
    });
    expect(response.status).toBe(200);
  });

  it("score a quiz with detailed results", async () => {
    const [quizId, quiz] = [...mockQuizzes][0] ?? [];
    if (!quizId || !quiz) throw new Error("fixtures");
    const answers = quiz.questions.map((question) => ({
      question_id: question.id,
      selected_answer_id: question.answers[0]?.id ?? 0,
    }));
    const { data } = await clientAs(mockUsers.student).POST("/assessments/{quizId}/submit", {
      params: { path: { quizId } },
      body: { answers },
    });
    expect(data?.detailed_results).toHaveLength(quiz.questions.length);
    expect(data?.score_percentage).toBeCloseTo((1 / 3) * 100);
    // A failed attempt does not give the answer key away.
    expect(data?.passed).toBe(false);
    expect(data?.detailed_results[1]).toMatchObject({
      selected_answer: "True",
      correct_answer: null,
      explanation: null,
    });
  });

  it("answer the form service's error shape", async () => {
    const { error, response } = await clientAs(null).POST("/forms/{formId}", {
      params: { path: { formId: "contact" } },
      body: { name: "Riley", email: "not-an-email", message: "Hi" },
    });
    expect(response.status).toBe(422);
    expect(errorMessage(error, "There was an issue submitting your form. Please try again.")).toBe(
      "should be an email",
    );
  });
});
