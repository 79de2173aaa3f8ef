import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe('POST /enrichment/{partner}/assets (4.2)', () => {
  it('creates a pending asset with a manual-entry request, date_added at midnight UTC with microseconds', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/enrichment/acme/assets',
      payload: {
        model_number: '24ACC636A003',
        brand: 'Carrier',
        serial_number: '2419E12345',
        customer_name: 'Jane Roe',
        customer_address: '1 Main St',
        unique_id: 'U-1',
        date_added: '2024-05-01',
        type_of_service: 'install',
        notes: 'roof unit',
        custom_data: { site: 7, tags: ['a'] },
      },
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      status: 'pending',
      match_type: null,
      model_number: '24ACC636A003',
      brand: 'Carrier',
      serial_number: '2419E12345',
      customer_name: 'Jane Roe',
      customer_address: '1 Main St',
      unique_id: 'U-1',
      date_added: '2024-05-01T00:00:00.000000Z',
      notes: 'roof unit',
      custom_data: { site: 7, tags: ['a'] },
      type_of_service: 'install',
      distributor: null,
      request: { added_from: 'manual-entry', added_by: 'alice@acme.test', status: 'pending' },
    });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.created_at).toMatch(ISO_UTC);
    expect(data.updated_at).toMatch(ISO_UTC);
    expect(data).not.toHaveProperty('enrichment');
    expect(data).not.toHaveProperty('warranty');
    expect(data).not.toHaveProperty('extra_data');

    const requests = (await t.call({ method: 'GET', url: '/enrichment/acme/requests' })).json();
    expect(requests.data[0]).toMatchObject({
      id: data.request.id,
      status: 'pending',
      assets_count: 1,
      asset_status: { pending: 1, processing: 0, completed: 0, incomplete: 0, not_found: 0, failed: 0 },
    });
  });

  it('stores absent optional fields as null and keeps the distributor from the query', async () => {
    const res = await t.call({ method: 'POST', url: '/enrichment/acme/assets?distributor=dist-9', payload: { model_number: 'X1' } });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ brand: null, serial_number: null, date_added: null, custom_data: null, distributor: 'dist-9' });
  });

  it('422 with field errors and a Laravel-style message', async () => {
    const res = await t.call({ method: 'POST', url: '/enrichment/acme/assets', payload: { brand: 'x'.repeat(256), date_added: '2023-02-30' } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['brand', 'date_added', 'model_number']);
    expect(body.message).toBe(`${body.errors.model_number[0]} (and 2 more errors)`);
  });

  it('422 on malformed JSON, in the same shape', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/enrichment/acme/assets',
      headers: { 'content-type': 'application/json' },
      payload: '{"model_number": ',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', errors: { body: ['The request body is not valid JSON.'] } });
  });

  it('422 when the body is a JSON array', async () => {
    const res = await t.call({ method: 'POST', url: '/enrichment/acme/assets', payload: [1, 2] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('body');
  });

  it('a missing body reports the required field', async () => {
    const res = await t.call({ method: 'POST', url: '/enrichment/acme/assets' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'The model number field is required and must be a string.', errors: { model_number: ['The model number field is required and must be a string.'] } });
  });
});
