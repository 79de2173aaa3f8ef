// Catalog models for tests, each copied from a row of ../shared/data/catalog/raw (file in the comment).
import type { CatalogModel } from '../types';

let counter = 0;
/** A catalog model of the given model, brand, type and source file, with a fresh id. */
export function fixture(model: string, brand: string, type: string, source: string): CatalogModel {
  counter++;
  return {
    id: `00000000-0000-5000-8000-${String(counter).padStart(12, '0')}`,
    model,
    brand,
    type,
    model_notes: '',
    model_data: {},
    series: null,
    root_model: model,
    image_path: `/static/equipment/${type.replace(/\s+/g, '-')}.svg`,
    source,
  };
}

export const FIXTURE_MODELS: CatalogModel[] = [
  fixture('KWB 35-3', 'Bosch', 'boilers', 'ENERGY_STAR_Certified_Boilers.csv'),
  fixture('KWB 42-3', 'Bosch', 'boilers', 'ENERGY_STAR_Certified_Boilers.csv'),
  fixture('A96DS2V090C20-*', 'AirEase', 'furnaces', 'ENERGY_STAR_Certified_Furnaces.csv'),
  fixture('RAH(090,091)(H,L,S)******AA', 'Airquest', 'packaged units', 'ENERGY_STAR_Certified_Light_Commercial_HVAC.csv'),
  fixture('RAH(090,091)(H,L,S)******AA', 'Heil', 'packaged units', 'ENERGY_STAR_Certified_Light_Commercial_HVAC.csv'),
  fixture('25VNA424A*030*', 'Carrier', 'heat pumps', 'ccashp.tsv'),
  fixture('25VNA436A*030*', 'Carrier', 'heat pumps', 'ccashp.tsv'),
  fixture('25VNA448A*030*', 'Carrier', 'heat pumps', 'ccashp.tsv'),
  fixture('GHE100SU-300', 'Rheem', 'water heaters', 'ENERGY_STAR_Certified_Commercial_Water_Heaters.csv'),
  fixture('LCH072H4B**Y,G,J', 'Lennox', 'packaged units', 'ENERGY_STAR_Certified_Light_Commercial_HVAC.csv'),
  fixture('MSZ-FH09NA', 'Mitsubishi Electric', 'mini-splits', 'ccashp.tsv'),
  fixture('TM9Y120D20MP11', 'York', 'furnaces', 'ENERGY_STAR_Certified_Furnaces.csv'),
  fixture('G9MAE0601714A*D', 'Airquest', 'furnaces', 'ENERGY_STAR_Certified_Furnaces.csv'),
];
