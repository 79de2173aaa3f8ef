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
// Boilers list, Model Name column (shared/data/catalog/raw/ENERGY_STAR_Certified_Boilers.csv).
import { describe, expect, it } from 'vitest';
import { decodeConfidence, decodedModelNotes, DECODE_CONFIDENCE } from '../identify';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { seriesNameFieldForms } from './name-field';

describe('seriesNameFieldForms', () => {
  it('takes away trademark signs, then a label, a spaced separator and a trailing Series / Line word', () => {
    expect(seriesNameFieldForms('XR90™')).toEqual(['XR90']);
    expect(seriesNameFieldForms('Infinity® 96')).toEqual(['Infinity 96']);
    expect(seriesNameFieldForms('Sensei (TM)')).toEqual(['Sensei']);
    expect(seriesNameFieldForms('XR90 Series')).toEqual(['XR90']);
    expect(seriesNameFieldForms('XR14 series heat pump')).toEqual(['XR14 heat pump']);
    expect(seriesNameFieldForms('Model: XR90')).toEqual(['XR90']);
    expect(seriesNameFieldForms('TRANE - XR90')).toEqual(['TRANE XR90']);
    expect(seriesNameFieldForms('Rheem: Marathon')).toEqual(['Rheem Marathon']);
    expect(seriesNameFieldForms('XR90® Series')).toEqual(['XR90 Series', 'XR90']);
  });

  it('nothing to take away: no forms (a plain model number, a name whose own words these are)', () => {
    expect(seriesNameFieldForms('TUX1B060A9H31B')).toEqual([]);
    expect(seriesNameFieldForms('4TTR4036L1000A')).toEqual([]);
    // "Series 2" is a Burnham name: a bare "Series" before it is not a label; "7 Series" would leave one digit.
    expect(seriesNameFieldForms('Series 2')).toEqual([]);
    expect(seriesNameFieldForms('7 Series')).toEqual([]);
    expect(seriesNameFieldForms('™')).toEqual([]);
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

  it('a name sold as both air conditioner and heat pump stays without a type unless the type is written', () => {
    expect(decodeModelNumber('XR14™', 'Trane')).toBeNull();
    expect(decodeModelNumber('XR14 Series', 'Trane')).toBeNull();
    expect(decodeModelNumber('XR13 series heat pump', 'Trane')).toMatchObject({ type: 'heat pumps', series: 'XR13' });
    expect(decodeModelNumber('XE1000™', 'Trane')).toBeNull();
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

  it('no decode from model-shaped nonsense with a mark or a Series word added', () => {
    const fired: string[] = [];
    for (const s of nonsenseModels(5_000, { seed: 2424, digitLed: true })) {
      for (const brand of ['Trane', 'Carrier', 'Lennox', 'Rheem']) {
        if (decodeModelNumber(s, brand) !== null) continue;
        for (const field of [`${s}™`, `${s} Series`, `Model: ${s}`]) if (decodeModelNumber(field, brand) !== null) fired.push(`${brand} ${field}`);
      }
    }
    expect(fired).toEqual([]);
  });
});
