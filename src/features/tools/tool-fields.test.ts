import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runTool, TOOL_NAMES, TOOLS } from '@/domain/tools';
import { toBody } from './form-body';
import { allFields, TOOL_FORMS } from './tool-fields';

describe('tool forms mirror the JSON bodies', () => {
  it.each(TOOL_NAMES)('%s: one control per body field, required as the schema says', (name) => {
    const json = z.toJSONSchema(TOOLS[name].inputSchema, { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, unknown>;
      required?: string[];
    };
    const fields = allFields(TOOL_FORMS[name]);
    expect(fields.map((f) => f.name).sort()).toEqual(Object.keys(json.properties).sort());
    for (const f of fields) expect(f.required, `${name}.${f.name}`).toBe((json.required ?? []).includes(f.name));
    for (const f of fields) if (f.kind === 'number') expect(f.unit, `${name}.${f.name}`).not.toBe('');
  });

  it.each(TOOL_NAMES)('%s: the example computes', (name) => {
    const spec = TOOL_FORMS[name];
    expect(runTool(name, toBody(allFields(spec), spec.example)).ok).toBe(true);
  });
});
