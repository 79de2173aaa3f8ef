// Packaged terminal air conditioners and heat pumps (PTAC / PTHP) by their makers' model codes, and Friedrich's
// Floating Air ductless line. Coverage and evidence in README-extra.md ("PTAC / PTHP and Friedrich ductless").
// A PTAC is a self-contained through-the-wall unit: type `packaged units`. The cooling class is nominal kBtu/h; the
// electric heater size, where the code prints it, is `heating_capacity_kw` (a heating-element kW, not a fuel input).
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const tons = (kbtuh: number) => Math.round((kbtuh / 12) * 100) / 100;

// Friedrich PTAC installation & operation guides 920-087-02 (9-03) and 920-087-04 (3-05), "Model Number Code"
// P / PD · E cooling with or without electric heat / H heat pump with auxiliary heat · 07 09 12 15 (7,000 … 15,000 Btuh) ·
// K 230/208 V 1 Ph / R 265 V 1 Ph · heater 0 none / 2 = 2.5 / 3 = 3.4 / 5 = 5.0 kW (5.0 only on 12,000 and 15,000) ·
// options S standard / R remote thermostat / C seacoast / X both · design series letter · engineering digit.
const FRIEDRICH_PTAC_SOURCE =
  'Friedrich PTAC installation & operation manual 920-087-04 (3-05), Model Number Code PD H 07 K 3 S A 1: https://somanualss.com/html/e1/Friedrich-920-087-04-3-05-User-Manual.html · 920-087-02 (9-03), P H 07 K 3 S A 1: http://www.somanuals.com/html/e1/Friedrich-WallMaster-PTAC-User-Manual.html';
const FRIEDRICH_PTAC = /^(PD|P)([EH])(07|09|12|15)([KR])([0235])([SRCX])([A-Z])(\d)?$/;
const FRIEDRICH_HEATER_KW: Record<string, number> = { '2': 2.5, '3': 3.4, '5': 5.0 };
const FRIEDRICH_BRANDS = ['Friedrich'] as const;

export const friedrichPtac: NomenclatureRule = {
  id: 'friedrich.ptac',
  family: 'friedrich',
  brands: FRIEDRICH_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 80) return null; // P
    const m = FRIEDRICH_PTAC.exec(model);
    if (!m) return null;
    const [, series = '', system = '', cls = '', volt = '', heater = '', options = ''] = m;
    const kbtuh = Number(cls);
    if (heater === '5' && kbtuh < 12) return null; // "5.0 kW only available on 12000 and 15000 Btu/h models"
    const fields: DecodedFields = {
      cooling_capacity_kbtuh: kbtuh,
      cooling_capacity_tons: tons(kbtuh),
      heating_capacity_kw: FRIEDRICH_HEATER_KW[heater],
      efficiency_tier: system === 'H' ? 'heat pump with auxiliary heat' : 'cooling with or without electric heat',
      voltage_v: volt === 'K' ? 230 : 265,
      phase: 1,
    };
    return decodeOf('friedrich', pickBrand(FRIEDRICH_BRANDS, brand), model, {
      type: 'packaged units',
      series: `${series}${system}`,
      fields,
      description: `${system === 'H' ? 'packaged terminal heat pump' : 'packaged terminal air conditioner'}${options === 'C' || options === 'X' ? ', seacoast protected' : ''}`,
      evidence: 'src',
      rule: 'Friedrich PTAC model number code (P/PD · E/H · class · K/R voltage · heater kW · options · design · engineering digit)',
      source: FRIEDRICH_PTAC_SOURCE,
    });
  },
};

// Friedrich Floating Air / Floating Air Pro ductless: F · P / R · H · S single-zone / M multi-zone / F (multi-zone head) ·
// unit letter · class · A · digit · letter (+ -A): FPHSR09A3A, FPHSW09A1A, FPHFC12A3B, FPHMR36A3A. No printed key was
// found; the class is read as nominal kBtu/h because the brand's NRCan rows (outdoor and indoor model with the rated
// cooling Btu/h per pairing) agree with that reading on all 33 model columns (FPHSR09A1A 9,000; FPHMR18A3A 18,000).
const FRIEDRICH_DUCTLESS_SOURCE =
  'NRCan Greener Homes eligible ASHP list, FRIEDRICH Floating Air / Floating Air Pro rows (shared/data/catalog/raw/ccashp.tsv)';
const FRIEDRICH_DUCTLESS = /^F([PR])H([SMF])([A-Z])(09|12|18|24|30|36|42|48)A(\d)[A-Z](?:-[A-Z])?$/;

