import type { FieldSpec } from './tool-fields';

// Form text → the JSON body the API takes. Empty fields are left out (the schema decides whether
// that is allowed); a number field that is not a number is sent as the text typed, so the schema
// rejects it with the same message the server would give.

export type RawValues = Record<string, string>;

/** "1,200" or "12,000.5": digits grouped by thousands with commas, as people write airflow and pressures. */
const THOUSANDS_GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;

export function toBody(fields: FieldSpec[], raw: RawValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const text = (raw[field.name] ?? '').trim();
    if (text === '') continue;
    if (field.kind === 'gas') {
      body[field.name] = text;
      continue;
    }
    // Thousands separators are dropped ("1,200 CFM" was "not a number"); a decimal comma ("0,1") is not
    // a thousands group and still gets the schema's message.
    const value = Number(THOUSANDS_GROUPED.test(text) ? text.replace(/,/g, '') : text);
    body[field.name] = Number.isFinite(value) ? value : text;
  }
  return body;
}

/** Quote a string for a POSIX shell (single quotes; an embedded ' becomes '\''). */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The equivalent API call, with {partner} and the token left as placeholders. */
export function curlCommand(baseUrl: string, toolName: string, body: Record<string, unknown>): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/gateway/{partner}/tools/${toolName}`;
  return [
    `curl -X POST ${shellQuote(url)}`,
    `  -H 'Authorization: Bearer <ACCESS_TOKEN>'`,
    `  -H 'accept: application/json'`,
    `  -H 'Content-Type: application/json'`,
    `  -d ${shellQuote(JSON.stringify(body))}`,
  ].join(' \\\n');
}
