import type { FastifyInstance } from 'fastify';
import { ageAndWarrantyRoutes } from './age-and-warranty';
import { assetRoutes } from './assets';
import { brandImageRoutes } from './brand-images';
import { healthRoutes } from './health';
import { modelSearchRoutes } from './models';
import { openApiRoutes } from './openapi';
import { requestRoutes } from './requests';
import { toolRoutes } from './tools';
import { uploadRoutes } from './upload';

/** A route module: mounts its routes (with defineRoute) on the app. */
export type RouteModule = (app: FastifyInstance) => void | Promise<void>;

/**
 * Every route module of the API, registered by buildApp in this order. Add a module here (e.g. the
 * CSV upload plugin, the tools routes) — app.ts needs no change.
 */
export const routeModules: RouteModule[] = [healthRoutes, openApiRoutes, requestRoutes, uploadRoutes, assetRoutes, modelSearchRoutes, ageAndWarrantyRoutes, brandImageRoutes, toolRoutes];