export const friedrichDuctless: NomenclatureRule = {
  id: 'friedrich.floating-air',
  family: 'friedrich',
  brands: FRIEDRICH_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'F',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 70) return null; // F
    const m = FRIEDRICH_DUCTLESS.exec(model);
    if (!m) return null;
    const [, line = '', zone = '', , cls = ''] = m;
    const kbtuh = Number(cls);
    return decodeOf('friedrich', pickBrand(FRIEDRICH_BRANDS, brand), model, {
      type: 'mini-splits',
      series: `F${line}H${zone}`,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: tons(kbtuh) },
      description: zone === 'S' ? 'Floating Air single-zone ductless unit' : 'Floating Air multi-zone ductless unit',
      evidence: 'pattern',
      rule: 'Friedrich Floating Air ductless (class read as nominal kBtu/h, as the NRCan rows rate each pairing)',
      source: FRIEDRICH_DUCTLESS_SOURCE,
    });
  },
};

// GE Zoneline: AZ + series · E cooling with electric heat / H heat pump with backup electric heat · class · D 230/208 V /
// E 265 V · letters. The A&E data manuals list every model with its voltage rows (AZ45E07DAB 208/230 V, AZ45E07EAC 265 V;
// "AZ45 series cooling with electric heat", "AZ65 series heat pump with backup electric heat"; AZ41 / AZ61 the 4100 / 6100
// series; AZ95 the vertical Zoneline, AZ95E18DAC). No printed key: evidence `pattern`.
const GE_ZONELINE_SOURCE =
  'GE Zoneline A&E data manual AZ45/AZ65 series (model lists with voltage and Btuh): https://fdocuments.in/document/ge-zoneline.html · AZ41/61 2011 A&E data manual: http://38.142.81.21:8001/manual/ge/rad10/zoneline-engineering-data-manual-english.html · AZ95 A&E manual: http://38.142.81.21:8001/manual/ge-appliances/az95e18dac/architect-and-engineering-manual-english/page-6.html · model prefixes of the 2015 Zoneline recall (AZ41E07E … AZ61H15E): https://www.aboutlawsuits.com/ge-zoneline-recall-89510';
// The letters after the voltage may be left off: GE's recall notices list the models by that prefix (AZ41E12E, AZ61H09E:
// CPSC / GE Zoneline recall of November 2015, "Model Prefixes"), so the cut form reads the same fields.
const GE_ZONELINE = /^AZ(41|45|61|65|95)([EH])(07|09|12|15|18|24)([DE])(?:[A-Z]{1,3}\d?)?$/;
const GE_BRANDS = ['GE Appliances'] as const;

export const geZoneline: NomenclatureRule = {
  id: 'ge.zoneline',
  family: 'ge_appliances',
  brands: GE_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 65 || model.charCodeAt(1) !== 90) return null; // AZ
    const m = GE_ZONELINE.exec(model);
    if (!m) return null;
    const [, series = '', system = '', cls = '', volt = ''] = m;
    const kbtuh = Number(cls);
    const vertical = series === '95';
    // The 4x series are cooling with electric heat (E), the 6x series heat pumps (H); classes 18 / 24 only on the vertical AZ95.
    if (!vertical && (kbtuh > 15 || (series[0] === '4') !== (system === 'E'))) return null;
    if (vertical && kbtuh < 9) return null;
    return decodeOf('ge_appliances', pickBrand(GE_BRANDS, brand), model, {
      type: 'packaged units',
      series: `AZ${series}`,
      fields: {
        cooling_capacity_kbtuh: kbtuh,
        cooling_capacity_tons: tons(kbtuh),
        efficiency_tier: system === 'H' ? 'heat pump with backup electric heat' : 'cooling with electric heat',
        voltage_v: volt === 'D' ? 230 : 265,
        phase: 1,
      },
      description: vertical ? 'Zoneline vertical packaged terminal unit' : system === 'H' ? 'Zoneline packaged terminal heat pump' : 'Zoneline packaged terminal air conditioner',
      evidence: 'pattern',
      rule: 'GE Zoneline AZ series · E/H · class · D 230/208 V / E 265 V',
      source: GE_ZONELINE_SOURCE,
    });
  },
};

// Amana (Goodman) PTAC: PT · C cooling with electric heat / H heat pump · 07 09 12 15 class · digit · design letter ·
// 2-digit heater kW (25 = 2.5, 35 = 3.5, 50 = 5.0: "Please specify 2-digit heater kW size to complete model number") ·
// letters (PTH093A35AA, PTC153G35AXXX, PTH/PTC09*B50*G). The digit after the class is not read (no key in reach).
const AMANA_PTAC_SOURCE =
  'Amana PTAC specifications (heater table 2.5 / 3.5 / 5.0 kW; "Please specify 2-digit heater kW size to complete model number"; PTH/PTC09*B50*G): http://38.142.81.21:8001/manual/amana/dd01/specifications-english/page-10.html · Amana PTAC architects and engineers manual (PTH073A**AA, PTH093A**AA heat pumps): https://manualmachine.com/amana/heatpumps/23613310-architects-and-engineers-manual';
