import { describe, expect, it } from 'vitest';
import { INSTALLED_TANK_AND_BOILER_RULES } from './installed-tanks-and-boilers';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { decodeWith } from '../kit/test-helpers';

// Expected values from the makers' documents named in boilers/installed-tanks-and-boilers.ts.
describe('installed tank water heaters and boilers, second wave (wh20)', () => {
  it('GE PH40S10BPY / PH50S10BPY: "GE Electric … 40 / 50 Gallon Hybrid Heat Pump Water Heater"', () => {
    expect(decodeModelNumber('PH50S10BPY', 'GE')).toMatchObject({ type: 'water heaters', brand: 'GE Appliances', fields: { tank_capacity_gallons: 50, fuel: 'electric' } });
    expect(decodeModelNumber('PH40S10BPY', 'GE Appliances')?.fields).toEqual({ tank_capacity_gallons: 40, fuel: 'electric' });
  });
  it('a size the listing does not show keeps the type, without gallons', () => {
    expect(decodeModelNumber('PH65S10BPY01', 'GE')?.fields).toEqual({ fuel: 'electric' });
    expect(decodeModelNumber('PH99S10BPY', 'GE')).toBeNull();
  });
  it('State Statesman SSE-5 … SSE-120: commercial electric water heaters', () => {
    expect(decodeModelNumber('SSE-5', 'State')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('SSE-120', 'State Water Heaters')?.type).toBe('water heaters');
    expect(decodeModelNumber('SSE-130', 'State')).toBeNull();
  });
  it('American STCE31-50/80/119 and ITCE31-50/80/119: commercial electric water heaters', () => {
    expect(decodeModelNumber('STCE31-80', 'American Water Heater')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('ITCE31-119', 'American')?.type).toBe('water heaters');
    expect(decodeModelNumber('STCE31-65', 'American')).toBeNull();
  });
  it('Vitodens 100-W A1HB / A1JB with the size written after the type code: condensing boiler', () => {
    expect(decodeModelNumber('A1HB-34', 'Viessmann')).toMatchObject({ type: 'boilers', fields: { efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('Vitodens 100-W A1JB 35', 'Viessmann')?.type).toBe('boilers');
  });
  it('needs the brand: other badges and no brand read nothing here', () => {
    expect(decodeModelNumber('PH50S10BPY', null)).toBeNull();
    expect(decodeModelNumber('PH50S10BPY', 'Rheem')).toBeNull();
    expect(decodeModelNumber('SSE-50', null)).toBeNull();
    expect(decodeModelNumber('A1HB-34', 'Buderus')).toBeNull();
  });
  it('A. O. Smith EG12-50R55DV 210: a 50-gallon electric water heater (the 5,500 W element is not read)', () => {
    expect(decodeModelNumber('EG12-50R55DV 210', 'A. O. Smith')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 50, fuel: 'electric' } });
    expect(decodeModelNumber('EG12-50R55DV', 'State')?.fields.tank_capacity_gallons).toBe(50);
  });
  it('GSW 6G50100NPDVH / 6G5076NVC / 6G75100PPDVH05 (ENERGY STAR rows: 100,000 / 76,000 / 100,000 Btu/h)', () => {
    expect(decodeModelNumber('6G50100NPDVH', 'GSW')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 50, heating_input_kbtuh: 100 } });
    expect(decodeModelNumber('6G5076NVC 1', 'GSW Water Heaters')?.fields).toEqual({ tank_capacity_gallons: 50, heating_input_kbtuh: 76 });
    expect(decodeModelNumber('6G75100PPDVH05', 'John Wood')?.fields).toEqual({ tank_capacity_gallons: 75, heating_input_kbtuh: 100 });
    expect(decodeModelNumber('6G5080NVC', 'GSW')).toBeNull();
  });
  it('Energy Kinetics rows: Accel CS EK1C / EK2C gas condensing, Frontier EK1F / EK2F and Ascent EK-1T oil, Resolute EK1RT', () => {
    expect(decodeModelNumber('Accel CS EK1C 120', 'Energy Kinetics')).toMatchObject({ type: 'boilers', fields: { efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('EK-1T', 'Energy Kinetics')).toMatchObject({ type: 'boilers', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('Frontier EK1F', 'Energy Kinetics')?.fields.fuel).toBe('oil');
    expect(decodeModelNumber('Resolute EK1RT', 'Energy Kinetics')?.fields).toEqual({});
  });
  it('Williamson-Thermoflo FreeStyle FS-80 / FS-120 / FS-155, Biasi B10 / SG / Riva Advance, Pensotti, Force rows → boilers', () => {
    expect(decodeModelNumber('FS-155-N-', 'Williamson-Thermoflo')).toMatchObject({ type: 'boilers', fields: { efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('B10/5', 'BIASI')).toMatchObject({ type: 'boilers', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('SG/7', 'Biasi')?.fields.fuel).toBe('oil');
    expect(decodeModelNumber('M210.32CM', 'Biasi')?.type).toBe('boilers');
    expect(decodeModelNumber('DK2-8', 'Pensotti')).toMatchObject({ type: 'boilers', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('PCI34/20-H', 'Pensotti')?.type).toBe('boilers');
    expect(decodeModelNumber('FORCEOL189', 'Force')).toMatchObject({ type: 'boilers', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('FORCEVFOT-4-120', 'Force')?.type).toBe('boilers');
    expect(decodeModelNumber('B10/2', 'Biasi')).toBeNull();
    expect(decodeModelNumber('FS-100', 'Williamson-Thermoflo')).toBeNull();
  });
});

describe('ENERGY STAR water-heater rows of badges with no rule (wh20)', () => {
  it('American Standard PV40TLN6 / PV50SLN6 (40 / 50 gal gas), HE 70-125 AS (70 gal, 125 kBtu/h), TCWH199S-AS (199,000 Btu/h tankless), HPWH50G-AS', () => {
    expect(decodeModelNumber('PV50SLN6', 'American Standard')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 50 } });
    expect(decodeModelNumber('HE 70-125 AS', 'American Standard')?.fields).toEqual({ tank_capacity_gallons: 70, heating_input_kbtuh: 125 });
    expect(decodeModelNumber('TCWH199S-AS', 'American Standard')).toMatchObject({ type: 'tankless water heaters', fields: { heating_input_kbtuh: 199 } });
    expect(decodeModelNumber('HPWH50G-AS', 'American Standard')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('HE 100-175 AS', 'American Standard')).toBeNull();
  });
  it('Kenmore 409.734230 / 409.734270 (A. O. Smith gas storage rows) → water heaters, type only', () => {
    expect(decodeModelNumber('409.734230', 'Kenmore')).toMatchObject({ type: 'water heaters', fields: {} });
    expect(decodeModelNumber('409.734270', 'Sears')?.type).toBe('water heaters');
    expect(decodeModelNumber('409.634230', 'Kenmore')).toBeNull();
  });
  it('Challenger (Triangle Tube line, listed under its own name): CC105 → boilers', () => {
    expect(decodeModelNumber('CC105', 'Challenger')?.type).toBe('boilers');
  });
});

describe('more ENERGY STAR boiler rows (wh20)', () => {
  it('ECR International / Green Mountain ECR-122, ECR97A-075, GMHB160 (95 % AFUE): condensing boilers; GM90-75, Pennco P90-100: boilers', () => {
    expect(decodeModelNumber('ECR-122', 'ECR International')).toMatchObject({ type: 'boilers', fields: { efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('ECR97A-075', 'Green Mountain')?.fields.efficiency_tier).toBe('condensing');
    expect(decodeModelNumber('GMHB160', 'Green Mountain')?.type).toBe('boilers');
    expect(decodeModelNumber('GM90-75', 'Green Mountain')?.fields).toEqual({});
    expect(decodeModelNumber('P90-100', 'Pennco Boilers')?.type).toBe('boilers');
  });
  it('PurePro AO / AOT and Rand & Reardon RRO (oil), Solaia SL (oil), Glow Brand B120, Eco-King H140, Intergas / Super Hot HSE, Ideal Exalt / Gallant', () => {
    expect(decodeModelNumber('AOT-4-120E', 'PurePro')).toMatchObject({ type: 'boilers', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('RRO-3C-092E', 'Rand & Reardon Boiler Works')?.fields.fuel).toBe('oil');
    expect(decodeModelNumber('SL4100ES', 'Solaia')?.fields.fuel).toBe('oil');
    expect(decodeModelNumber('B120', 'Glow Brand')).toMatchObject({ type: 'boilers', fields: { efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('H140', 'Eco King Supreme')?.type).toBe('boilers');
    expect(decodeModelNumber('HSE-145-P', 'Super Hot')?.type).toBe('boilers');
    expect(decodeModelNumber('GALLANT SOLO 299', 'Ideal USA')).toMatchObject({ type: 'boilers', fields: { efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('H150', 'Eco-King')).toBeNull();
    expect(decodeWith(INSTALLED_TANK_AND_BOILER_RULES, 'B120', 'Bosch')).toBeNull();
  });
});

describe('Rheem Canadian tanks, tankless lines, Thermal Solutions Apex (wh20)', () => {
  it('Rheem D RP40-40E2 / DE RP30-60 / D PVS50-36E2 / DE PDV50-40: gas tanks, nominal 40 / 30 / 50 / 50 gal', () => {
    expect(decodeModelNumber('D RP40-40E2', 'Rheem')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 40 } });
    expect(decodeModelNumber('DE RP30-60', 'Rheem')?.fields).toEqual({ tank_capacity_gallons: 30 });
    expect(decodeModelNumber('D PVS50-36E2', 'Rheem')?.fields.tank_capacity_gallons).toBe(50);
    expect(decodeModelNumber('DE PDV50-40', 'Ruud')?.type).toBe('water heaters');
    expect(decodeWith(INSTALLED_TANK_AND_BOILER_RULES, 'RP1436AJ1NA', 'Rheem')).toBeNull();
  });
  it('Intellihot i200 / iQ1000 / iN501, Thermalux NERC98DV, Takagi T-H2-DV / T-H2-OS: tankless water heaters', () => {
    expect(decodeModelNumber('iQ1000', 'Intellihot')?.type).toBe('tankless water heaters');
    expect(decodeModelNumber('i200P', 'Intellihot')?.type).toBe('tankless water heaters');
    expect(decodeModelNumber('NERC98DV (GQ-C2857WS-FF ET US)', 'Thermalux')?.type).toBe('tankless water heaters');
    expect(decodeModelNumber('T-H2-DV-N', 'Takagi')?.type).toBe('tankless water heaters');
    expect(decodeModelNumber('T-H2-OS', 'Takagi')?.type).toBe('tankless water heaters');
  });
  it('Thermal Solutions Apex APX425C … APX825C: boilers', () => {
    expect(decodeModelNumber('APX525C', 'Thermal Solutions')?.type).toBe('boilers');
    expect(decodeModelNumber('APX550C', 'Thermal Solutions')).toBeNull();
  });
});

describe('model-shaped nonsense (wh20)', () => {
  it('no rule of boilers/installed-tanks-and-boilers.ts fires on 20,000 model-shaped strings with each of its brands', () => {
    const brands = ['GE Appliances', 'American Standard', 'Kenmore', 'State', 'A. O. Smith', 'American', 'GSW', 'John Wood', 'Viessmann', 'Energy Kinetics', 'Williamson-Thermoflo', 'Biasi', 'Pensotti', 'Force', 'ECR International', 'Green Mountain', 'Pennco Boilers', 'PurePro', 'Rand & Reardon Boiler Works', 'Glow Brand', 'Eco-King', 'Intergas', 'Super Hot', 'Ideal', 'Solaia', 'Rheem', 'Intellihot', 'Thermalux', 'Takagi', 'Thermal Solutions'];
    const fired: string[] = [];
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 2020, digitLed: true })) {
      const brand = brands[i++ % brands.length] ?? '';
      if (decodeWith(INSTALLED_TANK_AND_BOILER_RULES, m, brand) !== null) fired.push(`${brand} ${m}`);
    }
    expect(fired).toEqual([]);
  });
});
