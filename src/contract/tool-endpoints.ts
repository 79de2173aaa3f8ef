import { TOOLS } from '../domain/tools';
import { errorSchema, partnerParamsSchema } from './common';
import type { EndpointDef } from './endpoints';

/** POST /gateway/{partner}/tools/<name> for each of the nine calculators (spec 4.7). */
export const toolEndpoints: EndpointDef[] = Object.values(TOOLS).map((tool) => ({
  id: `tool_${tool.name.replace(/-/g, '_')}`,
  method: 'POST' as const,
  path: `/gateway/{partner}/tools/${tool.name}`,
  summary: tool.title,
  description: tool.description,
  tag: 'Tools',
  params: partnerParamsSchema,
  body: tool.inputSchema,
  responses: {
    200: { description: 'The computed result with its explanation', schema: tool.outputSchema },
    401: { description: 'Missing or invalid bearer token', schema: errorSchema },
    403: { description: 'The token belongs to another partner', schema: errorSchema },
    422: { description: 'Invalid or physically impossible input; errors maps each field to its messages', schema: errorSchema },
  },
}));
