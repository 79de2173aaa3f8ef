// Carrier / Bryant FF1E fan coils (issue 18, legacy lines): "FF1ENP036", "FF1ENP030". Product-data titles "FF1E Base
// Series Fan Coil Sizes 018 thru 036" and "FF1E Legacy Line fan coil sizes 018 thru 037": the FF1D neighbour read in
// carrier/g-ductless-and-bryant-rooftops.ts (carrier.fan-coil-more-series-id18g: series · letters · size in kBtu/h).
// Type air handlers; capacity from the size the titles list (037 = 36, off the grid, §0.3). Brand required.
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';

const BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;

const SOURCE =
  'Carrier / Bryant product-data titles "FF1E Base Series Fan Coil Sizes 018 thru 036" and "FF1E Legacy Line fan coil sizes 018 thru 037": (document lists beside) https://autodocbox.com/amp/83153583-Performance_Vehicles/Packaged-heat-pump-air-handler-units-6-25-tons-built-to-last-easy-to-install-and-service.html · https://autodocbox.com/amp/72054767-Performance_Vehicles/Direct-expansion-commercial-packaged-air-handling-units-6-25-tons.html';

const FF1E = /^FF1E([A-Z]{0,2})(018|024|030|036|037)([A-Z0-9]{0,4})$/;

export const carrierFanCoilFf1e: NomenclatureRule = {
  id: 'carrier.fan-coil-ff1e',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'F',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 70 /* F */) return null;
    const m = FF1E.exec(model);
    if (m === null || !brandIn(BRANDS, brand)) return null;
    const c = gridCapacity(m[2] ?? '');
    if (c === null) return null;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: 'air handlers',
      series: 'FF1E',
      model,
      description: 'fan coil',
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: 'Carrier / Bryant FF1E fan coils by product-data title: series · letters · size 018–037',
      source: SOURCE,
    });
  },
};

export const CARRIER_FAN_COIL_FF1E_RULES: readonly NomenclatureRule[] = [carrierFanCoilFf1e];
