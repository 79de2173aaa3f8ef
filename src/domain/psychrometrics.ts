// Moist-air psychrometrics in IP units (°F, psia, lb water / lb dry air, Btu / lb dry air).
// Every formula is from ASHRAE Handbook — Fundamentals (2017), chapter 1; equation numbers cited.

/** Standard sea-level atmosphere, psia (ASHRAE Fundamentals 2017 ch. 1 Table 1). */
export const STANDARD_ATMOSPHERE_PSIA = 14.696;
/** °F → °R. */
export const RANKINE_OFFSET_F = 459.67;
/** Absolute zero, °F. */
export const ABSOLUTE_ZERO_F = -RANKINE_OFFSET_F;
/** Validity range of the Hyland–Wexler saturation-pressure equations (ch. 1 eq. 5 and 6), °F. */
export const HYLAND_WEXLER_MIN_TEMP_F = -148;
export const HYLAND_WEXLER_MAX_TEMP_F = 392;
/** Triple point of water, °F: eq. 5 (over ice) below, eq. 6 (over liquid water) above. */
export const TRIPLE_POINT_WATER_F = 32.018;
/** Ratio of the molar masses of water and dry air (ch. 1 eq. 20). */
const MOLAR_MASS_RATIO_WATER_AIR = 0.621945;
/** Wet-bulb solver stops when the bracket is this narrow, °F. */
const WET_BULB_TOLERANCE_F = 1e-7;

/**
 * Standard-atmosphere pressure (psia) at an altitude above sea level (ft).
 * ASHRAE Fundamentals 2017 ch. 1 eq. 3: p = 14.696 (1 − 6.8754×10⁻⁶ Z)^5.2559, valid in the troposphere.
 */
export function standardAtmospherePsia(altitudeFt: number): number {
  return STANDARD_ATMOSPHERE_PSIA * Math.pow(1 - 6.8754e-6 * altitudeFt, 5.2559);
}

/**
 * Saturation pressure of water vapour (psia) over ice below the triple point and over liquid water
 * above it: Hyland–Wexler, ASHRAE Fundamentals 2017 ch. 1 eq. 5 and 6 (IP coefficients), −148…392 °F.
 */
export function saturationVaporPressurePsia(tempF: number): number {
  if (!(tempF >= HYLAND_WEXLER_MIN_TEMP_F && tempF <= HYLAND_WEXLER_MAX_TEMP_F)) {
    throw new RangeError(`Temperature ${tempF} °F is outside ${HYLAND_WEXLER_MIN_TEMP_F}…${HYLAND_WEXLER_MAX_TEMP_F} °F`);
  }
  const t = tempF + RANKINE_OFFSET_F;
  const lnPws =
    tempF <= TRIPLE_POINT_WATER_F
      ? -1.0214165e4 / t - 4.8932428 - 5.3765794e-3 * t + 1.9202377e-7 * t ** 2 + 3.5575832e-10 * t ** 3 -
        9.0344688e-14 * t ** 4 + 4.1635019 * Math.log(t)
      : -1.0440397e4 / t - 1.129465e1 - 2.7022355e-2 * t + 1.289036e-5 * t ** 2 - 2.4780681e-9 * t ** 3 +
        6.5459673 * Math.log(t);
  return Math.exp(lnPws);
}

/** Humidity ratio (lb/lb dry air) from the partial pressure of water vapour (ch. 1 eq. 20). */
export function humidityRatioFromVaporPressure(vaporPressurePsia: number, pressurePsia: number): number {
  return (MOLAR_MASS_RATIO_WATER_AIR * vaporPressurePsia) / (pressurePsia - vaporPressurePsia);
}

/** Humidity ratio of saturated air (lb/lb dry air) at a temperature and total pressure (ch. 1 eq. 23). */
export function saturationHumidityRatio(tempF: number, pressurePsia: number): number {
  return humidityRatioFromVaporPressure(saturationVaporPressurePsia(tempF), pressurePsia);
}

