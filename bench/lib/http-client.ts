import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

// Minimal HTTP client for the bench: a streamed multipart upload (the file is never read whole) and
// JSON GETs on a keep-alive agent, so request latencies exclude connection setup.

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

export interface HttpResult {
  status: number;
  body: string;
}

function collect(res: http.IncomingMessage): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    res.on('error', reject);
  });
}

export async function uploadCsv(baseUrl: string, urlPath: string, token: string, file: string): Promise<HttpResult> {
  const boundary = `----nameplate-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  return new Promise<HttpResult>((resolve, reject) => {
    const req = http.request(
      new URL(urlPath, baseUrl),
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (res) => collect(res).then(resolve, reject),
    );
    req.on('error', reject);
    req.write(head);
    pipeline(createReadStream(file, { highWaterMark: 256 * 1024 }), req, { end: false })
      .then(() => req.end(tail))
      .catch(reject);
  });
}

export function getJson(baseUrl: string, urlPath: string, token: string, retried = false): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(urlPath, baseUrl),
      { method: 'GET', agent, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      (res) => collect(res).then(resolve, reject),
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      // A kept-alive socket the server closed while idle (its keep-alive timeout: the bench reads the
      // database for a minute between two calls) fails on reuse; GET is idempotent: once more, anew
      // (Node's http docs, "request.reusedSocket").
      if (!retried && req.reusedSocket && err.code === 'ECONNRESET') getJson(baseUrl, urlPath, token, true).then(resolve, reject);
      else reject(err);
    });
    req.end();
  });
}

export function closeAgent(): void {
  agent.destroy();
}
