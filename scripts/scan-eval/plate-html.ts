// A plate specification as a self-contained HTML page (no external resources) that Chromium
// photographs: the plate on a surface, tilted, blurred and with a specular highlight when degraded.
import type { PlateSpec } from './plate-specs';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const THEME_CSS: Record<PlateSpec['theme'], string> = {
  white: 'background:#fbfbf8;color:#111;',
  silver: 'background:linear-gradient(135deg,#d9dcdf,#b9bec3 55%,#d3d6d9);color:#161616;',
  yellow: 'background:#f3e6a8;color:#1a1406;',
  dark: 'background:#2b2f33;color:#f1f1f1;',
};

/** Mixed case as some brands print labels ("Model No.", "Serial No."). */
const mixedCase = (label: string) => label.toLowerCase().replace(/(^|[\s/])([a-zà-ÿ])/g, (_m, a: string, b: string) => a + b.toUpperCase()).replace(/\bSn\b/, 'SN');

/** The spec with its label variants applied (`--label-variants`); the default spec unchanged. */
function applyLabels(spec: PlateSpec): PlateSpec {
  const v = spec.labels;
  if (!v) return spec;
  const c = (l: string) => (v.mixedCase ? mixedCase(l) : l);
  return { ...spec, modelLabel: c(v.modelLabel), serialLabel: c(v.serialLabel), distractors: v.mfgDate ? [...spec.distractors, v.mfgDate] : spec.distractors };
}

function cells(plain: PlateSpec): string {
  const spec = applyLabels(plain);
  const rows = spec.distractors;
  const v = spec.labels;
  const label = (l: string) => (l.endsWith(':') ? l : `${l}:`);
  if (v?.oneLine && (spec.layout === 'inline' || spec.layout === 'table')) {
    return `<p class="row"><span class="l">${esc(label(spec.modelLabel))}</span> <span class="v">${esc(spec.model)}</span>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;<span class="l">${esc(label(spec.serialLabel))}</span> <span class="v">${esc(spec.serial)}</span></p>
        <table>${pairs(rows)}</table>`;
  }
  if (v?.french && spec.layout === 'bilingual') {
    return `<table><tr><td class="l">MODÈLE / ${esc(spec.modelLabel)}</td><td class="v">${esc(spec.model)}</td></tr>
        <tr><td class="l">N° DE SÉRIE / ${esc(spec.serialLabel)}</td><td class="v">${esc(spec.serial)}</td></tr></table>
        <table>${pairs(rows)}</table>`;
  }
  switch (spec.layout) {
    case 'table':
      return `<table><tr><td class="l">${esc(spec.modelLabel)}</td><td class="v">${esc(spec.model)}</td></tr>
        <tr><td class="l">${esc(spec.serialLabel)}</td><td class="v">${esc(spec.serial)}</td></tr>
        ${rows.map(([l, v]) => `<tr><td class="l">${esc(l)}</td><td class="d">${esc(v)}</td></tr>`).join('')}</table>`;
    case 'stacked':
      return `<div class="stack"><div class="l">${esc(spec.modelLabel)}</div><div class="v">${esc(spec.model)}</div>
        <div class="l">${esc(spec.serialLabel)}</div><div class="v">${esc(spec.serial)}</div></div>
        <table>${pairs(rows)}</table>`;
    case 'inline':
      return `<p class="row"><span class="l">${esc(spec.modelLabel)}:</span> <span class="v">${esc(spec.model)}</span></p>
        <p class="row"><span class="l">${esc(spec.serialLabel)}:</span> <span class="v">${esc(spec.serial)}</span></p>
        ${chunk(rows, 3).map((r) => `<p class="row small">${r.map(([l, v]) => `${esc(l)} ${esc(v)}`).join('&nbsp;&nbsp;&nbsp;&nbsp;')}</p>`).join('')}`;
    case 'grid':
      return `<div class="grid">
        <div class="cell wide"><div class="l">${esc(spec.modelLabel)}</div><div class="v">${esc(spec.model)}</div></div>
        <div class="cell wide"><div class="l">${esc(spec.serialLabel)}</div><div class="v">${esc(spec.serial)}</div></div>
        ${rows.map(([l, v]) => `<div class="cell"><div class="l">${esc(l)}</div><div class="d">${esc(v)}</div></div>`).join('')}</div>`;
    case 'bilingual':
      return `<table><tr><td class="l">MODELO / ${esc(spec.modelLabel)}</td><td class="v">${esc(spec.model)}</td></tr>
        <tr><td class="l">NO. DE SERIE / ${esc(spec.serialLabel)}</td><td class="v">${esc(spec.serial)}</td></tr></table>
        <table>${pairs(rows)}</table>`;
  }
}

function chunk<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

