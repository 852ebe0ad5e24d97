import { readFileSync } from "node:fs";
import fc from "fast-check";
import { parse } from "yaml";
import { CONTRACT_PATH } from "../http/contract.ts";
import {
  BOUNDARY,
  hostileString,
  hostileValue,
  multipartBodies,
  oddPathValues,
  rawJson,
} from "./hostile-inputs.ts";

/**
 * fast-check arbitraries built from openapi.yaml at run time: a request for any operation of the
 * contract, shaped like a valid one and then broken in the ways an attacker breaks requests.
 * Operations added to the contract are covered without touching this file.
 */

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: { mediaTypes: string[]; schemas: Schema[] } | undefined;
}

export interface FuzzRequest {
  operationId: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  /** What was done to the request, for the failure message. */
  label: string;
}

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

const document = parse(readFileSync(CONTRACT_PATH, "utf8")) as {
  paths: Record<string, Record<string, Schema>>;
  components: Record<string, Record<string, Schema>>;
};

function resolve<T = Schema>(value: unknown): T {
  let current = (value ?? {}) as Schema;
  for (let depth = 0; typeof current?.["$ref"] === "string" && depth < 20; depth += 1) {
    const [, , section, name] = (current["$ref"] as string).split("/");
    current = document.components[section ?? ""]?.[name ?? ""] ?? {};
  }
  return current as T;
}

/** Every operation of the contract with its parameters and body schemas. */
export function contractOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = ((item["parameters"] as unknown as unknown[] | undefined) ?? []).map((p) =>
      resolve<Parameter>(p),
    );
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const own = ((operation["parameters"] as unknown[]) ?? []).map((p) => resolve<Parameter>(p));
      const requestBody = resolve(operation["requestBody"]);
      const content = (requestBody["content"] ?? undefined) as Record<string, Schema> | undefined;
      operations.push({
        operationId: String(operation["operationId"]),
        method: method.toUpperCase(),
        path,
        parameters: [...shared, ...own],
        body: content && {
          mediaTypes: Object.keys(content),
          schemas: Object.values(content).map((media) => resolve(media["schema"])),
        },
      });
    }
  }
  return operations;
}

/** A value the schema accepts (near enough: formats and lengths are approximated). */
function valid(schemaRef: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(schemaRef);
  if (depth > 6) return fc.constant(null);
  const choices = (schema["anyOf"] ?? schema["oneOf"]) as unknown[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => valid(choice, depth + 1)));
  if (Array.isArray(schema["enum"])) return fc.constantFrom(...(schema["enum"] as unknown[]));
  if ("const" in schema) return fc.constant(schema["const"]);
  const types = ([] as unknown[]).concat(schema["type"] ?? "object");
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      const minimum = typeof schema["minimum"] === "number" ? schema["minimum"] : -1000;
      const maximum = typeof schema["maximum"] === "number" ? schema["maximum"] : 1000;
      switch (type) {
        case "null":
          return fc.constant(null);
        case "boolean":
          return fc.boolean();
        case "integer":
          return fc.integer({ min: minimum, max: Math.min(maximum, minimum + 50) });
        case "number":
          return fc.double({ min: minimum, max: maximum, noNaN: true });
        case "string": {
          if (schema["format"] === "email")
            return fc.emailAddress().filter((email) => email.length <= 254);
          if (schema["format"] === "uri") return fc.webUrl();
          const maxLength = Math.min(Number(schema["maxLength"] ?? 30), 30);
          return fc.string({ minLength: Number(schema["minLength"] ?? 0), maxLength });
        }
        case "array":
          return fc.array(valid(schema["items"], depth + 1), { maxLength: 4 });
        default: {
          const properties = (schema["properties"] ?? {}) as Record<string, unknown>;
          const required = (schema["required"] ?? []) as string[];
          const record: Record<string, fc.Arbitrary<unknown>> = {};
          for (const [name, property] of Object.entries(properties))
            record[name] = valid(property, depth + 1);
          return fc.record(record, {
            requiredKeys: required.filter((name) => name in properties),
          });
        }
      }
    }),
  );
}

