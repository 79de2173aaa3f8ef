// Long-tail water-heating and boiler lines read from their makers' manuals and spec sheets: Takagi T-KJr2 / T-K4 /
// T-D2 / T-KJr and the listed TK-…X3 / TCT lines, their A. O. Smith ATI / ATO twins, A. O. Smith THR, State SandBlaster tanks, Rheem / Ruud RTG gas and RTEX electric tankless, GE-badged
// GN / GP tankless, Peerless MI / MIH / PSC / 61 / 62 cast-iron gas boilers, Burnham Revolution RV and RSA.
// Each line states only what its source prints; a field the source does not give stays absent.
// Coverage in README-extra.md.
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

// ---- Takagi -------------------------------------------------------------------------------------------------
/** Takagi T-KJr2 / T-K4 / T-D2 manual, specifications: natural-gas and propane input max 140,000 (T-KJr2) and 190,000 (T-K4) Btu/h; T-D2 199,000 natural gas. */
const TAKAGI_510_SOURCE =
  'Takagi T-KJr2-IN/OS, T-K4-IN/OS, T-D2-IN/OS installation manual and owner\'s guide, specifications — http://38.142.81.21:8001/manual/takagi/t-d2-in-ng/manual-english.html';
const TAKAGI_KJR_SOURCE = 'Takagi T-KJr instantaneous water heater installation manual and owner\'s guide — http://www.docstoc.com/docs/106374793/T-KJr-inst-manual';
const ES_WATER_HEATERS_SOURCE =
  'ENERGY STAR Certified Water Heaters list (brand, model number, type, fuel), shipped as shared/data/catalog/raw: https://www.energystar.gov/productfinder/product/certified-water-heaters/results';

interface TakagiSeries {
  name: string;
  inputKbtuh?: number;
  source: string;
}
const TAKAGI: Readonly<Record<string, TakagiSeries>> = {
  KJR2: { name: 'T-KJr2', inputKbtuh: 140, source: TAKAGI_510_SOURCE },
  K4: { name: 'T-K4', inputKbtuh: 190, source: TAKAGI_510_SOURCE },
  // T-D2: 199,000 Btu/h is printed for natural gas only in reach: no input reported.
  D2: { name: 'T-D2', source: TAKAGI_510_SOURCE },
  KJR: { name: 'T-KJr', source: TAKAGI_KJR_SOURCE },
};
// "T-KJr2-IN-NG", "T-K4-OS-LP", "TK4-IN", "T-D2-IN"; -IN indoor / -OS outdoor, then the gas.
const TAKAGI_RE = /^T-?(KJR2|KJR|K4|D2)(?:-(IN|OS))?(?:-(?:NG|LP|N|P))?$/;
// Listed by ENERGY STAR as gas tankless water heaters: TK-160X3P-100 / TK-180X3P-100 / TK-199X3P-100, TCT-199I-N.
const TAKAGI_LISTED_RE = /^(TK-?(?:160|180|199)X3|TCT-?199)[A-Z0-9-]{0,8}$/;

const takagiMore: NomenclatureRule = {
  id: 'takagi.tankless-more',
  family: 'takagi',
  brands: ['Takagi'],
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model, brand) {
    const m = TAKAGI_RE.exec(model);
    if (m !== null) {
      const s = TAKAGI[m[1] ?? ''];
      if (s === undefined) return null;
      const place = m[2] === 'IN' ? ', indoor' : m[2] === 'OS' ? ', outdoor' : '';
      return decodeOf('takagi', pickBrand(['Takagi'], brand), model, {
        type: 'tankless water heaters',
        series: s.name,
        fields: { heating_input_kbtuh: s.inputKbtuh },
        description: `gas tankless water heater${place}`,
        evidence: 'src',
        rule: `Takagi ${s.name} gas tankless water heater${s.inputKbtuh === undefined ? '' : ', maximum input from the manual'}`,
        source: s.source,
      });
    }
    const l = TAKAGI_LISTED_RE.exec(model);
    if (l === null) return null;
    return decodeOf('takagi', pickBrand(['Takagi'], brand), model, {
      type: 'tankless water heaters',
      series: (l[1] ?? '').replace('-', ''),
      fields: {},
      description: 'gas tankless water heater',
      evidence: 'pattern',
      rule: 'Takagi tankless line as ENERGY STAR lists it: type',
      source: ES_WATER_HEATERS_SOURCE,
    });
  },
};