const AMANA_PTAC = /^PT([CH])(07|09|12|15)(\d)([A-Z])(00|25|35|50)?[A-Z0-9]{0,5}$/;
const AMANA_BRANDS = ['Amana'] as const;

export const amanaPtac: NomenclatureRule = {
  id: 'goodman.amana-ptac',
  family: 'goodman',
  brands: AMANA_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 80 || model.charCodeAt(1) !== 84) return null; // PT
    const m = AMANA_PTAC.exec(model);
    if (!m) return null;
    const [, system = '', cls = '', , , heater] = m;
    const kbtuh = Number(cls);
    if (heater === '50' && kbtuh < 9) return null; // "not available on 7,000 BTU/h models"
    return decodeOf('goodman', pickBrand(AMANA_BRANDS, brand), model, {
      type: 'packaged units',
      series: `PT${system}`,
      fields: {
        cooling_capacity_kbtuh: kbtuh,
        cooling_capacity_tons: tons(kbtuh),
        heating_capacity_kw: heater === undefined || heater === '00' ? undefined : Number(heater) / 10,
        efficiency_tier: system === 'H' ? 'heat pump' : 'cooling with electric heat',
      },
      description: system === 'H' ? 'packaged terminal heat pump' : 'packaged terminal air conditioner',
      evidence: 'pattern',
      rule: 'Amana PTAC PT · C/H · class · digit · design letter · heater kW × 10',
      source: AMANA_PTAC_SOURCE,
    });
  },
};

// GE Appliances ductless: outdoor ASH + zone count 1–4 + class (ASH109URDSD, ASH220NCDWA, ASH436NCDW), wall heads
// ASYW + class (ASYW12PRDWB); ducted split AUH + 2436 (the 24–36 range: heat pump outdoor unit, no single capacity) and
// UUY + class (air handler, UUY24ZGDA). No printed GE key in reach: the class is read as nominal kBtu/h because the
// brand's NRCan rows rate every pairing within 15 % of it (ASH109URDSD + ASYW09URDWD 9,000; ASH436NCDW 34,000;
// AUH2436ZGDA + UUY36ZGDA 36,000), and the kinds are those the rows file them under.
const GE_DUCTLESS_SOURCE = 'NRCan Greener Homes eligible ASHP list, GE Appliances rows (shared/data/catalog/raw/ccashp.tsv)';
const GE_ASH = /^ASH([1-4])(09|12|15|18|20|24|36)[A-Z]{3,5}$/;
const GE_ASYW = /^ASYW(09|12|15|18|24)[A-Z]{4,5}$/;
const GE_UUY = /^UUY(24|36)[A-Z]{3,5}$/;
const GE_AUH = /^AUH2436[A-Z]{3,5}$/;

export const geDuctless: NomenclatureRule = {
  id: 'ge.ductless',
  family: 'ge_appliances',
  brands: GE_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'AU',
  decode(model, brand) {
    const c = model.charCodeAt(0);
    if (c !== 65 && c !== 85) return null; // A, U
    let m: RegExpExecArray | null;
    let fields: DecodedFields = {};
    let type: 'mini-splits' | 'air handlers' | 'heat pumps' = 'mini-splits';
    let series: string;
    let description: string;
    if ((m = GE_ASH.exec(model))) {
      const kbtuh = Number(m[2]);
      fields = { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: tons(kbtuh) };
      series = 'ASH';
      description = m[1] === '1' ? 'ductless single-zone outdoor unit' : `ductless multi-zone outdoor unit (${m[1]} zones)`;
    } else if ((m = GE_ASYW.exec(model))) {
      const kbtuh = Number(m[1]);
      fields = { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: tons(kbtuh) };
      series = 'ASYW';
      description = 'ductless wall-mounted indoor unit';
    } else if ((m = GE_UUY.exec(model))) {
      const kbtuh = Number(m[1]);
      fields = { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: tons(kbtuh) };
      type = 'air handlers';
      series = 'UUY';
      description = 'air handler of the ducted split';
    } else if (GE_AUH.test(model)) {
      type = 'heat pumps';
      series = 'AUH';
      description = 'heat pump outdoor unit for 24,000–36,000 Btu/h air handlers';
    } else return null;
    return decodeOf('ge_appliances', pickBrand(GE_BRANDS, brand), model, {
      type,
      series,
      fields,
      description,
      evidence: 'pattern',
      rule: 'GE Appliances ductless ASH / ASYW and ducted split AUH / UUY (class read as nominal kBtu/h, as the NRCan rows rate each pairing)',
      source: GE_DUCTLESS_SOURCE,
    });
  },
};

export const PTAC_RULES: readonly NomenclatureRule[] = [friedrichPtac, friedrichDuctless, geZoneline, amanaPtac, geDuctless];
