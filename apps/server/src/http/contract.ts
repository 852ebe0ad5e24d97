import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { SERVER_ROOT } from "../config.ts";

/** The API contract at the repository root: the only thing the server shares with the site. */
export const CONTRACT_PATH = path.resolve(SERVER_ROOT, "../../openapi.yaml");

export type Access = "public" | "optional" | "bearer";

export interface OperationInfo {
  operationId: string;
  method: string;
  /** The contract's path (under the /api prefix on the wire), e.g. /courses/{id}. */
  path: string;
  /** public: no security; optional: `{}` or bearer; bearer: a valid access token is required. */
  access: Access;
  /** The first 2xx status the contract declares: what a handler's result is sent with. */
  successStatus: number;
  tags: string[];
  /** The request body the contract declares: its media types and whether it must be sent. */
  body: { required: boolean; mediaTypes: string[] } | undefined;
}

type SecurityRequirement = Record<string, string[]>;
interface OperationObject {
  operationId?: string;
  tags?: string[];
  security?: SecurityRequirement[];
  responses?: Record<string, unknown>;
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

function accessOf(security: SecurityRequirement[]): Access {
  if (security.length === 0) return "public";
  return security.some((requirement) => Object.keys(requirement).length === 0)
    ? "optional"
    : "bearer";
}

/** Every operation of the contract, in document order. */
export function readOperations(contractPath: string = CONTRACT_PATH): OperationInfo[] {
  const document = parse(readFileSync(contractPath, "utf8")) as {
    security?: SecurityRequirement[];
    paths?: Record<string, Record<string, OperationObject>>;
  };
  const globalSecurity = document.security ?? [];
  const operations: OperationInfo[] = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      if (!operation.operationId)
        throw new Error(`${method.toUpperCase()} ${route} has no operationId`);
      const success = Object.keys(operation.responses ?? {}).find((code) => /^2\d\d$/.test(code));
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path: route,
        access: accessOf(operation.security ?? globalSecurity),
        successStatus: success ? Number(success) : 200,
        tags: operation.tags ?? [],
        body: operation.requestBody && {
          required: operation.requestBody.required === true,
          mediaTypes: Object.keys(operation.requestBody.content ?? {}).map((type) =>
            type.toLowerCase(),
          ),
        },
      });
    }
  }
  return operations;
}