// ---- Rheem / Ruud / Richmond / GE tankless ------------------------------------------------------------------
const RHEEM_BRANDS = ['Rheem', 'Ruud', 'Richmond', 'GE Appliances'] as const;
/** RTEX electric tankless: the number is the element rating in kW (RTEX-13 13 kW, RTEX-18 18 kW, RTEX-27 27 kW; RTEX-04 3.5 kW). */
const RTEX_SOURCE =
  'Rheem RTEX electric tankless ratings: RTEX-04 3.5 kW 120 V, RTEX-13 13 kW 240 V, RTEX-27 27 kW 240 V (https://heaterguides.com/elctrical-conduit-size-for-rheem-electric-hot-water-heater); "Rheem RTEX-18 18kW 240V Tankless Electric Water Heater" (https://www.procleansource.com/post/detail/1054)';
const RTEX_KW: Readonly<Record<string, number>> = { '04': 3.5, '08': 8, '11': 11, '13': 13, '18': 18, '24': 24, '27': 27, '32': 32, '36': 36 };
const RTEX_RE = /^RTEX-?(04|08|11|13|18|24|27|32|36)$/;
/**
 * RTG gas tankless (non-condensing sibling of the listed RTGH): RTG + size class + DV / X / XL / P… + L + N natural / P
 * propane, as the ENERGY STAR rows pair RTGH-…LN with natural gas and RTGH-…LP with propane (RTGH-84DVLN-2 / -84DVLP-2).
 */
const RTG_RE = /^R(?:U|M)?TG-?(\d{2,3})([A-Z]{1,4})L([NP])(?:-?\d)?$/;
/** GE-badged tankless: "Installation Instructions, Indoor Direct Vent Tankless Water Heater, Models GN75DNSRSA, GN94DNSRSA, GP94DNSRSA". */
const GE_TANKLESS_SOURCE = 'GE indoor direct-vent tankless water heater installation instructions, models GN75DNSRSA, GN94DNSRSA, GP94DNSRSA — https://zip2help.com/manuals/index.php?csurl=IMAGETHINGYMAJIGGERdocs/GE_Water_Heater_GN75DNSRSA/index.php';
const GE_TANKLESS_RE = /^G[NP](75|94)D[NS]S[A-Z]{1,3}$/;

const rheemTankless: NomenclatureRule = {
  id: 'rheem.tankless-more',
  family: 'rheem',
  brands: RHEEM_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'RG',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 === 71 /* G */) {
      const g = GE_TANKLESS_RE.exec(model);
      if (g === null) return null;
      return decodeOf('rheem', pickBrand(RHEEM_BRANDS, brand, 'GE Appliances'), model, {
        type: 'tankless water heaters',
        series: `G${model[1] ?? ''}${g[1] ?? ''}`,
        fields: {},
        description: 'indoor direct-vent gas tankless water heater',
        evidence: 'src',
        rule: 'GE tankless water heater model list: type',
        source: GE_TANKLESS_SOURCE,
      });
    }
    if (c0 !== 82 /* R */) return null;
    const e = RTEX_RE.exec(model);
    if (e !== null) {
      const kw = RTEX_KW[e[1] ?? ''];
      const stated = e[1] === '04' || e[1] === '13' || e[1] === '18' || e[1] === '27';
      return decodeOf('rheem', pickBrand(RHEEM_BRANDS, brand), model, {
        type: 'tankless water heaters',
        series: 'RTEX',
        fields: { fuel: 'electric', heating_capacity_kw: kw },
        description: 'electric tankless water heater',
        evidence: stated ? 'src' : 'pattern',
        rule: 'Rheem RTEX electric tankless water heater, element kW in the model number',
        source: RTEX_SOURCE,
      });
    }
    const r = RTG_RE.exec(model);
    if (r === null) return null;
    const fields: DecodedFields = { fuel: r[3] === 'N' ? 'natural gas' : 'propane' };
    return decodeOf('rheem', pickBrand(RHEEM_BRANDS, brand), model, {
      type: 'tankless water heaters',
      series: 'RTG',
      fields,
      description: 'gas tankless water heater',
      evidence: 'pattern',
      rule: 'Rheem RTG gas tankless water heater (the number is a size class, not an input); fuel from the final N / P',
      source: ES_WATER_HEATERS_SOURCE,
    });
  },
};

