import { describe, expect, it } from 'vitest';
import { GAS_TYPES, type GasType } from './gas-types';
import { saturationRange, saturationTempF, type SaturationLine } from './saturation';
import { SATURATION_TABLES, SATURATION_TABLE_SOURCE } from './saturation-tables';

// The reference: the CoolProp CSVs themselves, read from ../shared beside the repository
// ('/' = the repository root in Vite's glob syntax).
const CSV_FILES = import.meta.glob<string>('/../shared/data/refrigerants/*.csv', { query: '?raw', import: 'default', eager: true });
const TOLERANCE_F = 0.1;
const RANKINE = 459.67;

interface Row {
  tempF: number;
  bubblePsia: number;
  dewPsia: number;
}

function readCsv(gas: GasType): { text: string; rows: Row[] } {
  const key = Object.keys(CSV_FILES).find((path) => path.endsWith(`/refrigerants/${gas}.csv`));
  const text = key === undefined ? undefined : CSV_FILES[key];
  if (text === undefined) throw new Error(`../shared/data/refrigerants/${gas}.csv not found beside the repository`);
  const rows = text
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => {
      const c = line.split(',').map(Number);
      return { tempF: c[0] as number, bubblePsia: c[3] as number, dewPsia: c[4] as number };
    });
  return { text, rows };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const psiaOf = (row: Row, line: SaturationLine) => (line === 'bubble' ? row.bubblePsia : row.dewPsia);

/** Expected temperature between two CSV rows: ln(psia) linear in 1/T (°R), as the README recommends. */
function expectedBetween(r1: Row, r2: Row, line: SaturationLine, psia: number): number {
  const [p1, p2] = [psiaOf(r1, line), psiaOf(r2, line)];
  const [x1, x2] = [1 / (r1.tempF + RANKINE), 1 / (r2.tempF + RANKINE)];
  const x = x1 + ((Math.log(psia) - Math.log(p1)) / (Math.log(p2) - Math.log(p1))) * (x2 - x1);
  return 1 / x - RANKINE;
}

/** Four-point Lagrange interpolation of 1/T against ln(psia): a higher-order estimate of the true curve. */
function cubicEstimate(rows: Row[], i: number, line: SaturationLine, psia: number): number {
  const start = Math.max(0, Math.min(rows.length - 4, i - 1));
  const pts = rows.slice(start, start + 4).map((r) => ({ x: Math.log(psiaOf(r, line)), y: 1 / (r.tempF + RANKINE) }));
  const x = Math.log(psia);
  let y = 0;
  pts.forEach((pj, j) => {
    let term = pj.y;
    pts.forEach((pk, k) => {
      if (k !== j) term *= (x - pk.x) / (pj.x - pk.x);
    });
    y += term;
  });
  return 1 / y - RANKINE;
}

it('finds the 16 CSVs in ../shared/data/refrigerants', () => {
  expect(Object.keys(CSV_FILES)).toHaveLength(GAS_TYPES.length);
});

describe.each(GAS_TYPES)('%s saturation temperatures', (gas) => {
  const { text, rows } = readCsv(gas);

  it('the shipped table was built from this exact CSV', async () => {
    expect(await sha256Hex(text)).toBe(SATURATION_TABLE_SOURCE.sha256[gas]);
    expect(SATURATION_TABLES[gas].bubblePsia.length).toBe(rows.length);
  });

  it.each(['bubble', 'dew'] as const)('%s line: within 0.1 °F at every row and at off-grid pressures', (line) => {
    let maxError = 0;
    rows.forEach((row, i) => {
      const atRow = saturationTempF(gas, line, psiaOf(row, line));
      expect(atRow).not.toBeNull();
      maxError = Math.max(maxError, Math.abs((atRow as number) - row.tempF));
      const next = rows[i + 1];
      if (!next) return;
      for (const fraction of [0.25, 0.5, 0.75]) {
        const psia = psiaOf(row, line) + fraction * (psiaOf(next, line) - psiaOf(row, line));
        const got = saturationTempF(gas, line, psia) as number;
        maxError = Math.max(maxError, Math.abs(got - expectedBetween(row, next, line, psia)));
        // Against a cubic through four rows too: the interpolation's own error, not just its arithmetic.
        expect(Math.abs(got - cubicEstimate(rows, i, line, psia))).toBeLessThan(TOLERANCE_F);
      }
    });
    expect(maxError).toBeLessThan(TOLERANCE_F);
  });

  it('has no value outside the table', () => {
    const first = rows[0] as Row;
    const last = rows[rows.length - 1] as Row;
    for (const line of ['bubble', 'dew'] as const) {
      expect(saturationTempF(gas, line, psiaOf(first, line) - 0.01)).toBeNull();
      expect(saturationTempF(gas, line, psiaOf(last, line) + 0.01)).toBeNull();
      expect(saturationRange(gas, line)).toEqual({
        minPsia: psiaOf(first, line),
        maxPsia: psiaOf(last, line),
        minTempF: first.tempF,
        maxTempF: last.tempF,
      });
    }
  });
});

describe('vacuum (negative psig) and published pressure–temperature charts', () => {
  it('R-134A at −10 psig (4.696 psia) lies between the CSV rows that bracket it', () => {
    const { rows } = readCsv('R-134A');
    const psia = 14.696 - 10;
    const i = rows.findIndex((r, k) => r.bubblePsia <= psia && (rows[k + 1]?.bubblePsia ?? 0) > psia);
    const expected = expectedBetween(rows[i] as Row, rows[i + 1] as Row, 'bubble', psia);
    expect(Math.abs((saturationTempF('R-134A', 'bubble', psia) as number) - expected)).toBeLessThan(TOLERANCE_F);
  });

  // Widely printed PT-chart values at 40 °F: R-22 68.5 psig, R-134a 35.0 psig, R-410A 118 psig.
  it.each([
    ['R-22', 68.5, 'dew'],
    ['R-134A', 35.0, 'dew'],
    ['R-410A', 118, 'dew'],
  ] as const)('%s at %f psig saturates near 40 °F (±0.5 °F)', (gas, psig, line) => {
    expect(Math.abs((saturationTempF(gas, line, psig + 14.696) as number) - 40)).toBeLessThan(0.5);
  });
});
