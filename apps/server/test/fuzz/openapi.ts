/**
 * The operations of the server's OpenAPI document, as the fuzz suites read them, and what makes an
 * answer acceptable (below 500 unless documented, inside the envelope).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  contentTypes: string[];
  body?: JsonSchema;
  documented: Set<number>;
  bearer: boolean;
}

/** "GET /api/..." */
export const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;

/** The operations of the OpenAPI document, with their parameters and body schema. */
export function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const operation = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
        security?: Array<Record<string, unknown>>;
      };
      const content = operation.requestBody?.content ?? {};
      const contentTypes = Object.keys(content);
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        contentTypes,
        body: contentTypes.map((type) => content[type]?.schema).find(Boolean),
        documented: new Set(Object.keys(operation.responses ?? {}).map(Number)),
        bearer: (operation.security ?? []).some((entry) => 'bearerAuth' in entry),
      });
    }
  }
  // Deleting runs last within a path: the other operations still find the fixtures.
  return operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** A failure below 500 that the operation documents: an outside service not configured or unreachable. */
export const documentedFailure = (operation: Operation, statusCode: number) =>
  [501, 502, 503, 504].includes(statusCode) && operation.documented.has(statusCode);

/** What is wrong with an answer, or undefined when it is an acceptable one. */
export function problemOf(operation: Operation, response: Answer): string | undefined {
  const { statusCode } = response;
  // Documented: 501 for a sign-in or share service that is not configured, 502-504 for an outside
  // service that cannot be reached (the fuzz points them nowhere).
  if (statusCode >= 500 && !documentedFailure(operation, statusCode)) return `HTTP ${statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  // Successful answers of other types (CSV, images, pages) are what the operation makes.
  if (statusCode < 400 && !type.includes('json')) return undefined;
  if (!type.includes('application/json')) return `HTTP ${statusCode} as ${type || 'no content type'}`;
  let body: { hasError?: unknown; statusCode?: unknown; message?: { general?: unknown }; response?: unknown };
  try {
    body = JSON.parse(response.body);
  } catch {
    return `HTTP ${statusCode} with a body that is not JSON`;
  }
  const envelope =
    typeof body === 'object' &&
    body !== null &&
    typeof body.hasError === 'boolean' &&
    typeof body.statusCode === 'number' &&
    Array.isArray(body.message?.general) &&
    'response' in body;
  if (!envelope) return `HTTP ${statusCode} outside the envelope`;
  if (statusCode >= 400 && body.hasError !== true) return `HTTP ${statusCode} with hasError false`;
  return undefined;
}