// ---- Peerless cast-iron gas boilers -------------------------------------------------------------------------
/** MI/MIH manual L0308189: MI natural or LP gas, 3–9 sections (standing pilot 80 % / intermittent ignition 82 % AFUE); MIH mid-efficiency, natural gas, 83 % AFUE. */
export const PEERLESS_MI_SOURCE = 'Peerless MI/MIH boilers installation, operation & maintenance manual L0308189 — https://usermanual.wiki/PEERLESS/L0308189.1258826603/help';
export const PEERLESS_PSC_SOURCE = 'Peerless Series PSC (PSC-03, PSC-04, PSC-05, PSC-06) gas boilers installation, operation & maintenance manual — https://manualmachine.com/peerless/psc03/22377255-installation';
const PEERLESS_61_SOURCE = 'Peerless 61/62 boilers installation, operation & maintenance manual L0308192 (3–8 sections, natural or LP gas) — https://usermanual.wiki/PEERLESS/L0308192.142292513/help';
// "MI-04", "MIH-05-PIN", "MI03E", "PSC-05", "61-06", "62-04-S": line, sections, then option letters.
const PEERLESS_RE = /^(MIH|MI|PSC|61|62)-?(0[3-9])(?:-?[A-Z]{1,4})?$/;
const PEERLESS_SECTIONS: Readonly<Record<string, readonly [number, number]>> = { MI: [3, 9], MIH: [3, 6], PSC: [3, 6], '61': [3, 8], '62': [3, 8] };

const peerlessCastIron: NomenclatureRule = {
  id: 'peerless.cast-iron',
  family: 'peerless',
  brands: ['Peerless'],
  unambiguousWithoutBrand: false,
  firstChars: 'MP6',
  decode(model, brand) {
    const m = PEERLESS_RE.exec(model);
    if (m === null) return null;
    const line = m[1] ?? '';
    const sections = Number(m[2]);
    const [lo, hi] = PEERLESS_SECTIONS[line] ?? [0, 0];
    if (sections < lo || sections > hi) return null;
    const mih = line === 'MIH';
    return decodeOf('peerless', pickBrand(['Peerless'], brand), model, {
      type: 'boilers',
      series: line,
      fields: mih ? { fuel: 'natural gas', afue_percent: 83 } : {},
      description: `cast-iron gas boiler, ${sections} sections`,
      evidence: 'src',
      rule: `Peerless ${line} cast-iron gas boiler (the number is the section count)`,
      source: line.startsWith('MI') ? PEERLESS_MI_SOURCE : line === 'PSC' ? PEERLESS_PSC_SOURCE : PEERLESS_61_SOURCE,
    });
  },
};

// ---- Burnham ------------------------------------------------------------------------------------------------
/** Revolution manual 8140638: rating label "Boiler Model Number RV_-____"; RV3PI-2 manual. */
const BURNHAM_RV_SOURCE = 'Burnham Revolution gas-fired boiler installation, operating and service instructions 8140638 (model number RV_-____) — https://vdocuments.mx/d-service-instructions-for-revolution-8140638r4-206-as-an-energy-star-partner.html; RV3PI-2 manual — http://38.142.81.21:8001/manual/burnham/rv3pi-2/install-instructions-english.html';
const BURNHAM_RSA_SOURCE = 'Burnham RSA boiler installation manual — https://manualshive.com/en/manual/bumham/rsa/2830335?page=8';
const BURNHAM_RE = /^(RV)([3-6])([A-Z]{1,3})?(?:-\d)?$|^(RSA)-?(\d{3})[A-Z]{0,3}$/;

