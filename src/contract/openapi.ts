import { z } from 'zod';
import { ARRAY_QUERY_PARAMS } from './query-string';
import { allEndpoints } from './all-endpoints';
import { healthEndpoints } from './health';
import type { EndpointDef } from './endpoints';

// OpenAPI 3.1 document generated from the contract's zod schemas (JSON Schema 2020-12 dialect).

type JsonSchema = Record<string, unknown>;
const arrayParams = new Set<string>(ARRAY_QUERY_PARAMS);

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

function objectProperties(schema: z.ZodType): { props: Record<string, JsonSchema>; required: Set<string> } {
  const json = toSchema(schema, 'input');
  return {
    props: (json.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: new Set((json.required as string[] | undefined) ?? []),
  };
}

function parametersOf(ep: EndpointDef): unknown[] {
  const out: unknown[] = [];
  const path = objectProperties(ep.params);
  for (const [name, schema] of Object.entries(path.props)) {
    out.push({ name, in: 'path', required: true, schema });
  }
  if (ep.query) {
    const query = objectProperties(ep.query);
    for (const [name, schema] of Object.entries(query.props)) {
      const isArray = arrayParams.has(name);
      out.push({
        name: isArray ? `${name}[]` : name,
        in: 'query',
        required: query.required.has(name),
        ...(isArray ? { style: 'form', explode: true } : {}),
        ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
        schema,
      });
    }
  }
  return out;
}

function operationOf(ep: EndpointDef): Record<string, unknown> {
  const op: Record<string, unknown> = {
    operationId: ep.id,
    summary: ep.summary,
    ...(ep.description ? { description: ep.description } : {}),
    tags: [ep.tag],
    security: ep.public ? [] : [{ bearerAuth: [] }],
    parameters: parametersOf(ep),
    responses: Object.fromEntries(
      Object.entries(ep.responses).map(([status, r]) => [
        status,
        { description: r.description, content: { 'application/json': { schema: toSchema(r.schema, 'output') } } },
      ]),
    ),
  };
  if (ep.body === 'multipart-file') {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary', description: 'CSV file, at most 100 MB' } },
          },
        },
      },
    };
  } else if (ep.body) {
    op.requestBody = { required: true, content: { 'application/json': { schema: toSchema(ep.body, 'input') } } };
  }
  return op;
}

export function buildOpenApiDocument(serverUrl?: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const ep of [...allEndpoints, ...Object.values(healthEndpoints)]) {
    (paths[ep.path] ??= {})[ep.method.toLowerCase()] = operationOf(ep);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nameplate: asset enrichment, model search and HVAC tools',
      version: '1.0.0',
      description:
        'Generated from the zod contract in src/contract. Every endpoint except the health checks needs `Authorization: Bearer <token>` (issued with `npm run token`); requests are rate-limited per token (429 with `Retry-After`). Decisions where the source spec says "not shown" or leaves room are the API notes below (README.md, section "API notes").',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
