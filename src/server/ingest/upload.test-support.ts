import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../testing/test-app';

// Test support: multipart bodies for the upload endpoint (4.1), built by hand so a test controls
// every byte (part names, missing parts, binary content).

export const TEST_BOUNDARY = '----nameplate-test-boundary';

export interface MultipartPart {
  name: string;
  filename?: string;
  content: string | Buffer;
}

export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename ? 'Content-Type: text/csv\r\n' : '';
    chunks.push(Buffer.from(`--${TEST_BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof p.content === 'string' ? Buffer.from(p.content, 'utf8') : p.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${TEST_BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${TEST_BOUNDARY}` } };
}

/** POSTs `content` as the `file` part of an upload for partner acme. */
export function uploadCsv(t: TestApp, content: string | Buffer, query = ''): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: `/enrichment/acme/requests/upload${query}`,
    ...multipart([{ name: 'file', filename: 'assets.csv', content }]),
  });
}
