import { describe, expect, it } from 'vitest';
import {
  enthalpyAtWetBulbBtuPerLb,
  humidityRatioFromWetBulb,
  moistAirEnthalpyBtuPerLb,
  saturationVaporPressurePsia,
  standardAtmospherePsia,
  wetBulbFromHumidityRatio,
  wetBulbFromRelativeHumidity,
} from './psychrometrics';
import { PA_PER_PSI, fToC, pwsPaSi, referenceWetBulbF } from './reference-psychrometrics.test-support';

describe('saturation vapour pressure (Hyland–Wexler)', () => {
  // ASHRAE Fundamentals 2017 ch. 1 Table 3 (as quoted by psychrolib's tests); ASHRAE states 300 ppm.
  it.each([
    [-4, 0.014974],
    [23, 0.058268],
    [41, 0.12656],
    [77, 0.45973],
    [122, 1.7914],
    [212, 14.7094],
    [300, 67.0206],
  ])('at %d °F is %f psia within 0.03 percent', (tempF, psia) => {
    expect(Math.abs(saturationVaporPressurePsia(tempF) / psia - 1)).toBeLessThan(3e-4);
  });

  it('rejects temperatures outside the equations’ range', () => {
    expect(() => saturationVaporPressurePsia(-149)).toThrow(RangeError);
    expect(() => saturationVaporPressurePsia(393)).toThrow(RangeError);
  });
});

describe('standard atmosphere (ASHRAE ch. 1 eq. 3)', () => {
  // ASHRAE Fundamentals 2017 ch. 1 Table 1 (U.S. standard atmosphere), psia.
  it.each([
    [0, 14.696],
    [-1000, 15.236],
    [1000, 14.175],
    [3000, 13.173],
    [10000, 10.108],
  ])('at %d ft is %f psia ±0.005', (ft, psia) => {
    expect(Math.abs(standardAtmospherePsia(ft) - psia)).toBeLessThan(0.005);
  });
});

describe('psychrometric equation', () => {
  // Values psychrolib's IP tests compute independently (Excel), 14.175 psia = 1000 ft; psychrolib's
  // own tolerance for them is 0.03 % (relative).
  it('humidity ratio from dry bulb 86 °F / wet bulb 77 °F', () => {
    expect(Math.abs(humidityRatioFromWetBulb(86, 77, 14.175) / 0.0187193288418892 - 1)).toBeLessThan(3e-4);
  });
  it('humidity ratio below freezing: 30.2 °F / 23 °F', () => {
    expect(Math.abs(humidityRatioFromWetBulb(30.2, 23, 14.175) / 0.00114657481090184 - 1)).toBeLessThan(3e-4);
  });
  it('recovers the published wet bulb from the published humidity ratio within 0.05 °F', () => {
    expect(Math.abs(wetBulbFromHumidityRatio(86, 0.0187193288418892, 14.175) - 77)).toBeLessThan(0.05);
    expect(Math.abs(wetBulbFromHumidityRatio(30.2, 0.00114657481090184, 14.175) - 23)).toBeLessThan(0.05);
  });
  it('moist-air enthalpy 86 °F, W 0.02 = 42.6168 Btu/lb within 0.03 % (psychrolib/Excel)', () => {
    expect(Math.abs(moistAirEnthalpyBtuPerLb(86, 0.02) / 42.6168 - 1)).toBeLessThan(3e-4);
  });
  it('saturated-air enthalpy agrees with ASHRAE Table 2 (41 °F 15.699, 77 °F 40.576 Btu/lb) within 1 %', () => {
    expect(Math.abs(enthalpyAtWetBulbBtuPerLb(41, 14.696) / 15.699 - 1)).toBeLessThan(0.01);
    expect(Math.abs(enthalpyAtWetBulbBtuPerLb(77, 14.696) / 40.576 - 1)).toBeLessThan(0.01);
  });
});

describe('wet bulb from dry bulb and relative humidity', () => {
  it('agrees with the independent SI solution within 0.05 °F over the HVAC range', () => {
    // 20–120 °F dry bulb by 1 °F, 1–100 % RH by 1 %, at sea level and about 5,000 ft. Skipped: wet
    // bulbs within 0.5 °F of freezing, where ASHRAE's water (eq. 35) and ice (eq. 37) forms overlap
    // and the IP and SI coefficient sets can fall on different roots (tested separately below).
    let maxError = 0;
    let compared = 0;
    for (const pressurePsia of [14.696, 12.228]) {
      for (let db = 20; db <= 120; db += 1) {
        for (let rh = 1; rh <= 100; rh += 1) {
          const reference = referenceWetBulbF(db, rh, pressurePsia);
          if (Math.abs(reference - 32) < 0.5) continue;
          maxError = Math.max(maxError, Math.abs(wetBulbFromRelativeHumidity(db, rh, pressurePsia) - reference));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20000);
    expect(maxError).toBeLessThan(0.05);
  });

  it('takes the liquid-water root where the water and ice forms both have one', () => {
    // At 45 °F dry bulb, any W between W_water(32 °F) and W_ice(32 °F) has two roots, one each side.
    const wWater = humidityRatioFromWetBulb(45, 32, 14.696);
    const wIce = humidityRatioFromWetBulb(45, 31.999, 14.696);
    expect(wIce).toBeGreaterThan(wWater);
    const between = (wWater + wIce) / 2;
    const wb = wetBulbFromHumidityRatio(45, between, 14.696);
    expect(wb).toBeGreaterThanOrEqual(32);
    expect(humidityRatioFromWetBulb(45, wb, 14.696)).toBeCloseTo(between, 9);
  });

  it('recovers the wet bulb behind a published humidity ratio via relative humidity (86 °F, 77 °F WB, 14.175 psia)', () => {
    // RH of that state computed with the SI reference: pw from W (eq. 20 inverted), pws(86 °F) from eq. 6.
    const w = 0.0187193288418892;
    const pPa = 14.175 * PA_PER_PSI;
    const rhPercent = (100 * ((pPa * w) / (0.621945 + w))) / pwsPaSi(fToC(86));
    expect(Math.abs(wetBulbFromRelativeHumidity(86, rhPercent, 14.175) - 77)).toBeLessThan(0.05);
  });

  it('matches psychrometric-chart readings at sea level within 0.2 °F', () => {
    // Classic chart points: 75 °F / 50 % → 62.6 °F WB; 80 °F / 50 % → 66.7 °F WB.
    expect(Math.abs(wetBulbFromRelativeHumidity(75, 50, 14.696) - 62.6)).toBeLessThan(0.2);
    expect(Math.abs(wetBulbFromRelativeHumidity(80, 50, 14.696) - 66.7)).toBeLessThan(0.2);
  });

  it('is the dry bulb at saturation and below it otherwise', () => {
    expect(wetBulbFromRelativeHumidity(70, 100, 14.696)).toBe(70);
    expect(wetBulbFromRelativeHumidity(70, 0, 14.696)).toBeLessThan(50);
  });
});
