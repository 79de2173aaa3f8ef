// LG multi-split units written with LG's factory model codes instead of the market names (issue 18, ductless gap scan
// from smart-home integrations' device lists: IRremoteESP8266 lists AMNW09GSJA0, AMNW24GTPA1, A4UW30GFA2). LG's "Multi
// Type Air Conditioner" service manuals print each unit under that code: indoor units AMNH093D4A0 (LMN090HE), AMNC123DEA0
// (LMN120CE), AMNH096BTG0 (duct type), AMNH12GTCC0 (1-way cassette), AMNH09GD4L0 (room type) and outdoor units
// A2UH243FA0 (LMU240HE), A2UC243FA0 (LMU240CE), A6UW368FA0 … A9UW548FA0. The manuals' nomenclature page was not within
// reach, so only what the titles show is read: AMN · H / C / W · class (two digits and a digit or G) · three chassis
// characters · digit = indoor unit; A · number of rooms 2–9 · U · H / C / W · class · two letters · digit = outdoor unit.
// The duty letter N is read too (issue 18, ductless gap scan from service lists): LG's "Multi Type Room Air Conditioner"
// service manual lists indoor units AMNN076L/M/NQA0 … AMNN246L/M/NTA0, AMNN096APA0, AMNN126TEA0, AMNN186VBA0 with the
// outdoor units A2UN186FA0, A3UN216FA0, A4UN306FA0.
// Type and unit only (mini-splits, as `ductless/lg.ts` types the LMN / LMU market names). Brand required.
// Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'LG Multi Type Air Conditioner service manual 3828A20462Z (indoor AMNH093D4A0 (LMN090HE), AMNH123DEA0 (LMN120HE), AMNC093D4A0 (LMN090CE), AMNH093APM0 (LMAN090HNS); outdoor A2UH243FA0 (LMU240HE), A2UC243FA0 (LMU240CE)): https://usermanual.wiki/Lg/LgA2Uc243Fa0Lmu240CeUsersManual228102.1162946578/help · LG Multi Type Air Conditioner service manual (indoor room / duct / cassette / Art Cool types AMNH076LQL0 … AMNH24GTHF0, outdoor A6UW368FA0 A7UW428FA0 A8UW488FA0 A9UW548FA0): https://www.scribd.com/document/687466141/LG-SM-FM37-FM57-FA0 · LG Multi Type Room Air Conditioner service manual (indoor AMNN076L/M/NQA0 … AMNN186VBA0, outdoor A2UN186FA0 A3UN216FA0 A4UN306FA0): https://manuals.online/lg/air-conditioner/a2un186fa0/user-manual/2a67r';
const INDOOR = /^AMN([HCWN])(\d\d[\dG])([A-Z0-9]{3})(\d)$/;
const OUTDOOR = /^A([2-9])U([HCWN])(\d\d[\dG])([A-Z]{2})(\d)$/;

const lgMultiFactoryCode: NomenclatureRule = {
  id: 'lg.multi-factory-code',
  family: 'lg',
  brands: ['LG'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 65 /* A */) return null;
    // AMN… or A · digit 2–9 · U…: the ARNU / ARUN and other A… numbers stop here.
    const c1 = model.charCodeAt(1);
    if (c1 !== 77 /* M */ && (c1 < 50 || c1 > 57)) return null;
    const indoor = INDOOR.exec(model);
    const outdoor = indoor === null ? OUTDOOR.exec(model) : null;
    if (indoor === null && outdoor === null) return null;
    return decoded({
      family: 'lg',
      brand: reportedBrand(brand, 'LG'),
      type: 'mini-splits',
      series: indoor !== null ? `AMN${indoor[1] ?? ''}` : `A${outdoor?.[1] ?? ''}U${outdoor?.[2] ?? ''}`,
      model,
      description: indoor !== null ? 'multi-split indoor unit' : 'multi-split outdoor unit',
      fields: {},
      evidence: 'src',
      rule: 'LG multi type factory codes: AMN · H / C / W / N · class · chassis · digit (indoor), A · rooms · U · H / C / W / N · class · letters · digit (outdoor), as the service manuals print them; type only',
      source: SOURCE,
    });
  },
};

export const LG_MULTI_FACTORY_CODE_RULES: readonly NomenclatureRule[] = [lgMultiFactoryCode];
