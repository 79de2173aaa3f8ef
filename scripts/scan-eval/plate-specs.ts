// Seeded plate specifications: a catalog model (its wildcards filled in), the brand's serial
// format, electrical / refrigerant distractors, a layout, a font and a degradation.
import { brandFamily } from '../../src/domain/enrichment/brands';
import { compileModelPattern, ANY } from '../../src/domain/enrichment/catalog/model-pattern';
import type { CatalogModel } from '../../src/domain/enrichment/types';
import { int, pick, type Rng } from './rng';
import { SERIAL_FORMATS, genericSerial } from './serial-formats';

export const LAYOUTS = ['table', 'stacked', 'inline', 'grid', 'bilingual'] as const;
export const FONTS = ['DejaVu Sans', 'Liberation Sans Narrow', 'DejaVu Sans Mono', 'Liberation Serif', 'Nimbus Sans', 'DejaVu Sans Condensed'] as const;
export const THEMES = ['white', 'silver', 'yellow', 'dark'] as const;

export interface Degradation {
  tiltDeg: number;
  blurPx: number;
  /** 0–1 opacity of a specular highlight. */
  glare: number;
  jpegQuality: number;
}

/**
 * What real photos of plates have and the default set lacks (`eval:scan --photo`): the plate seen at
 * a slant (keystone), a shadow across it, fewer pixels per glyph, harder JPEG compression, and
 * condensed, dot-matrix or stamped (embossed) lettering. Drawn from a stream of its own, so the
 * default plates of a seed stay the same with or without it.
 */
export interface PhotoEffects {
  /** Keystone: the plate turned about its horizontal and vertical axes (degrees). */
  pitchDeg: number;
  yawDeg: number;
  /** Darkest share (0–1) of a shadow over the plate, soft (gradient) or hard (cast edge). */
  shadow: number;
  shadowAngleDeg: number;
  shadowHard: boolean;
  /** The plate's size in the photo (1: the default 920 px wide; 0.6: its glyphs 40 % smaller). */
  scale: number;
  jpegQuality: number;
  lettering: (typeof LETTERINGS)[number];
}

export const LETTERINGS = ['printed', 'condensed', 'dot-matrix', 'stamped'] as const;

export interface PlateSpec {
  id: string;
  brand: string;
  model: string;
  serial: string;
  layout: (typeof LAYOUTS)[number];
  font: (typeof FONTS)[number];
  theme: (typeof THEMES)[number];
  modelLabel: string;
  serialLabel: string;
  distractors: Array<[string, string]>;
  degraded: boolean;
  degradation: Degradation;
  photo?: PhotoEffects;
  labels?: LabelVariants;
}

/**
 * Label wording and arrangement of real plates the default set lacks (`eval:scan --label-variants`):
 * short and colon forms ("MOD", "SER. #", "S/N:"), labels in mixed case ("Model No."), the Canadian
 * bilingual labels ("MODÈLE / MODEL NO.", "N° DE SÉRIE / SERIAL NO.") on the bilingual layout, model
 * and serial on one line, and a "MFG DATE" row. Drawn from a stream of its own, so the default
 * plates of a seed stay the same with or without it.
 */
export interface LabelVariants {
  modelLabel: string;
  serialLabel: string;
  mixedCase: boolean;
  /** Bilingual layout: French (Canada) beside English instead of Spanish. */
  french: boolean;
  /** Model and serial printed on one line (inline and table layouts). */
  oneLine: boolean;
  /** A manufacturing date row among the ratings, e.g. ["MFG DATE", "07/2019"]. */
  mfgDate: [string, string] | null;
}

const VARIANT_MODEL_LABELS = ['MOD', 'MOD.', 'MDL', 'M/N:', 'MODEL NO:', 'MODEL NUMBER:', 'MOD #'];
const VARIANT_SERIAL_LABELS = ['SER', 'SER. #', 'S/N:', 'SERIAL NO:', 'SERIAL NUMBER:', 'SN:', 'SER NO'];

/** The specs with label variants (`eval:scan --label-variants`), from `rng` (a stream apart from the specs' own). */
export function withLabelVariants(rng: Rng, specs: readonly PlateSpec[]): PlateSpec[] {
  return specs.map((s) => {
    const labels: LabelVariants = {
      modelLabel: rng() < 0.5 ? pick(rng, VARIANT_MODEL_LABELS) : s.modelLabel,
      serialLabel: rng() < 0.5 ? pick(rng, VARIANT_SERIAL_LABELS) : s.serialLabel,
      mixedCase: rng() < 0.3,
      french: rng() < 0.7,
      oneLine: rng() < 0.35,
      mfgDate: rng() < 0.5 ? [pick(rng, ['MFG DATE', 'MFD', 'DATE OF MFG']), `${String(int(rng, 1, 12)).padStart(2, '0')}/${int(rng, 2008, 2025)}`] : null,
    };
    return { ...s, labels };
  });
}

