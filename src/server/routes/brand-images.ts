import type { FastifyInstance } from 'fastify';
import { KNOWN_BRANDS } from '../../domain/enrichment/brands';
import { loadCatalog } from '../catalog/load-catalog';
import { AppError } from '../http/errors';

// GET /static/brands/<slug>.svg: a generated monogram badge of the brand (its initials and name on
// a colour derived from the name). We hold no manufacturer logos; this is what `logo` and
// `brand_image` of a model search result point at, and it does not pretend to be a logo.

export function brandSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function brandImagePath(name: string): string {
  return `/static/brands/${brandSlug(name)}.svg`;
}

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function initials(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const letters = words.length >= 2 ? words.slice(0, 2).map((w) => w[0]) : [name.replace(/[^A-Za-z0-9]/g, '').slice(0, 2)];
  return letters.join('').toUpperCase() || '?';
}

/** Deterministic hue 0–359 from the name (FNV-1a). */
function hueOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % 360;
}

export function brandBadgeSvg(name: string): string {
  const hue = hueOf(name);
  const label = name.length > 18 ? `${name.slice(0, 17)}…` : name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${xmlEscape(name)} (monogram, not the manufacturer's logo)">
<title>${xmlEscape(name)}</title>
<rect width="128" height="128" rx="20" fill="hsl(${hue} 45% 32%)"/>
<text x="64" y="72" text-anchor="middle" font-family="system-ui, sans-serif" font-size="48" font-weight="700" fill="#fff">${xmlEscape(initials(name))}</text>
<text x="64" y="108" text-anchor="middle" font-family="system-ui, sans-serif" font-size="12" fill="#fff">${xmlEscape(label)}</text>
</svg>
`;
}

/** Brand names the badge route answers for: the brand table and every brand of the catalog. */
let brandsBySlug: Map<string, string> | null = null;
function knownBrand(slug: string): string | undefined {
  if (!brandsBySlug) {
    brandsBySlug = new Map(KNOWN_BRANDS.map((b) => [brandSlug(b), b]));
    for (const m of loadCatalog().models) if (!brandsBySlug.has(brandSlug(m.brand))) brandsBySlug.set(brandSlug(m.brand), m.brand);
  }
  return brandsBySlug.get(slug);
}

export function brandImageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/static/brands/:file', async (request, reply) => {
    const m = /^([a-z0-9-]+)\.svg$/.exec(request.params.file);
    const name = m?.[1] ? knownBrand(m[1]) : undefined;
    if (!name) throw new AppError('not_found', 'Unknown brand image.');
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(brandBadgeSvg(name));
  });
}