const burnhamMore: NomenclatureRule = {
  id: 'burnham.revolution-rsa',
  family: 'burnham',
  brands: ['Burnham'],
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    const m = BURNHAM_RE.exec(model);
    if (m === null) return null;
    const rv = m[1] === 'RV';
    return decodeOf('burnham', pickBrand(['Burnham'], brand), model, {
      type: 'boilers',
      series: rv ? 'Revolution' : 'RSA',
      fields: {},
      description: rv ? 'gas-fired boiler' : 'boiler',
      evidence: 'pattern',
      rule: rv ? 'Burnham Revolution gas-fired boiler: type' : 'Burnham RSA boiler: type',
      source: rv ? BURNHAM_RV_SOURCE : BURNHAM_RSA_SOURCE,
    });
  },
};


// ---- A. O. Smith group: Takagi-built ATI / ATO 110 / 310 / 510, THR tankless, State Sandblaster commercial tanks --------------
const AOS_BRANDS = ['A. O. Smith', 'State', 'American', 'Reliance'] as const;
/** The A. O. Smith ATI-310-P document is Takagi's manual: "Models 110 Indoor (T-KJr2-IN) … 310 Indoor (T-K4-IN) … 510 Outdoor (T-D2-OS)". */
const AOS_ATI_SOURCE = `A. O. Smith ATI-310-P installation manual and owner's guide (models 110 = T-KJr2, 310 = T-K4, 510 = T-D2) — https://manuzoid.com/manuals/rEW94-A.O.%20Smith%20ATI-310-P%20Technical%20Documents; ${TAKAGI_510_SOURCE}`;
const AOS_ATI_INPUT: Readonly<Record<string, number>> = { '110': 140, '310': 190 };
const AOS_ATI_RE = /^(ATI|ATO)-?(110|310|510)(U)?(?:-?[A-Z]{1,3}){0,2}$/;
/** A. O. Smith THR-160 "Residential Gas Tankless Water Heater Use and Care Guide"; X3 = the scale-prevention line of the tankless product guide. */
const AOS_THR_SOURCE = 'A. O. Smith THR-160 residential gas tankless water heater use and care guide — https://manualshive.com/en/manual/a-o-smith/thr-160/4691948?page=21; A. O. Smith tankless product guide (residential condensing with X3 scale prevention) — https://docslib.org/doc/1307086/tankless-product-guide-table-of-contents';
const AOS_THR_RE = /^A?THR-?(160|180|199)(X3)?(?:-?[A-Z0-9]{1,4}){0,2}$/;
/**
 * State SandBlaster commercial gas tanks SBD / SBN / SBL · gallons · input kBtu/h, as the manuals' model tables print them:
 * SBD71120 = 71 gal, 120,000 Btu/h … SBD100199 = 100 gal, 199,000; SBN71120NE thru SBN85390NE; SBL95 199NE, SBL85 275NE, SBL85 390NE.
 */
const STATE_SB_SOURCE = 'State SandBlaster manuals: models SBD71120NE thru SBD85500NE (table 1A: model, input, gallons) — https://docslib.org/doc/5323869/models-sbd71120ne-thru-sbd85500ne; SBN71120NE thru SBN85390NE/A — http://somanuals.com/html/15/State-Industries-Water-Heater-SBN85390NE-A-User-Manual.html; SBL95 199NE, SBL85 275NE(A), SBL85 390NE(A) — http://www.manualshelf.com/manual/state-industries/sbl95-199ne/state-water-heaters-water-heater-user-manual.html';
const STATE_SB_RE = /^SB([DNL])(30|65|71|75|81|85|95|100)-?(120|150|154|180|190|199|250|275|300|305|360|390|400|500)([A-Z]{0,3})(?:-?[A-Z0-9]{1,3})?$/;

