import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { sandenHeatPumpUnitsAndTanks } from './sanden-heat-pump-units-and-tanks';

const decode = (raw: string, brand = 'Sanden') => sandenHeatPumpUnitsAndTanks.decode(normalizeNomenclatureModel(raw), brand);

// Expected values from Sanden's documents: the SANCO2 owner's manual ("Heat Pump Unit: GS4-45HPC; Tanks: SAN-43SSAQA
// SAN-83SSAQA SAN-119GLBK") and installation manual ("Heat Pump Unit GS3-45HPA-US"); the Australian installation
// manual ("Covering model numbers GAUS-315EQTD GAUS-315EQTE, Heat Pump Unit GAU-A45HPA, Tank Unit GAU-315EQTE") and
// service technical book (GAUS-315EQTA, Tank Unit GAU-315EQTA, heat pump "target heat capability 4.5kW").
describe('Sanden SANCO2 and Eco Plus heat-pump water heaters', () => {
  it.each([
    ['GS4-45HPC', 'SANCO2 GS4'],
    ['GS3-45HPA-US', 'SANCO2 GS3'],
    ['GAU-A45HPA', 'Eco Plus GAU-A45HP'],
  ])('heat-pump unit %s → water heater, electric, 4.5 kW', (model, series) => {
    expect(decode(model)).toMatchObject({ type: 'water heaters', series, fields: { fuel: 'electric', efficiency_tier: 'heat pump', heating_capacity_kw: 4.5 }, evidence: 'pattern' });
  });

  it.each([
    ['GAUS-315EQTD', 'Eco Plus GAUS'],
    ['GAUS-315EQTE', 'Eco Plus GAUS'],
    ['GAUS-315EQTA', 'Eco Plus GAUS'],
    ['GAU-315EQTE', 'Eco Plus GAU'],
    ['GAU-315EQTA', 'Eco Plus GAU'],
    ['GAU-250EQTB', 'Eco Plus GAU'],
    ['GAUS-160QTA', 'Eco Plus GAUS'],
    ['SAN-43SSAQA', 'SANCO2 SAN'],
    ['SAN-83SSAQA', 'SANCO2 SAN'],
    ['SAN-119GLBK', 'SANCO2 SAN'],
  ])('tank / system %s → water heater, electric, no size read', (model, series) => {
    const d = decode(model);
    expect(d).toMatchObject({ type: 'water heaters', series, fields: { fuel: 'electric' }, evidence: 'src' });
    expect(d?.fields.tank_capacity_gallons).toBeUndefined();
    expect(d?.fields.heating_capacity_kw).toBeUndefined();
  });

  it('needs the Sanden brand and the printed shapes', () => {
    expect(decode('GAU-A45HPA', '')).toBeNull();
    for (const m of ['GAU-A60HPA', 'GS5-45HPA', 'GAU-300EQTA', 'SAN-50SSAQA', 'GAUS-315', 'GS4-45HP']) expect(decode(m)).toBeNull();
  });

  it('is reached through the dispatcher with the Sanden brand, alone and as a heat pump + tank pair', () => {
    expect(decodeModelNumber('GAU-A45HPA', 'Sanden')).toMatchObject({ type: 'water heaters', brand: 'Sanden' });
    expect(decodeModelNumber('GS4-45HPC + SAN-83SSAQA', 'Sanden')?.type).toBe('water heaters');
    expect(decodeModelNumber('GAU-A45HPA', null)).toBeNull();
  });
});