/** Moist-air specific enthalpy (Btu/lb dry air): h = 0.240 t + W (1061 + 0.444 t) (ch. 1 eq. 32). */
export function moistAirEnthalpyBtuPerLb(dryBulbF: number, humidityRatio: number): number {
  return 0.24 * dryBulbF + humidityRatio * (1061 + 0.444 * dryBulbF);
}

/**
 * Enthalpy of saturated air at a wet-bulb temperature (Btu/lb dry air). Lines of constant wet bulb are
 * very nearly lines of constant enthalpy, so this is the enthalpy of air at that wet bulb (ch. 1).
 */
export function enthalpyAtWetBulbBtuPerLb(wetBulbF: number, pressurePsia: number): number {
  return moistAirEnthalpyBtuPerLb(wetBulbF, saturationHumidityRatio(wetBulbF, pressurePsia));
}

/**
 * Humidity ratio (lb/lb dry air) from dry bulb and thermodynamic wet bulb, the psychrometric equation:
 * ASHRAE Fundamentals 2017 ch. 1 eq. 35 (wet bulb at or above freezing) and eq. 37 (below).
 */
export function humidityRatioFromWetBulb(dryBulbF: number, wetBulbF: number, pressurePsia: number): number {
  const wsStar = saturationHumidityRatio(wetBulbF, pressurePsia);
  const drop = dryBulbF - wetBulbF;
  return wetBulbF >= 32
    ? ((1093 - 0.556 * wetBulbF) * wsStar - 0.24 * drop) / (1093 + 0.444 * dryBulbF - wetBulbF)
    : ((1220 - 0.04 * wetBulbF) * wsStar - 0.24 * drop) / (1220 + 0.444 * dryBulbF - 0.48 * wetBulbF);
}

/**
 * Thermodynamic wet bulb (°F) from dry bulb and humidity ratio: the psychrometric equation (eq. 35/37)
 * solved for t* by bisection (W(t*) rises with t* on each side of 32 °F), as ASHRAE ch. 1 prescribes —
 * not an empirical fit such as Stull's. The water form (eq. 35) and the ice form (eq. 37) overlap just
 * below freezing, where two roots exist; the liquid-water root is returned whenever there is one.
 */
export function wetBulbFromHumidityRatio(dryBulbF: number, humidityRatio: number, pressurePsia: number): number {
  const useWaterRoot = dryBulbF >= 32 && humidityRatioFromWetBulb(dryBulbF, 32, pressurePsia) <= humidityRatio;
  let low = useWaterRoot ? 32 : HYLAND_WEXLER_MIN_TEMP_F;
  let high = useWaterRoot ? dryBulbF : Math.min(dryBulbF, 32);
  while (high - low > WET_BULB_TOLERANCE_F) {
    const mid = (low + high) / 2;
    if (humidityRatioFromWetBulb(dryBulbF, mid, pressurePsia) > humidityRatio) high = mid;
    else low = mid;
  }
  return (low + high) / 2;
}

/** Humidity ratio (lb/lb dry air) from dry bulb and relative humidity in percent (ch. 1 eq. 22 and 20). */
export function humidityRatioFromRelativeHumidity(dryBulbF: number, relativeHumidityPercent: number, pressurePsia: number): number {
  const vaporPressurePsia = (relativeHumidityPercent / 100) * saturationVaporPressurePsia(dryBulbF);
  return humidityRatioFromVaporPressure(vaporPressurePsia, pressurePsia);
}

/** Thermodynamic wet bulb (°F) from dry bulb (°F) and relative humidity (percent, 0–100). */
export function wetBulbFromRelativeHumidity(dryBulbF: number, relativeHumidityPercent: number, pressurePsia: number): number {
  if (relativeHumidityPercent >= 100) return dryBulbF;
  return wetBulbFromHumidityRatio(dryBulbF, humidityRatioFromRelativeHumidity(dryBulbF, relativeHumidityPercent, pressurePsia), pressurePsia);
}