const aosmithMore: NomenclatureRule = {
  id: 'aosmith.tankless-sandblaster',
  family: 'aosmith',
  brands: AOS_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'AST',
  decode(model, brand) {
    const a = AOS_ATI_RE.exec(model);
    if (a !== null) {
      // The U (ultra-low NOx "Series 200") models are other heaters: no input read for them.
      const input = a[3] === undefined ? AOS_ATI_INPUT[a[2] ?? ''] : undefined;
      return decodeOf('aosmith', pickBrand(AOS_BRANDS, brand), model, {
        type: 'tankless water heaters',
        series: `${a[1] ?? ''}-${a[2] ?? ''}${a[3] ?? ''}`,
        fields: { heating_input_kbtuh: input },
        description: a[1] === 'ATO' ? 'gas tankless water heater, outdoor' : 'gas tankless water heater',
        evidence: 'src',
        rule: 'A. O. Smith ATI / ATO 110 / 310 / 510 gas tankless water heater (Takagi T-KJr2 / T-K4 / T-D2)',
        source: AOS_ATI_SOURCE,
      });
    }
    const t = AOS_THR_RE.exec(model);
    if (t !== null) {
      return decodeOf('aosmith', pickBrand(AOS_BRANDS, brand), model, {
        type: 'tankless water heaters',
        series: `THR${t[2] ?? ''}`,
        fields: {},
        description: 'residential gas tankless water heater',
        evidence: 'pattern',
        rule: 'A. O. Smith THR gas tankless water heater: type (the number is a size class)',
        source: AOS_THR_SOURCE,
      });
    }
    const b = STATE_SB_RE.exec(model);
    if (b === null) return null;
    return decodeOf('aosmith', pickBrand(AOS_BRANDS, brand, 'State'), model, {
      type: 'water heaters',
      series: `SB${b[1] ?? ''}`,
      fields: { tank_capacity_gallons: Number(b[2]), heating_input_kbtuh: Number(b[3]) },
      description: 'commercial gas tank water heater (SandBlaster)',
      evidence: 'src',
      rule: 'State SandBlaster SBD / SBN / SBL commercial gas tank: gallons and input kBtu/h in the model number',
      source: STATE_SB_SOURCE,
    });
  },
};

// ---- Electric tankless and other water-heater brands ---------------------------------------------------------
/** GE GeoSpring owner's manual "GEH50DEEDXX … hybrid electric residential water heater"; GE service introduction: "Electric, 50 Gallon Capacity". GeoSpring came in 50 and 80 gallons. */
export const GE_GEOSPRING_SOURCE = 'GE GeoSpring GEH50DEEDXX owner\'s manual and installation instructions (hybrid electric water heater) — https://manualmachine.com/ge/appliancesgeospringgeh50deedxx/21356125-owners-manual-and-installation-instructions; GE water heater introduction (50 gallon capacity, heat pump) — https://studylib.net/doc/11458558/ge-water-heater-introduction-nov-2009; GeoSpring sizes 50 and 80 gallons — https://www.greenbuildingadvisor.com/article/ge-will-drop-heat-pump-water-heaters';
const GE_GEOSPRING_RE = /^GEH(50|80)D[A-Z]{2,6}\d{0,2}$/;
/** Stiebel Eltron Tempra: "six tankless water heater models, from 12 kW to 36 kW" (Tempra 12, 15, 20, 24, 29, 36; Plus variants). */
const TEMPRA_SOURCE = 'Stiebel Eltron Tempra whole-house electric tankless series, 12 kW to 36 kW — http://www.ecobuildingpulse.com/green-products/tempra-tankless-water-heaters-from-stiebel-eltron.aspx';
const TEMPRA_RE = /^TEMPRA(12|15|20|24|29|36)(B|PLUS|TRENDPLUS)?$/;
/** Eemax electric tankless: EX55T uses 5,500 W (EX + kW × 10 + T); SPEX / SP point-of-use, EEM whole-house: type only. */
const EEMAX_SOURCE = 'Eemax SPEX3512 installation manual — https://manualmachine.com/eemax/spex3512/4959441-installation-manual; EX55T 5,500 W — http://fuelzilla.com/sun-heat/Re-Looking-for-Hot-Water-Heater-Efficiency-comparison-8984-.htm';
const EEMAX_EX_RE = /^EX(\d{2,3})T(?:2T)?(?:-[A-Z0-9]{1,4})?$/;
const EEMAX_OTHER_RE = /^(SPEX|SP|EEM|AP|PR|HA)(\d{4,5})[A-Z0-9-]{0,6}$/;
/** Whirlpool residential electric water heater installation instructions and use & care guide (W10123243), model E1F50RD045V. */
const WHIRLPOOL_SOURCE = 'Whirlpool residential electric water heater installation instructions and use & care guide W10123243 (E1F50RD045V) — https://usermanual.wiki/Whirlpool/Whirlpool121802UsersManual308203.991089449/help';
const WHIRLPOOL_E_RE = /^E([12])F(\d{2})[A-Z]{1,3}\d{3}V$/;

