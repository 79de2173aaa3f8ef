// RFC 4122 §4.3 name-based UUID, version 5 (SHA-1), so catalog ids survive rebuilds.
import { createHash } from 'node:crypto';

/** Namespace of Nameplate catalog model ids (= uuidV5(DNS namespace, "catalog.nameplate")). */
export const CATALOG_NAMESPACE = '399e949a-bd7d-5712-9535-3f786df886e6';

function uuidBytes(uuid: string): Buffer {
  const hex = uuid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`not a UUID: ${uuid}`);
  return Buffer.from(hex, 'hex');
}

export function uuidV5(name: string, namespace: string = CATALOG_NAMESPACE): string {
  const hash = createHash('sha1').update(uuidBytes(namespace)).update(Buffer.from(name, 'utf8')).digest();
  const b = hash.subarray(0, 16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x50; // version 5
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
