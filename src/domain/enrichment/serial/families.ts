// The family → decoder table, and the human list of supported brand families (README, errors).
import { KNOWN_BRANDS, brandFamily } from '../brands';
import type { BrandFamily } from '../types';
import { AOSMITH_STYLES_TEXT, decodeAoSmith } from './aosmith';
import { BARD_STYLES_TEXT, decodeBard } from './bard';
import { BRADFORD_WHITE_STYLES_TEXT, decodeBradfordWhite } from './bradford-white';
import { CARRIER_STYLES_TEXT, decodeCarrier } from './carrier';
import { LG_STYLES_TEXT, MITSUBISHI_STYLES_TEXT, NO_PUBLIC_RULE, decodeLg, decodeMitsubishi } from './ductless';
import { GOODMAN_STYLES_TEXT, decodeDaikin, decodeGoodman } from './goodman';
import { GSW_STYLES_TEXT, decodeGsw } from './gsw';
import { FRIEDRICH_STYLES_TEXT, decodeFriedrich } from './friedrich';
import { ICP_STYLES_TEXT, decodeIcp } from './icp';
import { LENNOX_STYLES_TEXT, decodeLennox } from './lennox';
import { NORDYNE_STYLES_TEXT, decodeNordyne } from './nordyne';
import { RHEEM_STYLES_TEXT, decodeRheem } from './rheem';
import type { DecodeContext, FamilyDecodeResult } from './rule-kit';
import { TRANE_STYLES_TEXT, decodeTrane } from './trane';
import { UTICA_STYLES_TEXT, decodeUtica } from './utica';
import { YORK_STYLES_TEXT, decodeYork } from './york';

export type FamilyOutcome = FamilyDecodeResult | { noPublicRule: string };

interface FamilyEntry {
  label: string;
  styles: string;
  decode: (ctx: DecodeContext) => FamilyOutcome;
}

function noRule(family: BrandFamily): (ctx: DecodeContext) => FamilyOutcome {
  return () => ({ noPublicRule: NO_PUBLIC_RULE[family] ?? `no public serial-date rule for ${family}` });
}

export const FAMILY_TABLE: Readonly<Record<BrandFamily, FamilyEntry>> = {
  carrier: { label: 'Carrier / Bryant / Payne', styles: CARRIER_STYLES_TEXT, decode: decodeCarrier },
  icp: { label: 'ICP brands', styles: ICP_STYLES_TEXT, decode: decodeIcp },
  trane: { label: 'Trane / American Standard', styles: TRANE_STYLES_TEXT, decode: decodeTrane },
  goodman: { label: 'Goodman / Amana / Janitrol', styles: GOODMAN_STYLES_TEXT, decode: decodeGoodman },
  daikin: { label: 'Daikin (Goodman-built ducted only)', styles: '10-digit YYMM of Goodman-built ducted units; ductless: no public rule', decode: decodeDaikin },
  lennox: { label: 'Lennox / Allied brands / Aire-Flo', styles: LENNOX_STYLES_TEXT, decode: decodeLennox },
  york: { label: 'York / Johnson Controls brands', styles: YORK_STYLES_TEXT, decode: decodeYork },
  rheem: { label: 'Rheem / Ruud / WeatherKing / Richmond', styles: RHEEM_STYLES_TEXT, decode: decodeRheem },
  nordyne: { label: 'Nordyne / Nortek brands', styles: NORDYNE_STYLES_TEXT, decode: decodeNordyne },
  bard: { label: 'Bard', styles: BARD_STYLES_TEXT, decode: decodeBard },
  mitsubishi: { label: 'Mitsubishi Electric', styles: MITSUBISHI_STYLES_TEXT, decode: decodeMitsubishi },
  lg: { label: 'LG', styles: LG_STYLES_TEXT, decode: decodeLg },
  fujitsu: { label: 'Fujitsu', styles: 'no public rule', decode: noRule('fujitsu') },
  bosch: { label: 'Bosch', styles: 'no public rule', decode: noRule('bosch') },
  aosmith: { label: 'A. O. Smith / State / Reliance / American (water heaters)', styles: AOSMITH_STYLES_TEXT, decode: decodeAoSmith },
  gsw: { label: 'GSW / John Wood (water heaters)', styles: GSW_STYLES_TEXT, decode: decodeGsw },
  bradford_white: { label: 'Bradford White (water heaters)', styles: BRADFORD_WHITE_STYLES_TEXT, decode: decodeBradfordWhite },
  friedrich: { label: 'Friedrich (room units)', styles: FRIEDRICH_STYLES_TEXT, decode: decodeFriedrich },
  utica: { label: 'Utica (boilers before 2003)', styles: UTICA_STYLES_TEXT, decode: decodeUtica },
};

/** Families whose serials can be dated (a public rule exists for at least some of their units). */
export const DATABLE_FAMILIES: readonly BrandFamily[] = (Object.keys(FAMILY_TABLE) as BrandFamily[]).filter(
  (f) => f !== 'fujitsu' && f !== 'bosch',
);

/** Canonical brands of the alias table that belong to a family. */
export function brandsOfFamily(family: BrandFamily): string[] {
  return KNOWN_BRANDS.filter((b) => brandFamily(b) === family);
}

/** One line per datable family: "Carrier / Bryant / Payne (Carrier, Bryant, Payne): styles…". */
export const SUPPORTED_BRAND_FAMILIES_TEXT: string = DATABLE_FAMILIES.map(
  (f) => `${FAMILY_TABLE[f].label} (${brandsOfFamily(f).join(', ')}): ${FAMILY_TABLE[f].styles}`,
).join('\n');

/** Short form for error messages. */
export const SUPPORTED_BRAND_FAMILIES_SHORT: string = DATABLE_FAMILIES.map((f) => FAMILY_TABLE[f].label).join('; ');
