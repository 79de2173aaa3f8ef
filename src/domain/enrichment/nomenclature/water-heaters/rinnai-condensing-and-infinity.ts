// Rinnai tankless lines no other Rinnai module reads (water-heaters/rinnai.ts: RU / RUR / RUC / RX / RL / V and the
// trade names R / C / RLX): the first condensing RC80 / RC98 trade names (with HP: the carton holds the isolation
// valves and relief valve, same heater), and the Infinity / HD continuous-flow heaters of Rinnai UK, Australia and New
// Zealand: Infinity 26i / HD50i (UK manual), Infinity 26i / 28i and HD200i / HD28i (Australian flue manual, which pairs
// each with its REU-V… code), Infinity 32 and HD250e (service manual of REU-V3232W / REU-V3232WC). Brand required;
// tankless type only: the numbers are trade-name size classes, no document in reach ties them to an input. Infinity 16 /
// 20 / 24 are left out (no Rinnai document in reach names them).
// Coverage in README-extra.md ("Water heaters and boilers of the gap scan").
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Rinnai'] as const;

const RC_SOURCE =
  'Rinnai Condensing Tankless Water Heater Service Manual 100000354 (KA / KB condensing), "Key to Trade Names in this Manual: RC & RU indicates condensing water heater models … RC80e RC80HPe, RC80i RC80HPi, RC98e RC98HPe, RC98i RC98HPi" (pdfslide.net condensing-tankless-water-heater-service-manual-rinnai)';
const INFINITY_SOURCE =
  'Rinnai Installation and User Manual "Infinity 26i and HD50i Continuous Flow Water Heater" (somanualss.com/html/14/Rinnai-Water-Heater-26i,-HD50i-User-Guide.html) · Rinnai FFU flue installation manual HW_CF_FFU_IM "To Suit Rinnai Water Heater Models Infinity 26i (REU-VR2632FFUG) (REU-VRM2632FFUG) HD200i (REU-VRM2632FFUC) Infinity 28i (REU-VCM2837FF) HD28i (REU-VCM2837FFC)" (https://manualmachine.com/rinnai/reuvr2632ffug/26779076-installation-guide) · Rinnai service manual "Infinity REU-V3232W / HD250E REU-V3232WC" (https://www.easymanua.ls/rinnai/infinityreu-v3232w/manual?p=8)';

// RC80e / RC98HPi, optionally N / P gas as on every Rinnai model ("RC98HPiN").
const RC_RE = /^(RC)(80|98)(HP)?([IE])(?:-?([NP]))?$/;
// The names as the manuals print them: "Infinity 26i", "Infinity 28i", "Infinity 32", "Infinity HD50i", "HD28i",
// "HD200i", "HD250e" (the 26i is read only after the Infinity word: a bare "26i" is too short).
const INFINITY_RE = /^INFINITY-?((?:26|28)I|32)$|^(?:INFINITY-?)?(HD(?:28|50|200)I|HD250E)$/;

export const rinnaiCondensingAndInfinity: NomenclatureRule = {
  id: 'rinnai.rc-condensing-and-infinity',
  family: 'rinnai',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'RIH',
  decode(model, brand) {
    if (brand === '') return null;
    const c0 = model[0];
    if (c0 === 'R') {
      const m = RC_RE.exec(model);
      if (m === null) return null;
      const gas = m[5];
      return decodeOf('rinnai', pickBrand(BRANDS, brand), model, {
        type: 'tankless water heaters',
        series: `RC${m[2] ?? ''}`,
        fields: { efficiency_tier: 'condensing', fuel: gas === 'N' ? 'natural gas' : gas === 'P' ? 'propane' : undefined },
        description: `condensing gas tankless water heater, ${m[4] === 'I' ? 'indoor' : 'outdoor'}`,
        evidence: 'src',
        rule: 'Rinnai RC80 / RC98 condensing tankless trade names (RC98HPi): type only',
        source: RC_SOURCE,
      });
    }
    if (c0 !== 'I' && c0 !== 'H') return null;
    const m = INFINITY_RE.exec(model);
    if (m === null) return null;
    return decodeOf('rinnai', pickBrand(BRANDS, brand), model, {
      type: 'tankless water heaters',
      series: `Infinity ${(m[1] ?? m[2] ?? '').replace(/[IE]$/, (c) => c.toLowerCase())}`,
      fields: {},
      description: 'gas continuous-flow (tankless) water heater',
      evidence: 'src',
      rule: 'Rinnai Infinity 26 / 28 / 32 and HD28 / HD50 / HD200 / HD250 continuous-flow water heaters: type only',
      source: INFINITY_SOURCE,
    });
  },
};

export const RINNAI_CONDENSING_INFINITY_RULES: readonly NomenclatureRule[] = [rinnaiCondensingAndInfinity];
