import type { FastifyInstance } from 'fastify';
import { toolEndpoints } from '../../contract/tool-endpoints';
import { TOOL_NAMES, TOOLS, type ToolDefinition } from '../../domain/tools';
import { defineRoute } from '../http/define-route';

/**
 * POST /gateway/{partner}/tools/<name> for the nine calculators (spec 4.7), mounted from the TOOLS
 * registry: defineRoute authenticates, validates the body with the tool's input schema (422 with
 * field errors) and checks the result against its output schema; the handler only computes.
 */
export function toolRoutes(app: FastifyInstance): void {
  for (const name of TOOL_NAMES) {
    const ep = toolEndpoints.find((e) => e.path === `/gateway/{partner}/tools/${name}`);
    if (!ep) throw new Error(`No contract endpoint for the tool ${name}`);
    const tool = TOOLS[name] as unknown as ToolDefinition;
    defineRoute(app, ep, ({ body }) => tool.compute(body));
  }
}
