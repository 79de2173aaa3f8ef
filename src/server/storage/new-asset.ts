import { randomUUID } from 'node:crypto';
import type { CreateAssetBody } from '../../contract/assets';
import type { AddedFrom } from '../../contract/requests';
import { toIsoTimestamp, type NewAsset } from './schema';

// A new asset's column values and the asset id format: the same on every engine.

export interface AssetOwner {
  partnerId: number;
  requestId: string;
  addedFrom: AddedFrom;
  addedBy: string;
  distributor: string | null;
}

/**
 * Column values of a new pending asset from a validated 4.2 body (also one CSV row).
 * Absent optional fields are stored as NULL; custom_data as JSON text.
 */
export function newAssetValues(owner: AssetOwner, body: CreateAssetBody, now: Date): NewAsset {
  const ts = toIsoTimestamp(now);
  return {
    id: randomUUID(),
    partner_id: owner.partnerId,
    request_id: owner.requestId,
    distributor: owner.distributor,
    added_from: owner.addedFrom,
    added_by: owner.addedBy,
    model_number: body.model_number,
    brand: body.brand ?? null,
    serial_number: body.serial_number ?? null,
    customer_name: body.customer_name ?? null,
    customer_address: body.customer_address ?? null,
    unique_id: body.unique_id ?? null,
    date_added: body.date_added ?? null,
    type_of_service: body.type_of_service ?? null,
    notes: body.notes ?? null,
    custom_data: body.custom_data === undefined ? null : JSON.stringify(body.custom_data),
    status: 'pending',
    status_reason: null,
    match_type: null,
    created_at: ts,
    updated_at: ts,
  };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

