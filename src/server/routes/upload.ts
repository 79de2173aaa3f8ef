import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '../../contract/endpoints';
import { MAX_CSV_BYTES } from '../../contract/csv-upload';
import { AppError } from '../http/errors';
import { defineRoute } from '../http/define-route';
import type { StagedUpload, UploadMeta } from '../storage/port';
import { UploadError } from '../ingest/upload-error';
import { serializeRequest } from './serialize-request';

// 4.1 POST /enrichment/{partner}/requests/upload. The multipart part `file` is streamed from the
// socket into the storage, which validates and holds its rows (storage.uploads.stage). A small file is
// then committed in one transaction: the request and all its assets appear together. A large one is
// accepted: its request and counters committed, its rows durable, imported by a worker right after
// the 201. A refused file, a dropped connection or a crash before the 201 leaves no row behind.
// See ingest/README.md (the rules for rows) and storage/README.md.

/** Uploads with at most this many rows are committed before the 201 (their assets listed at once). */
export const INLINE_IMPORT_MAX_ROWS = 20_000;

/** Other parts of the form are ignored; these bound what a client can make us read past them. */
const MULTIPART_LIMITS = { fileSize: MAX_CSV_BYTES, files: 4, fields: 16, parts: 20, fieldSize: 64 * 1024 };

type FileStream = AsyncIterable<Uint8Array> & { truncated?: boolean; resume(): unknown };

/** Passes the part's chunks on, and turns busboy's silent truncation at the size limit into a 413. */
async function* withinSizeLimit(file: FileStream): AsyncGenerator<Uint8Array> {
  for await (const chunk of file) {
    if (file.truncated) throw UploadError.tooLarge();
    yield chunk;
  }
  if (file.truncated) throw UploadError.tooLarge();
}

async function drain(file: FileStream): Promise<void> {
  for await (const _chunk of file) {
    // discard an extra part
  }
}

/** busboy's messages for a body that is not well-formed multipart. */
const MALFORMED_MULTIPART = /^(Multipart: |Malformed part header|Unexpected end of (form|file)|Part terminated early)/;

function toAppError(err: unknown): unknown {
  if (err instanceof UploadError) {
    return new AppError(err.statusCode === 413 ? 'payload_too_large' : 'validation', err.message, err.body.errors);
  }
  const e = err as { statusCode?: number; message?: string; code?: string };
  if (e?.code === 'ERR_STREAM_PREMATURE_CLOSE') {
    // busboy destroys the part when the body ends before its closing boundary (or the client hung up).
    const message = 'The upload is not valid multipart/form-data: the body ended before the file part was complete.';
    return new AppError('validation', message, { file: [message] });
  }
  if (e?.statusCode === 413 && e.message) {
    return new AppError('payload_too_large', `The upload has too many parts (${e.message}).`, { file: [e.message] });
  }
  if (e?.message && MALFORMED_MULTIPART.test(e.message)) {
    const message = `The upload is not valid multipart/form-data (${e.message}).`;
    return new AppError('validation', message, { file: [message] });
  }
  return err;
}

function clientGone(request: FastifyRequest): boolean {
  return request.raw.socket?.destroyed === true;
}

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  defineRoute(app, endpoints.uploadRequest, async ({ query, auth, request }) => {
    if (!request.isMultipart()) throw toAppError(UploadError.missing());
    const { uploads } = app.ctx.storage;
    let staged: StagedUpload | null = null;
    let fileName: string | null = null;
    try {
      for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
        if (part.type !== 'file') continue;
        if (part.fieldname === 'file' && staged === null) {
          fileName = part.filename ? part.filename.slice(0, 255) : null;
          staged = await uploads.stage(withinSizeLimit(part.file as FileStream));
        } else {
          await drain(part.file as FileStream);
        }
      }
      if (staged === null) throw UploadError.missing();
      // The whole body arrived; a client that hung up since gets nothing committed.
      if (clientGone(request)) throw new Error('The client closed the connection before the upload was committed');
      const meta: UploadMeta = { partnerId: auth.partnerId, addedBy: auth.userLabel, distributor: query.distributor ?? null, fileName, now: app.ctx.now() };
      const committed = staged.rows <= app.ctx.uploadInlineMaxRows ? await uploads.commit(staged, meta) : await uploads.accept(staged, meta);
      app.ctx.workAdded();
      return { data: serializeRequest(committed) };
    } catch (err) {
      throw toAppError(err);
    } finally {
      staged?.discard();
    }
  });
}
