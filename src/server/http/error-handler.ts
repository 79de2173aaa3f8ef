import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_STATUS } from './errors';

// The one error handler: AppError codes map to a status and {message, errors?}; Fastify's own
// errors (body parsing, media type, size) are translated into the same shape; anything else is a
// 500 whose detail is logged, never sent.

function translateFastifyError(err: FastifyError): AppError | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('validation', 'The request body is not valid JSON.', { body: ['The request body is not valid JSON.'] });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type', 'Unsupported Content-Type; send application/json (or multipart/form-data for uploads).');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'The request body is too large.');
    default:
      break;
  }
  // secure-json-parse errors surface as a 400 SyntaxError.
  if (err instanceof SyntaxError && err.statusCode === 400) {
    return new AppError('validation', 'The request body is not valid JSON.', { body: ['The request body is not valid JSON.'] });
  }
  const status = err.statusCode;
  if (status === 413) return new AppError('payload_too_large', err.message);
  if (status === 415) return new AppError('unsupported_media_type', err.message);
  if (status === 404) return new AppError('not_found', 'Not found.');
  return null;
}

/** Handles unknown routes; the app passes one that serves the dashboard's index.html for SPA routes. */
export type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

export function installErrorHandler(app: FastifyInstance, notFound?: NotFoundHandler): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : translateFastifyError(error);
    if (appError && appError.code !== 'internal') {
      const body: { message: string; errors?: Record<string, string[]> } = { message: appError.message };
      if (appError.errors) body.errors = appError.errors;
      return reply.code(ERROR_STATUS[appError.code]).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error.' });
  });

  app.setNotFoundHandler(
    notFound ??
      ((request, reply) => {
        reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
      }),
  );
}
