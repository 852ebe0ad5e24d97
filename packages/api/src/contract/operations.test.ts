// @vitest-environment node
import { readFileSync } from "node:fs";
import type { ClientPathsWithMethod, FetchOptions, MethodResponse } from "openapi-fetch";
import { describe, expect, expectTypeOf, it } from "vitest";
import { parse } from "yaml";
import type { ApiClient } from "../client.ts";
import type { components, operations, paths } from "../generated/openapi.ts";
import { OPENAPI_YAML } from "./paths.ts";

type Method = "get" | "post" | "put" | "delete" | "patch";

/**
 * Every operation, by operationId. `satisfies` over the generated `operations` makes the
 * compiler demand exactly one entry per operationId and a real path; the type checks below
 * prove each entry is the generated operation and is reachable through the client; the runtime
 * test proves the map is exactly what openapi.yaml declares.
 */
const OPERATION_MAP = {
  getHealth: { method: "get", path: "/health" },
  getReady: { method: "get", path: "/ready" },
  register: { method: "post", path: "/auth/register" },
  login: { method: "post", path: "/auth/login" },
  getCurrentUser: { method: "get", path: "/auth/me" },
  logout: { method: "post", path: "/auth/logout" },
  refreshToken: { method: "post", path: "/refresh" },
  createSessionHandover: { method: "post", path: "/auth/handover" },
  redeemSessionHandover: { method: "post", path: "/auth/handover/redeem" },
  forgotPassword: { method: "post", path: "/forgot-password" },
  resetPassword: { method: "post", path: "/reset-password" },
  getProfilePicture: { method: "get", path: "/api/user/profile-picture" },
  uploadProfilePicture: { method: "post", path: "/api/user/profile-picture" },
  deleteProfilePicture: { method: "delete", path: "/api/user/profile-picture" },
  getEnrollment: { method: "get", path: "/users/{userId}/enrollment/{courseId}" },
  getUserProgress: { method: "get", path: "/users/{id}/progress" },
  listCourses: { method: "get", path: "/courses" },
  createCourse: { method: "post", path: "/courses" },
  getCourse: { method: "get", path: "/courses/{id}" },
  listCourseModules: { method: "get", path: "/courses/{id}/modules" },
  createModule: { method: "post", path: "/modules" },
  getModuleVideo: { method: "get", path: "/modules/{id}/video" },
  getLessonVideoUrl: { method: "get", path: "/lessons/{id}/video-url" },
  getLessonNotes: { method: "get", path: "/lessons/{id}/notes" },
  saveLessonNotes: { method: "post", path: "/lessons/{id}/notes" },
  saveLessonPosition: { method: "put", path: "/lessons/{id}/position" },
  completeLesson: { method: "post", path: "/lessons/{id}/complete" },
  uncompleteLesson: { method: "post", path: "/lessons/{id}/uncomplete" },
  getQuiz: { method: "get", path: "/assessments/{quizId}/quiz" },
  submitQuiz: { method: "post", path: "/assessments/{quizId}/submit" },
  getModuleQuiz: { method: "get", path: "/modules/{id}/quiz" },
  submitModuleQuiz: { method: "post", path: "/modules/{module_id}/quiz/submit" },
  getPaymentsConfig: { method: "get", path: "/payments/config" },
  getPlanCatalogue: { method: "get", path: "/catalogue/plans" },
  previewPromotionCode: { method: "get", path: "/promotion-codes/{code}" },
  enrollTest: { method: "post", path: "/enroll/test" },
  createPaymentIntent: { method: "post", path: "/payments/create-intent" },
  enroll: { method: "post", path: "/enroll" },
  createCheckoutSession: { method: "post", path: "/payments/create-checkout-session" },
  recordManualPayment: { method: "post", path: "/payments/manual" },
  stripeWebhook: { method: "post", path: "/payments/webhook" },
  downloadCertificate: { method: "get", path: "/certificates/{id}/download" },
  verifyCertificate: { method: "get", path: "/certificate-verifications/{code}" },
  testS3: { method: "get", path: "/admin/test-s3" },
  getStorageDriver: { method: "get", path: "/admin/storage" },
  listAdminCourses: { method: "get", path: "/admin/courses" },
  syncSchema: { method: "post", path: "/admin/sync-schema" },
  seedCatalog: { method: "post", path: "/admin/seed-catalog" },
  uploadLessonVideo: { method: "post", path: "/lessons/{id}/upload-video" },
  uploadLessonPdf: { method: "post", path: "/lessons/{id}/upload-pdf" },
  deleteLessonPdf: { method: "delete", path: "/lessons/{lessonId}/delete-pdf" },
  deleteLessonVideo: { method: "delete", path: "/lessons/{lessonId}/delete-video" },
  getLessonSignedPdf: { method: "get", path: "/lessons/{lessonId}/signed-pdf" },
  getLessonSignedUrl: { method: "get", path: "/lessons/{lessonId}/signed-url" },
  startLessonVideoUpload: { method: "post", path: "/lessons/{lessonId}/video-upload" },
  getLessonVideoPartUrl: {
    method: "get",
    path: "/lessons/{lessonId}/video-upload/{uploadId}/parts/{partNumber}",
  },
  completeLessonVideoUpload: {
    method: "post",
    path: "/lessons/{lessonId}/video-upload/{uploadId}/complete",
  },
  abortLessonVideoUpload: { method: "delete", path: "/lessons/{lessonId}/video-upload/{uploadId}" },
  getLessonVideoUpload: { method: "get", path: "/lessons/{lessonId}/video-upload/{uploadId}" },
  recordLessonVideoPart: {
    method: "put",
    path: "/lessons/{lessonId}/video-upload/{uploadId}/parts/{partNumber}",
  },
  confirmLessonVideoReplace: {
    method: "post",
    path: "/lessons/{lessonId}/video-upload/{uploadId}/replace",
  },
  getCalculatorAccess: { method: "get", path: "/calculator/access" },
  createCalculatorSubscriptionIntent: {
    method: "post",
    path: "/calculator/create-subscription-intent",
  },
  subscribeCalculator: { method: "post", path: "/calculator/subscribe" },
  listSavedDeals: { method: "get", path: "/deals" },
  createSavedDeal: { method: "post", path: "/deals" },
  getSavedDeal: { method: "get", path: "/deals/{dealId}" },
  updateSavedDeal: { method: "patch", path: "/deals/{dealId}" },
  deleteSavedDeal: { method: "delete", path: "/deals/{dealId}" },
  downloadSavedDealReport: { method: "get", path: "/deals/{dealId}/report" },
  createDiscordSubscriptionIntent: { method: "post", path: "/discord/create-subscription-intent" },
  subscribeDiscord: { method: "post", path: "/discord/subscribe" },
  getDiscordSubscription: { method: "get", path: "/discord/subscription/{userId}" },
  cancelDiscordSubscription: { method: "post", path: "/discord/cancel/{subscriptionId}" },
  reactivateDiscordSubscription: { method: "post", path: "/discord/reactivate/{subscriptionId}" },
  updateDiscordPaymentMethod: { method: "post", path: "/discord/update-payment-method" },
  previewDiscordPlanChange: {
    method: "post",
    path: "/discord/change-plan/{subscriptionId}/preview",
  },
  changeDiscordPlan: { method: "post", path: "/discord/change-plan/{subscriptionId}" },
  listAccountSubscriptions: { method: "get", path: "/account/subscriptions" },
  cancelAccountSubscription: {
    method: "post",
    path: "/account/subscriptions/{subscriptionId}/cancel",
  },
  reactivateAccountSubscription: {
    method: "post",
    path: "/account/subscriptions/{subscriptionId}/reactivate",
  },
  createSubscriptionSetupIntent: {
    method: "post",
    path: "/account/subscriptions/{subscriptionId}/setup-intent",
  },
  updateAccountPaymentMethod: {
    method: "post",
    path: "/account/subscriptions/{subscriptionId}/payment-method",
  },
  listAccountPayments: { method: "get", path: "/account/payments" },
  downloadAccountReceipt: { method: "get", path: "/account/payments/{paymentId}/receipt" },
  // Course payment plans (issue 48)
  startPaymentPlan: { method: "post", path: "/payment-plans" },
  listAccountPaymentPlans: { method: "get", path: "/account/payment-plans" },
  createPaymentPlanSetupIntent: {
    method: "post",
    path: "/account/payment-plans/{planId}/setup-intent",
  },
  payPaymentPlan: { method: "post", path: "/account/payment-plans/{planId}/pay" },
  startPaymentPlanPayment: { method: "post", path: "/account/payment-plans/{planId}/payment" },
  confirmPaymentPlanPayment: {
    method: "post",
    path: "/account/payment-plans/{planId}/payment/confirm",
  },
  linkDiscordAccount: { method: "post", path: "/discord/link" },
  startDiscordConnect: { method: "post", path: "/discord/connect" },
  resendDiscordInvite: { method: "post", path: "/discord/invite" },
  getDiscordConnection: { method: "get", path: "/discord/connection" },
  disconnectDiscord: { method: "delete", path: "/discord/connection" },
  retryDiscordRoleAction: { method: "post", path: "/admin/discord/role-actions/{actionId}/retry" },
  listDiscordRoleActions: { method: "get", path: "/admin/discord/role-actions" },
  adminSearchPeople: { method: "get", path: "/admin/people" },
  adminGetPerson: { method: "get", path: "/admin/people/{personId}" },
  adminGrantCourse: { method: "post", path: "/admin/people/{personId}/courses" },
  adminRevokeCourse: {
    method: "post",
    path: "/admin/people/{personId}/courses/{courseId}/revoke",
  },
  adminRefundPayment: { method: "post", path: "/admin/payments/{paymentId}/refund" },
  adminCancelSubscription: { method: "post", path: "/admin/subscriptions/{subscriptionId}/cancel" },
  adminReactivateSubscription: {
    method: "post",
    path: "/admin/subscriptions/{subscriptionId}/reactivate",
  },
  adminExtendSubscription: { method: "post", path: "/admin/subscriptions/{subscriptionId}/extend" },
  adminResyncDiscordRole: { method: "post", path: "/admin/people/{personId}/discord/resync" },
  adminResendMail: { method: "post", path: "/admin/people/{personId}/mail" },
  adminEndSessions: { method: "post", path: "/admin/people/{personId}/end-sessions" },
  adminExportCsv: { method: "get", path: "/admin/export/{dataset}" },
  adminAuditLog: { method: "get", path: "/admin/audit" },
  adminMetrics: { method: "get", path: "/admin/metrics" },
  adminListPromotionCodes: { method: "get", path: "/admin/promotion-codes" },
  adminCreatePromotionCode: { method: "post", path: "/admin/promotion-codes" },
  adminDeactivatePromotionCode: {
    method: "post",
    path: "/admin/promotion-codes/{codeId}/deactivate",
  },
  submitForm: { method: "post", path: "/forms/{formId}" },
  listSiteImages: { method: "get", path: "/site-images" },
  getSiteImageVariant: { method: "get", path: "/site-images/{slot}/{version}/{file}" },
  uploadSiteImage: { method: "post", path: "/admin/site-images/{slot}" },
  deleteSiteImage: { method: "delete", path: "/admin/site-images/{slot}" },
} as const satisfies { [K in keyof operations]: { method: Method; path: keyof paths } };

