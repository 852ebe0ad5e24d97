import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyMultipart from "@fastify/multipart";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import openapiGlue from "fastify-openapi-glue";
import type { Logger } from "pino";
import { systemClock, type Clock } from "./auth/clock.ts";
import { loadConfig, type Config } from "./config.ts";
import { openDatabase } from "./database.ts";
import type { DatabaseHandle } from "./db/connect.ts";
import { registerDevRoutes } from "./dev-routes.ts";
import { createServiceHandlers } from "./handlers/index.ts";
import { checkForm } from "./handlers/forms.ts";
import { CONTRACT_PATH, readOperations } from "./http/contract.ts";
import { API_COMPRESSION } from "./http/compression.ts";
import { formatsPlugin } from "./http/formats.ts";
import { bodyRuleOf, guardMediaTypes } from "./http/media-types.ts";
import {
  inlineScriptHashes,
  registerSecurityHeaders,
  siteContentSecurityPolicy,
} from "./http/security-headers.ts";
import { refuseUnstorableText } from "./http/storable-text.ts";
import { describeError, errorBody, HttpError } from "./http/errors.ts";
import { registerApiCors } from "./http/cors.ts";
import { registerSite } from "./http/site.ts";
import { embedFramePolicy } from "./http/embed-frame.ts";
import { loggerOptions, requestId } from "./logger.ts";
import { publicFileRoutes } from "./media/public-file-routes.ts";
import { signedMediaRoutes } from "./media/signed-media-routes.ts";
import { OAUTH_STAND_IN_PATH } from "./discord/oauth-stand-in.ts";
import { createPayments } from "./payments/gateway.ts";
import { STANDIN_BROWSER_PATH } from "./stripe-standin/paths.ts";
import { captureRawBody, WEBHOOK_OPERATION } from "./payments/webhook-route.ts";
import { registerMetrics } from "./ops/metrics.ts";
import { ensureDemoMediaFiles } from "./seed/demo-media.ts";
import {
  createSecurityHandlers,
  hoistSecurityToOnRequest,
  registerAuthentication,
} from "./security.ts";
import { createServices, type Services } from "./services.ts";
import { registerProducts } from "./products.ts";
import { registerLifecycle } from "./app-lifecycle.ts";
import { MAX_PROFILE_PICTURE_BYTES } from "./storage/images.ts";
import { MAX_FORM_VIDEO_BYTES, MAX_PDF_BYTES } from "./storage/media-types.ts";
import { isDiskStorage } from "./storage/create-media-storage.ts";
import { diskPartRoutes } from "./storage/disk-part-routes.ts";
import { registerUploads } from "./media/register-uploads.ts";
import { mediaOriginsOf } from "./storage/config.ts";
import { SITE_IMAGE_MESSAGES } from "./images/messages.ts";
import { MAX_SITE_IMAGE_BYTES } from "./images/pipeline.ts";
import { ensureDemoImageFiles } from "./images/demo-images.ts";
import {
  FORM_NOT_FOUND,
  IMAGE_TOO_LARGE,
  MESSAGES,
  PDF_TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE,
  VIDEO_TOO_LARGE_FOR_FORM,
} from "./http/messages.ts";

export interface AppOptions {
  /** Defaults to loadConfig() over process.env. */
  config?: Config;
  /** An open, migrated database; without it the app opens (and closes) the configured one. */
  database?: DatabaseHandle;
  /** Overrides config.siteDir: the built site to serve next to the API (single-URL mode). */
  siteDir?: string | undefined;
  /** false silences logging whatever LOG_LEVEL says (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the logs). */
  logStream?: { write(line: string): void };
  clock?: Clock;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}

