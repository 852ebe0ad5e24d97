import type { FastifyReply, FastifyRequest } from "fastify";
import type { OperationInfo } from "../http/contract.ts";
import {
  REPLIED,
  type HandlerContext,
  type HandlerMap,
  type OperationHandler,
  type OperationId,
} from "../http/types.ts";
import type { Services } from "../services.ts";
import { accountHandlers } from "./account.ts";
import { adminCatalogueHandlers } from "./admin-catalogue.ts";
import { adminConsoleHandlers } from "./admin-console.ts";
import { adminMediaHandlers } from "./admin-media.ts";
import { authHandlers } from "./auth.ts";
import { calculatorHandlers } from "./calculator.ts";
import { catalogueHandlers } from "./catalogue.ts";
import { certificateHandlers } from "./certificates.ts";
import { courseHandlers } from "./courses.ts";
import { dealHandlers } from "./deals.ts";
import { discordHandlers } from "./discord.ts";
import { formHandlers } from "./forms.ts";
import { lessonHandlers } from "./lessons.ts";
import { NOT_IMPLEMENTED_OPERATIONS, notImplemented } from "./not-implemented.ts";
import { paymentHandlers } from "./payments.ts";
import { paymentPlanHandlers } from "./payment-plans.ts";
import { promotionCodeHandlers } from "./promotion-codes.ts";
import { quizHandlers } from "./quizzes.ts";
import { sessionHandoverHandlers } from "./session-handover.ts";
import { siteImageHandlers } from "./site-images.ts";
import { systemHandlers } from "./system.ts";
import { userHandlers } from "./user.ts";

type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Every implemented operation's handler, keyed by operationId. */
export function createHandlerMap(services: Services): HandlerMap {
  return {
    ...systemHandlers(services),
    ...authHandlers(services),
    ...sessionHandoverHandlers(services),
    ...userHandlers(services),
    ...courseHandlers(services),
    ...lessonHandlers(services),
    ...quizHandlers(services),
    ...certificateHandlers(services),
    ...formHandlers(services),
    ...paymentHandlers(services),
    ...paymentPlanHandlers(services),
    ...catalogueHandlers(services),
    ...promotionCodeHandlers(services),
    ...adminCatalogueHandlers(services),
    ...adminMediaHandlers(services),
    ...adminConsoleHandlers(services),
    ...dealHandlers(services),
    ...calculatorHandlers(services),
    ...discordHandlers(services),
    ...accountHandlers(services),
    ...siteImageHandlers(services),
  };
}

/** Wraps a typed handler as a Fastify route handler answering with the contract's success status. */
function toRouteHandler<O extends OperationId>(
  handler: OperationHandler<O>,
  successStatus: number,
): RouteHandler {
  return async (request, reply) => {
    const context = {
      request,
      reply,
      body: request.body,
      params: request.params,
      query: request.query,
      user: request.user,
    } as HandlerContext<O>;
    const result = await handler(context);
    if (result === REPLIED) return reply;
    reply.code(successStatus);
    return successStatus === 204 ? reply.send() : result;
  };
}

/**
 * fastify-openapi-glue's serviceHandlers: one per contract operation. Throws when an operation
 * has neither a handler nor a place on the not-implemented list, so a new contract operation
 * cannot go unnoticed.
 */
export function createServiceHandlers(
  services: Services,
  operations: readonly OperationInfo[],
): Record<string, RouteHandler> {
  const handlers = createHandlerMap(services) as Record<
    string,
    OperationHandler<OperationId> | undefined
  >;
  const pending = new Set<string>(NOT_IMPLEMENTED_OPERATIONS);
  const result: Record<string, RouteHandler> = {};
  const missing: string[] = [];
  for (const operation of operations) {
    const handler = handlers[operation.operationId];
    if (handler) result[operation.operationId] = toRouteHandler(handler, operation.successStatus);
    else if (pending.has(operation.operationId)) result[operation.operationId] = notImplemented;
    else missing.push(operation.operationId);
  }
  if (missing.length > 0)
    throw new Error(`No handler for contract operation(s): ${missing.join(", ")}`);
  return result;
}