type OperationMap = typeof OPERATION_MAP;
type PathOf<K extends keyof OperationMap> = OperationMap[K]["path"];
type MethodOf<K extends keyof OperationMap> = OperationMap[K]["method"];

/** true when the client's `METHOD(path)` accepts the path. */
type Reachable = {
  [K in keyof OperationMap]: PathOf<K> extends ClientPathsWithMethod<ApiClient, MethodOf<K>>
    ? true
    : false;
};
/** true when the path+method is exactly the operation the generator named K. */
type IsOperation = {
  [K in keyof OperationMap]: [paths[PathOf<K>][MethodOf<K>]] extends [operations[K]]
    ? [operations[K]] extends [paths[PathOf<K>][MethodOf<K>]]
      ? true
      : false
    : false;
};

/**
 * The JSON request body the contract declares, provided the client's `body` option accepts it
 * (openapi-fetch wraps bodies in a Writable<> intersection, so the two are compared by
 * assignability rather than equality).
 */
type Body<M extends Method, P extends ClientPathsWithMethod<ApiClient, M>> = paths[P][M] extends {
  requestBody: { content: { "application/json": infer B } };
}
  ? B extends NonNullable<FetchOptions<paths[P][M]>["body"]>
    ? B
    : never
  : never;
type Data<M extends Method, P extends ClientPathsWithMethod<ApiClient, M>> = MethodResponse<
  ApiClient,
  M,
  P
