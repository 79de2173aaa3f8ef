// Trane / American Standard S-series gas furnaces named without the stage digit, as owners write the line ("S9V",
// "S8X", "S9X"), and the "S9V2-VS" name of the variable-speed product data (issue 18). Machinery of
// series/marketing-names.ts (brand of the family required, whole name, spaces / dashes / case ignored, a leading
// brand word dropped, no size, `seriesOnly` and `seriesName`). The stage-digit forms (S9V2, S8X1) are
// marketing-names.ts's; the full numbers are `trane.furnace-s-series` (trane/trane.ts).
// Each name is read only where a product data or installer's guide prints every unit of it as a furnace: S8X (S8X1,
// S8X2) and S8B (S8B1) 80 % non-condensing; S9X (S9X1, S9X2), S9B (S9B1) and S9V (S9V2) condensing. S8V and the other
// letter pairs are printed in no document read, so they stay unread.
import type { DecodedFields } from '../types';
import { type NameLine, namesEntry } from '../series/marketing-names';
import type { SeriesEntry } from '../series-kit';
import { S } from './trane';

const S9X_SOURCE =
  'Trane product data 22-1930-1A-EN "Upflow/ Horizontal Left/Right, Downflow Two Stage Condensing Gas Fired Furnace" (S9X2B040U2PSAA … S9X2D120D5PSAA): https://vdocuments.fr/trane-product-data-upflowhorizontal-and-downflow-gas-fired-directnon-direct-vent.html · American Standard installer\'s guide 18-CE12D1-1D-EN "Single Stage / Two Stage Condensing Furnaces with High Efficiency Motor", S9X1 / S9X2 / S9B1: http://www.manualslib.com/manual/2714722/American-Standard-S9x1.html';
const S9V_SOURCE =
  'Trane product data 22-1938-1B-EN "Upflow/ Horizontal Left/Right, Downflow Two Stage Condensing Gas Fired Furnace" (S9V2B040U3VSAB … S9V2C100D4VSAB; "All S9V2-VS furnace models"): https://vdocuments.net/trane-product-data-upflowhorizontal-leftright-e-refer-to-thevent-length.html';

/** Both badges: the ENERGY STAR list prints every S9 name under Trane and American Standard alike. */
const S9_BOTH_BADGES =
  'ENERGY STAR Certified Furnaces list, "Model Name" column: "Trane S9X1", "American Standard S9X1", "Trane S9B1", "American Standard S9B1", "Trane S9V2-VS", "American Standard S9V2-VS", shipped as shared/data/catalog/raw/ENERGY_STAR_Certified_Furnaces.csv: https://www.energystar.gov/productfinder/product/certified-furnaces/results';
const S8_GUIDE =
  'installer\'s guide 18-CE04D1-1B-EN "Upflow/Downflow/Horizontal Gas-Fired, 1–Stage and 2–Stage Induced Draft Furnaces" S8X1 / S8X2 ("used for multiple furnace families"): https://dokumen.tips/documents/installers-guide-upflowhorizontal-leftright-downflow-.html';

/** The S-series names the documents print, without the stage digit: the stages they cover and the source. */
const PRINTED: Record<string, { stages: string; source: string }> = {
  S8X: { stages: 'single- or two-stage (S8X1 / S8X2)', source: `${S.S8X} · ${S8_GUIDE}` },
  S8B: { stages: 'single-stage (S8B1)', source: S.S8X },
  S9X: { stages: 'single- or two-stage (S9X1 / S9X2)', source: `${S9X_SOURCE} · ${S9_BOTH_BADGES}` },
  S9B: { stages: 'single-stage (S9B1)', source: `${S9X_SOURCE} · ${S9_BOTH_BADGES}` },
  S9V: { stages: 'two-stage (S9V2)', source: `${S9V_SOURCE} · ${S9_BOTH_BADGES}` },
};

function fieldsOf(afue: string, tier: string): DecodedFields {
  return afue === '8' ? { afue_percent: 80, efficiency_tier: tier } : { efficiency_tier: `90 %+ condensing, ${tier}` };
}

const S_SERIES_LINES: readonly NameLine[] = [
  {
    // S8X, S8B, S9X, S9B, S9V: the S-series line without the stage digit (8 = 80 % non-condensing, 9 = condensing).
    re: /^S([89])([XBV])$/,
    read(m) {
      const name = `S${m[1]}${m[2]}`;
      const printed = PRINTED[name];
      if (printed === undefined) return null;
      return {
        series: name,
        types: ['furnaces'],
        description: m[1] === '8' ? 'non-condensing gas furnace' : 'condensing gas furnace',
        fields: fieldsOf(m[1]!, printed.stages),
        evidence: 'pattern',
        source: printed.source,
      };
    },
  },
  {
    // S9V2-VS: the name the S9V2 product data gives its variable-speed models.
    re: /^S9V2VS$/,
    read() {
      return { series: 'S9V2-VS', types: ['furnaces'], description: 'condensing gas furnace', fields: fieldsOf('9', 'two-stage, variable-speed blower'), evidence: 'pattern', source: `${S9V_SOURCE} · ${S9_BOTH_BADGES}` };
    },
  },
];

export const TRANE_S_SERIES_NAME_ENTRIES: readonly SeriesEntry[] = [namesEntry('trane', 'Trane / American Standard S-series furnace names', 'S', S_SERIES_LINES)];
