import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { GAS_TYPES } from '../refrigerants/gas-types';
import { bandVerdict } from './result';
import { runTool, TOOL_NAMES, TOOLS, type ToolName } from './index';

type JsonSchema = { properties?: Record<string, { description?: string }>; required?: string[] };
const inputJson = (name: ToolName) => z.toJSONSchema(TOOLS[name].inputSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const outputJson = (name: ToolName) => z.toJSONSchema(TOOLS[name].outputSchema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;

describe('TOOLS registry', () => {
  it('holds the nine endpoints of spec 4.7, each named as its key', () => {
    expect([...TOOL_NAMES].sort()).toEqual(
      [
        'airflow-calculator',
        'airflow-diagnostic',
        'calculate-sub-cool',
        'calculate-super-heat',
        'ductulator',
        'nitrogen-pressure-test',
        'pressure-set-points',
        'target-super-heat',
        'txv-size',
      ].sort(),
    );
    for (const name of TOOL_NAMES) {
      expect(TOOLS[name].name).toBe(name);
      expect(TOOLS[name].title.length).toBeGreaterThan(0);
      expect(TOOLS[name].description.length).toBeGreaterThan(20);
    }
  });

  // Spec 4.7 body fields, exactly (the extensions atmospheric_pressure / altitude_ft / gas_type come on top).
  it.each([
    ['airflow-calculator', ['return_air', 'supply_air', 'nominal_tons'], ['return_air', 'supply_air', 'nominal_tons']],
    ['airflow-diagnostic', ['return_air', 'supply_air', 'nominal_tons'], ['return_air', 'supply_air', 'nominal_tons']],
    ['calculate-sub-cool', ['gas_type', 'pressure', 'temperature'], ['gas_type']],
    ['calculate-super-heat', ['gas_type', 'pressure', 'temperature'], ['gas_type']],
    ['ductulator', ['airflow_rate', 'maximum_air_velocity', 'maximal_static_loss'], ['airflow_rate', 'maximum_air_velocity', 'maximal_static_loss']],
    [
      'nitrogen-pressure-test',
      ['initial_pressure', 'initial_temperature', 'final_pressure', 'final_temperature'],
      ['initial_pressure', 'initial_temperature', 'final_pressure', 'final_temperature'],
    ],
    ['pressure-set-points', ['liquid_line', 'discharge_line', 'suction_line'], ['liquid_line', 'discharge_line', 'suction_line']],
    [
      'target-super-heat',
      ['outdoor_air_temp', 'return_air_temp_wetbulb', 'return_air_temp_drybulb', 'return_air_humidity'],
      ['outdoor_air_temp'],
    ],
    ['txv-size', ['tonnage', 'minimum_capacity'], ['tonnage', 'minimum_capacity']],
  ] as const)('%s body: spec fields %j, required %j, every field documented', (name, fields, required) => {
    const json = inputJson(name);
    expect(Object.keys(json.properties ?? {})).toEqual(expect.arrayContaining([...fields]));
    expect([...(json.required ?? [])].sort()).toEqual([...required].sort());
    for (const [key, prop] of Object.entries(json.properties ?? {})) {
      expect(prop.description, `${name}.${key}`).toMatch(/\S/);
    }
  });

  it.each([
    ['airflow-calculator', ['estimated_cfm']],
    ['calculate-sub-cool', ['bubble_temp', 'sub_cool']],
    ['calculate-super-heat', ['dew_temp', 'super_heat']],
    ['ductulator', ['round_sizes', 'rectangular_sizes']],
    ['target-super-heat', ['target_sh', 'safe_rage']],
  ] as const)('%s response carries the spec names %j', (name, fields) => {
    expect(Object.keys(outputJson(name).properties ?? {})).toEqual(expect.arrayContaining([...fields, 'valid', 'validity_reason', 'explanation']));
  });

  it('every output field is documented for the OpenAPI document', () => {
    for (const name of TOOL_NAMES) {
      for (const [key, prop] of Object.entries(outputJson(name).properties ?? {})) {
        expect(prop.description, `${name}.${key}`).toMatch(/\S/);
      }
    }
  });

  it('lists the 16 canonical gas types in the JSON Schema of gas_type', () => {
    const prop = (inputJson('calculate-sub-cool').properties?.gas_type ?? {}) as { enum?: string[] };
    expect(prop.enum).toEqual([...GAS_TYPES]);
  });

  it('runTool reports field errors; a non-object body is a body error', () => {
    expect(runTool('txv-size', null)).toEqual({ ok: false, errors: { body: [expect.any(String)] } });
    expect(runTool('txv-size', { tonnage: 4, minimum_capacity: 2 }).ok).toBe(true);
  });

  it('band verdicts are inclusive at both limits', () => {
    expect([bandVerdict(8, 8, 12), bandVerdict(12, 8, 12), bandVerdict(7.99, 8, 12), bandVerdict(12.01, 8, 12)]).toEqual([
      'in_range',
      'in_range',
      'low',
      'high',
    ]);
  });
});

/** Paths of NaN / ±Infinity anywhere in a value (JSON.stringify would hide them as null). */
function nonFinite(value: unknown, path = '$'): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => nonFinite(v, `${path}.${k}`));
  return [];
}

describe('any valid input gives a finite result that matches the output schema', () => {
  const temp = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const arbitraries: Partial<Record<ToolName, fc.Arbitrary<unknown>>> = {
    'airflow-calculator': fc
      .record({ return_air: temp(45, 85), drop: temp(0.5, 25), nominal_tons: temp(0.5, 100) })
      .map(({ return_air, drop, nominal_tons }) => ({ return_air, supply_air: return_air - drop, nominal_tons })),
    'calculate-sub-cool': fc.record({ gas_type: fc.constantFrom(...GAS_TYPES), pressure: temp(5, 250), temperature: temp(40, 130) }),
    'calculate-super-heat': fc.record({ gas_type: fc.constantFrom(...GAS_TYPES), pressure: temp(5, 250), temperature: temp(0, 90) }),
    ductulator: fc.record({ airflow_rate: temp(10, 50000), maximum_air_velocity: temp(300, 4000), maximal_static_loss: temp(0.02, 1) }),
    'nitrogen-pressure-test': fc.record({
      initial_pressure: temp(0, 600),
      initial_temperature: temp(-20, 120),
      final_pressure: temp(0, 600),
      final_temperature: temp(-20, 120),
    }),
    'target-super-heat': fc.record({ outdoor_air_temp: temp(40, 125), return_air_temp_drybulb: temp(60, 90), return_air_humidity: temp(0, 100) }),
    'txv-size': fc.record({ tonnage: temp(1, 100), share: temp(0.01, 1) }).map(({ tonnage, share }) => ({ tonnage, minimum_capacity: tonnage * share })),
  };
  it.each(Object.keys(arbitraries) as ToolName[])('%s', (name) => {
    fc.assert(
      fc.property(arbitraries[name] as fc.Arbitrary<unknown>, (body) => {
        const result = runTool(name, body);
        if (!result.ok) return true; // e.g. a pressure outside a refrigerant's table: an error, not a crash
        const parsed = TOOLS[name].outputSchema.safeParse(result.output);
        expect(parsed.success).toBe(true);
        expect(nonFinite(result.output)).toEqual([]);
        return true;
      }),
      { numRuns: 150 },
    );
  });
});