>;
type Schemas = components["schemas"];

interface YamlOperation {
  operationId: string;
  method: string;
  path: string;
  tags: string[];
  summary: unknown;
  security: unknown;
  responses: Record<string, unknown>;
}

function yamlOperations(): YamlOperation[] {
  const document: unknown = parse(readFileSync(OPENAPI_YAML, "utf8"));
  const pathsNode =
    typeof document === "object" && document !== null && "paths" in document
      ? document.paths
      : null;
  if (typeof pathsNode !== "object" || pathsNode === null)
    throw new Error("openapi.yaml has no paths");
  const found: YamlOperation[] = [];
  for (const [path, item] of Object.entries(pathsNode)) {
    if (typeof item !== "object" || item === null) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!["get", "post", "put", "delete", "patch"].includes(method)) continue;
      if (typeof operation !== "object" || operation === null) continue;
      const read = (key: string): unknown =>
        key in operation ? Reflect.get(operation, key) : undefined;
      const tags = read("tags");
      const responses = read("responses");
      found.push({
        operationId: String(read("operationId")),
        method,
        path,
        tags: Array.isArray(tags) ? tags.map(String) : [],
        summary: read("summary"),
        security: read("security"),
        responses: typeof responses === "object" && responses !== null ? { ...responses } : {},
      });
    }
  }
  return found;
}