const OTHER_BRANDS = ['Eemax', 'Stiebel Eltron', 'Whirlpool', 'GE Appliances'] as const;
const waterHeaterOther: NomenclatureRule = {
  id: 'water-heater-other.electric',
  family: 'water_heater_other',
  brands: OTHER_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'GTESAPH',
  decode(model, brand) {
    if (brand === '') return null; // each line belongs to one brand: never read without it
    const b = pickBrand(OTHER_BRANDS, brand);
    const g = GE_GEOSPRING_RE.exec(model);
    if (g !== null && b === 'GE Appliances') {
      return decodeOf('water_heater_other', b, model, {
        type: 'water heaters',
        series: 'GeoSpring',
        fields: { tank_capacity_gallons: Number(g[1]), fuel: 'electric' },
        description: 'hybrid (heat pump) electric water heater',
        evidence: g[1] === '50' ? 'src' : 'pattern',
        rule: 'GE GeoSpring GEH hybrid water heater, gallons after GEH',
        source: GE_GEOSPRING_SOURCE,
      });
    }
    const t = TEMPRA_RE.exec(model);
    if (t !== null && b === 'Stiebel Eltron') {
      return decodeOf('water_heater_other', b, model, {
        type: 'tankless water heaters',
        series: 'Tempra',
        fields: { fuel: 'electric', heating_capacity_kw: Number(t[1]) },
        description: 'whole-house electric tankless water heater',
        evidence: 'pattern',
        rule: 'Stiebel Eltron Tempra electric tankless, kW in the model name',
        source: TEMPRA_SOURCE,
      });
    }
    if (b === 'Eemax') {
      const e = EEMAX_EX_RE.exec(model);
      const o = e === null ? EEMAX_OTHER_RE.exec(model) : null;
      if (e === null && o === null) return null;
      const fields: DecodedFields = { fuel: 'electric' };
      if (e !== null) fields.heating_capacity_kw = Number(e[1]) / 10;
      return decodeOf('water_heater_other', b, model, {
        type: 'tankless water heaters',
        series: e !== null ? 'EX' : (o?.[1] ?? ''),
        fields,
        description: 'electric tankless water heater',
        evidence: 'pattern',
        rule: e !== null ? 'Eemax EX electric tankless, kW × 10 before the T' : 'Eemax electric tankless line: type',
        source: EEMAX_SOURCE,
      });
    }
    const w = WHIRLPOOL_E_RE.exec(model);
    if (w !== null && b === 'Whirlpool') {
      // The digits after E1F / E2F look like gallons (E1F50…), but the guide does not say so: not read.
      return decodeOf('water_heater_other', b, model, {
        type: 'water heaters',
        series: `E${w[1] ?? ''}F`,
        fields: { fuel: 'electric' },
        description: 'residential electric water heater',
        evidence: 'pattern',
        rule: 'Whirlpool E1F / E2F residential electric water heater: type',
        source: WHIRLPOOL_SOURCE,
      });
    }
    return null;
  },
};