function pairs(rows: Array<[string, string]>): string {
  return chunk(rows, 2)
    .map((r) => `<tr>${r.map(([l, v]) => `<td class="l">${esc(l)}</td><td class="d">${esc(v)}</td>`).join('')}</tr>`)
    .join('');
}

export const PHOTO_WIDTH_PX = 1280;
export const PHOTO_HEIGHT_PX = 960;

/**
 * Extra CSS and plate transform of the photo effects (none without them: the default page is
 * byte for byte the same). Dot-matrix lettering is the value and rating text seen through a grid of
 * round holes; stamped lettering is the plate's own colour raised, drawn only by its light and shadow edges.
 */
function photoCss(spec: PlateSpec): { css: string; transform: string; shade: string } {
  const p = spec.photo;
  if (!p) return { css: '', transform: '', shade: '' };
  const dark = spec.theme === 'dark';
  const lettering: Record<NonNullable<PlateSpec['photo']>['lettering'], string> = {
    printed: '',
    condensed: `.plate{font-family:'DejaVu Sans Condensed','Liberation Sans Narrow';font-stretch:condensed;} .v{letter-spacing:0;}`,
    'dot-matrix': `.plate{font-family:'DejaVu Sans Mono';} .v,.d{font-weight:700;-webkit-mask-image:radial-gradient(circle,#000 48%,transparent 62%);-webkit-mask-size:3px 3px;}`,
    stamped: `.v,.d{color:${dark ? '#3b4046' : '#c9ccd0'};text-shadow:${dark ? '-1px -1px 0 #15181b,1px 1px 0 #9aa0a6' : '-1px -1px 0 #fdfdfd,1px 1px 0 #2a2a2a'};}`,
  };
  const shade = p.shadowHard
    ? `linear-gradient(${p.shadowAngleDeg}deg,rgba(0,0,0,${p.shadow.toFixed(2)}) 0,rgba(0,0,0,${p.shadow.toFixed(2)}) 38%,rgba(0,0,0,0) 41%)`
    : `linear-gradient(${p.shadowAngleDeg}deg,rgba(0,0,0,${p.shadow.toFixed(2)}) 0,rgba(0,0,0,0) 70%)`;
  return {
    css: `.photo{perspective:1100px;} .shade{position:absolute;inset:0;border-radius:10px;pointer-events:none;background:${shade};} ${lettering[p.lettering]}`,
    transform: `scale(${p.scale.toFixed(3)}) rotateX(${p.pitchDeg.toFixed(2)}deg) rotateY(${p.yawDeg.toFixed(2)}deg) `,
    shade: '<div class="shade"></div>',
  };
}

export function plateHtml(spec: PlateSpec): string {
  const d = spec.degradation;
  const border = spec.theme === 'dark' ? '#888' : '#333';
  const fx = photoCss(spec);
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:${PHOTO_WIDTH_PX}px;height:${PHOTO_HEIGHT_PX}px;overflow:hidden;background:#6d7177;}
  .photo{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;filter:blur(${d.blurPx.toFixed(2)}px);}
  .plate{position:relative;width:920px;padding:26px 34px;border-radius:10px;border:2px solid ${border};
    font-family:'${spec.font}';transform:${fx.transform}rotate(${d.tiltDeg.toFixed(2)}deg);box-shadow:0 6px 18px rgba(0,0,0,.45);${THEME_CSS[spec.theme]}}
  .brand{font-size:44px;font-weight:700;letter-spacing:2px;margin-bottom:12px;}
  .sub{font-size:14px;margin-bottom:14px;}
  table{border-collapse:collapse;margin-bottom:10px;}
  td{padding:3px 18px 3px 0;vertical-align:baseline;}
  .l{font-size:18px;font-weight:700;}
  .v{font-size:28px;font-weight:600;letter-spacing:1px;}
  .d{font-size:20px;}
  .row{margin:6px 0;} .small{font-size:18px;}
  .stack .v{margin-bottom:10px;}
  .grid{display:grid;grid-template-columns:repeat(4,1fr);border-top:1px solid ${border};border-left:1px solid ${border};}
  .cell{border-right:1px solid ${border};border-bottom:1px solid ${border};padding:4px 8px;}
  .cell.wide{grid-column:span 2;} .cell .l{font-size:13px;}
  .glare{position:absolute;inset:0;border-radius:10px;pointer-events:none;
    background:radial-gradient(ellipse 38% 30% at 62% 38%,rgba(255,255,255,${d.glare.toFixed(2)}),rgba(255,255,255,0) 70%);}
  ${fx.css}</style></head><body><div class="photo"><div class="plate">
  <div class="brand">${esc(spec.brand.toUpperCase())}</div>
  <div class="sub">HEATING &amp; AIR CONDITIONING EQUIPMENT · OUTDOOR USE</div>
  ${cells(spec)}
  ${fx.shade}<div class="glare"></div></div></div></body></html>`;
}
