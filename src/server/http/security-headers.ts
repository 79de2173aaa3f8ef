import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Security headers on every response (helmet), README "Deployment". The dashboard and the API
// reference are Vite builds without inline script or style, so the policy needs no 'unsafe-inline'
// and no nonce. HSTS is left to the TLS-terminating proxy (it alone knows the HTTPS host names).

/**
 * Permissions-Policy: the camera for our own origin only (the nameplate scan photographs a data
 * plate); the other powerful features nobody here uses are off.
 */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()';

export function cspDirectives(connectSrc: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // 'wasm-unsafe-eval' compiles WebAssembly (the OCR and barcode workers) and allows no JS eval.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    // OCR workers start from a blob: URL that imports their script from this origin.
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    // The API of this origin, and the Base URL servers listed in CSP_CONNECT_SRC.
    'connect-src': ["'self'", ...connectSrc],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
}

export async function installSecurityHeaders(app: FastifyInstance, connectSrc: readonly string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(connectSrc) },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The API and its images are read by dashboards on other origins (Base URL): cross-origin for
    // those paths is set in http/cors.ts; everything else is for this origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
