import type { z } from 'zod';
import { airflowCalculatorTool } from './airflow-calculator';
import { airflowDiagnosticTool } from './airflow-diagnostic';
import { calculateSubCoolTool } from './calculate-sub-cool';
import { calculateSuperHeatTool } from './calculate-super-heat';
import { ductulatorTool } from './ductulator';
import { nitrogenPressureTestTool } from './nitrogen-pressure-test';
import { pressureSetPointsTool } from './pressure-set-points';
import type { ToolDefinition } from './result';
import { targetSuperHeatTool } from './target-super-heat';
import { txvSizeTool } from './txv-size';

/** The nine calculators of spec 4.7, keyed by endpoint name: POST /gateway/{partner}/tools/<name>. */
export const TOOLS = {
  'airflow-calculator': airflowCalculatorTool,
  'airflow-diagnostic': airflowDiagnosticTool,
  'calculate-sub-cool': calculateSubCoolTool,
  'calculate-super-heat': calculateSuperHeatTool,
  ductulator: ductulatorTool,
  'nitrogen-pressure-test': nitrogenPressureTestTool,
  'pressure-set-points': pressureSetPointsTool,
  'target-super-heat': targetSuperHeatTool,
  'txv-size': txvSizeTool,
} as const;

export type ToolName = keyof typeof TOOLS;
export const TOOL_NAMES = Object.keys(TOOLS) as ToolName[];

/** Field → messages, the `errors` map of the contract's error shape; problems with the body as a whole go under "body". */
export function toolFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    const list = (out[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

export type ToolRun = { ok: true; output: unknown } | { ok: false; errors: Record<string, string[]> };

/** Validate a body against a tool's schema and compute: what the server route and the dashboard form both do. */
export function runTool(name: ToolName, body: unknown): ToolRun {
  const tool = TOOLS[name] as unknown as ToolDefinition;
  const parsed = tool.inputSchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: toolFieldErrors(parsed.error) };
  return { ok: true, output: tool.compute(parsed.data) };
}

export type { ToolDefinition } from './result';
