/** The write routes of the OpenAPI document: what the fuzzer aims at, read, never listed by hand. */

/** The part of JSON Schema the zod → OpenAPI transform writes. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
}

export interface Field {
  name: string;
  schema: JsonSchema;
}

export interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** e.g. /api/advertisements/{id} */
  path: string;
  pathParams: Field[];
  query: Field[];
  /** the JSON body's object schema, when the route reads one */
  body?: JsonSchema;
  /** the route reads a multipart body (an upload or an import) */
  multipart: boolean;
  /** the folder an upload names, as its summary says it ("folder 'media'") */
  folder?: string;
}

interface OpenApiOperation {
  summary?: string;
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

export function writeRoutes(doc: OpenApiDocument): WriteRoute[] {
  const routes: WriteRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of WRITE_METHODS) {
      const op = operations[method];
      if (!op) continue;
      const fieldsIn = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      routes.push({
        method: method.toUpperCase() as WriteRoute['method'],
        path,
        pathParams: fieldsIn('path'),
        query: fieldsIn('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        multipart: Boolean(op.requestBody?.content?.['multipart/form-data']),
        folder: /folder '([^']+)'/.exec(op.summary ?? '')?.[1],
      });
    }
  }
  return routes;
}

const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/**
 * Percent-encoding that also takes lone surrogates (encodeURIComponent throws on them): each
 * becomes the bytes of an encoded surrogate, which is not valid UTF-8, as a hostile client sends.
 */
export const encodePart = (value: string) =>
  value
    .split(LONE_SURROGATE)
    .map((piece) => {
      if (!/^[\uD800-\uDFFF]$/.test(piece)) return encodeURIComponent(piece);
      const c = piece.charCodeAt(0);
      return `%ED%${(0x80 | ((c >> 6) & 0x3f)).toString(16)}%${(0x80 | (c & 0x3f)).toString(16)}`;
    })
    .join('');

/** The path with each parameter replaced, URL-encoded. */
export const fillPath = (route: WriteRoute, values: Record<string, string>) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodePart(values[name] ?? '1'));
