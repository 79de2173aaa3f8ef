import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints';
import { ageAndWarranty } from '../../domain/enrichment/age-and-warranty';
import { defineRoute } from '../http/define-route';
import { AppError } from '../http/errors';

/**
 * GET /gateway/{partner}/age-and-warranty?brand=&serial_number= — the engine's serial decoding and
 * standard terms, against today. Unknown brand or undecodable serial: 422 whose message lists the
 * supported brand families (the engine's message).
 */
export function ageAndWarrantyRoutes(app: FastifyInstance): void {
  defineRoute(app, endpoints.ageAndWarranty, ({ query }) => {
    const outcome = ageAndWarranty(query.brand, query.serial_number, app.ctx.today());
    if (!outcome.ok) throw new AppError('validation', outcome.error.message, outcome.error.errors);
    return outcome.result;
  });
}