/** A valid-looking body with one thing broken, or a wholly wrong one. */
function brokenBody(schemas: Schema[]): fc.Arbitrary<unknown> {
  const base = schemas.length > 0 ? fc.oneof(...schemas.map((s) => valid(s))) : fc.constant({});
  return fc.oneof(
    { weight: 2, arbitrary: base },
    {
      weight: 4,
      arbitrary: fc.tuple(base, fc.nat(), hostileValue).map(([body, index, value]) => {
        if (body === null || typeof body !== "object" || Array.isArray(body)) return value;
        const keys = Object.keys(body);
        const key = keys.length > 0 ? keys[index % keys.length] : "extra";
        return { ...body, [key ?? "extra"]: value };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(base, fc.nat()).map(([body, index]) => {
        if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
        const copy: Record<string, unknown> = { ...body };
        const keys = Object.keys(copy);
        if (keys.length > 0) delete copy[keys[index % keys.length] ?? ""];
        return copy;
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.string(), hostileValue)
        .map(([body, key, value]) =>
          body !== null && typeof body === "object" ? { ...body, [key]: value } : body,
        ),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** The body and its content type: as declared, in a type the operation does not declare, or raw. */
function encodedBody(operation: Operation): fc.Arbitrary<[string | undefined, string, string]> {
  const declared = operation.body?.mediaTypes ?? [];
  const value = brokenBody(operation.body?.schemas ?? []);
  const asJson = value.map((v): [string, string, string] => [
    declared.find((type) => type.includes("json")) ?? "application/json",
    JSON.stringify(v) ?? "null",
    "json",
  ]);
  const asForm = value.map((v): [string, string, string] => {
    const entries =
      v !== null && typeof v === "object"
        ? Object.entries(v).map(([k, x]): [string, string] => [
            k,
            typeof x === "string" ? x : (JSON.stringify(x) ?? ""),
          ])
        : [];
    return ["application/x-www-form-urlencoded", new URLSearchParams(entries).toString(), "form"];
  });
  const asOther = fc
    .tuple(
      fc.constantFrom(
        "text/plain",
        "application/xml",
        "application/json; charset=utf-16",
        "application/octet-stream",
        "multipart/form-data",
        "image/png",
        "x/y; a=\u00ff",
      ),
      hostileString.map((s) => s.slice(0, 5000)),
    )
    .map(([type, payload]): [string, string, string] => [type, payload, `raw ${type}`]);
  const asMultipart = multipartBodies.map((payload): [string, string, string] => [
    `multipart/form-data; boundary=${BOUNDARY}`,
    payload,
    "multipart",
  ]);
  const none = fc.constant<[undefined, string, string]>([undefined, "", "no body"]);
  return fc.oneof(
    { weight: 6, arbitrary: asJson },
    { weight: 2, arbitrary: asForm },
    { weight: 2, arbitrary: asOther },
    { weight: 2, arbitrary: asMultipart },
    {
      weight: 1,
      arbitrary: rawJson.map((raw): [string, string, string] => [
        "application/json",
        raw,
        "bad json",
      ]),
    },
    { weight: 1, arbitrary: none },
  );
}

const oddQuery = fc.oneof(
  fc.constant(""),
  fc
    .tuple(fc.constantFrom("cancel_at_period_end", "to", "x", "__proto__"), oddPathValues)
    .map(([key, value]) => `?${key}=${value}`),
);

/** One request for an operation of the contract, signed in or not. */
export function fuzzRequest(
  operations: Operation[],
  tokens: Record<string, string | undefined>,
): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...operations).chain((operation) =>
    fc
      .record({
        params: fc.array(oddPathValues, { minLength: 4, maxLength: 4 }),
        query: oddQuery,
        body: encodedBody(operation),
        who: fc.constantFrom(...Object.keys(tokens)),
      })
      .map(({ params, query, body, who }): FuzzRequest => {
        let index = 0;
        const path = operation.path.replace(/\{\w+\}/g, () => params[index++ % 4] ?? "1");
        const [contentType, payload, encoding] = body;
        const token = tokens[who];
        const hasBody = !["GET", "DELETE"].includes(operation.method) || encoding.startsWith("raw");
        return {
          operationId: operation.operationId,
          method: operation.method,
          url: `/api${path}${query}`,
          headers: {
            ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
            ...(hasBody && contentType ? { "content-type": contentType } : {}),
          },
          payload: hasBody && contentType ? payload : undefined,
          label: `${who}, ${encoding}`,
        };
      }),
  );
}
