// Series names written with the writing around them (series/name-field.ts, read by index.ts). Expected types are the
// ones the cited makers' documents print for the series, not rows of data/eval nor our decoders' output:
// Trane XR 90 "Upflow/Horizontal Left, Downflow/Horizontal Right Condensing, Direct Vent Gas-Fired Furnace XR 90
// TUX040 … TDX120C" (pub. 22-1674-04: https://usermanual.wiki/Trane/TraneXr90SeriesOwnersManual121666.1426744325/help);
// XT 90 TUX1B060A9H31B "… Condensing Gas Furnace" (pub. 22-1786-06: https://studylib.net/doc/18555927/trane-product-data-upflow-horizontal-right-or-upflow-hori...);
// Carrier "INFINITY 96 MODEL 58MVB … CONDENSING GAS FURNACE" (http://manualzilla.com/doc/7382085/carrier-infinity-96-product-data);
// Rinnai "SENSEI N-Series Condensing Tankless Water Heater" training program (https://cupdf.com/document/n-series-condensing-tankless-water-heater-training-program-protection-and-less.html);
// Trane "XR 13 heat pump 4TWR3" beside the XR13 4TTR3 air conditioner (pub. 22-1795-12: https://studylib.net/doc/18790898/trane-xr13-split-system-heat-pump-product-data-xr-13);
// Lennox SL280V: the §5.2 tier · stages · AFUE furnace key (RULES.md S77–S79); WaterFurnace 7 Series geothermal heat pump
// (ENERGY STAR Certified Geothermal Heat Pumps list, WaterFurnace rows);
// Rheem Marathon use & care / warranty (MR, CMR, MTS series electric water heaters): https://manualshive.com/en/manual/rheem/single-element/1451776?page=23;
// A. O. Smith ProMax residential tanks as sold ("A.O. Smith GPVL-50 ProMax Power Vent Gas Water Heater"); Weil-McLain Ultra
// vent supplement "Ultra-80, -105, -155, -230 & -310" (gas condensing boilers); Burnham Alpine in the ENERGY STAR Certified
// Boilers list, Model Name column (shared/data/catalog/raw/ENERGY_STAR_Certified_Boilers.csv); the ENERGY STAR Certified
// Furnaces list, Model Name column: Lennox "ML196XE-Series", "EL296XV Series", "EL195 Series", American Standard "Gold 95v",
// "Platinum 95", Armstrong Air "A97USMV Series" (shared/data/catalog/raw/ENERGY_STAR_Certified_Furnaces.csv).
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../../catalog/catalog-index';
import { enrichSummary } from '../../enrich';
import { decodeConfidence, decodedModelNotes, DECODE_CONFIDENCE } from '../identify';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { seriesNameFieldForms } from './name-field';

/** The forms as text, with the kinds a form is held to. */
const forms = (field: string) => seriesNameFieldForms(field).map((f) => (f.kinds === undefined ? f.form : `${f.form} [${f.kinds.join(', ')}]`));

describe('seriesNameFieldForms', () => {
  it('takes away trademark signs, then a label, a spaced separator and a trailing Series / Line / Model word', () => {
    expect(forms('XR90™')).toEqual(['XR90']);
    expect(forms('Infinity® 96')).toEqual(['Infinity 96']);
    expect(forms('Sensei (TM)')).toEqual(['Sensei']);
    expect(forms('XR90 Series')).toEqual(['XR90']);
    expect(forms('XR90 model')).toEqual(['XR90']);
    expect(forms('Model: XR90')).toEqual(['XR90']);
    expect(forms('TRANE - XR90')).toEqual(['TRANE XR90']);
    expect(forms('Rheem: Marathon')).toEqual(['Rheem Marathon']);
    expect(forms('XR90® Series')).toEqual(['XR90 Series', 'XR90']);
  });

  it('a kind of unit written before the name goes after it; a last form goes without it, held to that kind', () => {
    expect(forms('XR14 series heat pump')).toEqual(['XR14 heat pump', 'XR14 [heat pumps]']);
    expect(forms('Furnace: XR90')).toEqual(['XR90 Furnace', 'XR90 [furnaces]']);
    expect(forms('Heat Pump - XR13')).toEqual(['XR13 Heat Pump', 'XR13 [heat pumps]']);
    expect(forms('Water heater: Marathon')).toEqual(['Marathon Water heater', 'Marathon [water heaters, tankless water heaters]']);
  });

  it('a size with its unit is taken away (a name gives no size)', () => {
    expect(forms('XR13 3 ton heat pump')).toEqual(['XR13 heat pump', 'XR13 [heat pumps]']);
    expect(forms('XR90 80,000 BTU')).toEqual(['XR90']);
    expect(forms('Marathon 50 gallon')).toEqual(['Marathon']);
  });

  it('nothing to take away: no forms (a plain model number, a name whose own words these are)', () => {
    expect(forms('TUX1B060A9H31B')).toEqual([]);
    expect(forms('4TTR4036L1000A')).toEqual([]);
    // "Series 2" is a Burnham name: a bare "Series" before it is not a label; "7 Series" would leave one digit.
    expect(forms('Series 2')).toEqual([]);
    expect(forms('7 Series')).toEqual([]);
    expect(forms('™')).toEqual([]);
  });
});

