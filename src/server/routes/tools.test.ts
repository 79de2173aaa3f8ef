import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOL_NAMES, TOOLS, type ToolName } from '../../domain/tools';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (name: string, payload: unknown, token?: string | null, partner = 'acme') =>
  t.call({ method: 'POST', url: `/gateway/${partner}/tools/${name}`, payload: payload as Record<string, unknown>, token });

/** A valid body per endpoint and the spec's response names it must carry (spec 4.7). */
const VALID: Record<ToolName, { body: Record<string, unknown>; fields: string[] }> = {
  'airflow-calculator': { body: { return_air: 63, supply_air: 55, nominal_tons: 3 }, fields: ['estimated_cfm'] },
  'airflow-diagnostic': { body: { return_air: 63, supply_air: 55, nominal_tons: 3 }, fields: ['status', 'percent_of_nominal_cfm'] },
  'calculate-sub-cool': { body: { gas_type: 'r-410a', pressure: 340, temperature: 95 }, fields: ['bubble_temp', 'sub_cool'] },
  'calculate-super-heat': { body: { gas_type: 'R410A', pressure: 118, temperature: 50 }, fields: ['dew_temp', 'super_heat'] },
  ductulator: { body: { airflow_rate: 1000, maximum_air_velocity: 1500, maximal_static_loss: 0.1 }, fields: ['round_sizes', 'rectangular_sizes'] },
  'nitrogen-pressure-test': {
    body: { initial_pressure: 300, initial_temperature: 70, final_pressure: 294, final_temperature: 60 },
    fields: ['expected_final_pressure_psig', 'verdict'],
  },
  'pressure-set-points': { body: { liquid_line: 340, discharge_line: 350, suction_line: 120 }, fields: ['compression_ratio'] },
  'target-super-heat': { body: { outdoor_air_temp: 85, return_air_temp_wetbulb: 62 }, fields: ['target_sh', 'safe_rage'] },
  'txv-size': { body: { tonnage: 10, minimum_capacity: 3 }, fields: ['turndown_ratio', 'recommended_valve'] },
};

/** An invalid body per endpoint and the field errors the 422 must name. */
const INVALID: Record<ToolName, { body: Record<string, unknown>; errors: Record<string, RegExp> }> = {
  'airflow-calculator': {
    body: { return_air: 'warm', supply_air: 70 },
    errors: { return_air: /must be a number \(°F\)/, nominal_tons: /is required/ },
  },
  'airflow-diagnostic': {
    body: { return_air: 60, supply_air: 65, nominal_tons: -1 },
    errors: { supply_air: /must be below return_air/, nominal_tons: /greater than 0/ },
  },
  'calculate-sub-cool': {
    body: { gas_type: 'R-410A', pressure: 900 },
    errors: { pressure: /between 0\.3 and 692\.8 psig for R-410A/ },
  },
  'calculate-super-heat': { body: { gas_type: 'R-12', temperature: -500 }, errors: { gas_type: /must be one of/, temperature: /absolute zero/ } },
  ductulator: { body: { airflow_rate: 0, maximum_air_velocity: 900 }, errors: { airflow_rate: /greater than 0/, maximal_static_loss: /is required/ } },
  'nitrogen-pressure-test': {
    body: { initial_pressure: -20, initial_temperature: 70, final_pressure: 100, final_temperature: -470 },
    errors: { initial_pressure: /below a perfect vacuum/, final_temperature: /absolute zero/ },
  },
  'pressure-set-points': { body: { liquid_line: 300, discharge_line: 100, suction_line: 120 }, errors: { discharge_line: /cannot be below suction_line/ } },
  'target-super-heat': {
    body: { outdoor_air_temp: 85, return_air_temp_drybulb: 75, return_air_humidity: 150 },
    errors: { return_air_humidity: /between 0 and 100/ },
  },
  'txv-size': { body: { tonnage: 5, minimum_capacity: 6 }, errors: { minimum_capacity: /cannot be above tonnage/ } },
};

describe('POST /gateway/{partner}/tools/<name> (4.7)', () => {
  it.each(TOOL_NAMES)('%s: 200 with the spec fields, the explanation, and the same numbers as the shared module', async (name) => {
    const { body, fields } = VALID[name];
    const res = await post(name, body);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    for (const field of [...fields, 'valid', 'validity_reason', 'explanation']) expect(json).toHaveProperty(field);
    const tool = TOOLS[name];
    expect(json).toEqual(JSON.parse(JSON.stringify(tool.compute(tool.inputSchema.parse(body) as never))));
  });

  it.each(TOOL_NAMES)('%s: 422 with field errors in the contract shape', async (name) => {
    const { body, errors } = INVALID[name];
    const res = await post(name, body);
    expect(res.statusCode).toBe(422);
    const json = res.json() as { message: string; errors: Record<string, string[]> };
    expect(typeof json.message).toBe('string');
    for (const [field, pattern] of Object.entries(errors)) {
      expect(json.errors[field]?.join(' '), `${name}: errors.${field}`).toMatch(pattern);
    }
    expect(Object.values(json.errors).flat().some((m) => json.message.startsWith(m))).toBe(true);
  });

  it.each(TOOL_NAMES)('%s: 401 without a token, 401 with a bad one', async (name) => {
    expect((await post(name, VALID[name].body, null)).statusCode).toBe(401);
    expect((await post(name, VALID[name].body, 'not-a-token')).statusCode).toBe(401);
  });

  it("403 with another partner's token", async () => {
    const otherToken = await t.tokenFor('other', 'olive@other.test');
    expect((await post('txv-size', VALID['txv-size'].body, otherToken)).statusCode).toBe(403);
  });

  it('422 for a body that is not a JSON object, and for invalid JSON', async () => {
    const arrayBody = await post('txv-size', [1, 2]);
    expect(arrayBody.statusCode).toBe(422);
    expect(arrayBody.json().errors).toHaveProperty('body');
    const bad = await t.call({
      method: 'POST',
      url: '/gateway/acme/tools/txv-size',
      payload: '{"tonnage": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('no body at all lists every required field', async () => {
    const res = await t.call({ method: 'POST', url: '/gateway/acme/tools/ductulator' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['airflow_rate', 'maximal_static_loss', 'maximum_air_velocity']);
  });

  it('404 for an unknown tool', async () => {
    expect((await post('no-such-tool', {})).statusCode).toBe(404);
  });

  it('the OpenAPI document describes all nine tools with their schemas', async () => {
    const doc = (await t.call({ method: 'GET', url: '/openapi.json', token: null })).json() as { paths: Record<string, { post?: unknown }> };
    for (const name of TOOL_NAMES) expect(doc.paths[`/gateway/{partner}/tools/${name}`]?.post).toBeDefined();
  });
});