// ---- Noritz certification codes -------------------------------------------------------------------------------
/** The ENERGY STAR rows pair each Noritz model with its GQ code: NRC98DV (GQ-C2857WS-FF US), EZ111DV (GQ-C3259WX-FF US), NCC300DV (GQ-C5032WZ-FF US). */
const NORITZ_GQ_RE = /^GQ-?C?(\d{4})[A-Z]{1,4}(?:-?FF)?(?:-?US)?$/;
const noritzGq: NomenclatureRule = {
  id: 'noritz.gq-code',
  family: 'noritz',
  brands: ['Noritz'],
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    const m = NORITZ_GQ_RE.exec(model);
    if (m === null) return null;
    return decodeOf('noritz', pickBrand(['Noritz'], brand), model, {
      type: 'tankless water heaters',
      series: 'GQ',
      fields: {},
      description: 'gas tankless water heater (certification code)',
      evidence: 'pattern',
      rule: 'Noritz GQ certification code, as the ENERGY STAR rows pair it with the tankless models: type',
      source: ES_WATER_HEATERS_SOURCE,
    });
  },
};

// ---- Bosch Therm tankless --------------------------------------------------------------------------------------
/**
 * Bosch THERM / GREENTHERM applications manual: "C1210ES/ESC, C1050ES, C950ES, 940ES, 940ESO, 830ES, 520HN, 520PN, 330PN";
 * manual titles "GWH 2700 ES NG - Natural Gas / GWH 2700 ES LP - Liquefied Petroleum (LP) Gas", GWH 2400 ES, GWH 450 ES, 250 SXO.
 */
const BOSCH_THERM_SOURCE = 'Bosch THERM / GREENTHERM tankless water heaters applications manual (C1210ES/ESC, C1050ES, C950ES, 940ES, 940ESO, 830ES, 520HN, 520PN, 330PN) — https://manualmachine.com/bosch/520pn/19786884-applications-manual; GWH 2700 ES NG / LP manual — https://somanuals.com/html/6/Bosch-Appliances-Water-Heater-ESVVT-User-Manual.html; model list of Bosch manuals (GWH 2400 ES, GWH 450 ES, 250 SXO) — https://homedocbox.com/amp/124877104-Appliances/C-1050-es-natural-gas-c-1050-es-liquefied-petroleum-lp-gas.html';
const BOSCH_THERM_RE = /^(?:BOSCH)?(?:THERM)?(?:AQUASTAR)?(?:GWH)?-?(C1210|C1050|C950|940|830|520|330|2400|2700|450|250)(ESC|ESO|ES|SXO|HN|PN)-?(NG|LP)?$/;
const BOSCH_THERM_OK: Readonly<Record<string, string>> = {
  C1210: 'ES ESC', C1050: 'ES', C950: 'ES', '940': 'ES ESO', '830': 'ES', '520': 'HN PN', '330': 'PN', '2400': 'ES', '2700': 'ES', '450': 'ES', '250': 'SXO',
};
const boschTherm: NomenclatureRule = {
  id: 'bosch.therm-tankless',
  family: 'bosch',
  brands: ['Bosch'],
  unambiguousWithoutBrand: false,
  firstChars: 'BTAGC92835',
  decode(model, brand) {
    const m = BOSCH_THERM_RE.exec(model);
    if (m === null) return null;
    const size = m[1] ?? '';
    const variant = m[2] ?? '';
    // Only the size / variant pairs the documents print (940 ES / ESO, 520 HN / PN, 330 PN …).
    if (!(BOSCH_THERM_OK[size] ?? '').split(' ').includes(variant)) return null;
    const fields: DecodedFields = {};
    if (m[3] === 'NG') fields.fuel = 'natural gas';
    if (m[3] === 'LP') fields.fuel = 'propane';
    return decodeOf('bosch', pickBrand(['Bosch'], brand), model, {
      type: 'tankless water heaters',
      series: `Therm ${size} ${variant}`,
      fields,
      description: variant === 'ESO' || variant === 'SXO' ? 'gas tankless water heater, outdoor' : 'gas tankless water heater',
      evidence: 'src',
      rule: 'Bosch Therm / Aquastar tankless water heater (the number is a size class, not an input); NG / LP suffix = gas',
      source: BOSCH_THERM_SOURCE,
    });
  },
};

export const HEATING_LONG_TAIL_RULES: readonly NomenclatureRule[] = [takagiMore, rheemTankless, peerlessCastIron, burnhamMore, aosmithMore, waterHeaterOther, noritzGq, boschTherm];
