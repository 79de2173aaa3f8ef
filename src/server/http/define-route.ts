import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointDef } from '../../contract/endpoints';
import { authenticate } from '../auth/authenticate';
import type { Principal } from '../auth/tokens';
import { AppError } from './errors';
import { apiRateLimitHook } from './rate-limit';
import { zodToValidationError } from './zod-errors';

// Mounts one EndpointDef of the contract: authenticates, parses params / query / JSON body with the
// contract's schemas (422 in the error shape on failure), runs the handler, and serializes its
// result through the success response schema (a result that breaks the contract is a 500, logged).

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type BodyOf<E extends EndpointDef> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined;

export interface RouteContext<E extends EndpointDef> {
  params: z.output<E['params']>;
  query: Infer<E['query']>;
  body: BodyOf<E>;
  auth: Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

type SuccessStatus<E extends EndpointDef> = Extract<keyof E['responses'], 200 | 201>;
type SuccessBody<E extends EndpointDef> = E['responses'][SuccessStatus<E>] extends { schema: infer S }
  ? S extends z.ZodType
    ? z.input<S>
    : unknown
  : unknown;

export interface RouteOptions {
  /** false only for endpoints outside the spec that must be public (none of the spec's). */
  auth?: boolean;
}

/** OpenAPI path (/a/{partner}) → Fastify path (/a/:partner). */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function successStatus(ep: EndpointDef): number {
  const s = Object.keys(ep.responses)
    .map(Number)
    .filter((n) => n >= 200 && n < 300)
    .sort((a, b) => a - b)[0];
  if (s === undefined) throw new Error(`Endpoint ${ep.id} declares no 2xx response`);
  return s;
}

function parseJsonBody(schema: z.ZodType, raw: unknown): unknown {
  // No body at all reads as {} so the caller sees which fields are required.
  const input = raw === undefined || raw === null ? {} : raw;
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw zodLessBodyError();
  }
  const r = schema.safeParse(input);
  if (!r.success) throw zodToValidationError(r.error, 'body');
  return r.data;
}

function zodLessBodyError(): AppError {
  return new AppError('validation', 'The request body must be a JSON object.', { body: ['The request body must be a JSON object.'] });
}

/** Principals of authenticated requests (set in onRequest, before the body is read or parsed). */
const principals = new WeakMap<FastifyRequest, Principal>();

export function defineRoute<E extends EndpointDef>(
  app: FastifyInstance,
  ep: E,
  handler: (ctx: RouteContext<E>) => Promise<SuccessBody<E>> | SuccessBody<E>,
  options: RouteOptions = {},
): void {
  const status = successStatus(ep);
  const responseSchema = ep.responses[status]?.schema;
  const authHook = async (request: FastifyRequest) => {
    const rawParams = request.params as Record<string, string>;
    principals.set(request, await authenticate(request, rawParams.partner ?? ''));
  };
  const limit = options.auth === false ? null : apiRateLimitHook(app);
  app.route({
    method: ep.method,
    url: toFastifyPath(ep.path),
    // The rate limit (per token, else per IP), then authentication, before anything else: an
    // unauthenticated caller learns nothing about its body or query. Public endpoints have neither.
    onRequest: options.auth === false ? [] : limit ? [limit, authHook] : [authHook],
    handler: async (request, reply) => {
      const rawParams = request.params as Record<string, string>;
      const auth = options.auth === false ? anonymous : principals.get(request);
      if (!auth) throw new AppError('unauthenticated', 'Unauthenticated.');

      const params = ep.params.safeParse(rawParams);
      if (!params.success) throw zodToValidationError(params.error, 'params');

      let query: unknown = undefined;
      if (ep.query) {
        const q = ep.query.safeParse(request.query ?? {});
        if (!q.success) throw zodToValidationError(q.error, 'query');
        query = q.data;
      }

      let body: unknown = undefined;
      if (ep.body && ep.body !== 'multipart-file') body = parseJsonBody(ep.body, request.body);

      const result = await handler({ params: params.data, query, body, auth, request, reply } as RouteContext<E>);
      if (reply.sent) return reply;
      const out = responseSchema ? responseSchema.safeParse(result) : { success: true as const, data: result };
      if (!out.success) {
        request.log.error({ endpoint: ep.id, issues: out.error.issues }, 'response does not match the contract');
        throw new AppError('internal', 'Internal server error.');
      }
      // A handler may answer another status its endpoint declares (readyz: 503) by setting it.
      const declared = reply.statusCode !== 200 && reply.statusCode in ep.responses;
      return reply.code(declared ? reply.statusCode : status).send(out.data);
    },
  });
}

const anonymous: Principal = { tokenId: -1, partnerId: -1, partnerSlug: '', userLabel: '' };