/** Every call the two spec documents list in section 7, as they write it. */
const SPEC_CALLS = [
  // academy.md §7
  "POST /auth/register",
  "POST /auth/login",
  "GET /auth/me",
  "POST /refresh",
  "POST /forgot-password",
  "POST /reset-password",
  "GET /api/user/profile-picture",
  "POST /api/user/profile-picture",
  "DELETE /api/user/profile-picture",
  "GET /users/{userId}/enrollment/{courseId}",
  "GET /courses",
  "GET /courses/{id}",
  "POST /courses",
  "GET /courses/{id}/modules",
  "POST /modules",
  "GET /lessons/{id}/video-url",
  "GET /modules/{id}/video",
  "GET /lessons/{id}/notes",
  "POST /lessons/{id}/notes",
  "POST /lessons/{id}/complete",
  "POST /lessons/{id}/uncomplete",
  "GET /assessments/{quizId}/quiz",
  "POST /assessments/{quizId}/submit",
  "GET /modules/{id}/quiz",
  "POST /modules/{module_id}/quiz/submit",
  "POST /enroll/test",
  "POST /payments/create-intent",
  "POST /enroll",
  "POST /payments/create-checkout-session",
  "POST /payments/manual",
  "GET /users/{id}/progress",
  "GET /certificates/{id}/download",
  "GET /admin/test-s3",
  "GET /admin/courses",
  "POST /lessons/{id}/upload-video",
  "POST /lessons/{id}/upload-pdf",
  "DELETE /lessons/{id}/delete-pdf",
  "DELETE /lessons/{id}/delete-video",
  "GET /lessons/{id}/signed-pdf",
  "POST /admin/sync-schema",
  "POST /admin/seed-catalog",
  // investor-tools.md §7
  "GET /calculator/access",
  "POST /calculator/create-subscription-intent",
  "POST /calculator/subscribe",
  "POST /discord/create-subscription-intent",
  "POST /discord/subscribe",
  "GET /discord/subscription/{userId}",
  "POST /discord/cancel/{subscriptionId}",
  "POST /discord/reactivate/{subscriptionId}",
  "POST /discord/update-payment-method",
  "GET /lessons/{lessonId}/signed-url",
  "GET /lessons/{lessonId}/signed-pdf",
  "DELETE /lessons/{lessonId}/delete-pdf",
  "DELETE /lessons/{lessonId}/delete-video",
];