/** Per-operation multipart limits, applied while the upload streams in, and their 413 detail. */
const MULTIPART_LIMITS: Record<string, { fileSize: number; files: number; tooLarge: string }> = {
  uploadProfilePicture: {
    fileSize: MAX_PROFILE_PICTURE_BYTES,
    files: 1,
    tooLarge: IMAGE_TOO_LARGE,
  },
  uploadLessonPdf: { fileSize: MAX_PDF_BYTES, files: 1, tooLarge: PDF_TOO_LARGE },
  uploadSiteImage: {
    fileSize: MAX_SITE_IMAGE_BYTES,
    files: 1,
    tooLarge: SITE_IMAGE_MESSAGES.tooLarge,
  },
  // Larger videos go straight to storage in parts (startLessonVideoUpload).
  uploadLessonVideo: {
    fileSize: MAX_FORM_VIDEO_BYTES,
    files: 1,
    tooLarge: VIDEO_TOO_LARGE_FOR_FORM,
  },
};
const DEFAULT_MULTIPART_LIMITS = { fileSize: 1024 * 1024, files: 1, tooLarge: "File is too large" };
const FORM_OPERATION = "submitForm";

/** Builds the HTTP app: the contract's API under /api and, optionally, the built site. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const database = options.database ?? (await openDatabase(config));
  const ownsDatabase = options.database === undefined;

  const app = Fastify({
    logger: {
      ...loggerOptions(options.logger === false ? "silent" : config.logLevel),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: requestId,
    trustProxy: config.trustProxy,
    ajv: {
      // discriminator: a oneOf keyed by a property (the saved deal's `kind`) is checked against
      // its own branch only, so a malformed deal gets that branch's messages.
      customOptions: {
        strict: false,
        allErrors: true,
        coerceTypes: "array",
        useDefaults: true,
        discriminator: true,
      },
      // Linear checks in place of ajv-formats (whose e-mail expression backtracks).
      plugins: [formatsPlugin],
    },
  });
  let payments;
  try {
    payments = await createPayments(config.payments, {
      db: database.db,
      log: app.log as Logger,
      publicUrl: config.publicUrl,
    });
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const services = createServices(
    config,
    database,
    app.log,
    options.clock ?? systemClock,
    payments,
  );
  app.decorate("services", services);
  registerProducts(services);
  if (config.ops.metricsToken) registerMetrics(app, services, config.ops.metricsToken);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerLifecycle(app, services, async () => {
    if (ownsDatabase) await database.close();
  });
  app.setErrorHandler(errorHandler);
  const siteDir = options.siteDir ?? config.siteDir;
  const hasSite = siteDir !== undefined && existsSync(path.join(siteDir, "index.html"));
  // Before everything under /api: the partner embeds call it from other origins.
  registerApiCors(app, "/api");
  const sitePolicy = siteContentSecurityPolicy({
    scriptHashes: hasSite ? inlineScriptHashes(siteDir) : [],
    stripe: config.payments.stripe !== undefined,
    mediaOrigins: mediaOriginsOf(config.storage),
  });
  registerSecurityHeaders(app, {
    apiPrefix: "/api",
    sitePolicy,
    framePolicy: embedFramePolicy(sitePolicy, config.embedFrameAncestors),
  });
  try {
    // The static file routes want their folders to exist; a fresh DATA_DIR has neither yet.
    await Promise.all(
      (isDiskStorage(services.media) ? [services.media.root] : []).map((root) =>
        mkdir(root, { recursive: true }),
      ),
    );
    // Lesson media the seed refers to, written to this instance's disk when missing.
    await ensureDemoMediaFiles(services.db, services.media);
    await ensureDemoImageFiles(services.db, services.media);
  } catch (error) {
    await app.close();
    throw error;
  }

  const operations = readOperations(CONTRACT_PATH);
  const operationsById = new Map(operations.map((operation) => [operation.operationId, operation]));
  await app.register(async (api) => {
    registerAuthentication(api, services.accessTokens, services.db, services.sessions);
    api.addHook("preValidation", refuseUnstorableText);
    api.addHook("onRoute", (route) => {
      hoistSecurityToOnRequest(route);
      guardMediaTypes(route, bodyRuleOf(route, operationsById));
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
      const { fileSize, files } =
        (operationId && MULTIPART_LIMITS[operationId]) || DEFAULT_MULTIPART_LIMITS;
      route.config = { ...route.config, multipartOptions: { limits: { fileSize, files } } };
      if (operationId === WEBHOOK_OPERATION) captureRawBody(route);
    });
    await api.register(fastifyMultipart, {
      attachFieldsToBody: "keyValues",
      limits: { fields: 50, parts: 60 },
    });
    api.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    // The contract names PDF and the site images' types only as answers, but fastify-openapi-glue
    // wants a body parser of every media type it names: a body of one is refused (415).
    const answersOnly = ["application/pdf", "image/avif", "image/webp"];
    api.addContentTypeParser(answersOnly, (_request, _payload, done) => {
      done(new HttpError(415, UNSUPPORTED_MEDIA_TYPE));
    });
    api.setErrorHandler(errorHandler);
    // A scope of its own, so compression reaches the JSON routes and never the media below.
    await api.register(async (json) => {
      await json.register(fastifyCompress, API_COMPRESSION);
      await json.register(openapiGlue, {
        specification: CONTRACT_PATH,
        serviceHandlers: createServiceHandlers(services, operations),
        securityHandlers: createSecurityHandlers(services.clock),
        prefix: "/api",
      });
    });
    await api.register(publicFileRoutes(services.files));
    await registerUploads(app, api, services);
    // On S3 the bucket serves media and takes the parts; on disk these routes stand in for it.
    if (isDiskStorage(services.media)) {
      await api.register(signedMediaRoutes(services.media.root, services.signer, services.clock));
      await api.register(diskPartRoutes(services.media, services.signer));
    }
    if (config.devRoutes) await api.register(registerDevRoutes(services), { prefix: "/api/dev" });
  });
  // Offline only: the Stripe.js stand-in and the stand-in API's browser side, same origin.
  if (payments.standin)
    await app.register(payments.standin.browserPlugin, { prefix: STANDIN_BROWSER_PATH });

  // Offline only: the Discord stand-in's OAuth2 consent page (discord/oauth-stand-in.ts).
  const discordConsent = services.discord.client.oauthStandIn;
  if (discordConsent)
    await app.register(discordConsent.browserPlugin, { prefix: OAUTH_STAND_IN_PATH });
  const siteFallback = hasSite
    ? await registerSite(app, siteDir, config.embedFrameAncestors)
    : undefined;
  app.setNotFoundHandler(
    (request, reply) =>
      siteFallback?.(request, reply) ?? reply.code(404).send({ detail: MESSAGES.notFound }),
  );
  return app;
}

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = describeError(error, request);
  reply.code(answer.statusCode).headers(answer.headers);
  const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)
    ?.operationId;
  if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
    return reply.send({
      detail: ((operationId && MULTIPART_LIMITS[operationId]) || DEFAULT_MULTIPART_LIMITS).tooLarge,
    });
  }
  if (operationId === FORM_OPERATION) {
    // The form service's own error shape (Formspree-compatible): { error, errors: [{ message }] }.
    let messages = Array.isArray(answer.detail) ? answer.detail : [answer.detail];
    if (error.validation) {
      const check = checkForm((request.params as { formId?: string }).formId ?? "", request.body);
      if (check.kind === "unknown") {
        reply.code(404);
        messages = [FORM_NOT_FOUND];
      } else if (check.kind === "invalid") {
        messages = check.problems;
      }
      answer.fields = undefined;
    }
    const errors =
      answer.fields ??
      messages.map((message) => {
        const field = /^(\w+): /.exec(message)?.[1];
        return field ? { message, field } : { message };
      });
    return reply.send({ error: messages.join("; "), errors });
  }
  return reply.send(errorBody(answer));
}