describe('series names with trademark signs, Series words, labels (brand required)', () => {
  it('XR 90 (22-1674 title: condensing gas-fired furnace) as written with ™, Series, Model:, a spaced dash', () => {
    for (const field of ['XR90™', 'XR 90®', 'XR90 Series', 'Trane XR90 Series', 'Model: XR90', 'TRANE - XR90', 'XR90 series furnace']) {
      const d = decodeModelNumber(field, 'Trane');
      expect(d, field).toMatchObject({ type: 'furnaces', series: 'XR90', seriesOnly: true, seriesName: true });
      expect(d!.fields.cooling_capacity_tons, field).toBeUndefined();
      expect(d!.fields.heating_input_kbtuh, field).toBeUndefined();
    }
  });

  it('Infinity 96 (58MVB title: condensing gas furnace) and Sensei (N-Series: condensing tankless) with their marks', () => {
    expect(decodeModelNumber('Infinity® 96', 'Carrier')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 96 }, seriesName: true });
    expect(decodeModelNumber('Carrier Infinity 96 Series', 'Carrier')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('Sensei™', 'Rinnai')).toMatchObject({ type: 'tankless water heaters', seriesName: true });
    expect(decodeModelNumber('Lennox SL280V™ Series', 'Lennox')).toMatchObject({ type: 'furnaces', series: 'SL280V' });
    expect(decodeModelNumber('WaterFurnace 7 Series™', 'WaterFurnace')).toMatchObject({ type: 'geothermal heat pumps' });
    expect(decodeModelNumber('Rheem Marathon series water heater', 'Rheem')).toMatchObject({ type: 'water heaters', series: 'Marathon', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('Marathon® Model', 'Rheem')).toMatchObject({ type: 'water heaters', series: 'Marathon' });
  });

  it('Model Names as the ENERGY STAR furnace list prints them, with their "Series" word: furnaces', () => {
    expect(decodeModelNumber('ML196XE-Series', 'Lennox')).toMatchObject({ type: 'furnaces', series: 'ML196XE', fields: { afue_percent: 96 } });
    expect(decodeModelNumber('EL296XV Series', 'Lennox')).toMatchObject({ type: 'furnaces', series: 'EL296XV', fields: { afue_percent: 96 } });
    expect(decodeModelNumber('EL195 Series', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 95 } });
    expect(decodeModelNumber('A97USMV Series', 'Armstrong Air')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('Gold 95v', 'American Standard')).toMatchObject({ type: 'furnaces', evidence: 'pattern' });
    expect(decodeModelNumber('Platinum 95', 'American Standard')).toMatchObject({ type: 'furnaces', evidence: 'pattern' });
    // Listed as a furnace name, printed on split systems too (Platinum ZV): no type.
    expect(decodeModelNumber('Platinum ZV', 'American Standard')).toBeNull();
  });

  it('a name sold as both air conditioner and heat pump stays without a type unless the type is written', () => {
    expect(decodeModelNumber('XR14™', 'Trane')).toBeNull();
    expect(decodeModelNumber('XR14 Series', 'Trane')).toBeNull();
    expect(decodeModelNumber('XR13 series heat pump', 'Trane')).toMatchObject({ type: 'heat pumps', series: 'XR13' });
    expect(decodeModelNumber('XE1000™', 'Trane')).toBeNull();
  });

  it('a kind of unit written before the name is read as written after it, and must agree with the name', () => {
    expect(decodeModelNumber('Furnace: XR90', 'Trane')).toMatchObject({ type: 'furnaces', series: 'XR90' });
    expect(decodeModelNumber('Heat Pump - XR13', 'Trane')).toMatchObject({ type: 'heat pumps', series: 'XR13' });
    expect(decodeModelNumber('Furnace - Infinity 96', 'Carrier')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 96 } });
    // XR 13 is titled as an air conditioner and a heat pump, XR 90 as a furnace: a contradicting kind reads nothing.
    expect(decodeModelNumber('Furnace XR13', 'Trane')).toBeNull();
    expect(decodeModelNumber('Heat pump: XR90', 'Trane')).toBeNull();
    // A model number after a kind of unit: read when it is of that kind (XT 90 TUX1B060A9H31B, 22-1786-06), else nothing.
    expect(decodeModelNumber('Furnace: TUX1B060A9H31B', 'Trane')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 60 } });
    expect(decodeModelNumber('Heat pump - TUX1B060A9H31B', 'Trane')).toBeNull();
  });

  it('a size written with the name is not read: type only', () => {
    const d = decodeModelNumber('XR13 3-ton heat pump', 'Trane');
    expect(d).toMatchObject({ type: 'heat pumps', series: 'XR13', seriesName: true });
    expect(d!.fields.cooling_capacity_tons).toBeUndefined();
    expect(decodeModelNumber('XR90 80K BTU furnace', 'Trane')!.fields.heating_input_kbtuh).toBeUndefined();
    expect(decodeModelNumber('XR14 2.5 ton', 'Trane')).toBeNull();
  });

  it('no brand, or another maker\'s brand: nothing', () => {
    for (const field of ['XR90™', 'XR90 Series', 'Model: XR90', 'Infinity® 96']) expect(decodeModelNumber(field, null), field).toBeNull();
    expect(decodeModelNumber('XR90 Series', 'Goodman')).toBeNull();
    expect(decodeModelNumber('Sensei™', 'Navien')).toBeNull();
  });

  it('model numbers decode as before, with or without a mark (XT 90 TUX1B060A9H31B, 22-1786-06)', () => {
    const plain = decodeModelNumber('TUX1B060A9H31B', 'Trane');
    expect(plain).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 60 } });
    expect(plain!.seriesOnly).toBeUndefined();
    expect(decodeModelNumber('TUX1B060A9H31B™', 'Trane')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 60 } });
    expect(decodeModelNumber('TUX1B060A9H31B', 'Trane')).toEqual(plain);
  });

  it('model_notes say a series name, not a model number; confidence the series-only band, under a model-number decode', () => {
    const d = decodeModelNumber('XR90 Series', 'Trane')!;
    const notes = decodedModelNotes(d);
    expect(notes).toContain('Trane XR90');
    expect(notes).toContain('a series name, not a model number');
    expect(notes).not.toContain('decoded from the model number');
    expect(decodeConfidence(d)).toBeLessThan(DECODE_CONFIDENCE.unconfirmed);
  });

  it('product names read by the as-owners-write rules: a name alone is a series name (lower confidence); with a size, as before', () => {
    for (const [brand, field, type] of [
      ['A. O. Smith', 'ProMax', 'water heaters'],
      ['A. O. Smith', 'ProMax™', 'water heaters'],
      ['Weil-McLain', 'Ultra', 'boilers'],
      ['Weil-McLain', 'Ultra® Series', 'boilers'],
      ['Burnham', 'Alpine', 'boilers'],
    ] as const) {
      const d = decodeModelNumber(field, brand);
      expect(d, field).toMatchObject({ type, seriesOnly: true, seriesName: true });
      expect(decodeConfidence(d!), field).toBe(0.1);
      expect(decodedModelNotes(d!), field).toContain('a series name, not a model number');
    }
    const sized = decodeModelNumber('Ultra 155', 'Weil-McLain');
    expect(sized).toMatchObject({ type: 'boilers', fields: { heating_input_kbtuh: 155 } });
    expect(sized!.seriesOnly).toBeUndefined();
  });

  it('through enrich: the field as typed (with ™ and a Series word), identified from the series name, lowest confidence', () => {
    const r = enrichSummary({ model_number: 'Trane XR90™ Series', brand: 'Trane', serial_number: null, date_added: null, type_of_service: null }, buildCatalogIndex([]), '2026-01-01');
    expect(r.identified).toMatchObject({ type: 'furnaces', source: 'nomenclature' });
    expect(r.identified?.model_notes).toContain('a series name, not a model number');
    expect(r.identified?.model_data['Decoded series']).toBe('XR90');
    expect(r.reason).toContain('identified from the series name written for the model');
  });

  it('no decode from model-shaped nonsense with a mark, a Series word, a label or a kind of unit added', () => {
    const fired: string[] = [];
    for (const s of nonsenseModels(5_000, { seed: 2424, digitLed: true })) {
      for (const brand of ['Trane', 'Carrier', 'Lennox', 'Rheem']) {
        if (decodeModelNumber(s, brand) !== null) continue;
        for (const field of [`${s}™`, `${s} Series`, `Model: ${s}`, `Furnace: ${s}`, `Heat pump - ${s}`]) if (decodeModelNumber(field, brand) !== null) fired.push(`${brand} ${field}`);
      }
    }
    expect(fired).toEqual([]);
  });
});