/** Parameter names do not reach the wire; the two specs name some differently. */
const wireShape = (call: string) => call.replace(/\{[^}]+\}/g, "{}");

const TAGS = [
  "System",
  "Auth",
  "User",
  "Courses",
  "Modules",
  "Quiz",
  "Payments",
  "Certificates",
  "Admin",
  "Calculator",
  "Discord",
  "Account",
  "Forms",
  // Issue 50: the images the admin manages (inferred; the spec has none).
  "Site images",
];

describe("openapi.yaml operations", () => {
  const fromYaml = yamlOperations();

  it("are exactly the operations of the compile-time map (and so of the generated types)", () => {
    const declared = fromYaml.map((op) => `${op.operationId} ${op.method} ${op.path}`).sort();
    const mapped = Object.entries(OPERATION_MAP)
      .map(([id, { method, path }]) => `${id} ${method} ${path}`)
      .sort();
    expect(declared).toEqual(mapped);
    expect(new Set(fromYaml.map((op) => op.operationId)).size).toBe(fromYaml.length);
  });

  it("cover every call of both specs, at the spec's method and path", () => {
    const available = new Set(
      fromYaml.map((op) => wireShape(`${op.method.toUpperCase()} ${op.path}`)),
    );
    expect(SPEC_CALLS.filter((call) => !available.has(wireShape(call)))).toEqual([]);
  });

  it("each have a summary, one tag from the spec's groupings, and error responses", () => {
    for (const op of fromYaml) {
      expect(op.summary, op.operationId).toEqual(expect.any(String));
      expect(op.tags, op.operationId).toHaveLength(1);
      expect(TAGS, op.operationId).toContain(op.tags[0]);
      const errors = Object.keys(op.responses).filter((status) => /^[45]/.test(status));
      expect(errors.length, `${op.operationId} declares no error response`).toBeGreaterThan(0);
    }
  });

  it("declare 401 wherever a bearer token is required", () => {
    // Security is inherited from the document (bearer) unless the operation says otherwise;
    // a list with an empty requirement ({}) makes the token optional.
    const bearerRequired = (security: unknown) =>
      security === undefined ||
      (Array.isArray(security) &&
        security.length > 0 &&
        security.every(
          (requirement) =>
            typeof requirement === "object" && requirement !== null && "bearerAuth" in requirement,
        ));
    const missing = fromYaml
      .filter((op) => bearerRequired(op.security) && !("401" in op.responses))
      .map((op) => op.operationId);
    expect(missing).toEqual([]);
  });

  it("are each reachable through the client with typed payloads (checked by tsc)", () => {
    expectTypeOf<Reachable[keyof OperationMap]>().toEqualTypeOf<true>();
    expectTypeOf<IsOperation[keyof OperationMap]>().toEqualTypeOf<true>();

    // Payloads with the spec's field names.
    expectTypeOf<Body<"post", "/auth/login">>().toEqualTypeOf<{
      email: string;
      password: string;
    }>();
    expectTypeOf<Body<"post", "/refresh">>().toEqualTypeOf<{ refresh_token: string }>();
    expectTypeOf<Body<"post", "/forgot-password">>().toEqualTypeOf<{
      email: string;
      originPage: string;
    }>();
    expectTypeOf<Body<"post", "/reset-password">>().toEqualTypeOf<{
      token: string;
      new_password: string;
    }>();
    expectTypeOf<Body<"post", "/assessments/{quizId}/submit">>().toEqualTypeOf<{
      answers: { question_id: number; selected_answer_id: number }[];
    }>();
    expectTypeOf<Body<"post", "/enroll">>().toEqualTypeOf<{
      course_id: number;
      email: string;
      full_name: string;
      /** Inferred: names the paid intent (payments server, issue 14). */
      payment_intent_id?: string;
      /** Inferred: the paying page's proof of the purchase (issue 25). */
      client_secret: string;
    }>();
    expectTypeOf<Body<"post", "/calculator/create-subscription-intent">>().toEqualTypeOf<{
      email: string;
      name: string;
      billing_cycle: "monthly" | "yearly";
      /** Cents: the plan catalogue's price for the cycle (issue 48; the spec's 900 or 9000). */
      amount: number;
      test_mode: boolean;
      /** Inferred: the browser's purchase attempt, which alone is answered its secret (issue 45). */
      attempt_id?: string;
      /** Inferred: a promotion code for the first invoice (issue 48). */
      promotion_code?: string;
      /** Inferred: the page showed the free trial and asks for it (issue 48). */
      trial?: boolean;
    }>();
    expectTypeOf<Body<"post", "/discord/subscribe">>().toEqualTypeOf<{
      payment_intent_id: string;
      tier: "pro" | "community";
      billing_cycle: "monthly" | "yearly";
      email: string;
      full_name: string;
      client_secret: string;
    }>();
    expectTypeOf<Body<"post", "/discord/update-payment-method">>().toEqualTypeOf<{
      subscription_id: number;
      payment_method_id: string;
    }>();
    expectTypeOf<Body<"post", "/lessons/{id}/notes">>().toEqualTypeOf<{ content: string }>();

    // Answers with the spec's field names.
    expectTypeOf<Data<"post", "/auth/login">>().toEqualTypeOf<Schemas["LoginResponse"]>();
    expectTypeOf<Data<"post", "/auth/login">["user"]["courses"]>().toEqualTypeOf<
      ("development" | "nascla" | "mentorship")[]
    >();
    expectTypeOf<Data<"get", "/lessons/{id}/video-url">>().toEqualTypeOf<{
      video_url: string;
      type: "vimeo" | "mp4";
    }>();
    expectTypeOf<Data<"get", "/users/{userId}/enrollment/{courseId}">>().toEqualTypeOf<{
      enrolled: boolean;
    }>();
    expectTypeOf<Data<"post", "/enroll">>().toHaveProperty("temp_password");
    expectTypeOf<Data<"get", "/calculator/access">>().toEqualTypeOf<{ hasAccess: boolean }>();
    expectTypeOf<Data<"post", "/discord/create-subscription-intent">>().toEqualTypeOf<{
      client_secret: string;
      customer_id: string;
      /** Inferred: a free trial's card set-up, or today's payment (issue 48). */
      confirm?: "payment" | "setup";
      trial_days?: number;
    }>();
    expectTypeOf<Data<"post", "/discord/cancel/{subscriptionId}">>().toEqualTypeOf<{
      message: string;
      test_mode?: boolean;
    }>();
    expectTypeOf<Data<"get", "/discord/subscription/{userId}">>().toEqualTypeOf<
      Schemas["DiscordSubscription"]
    >();
    expectTypeOf<
      Data<"post", "/assessments/{quizId}/submit">["detailed_results"][number]
    >().toEqualTypeOf<Schemas["DetailedResult"]>();
    expectTypeOf<Schemas["ErrorBody"]>().toEqualTypeOf<{
      detail: string | string[];
      /** Inferred: what the client can do about it (issue 45). */
      action?: "log_in" | "confirm_password" | "no_trial";
    }>();

    // The cancel call's query parameter is required and boolean.
    expectTypeOf<
      NonNullable<
        FetchOptions<paths["/discord/cancel/{subscriptionId}"]["post"]>["params"]
      >["query"]
    >().toEqualTypeOf<{ cancel_at_period_end: boolean }>();
  });
});
