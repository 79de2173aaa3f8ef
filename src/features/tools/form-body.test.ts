import { describe, expect, it } from 'vitest';
import { curlCommand, shellQuote, toBody } from './form-body';
import type { FieldSpec } from './tool-fields';

const fields: FieldSpec[] = [
  { name: 'gas_type', label: 'Refrigerant', unit: '', kind: 'gas', required: true },
  { name: 'pressure', label: 'Pressure', unit: 'psig', kind: 'number', required: false },
  { name: 'temperature', label: 'Temperature', unit: '°F', kind: 'number', required: false },
];

describe('form text → JSON body', () => {
  it('turns numbers into JSON numbers and leaves empty fields out', () => {
    expect(toBody(fields, { gas_type: 'R-410A', pressure: ' -3.5 ', temperature: '' })).toEqual({ gas_type: 'R-410A', pressure: -3.5 });
  });
  it('sends non-numbers as typed, so the schema rejects them as the server would', () => {
    expect(toBody(fields, { gas_type: 'r410a', pressure: '12a', temperature: 'Infinity' })).toEqual({
      gas_type: 'r410a',
      pressure: '12a',
      temperature: 'Infinity',
    });
  });
  it('reads numbers written with thousands separators, and only those', () => {
    expect(toBody(fields, { gas_type: 'R-410A', pressure: '1,340', temperature: '-1,000.5' })).toEqual({ gas_type: 'R-410A', pressure: 1340, temperature: -1000.5 });
    // A decimal comma or a stray comma is not a thousands group: sent as typed, for the schema's message.
    expect(toBody(fields, { gas_type: 'R-410A', pressure: '0,1', temperature: '12,00' })).toEqual({ gas_type: 'R-410A', pressure: '0,1', temperature: '12,00' });
  });
});

describe('curl line', () => {
  it('quotes for the shell, keeps {partner} and the token as placeholders', () => {
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`);
    const curl = curlCommand('https://api.example.com/', 'txv-size', { tonnage: 10, minimum_capacity: 3 });
    expect(curl).toContain(`curl -X POST 'https://api.example.com/gateway/{partner}/tools/txv-size'`);
    expect(curl).toContain(`-H 'Authorization: Bearer <ACCESS_TOKEN>'`);
    expect(curl).toContain(`-d '{"tonnage":10,"minimum_capacity":3}'`);
  });
});