const ALNUM = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A concrete model number a catalog pattern accepts (wildcards and classes filled at random). */
export function concreteModel(rng: Rng, pattern: string): string | null {
  const sk = compileModelPattern(pattern)[0];
  if (!sk || sk.tokens.length < 5) return null;
  return sk.tokens
    .map((t) => (t === ANY ? pick(rng, [...ALNUM]) : typeof t === 'number' ? String.fromCharCode(t) : String.fromCharCode(pick(rng, [...t]))))
    .join('');
}

const MODEL_LABELS = ['MODEL NO.', 'MODEL', 'M/N', 'MOD. NO.', 'MODEL NUMBER', 'MODEL #'];
const SERIAL_LABELS = ['SERIAL NO.', 'SERIAL', 'S/N', 'SER. NO.', 'SERIAL NUMBER', 'SERIAL #'];

function distractors(rng: Rng): Array<[string, string]> {
  const volts = pick(rng, ['208/230', '115', '460', '208-230', '230']);
  const all: Array<[string, string]> = [
    ['VOLTS', volts],
    ['PHASE', String(pick(rng, [1, 1, 3]))],
    ['HZ', '60'],
    ['COMPRESSOR RLA', (int(rng, 50, 300) / 10).toFixed(1)],
    ['LRA', String(int(rng, 40, 160))],
    ['FAN MOTOR FLA', (int(rng, 5, 30) / 10).toFixed(1)],
    ['MIN. CIRCUIT AMPS', String(int(rng, 12, 45))],
    ['MAX. FUSE/BREAKER', String(pick(rng, [15, 20, 25, 30, 35, 40, 50]))],
    ['REFRIGERANT', pick(rng, ['R-410A', 'R-454B', 'R-32', 'R-22'])],
    ['FACTORY CHARGE', `${int(rng, 3, 12)} LB ${int(rng, 0, 15)} OZ`],
    ['DESIGN PRESSURE HIGH', `${pick(rng, [450, 550, 600, 650])} PSIG`],
    ['DESIGN PRESSURE LOW', `${pick(rng, [150, 250, 300])} PSIG`],
    ['P/N', `${int(rng, 1000, 9999)}-${int(rng, 100, 999)}`],
  ];
  const keep = all.filter(() => rng() < 0.75);
  return keep.length >= 4 ? keep : all.slice(0, 6);
}

export function plateSpecs(rng: Rng, models: readonly CatalogModel[], count: number, degradedShare: number): PlateSpec[] {
  const out: PlateSpec[] = [];
  while (out.length < count) {
    const m = pick(rng, models);
    const model = concreteModel(rng, m.model);
    if (!model || model.length > 18) continue;
    const family = brandFamily(m.brand);
    const serial = family ? SERIAL_FORMATS[family](rng, m.brand, m.type) : genericSerial(rng);
    const degraded = out.length >= Math.round(count * (1 - degradedShare));
    out.push({
      id: `plate-${String(out.length + 1).padStart(3, '0')}`,
      brand: m.brand,
      model,
      serial,
      layout: pick(rng, LAYOUTS),
      font: pick(rng, FONTS),
      theme: pick(rng, THEMES),
      modelLabel: pick(rng, MODEL_LABELS),
      serialLabel: pick(rng, SERIAL_LABELS),
      distractors: distractors(rng),
      degraded,
      degradation: degraded
        ? { tiltDeg: (rng() * 2 - 1) * 8, blurPx: 0.4 + rng() * 0.8, glare: 0.25 + rng() * 0.45, jpegQuality: int(rng, 55, 80) }
        : { tiltDeg: 0, blurPx: 0, glare: 0, jpegQuality: 92 },
    });
  }
  return out;
}

/**
 * The specs with photo effects (`eval:scan --photo`), from `rng` (a stream apart from the specs'
 * own): every plate gets a slant, a shadow, a scale and a lettering; degraded plates harder ones.
 */
export function withPhotoEffects(rng: Rng, specs: readonly PlateSpec[]): PlateSpec[] {
  return specs.map((s) => {
    const k = s.degraded ? 1 : 0.5;
    const sign = () => (rng() < 0.5 ? -1 : 1);
    const photo: PhotoEffects = {
      pitchDeg: sign() * (4 + rng() * 10) * k,
      yawDeg: sign() * (4 + rng() * 12) * k,
      shadow: (0.2 + rng() * 0.4) * (s.degraded ? 1 : 0.7),
      shadowAngleDeg: int(rng, 0, 359),
      shadowHard: rng() < 0.4,
      scale: s.degraded ? 0.55 + rng() * 0.25 : 0.7 + rng() * 0.25,
      jpegQuality: s.degraded ? int(rng, 30, 55) : int(rng, 60, 85),
      lettering: pick(rng, LETTERINGS),
    };
    return { ...s, photo };
  });
}
