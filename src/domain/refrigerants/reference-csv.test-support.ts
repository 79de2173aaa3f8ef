import type { GasType } from './gas-types';

// Test support: rows of the CoolProp CSVs read straight from ../shared beside the repository
// ('/' = the repository root in Vite's glob syntax), as an independent reference for tool tests.
const CSV_FILES = import.meta.glob<string>('/../shared/data/refrigerants/*.csv', { query: '?raw', import: 'default', eager: true });

export interface CsvRow {
  tempF: number;
  bubblePsig: number;
  dewPsig: number;
  bubblePsia: number;
  dewPsia: number;
}

export function csvRows(gas: GasType): CsvRow[] {
  const key = Object.keys(CSV_FILES).find((path) => path.endsWith(`/refrigerants/${gas}.csv`));
  const text = key === undefined ? undefined : CSV_FILES[key];
  if (text === undefined) throw new Error(`../shared/data/refrigerants/${gas}.csv not found beside the repository`);
  return text
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => {
      const [tempF, bubblePsig, dewPsig, bubblePsia, dewPsia] = line.split(',').map(Number) as [number, number, number, number, number];
      return { tempF, bubblePsig, dewPsig, bubblePsia, dewPsia };
    });
}

export function csvRow(gas: GasType, tempF: number): CsvRow {
  const row = csvRows(gas).find((r) => r.tempF === tempF);
  if (!row) throw new Error(`${gas}.csv has no row at ${tempF} °F`);
  return row;
}
