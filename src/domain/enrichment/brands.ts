// Brand-alias table: spellings, sister brands and serial/warranty families.
// Pure domain code (no node:*). Families follow the section headings of
// shared/data/serials/RULES.md; groups are "same factory / same product under another badge"
// (used by the model matcher to decide whether a submitted brand agrees with a catalog model).
import { BRAND_FAMILIES, type BrandFamily } from './types';

interface BrandEntry {
  /** Canonical display name. */
  name: string;
  /** Other spellings (normalized with normalizeBrandKey before lookup). */
  aliases?: string[];
  /** Sister-brand group id (same products under several badges), or null. */
  group: string | null;
  /** Serial/warranty family (RULES.md section), only where RULES.md names the brand. */
  family: BrandFamily | null;
  /** Further groups the brand agrees with (co-branded lines such as "Trane / Mitsubishi Electric"). */
  alsoGroups?: string[];
}

// One row per canonical brand. Groups: carrier (Carrier + Bryant + Payne + the ICP brands, all UTC/
// Carrier-owned and sharing product lines), jci, rheem, trane, lennox, goodman, nortek, aosmith,
// bradford_white, plus single-brand groups for the ductless makers.
const BRAND_TABLE: BrandEntry[] = [
  // §1 Carrier · Bryant · Payne
  { name: 'Carrier', aliases: ['Carrier Air Conditioning', 'Carrier Air Conditioning - Commercial', 'Weathermaker'], group: 'carrier', family: 'carrier' },
  { name: 'Bryant', aliases: ['Bryant Heating & Cooling Systems', 'Bryant Heating and Cooling Systems', 'Bryant Heating and Cooling Systems (Carrier Corporation)'], group: 'carrier', family: 'carrier' },
  { name: 'Payne', aliases: ['Payne Heating and Cooling'], group: 'carrier', family: 'carrier' },
  // §2 ICP brands
  { name: 'Heil', group: 'carrier', family: 'icp' },
  { name: 'Tempstar', group: 'carrier', family: 'icp' },
  { name: 'Comfortmaker', aliases: ['Comfort Maker'], group: 'carrier', family: 'icp' },
  { name: 'Arcoaire', aliases: ['Arco-Aire', 'Arco Aire'], group: 'carrier', family: 'icp' },
  { name: 'Airquest', aliases: ['Air Quest'], group: 'carrier', family: 'icp' },
  { name: 'KeepRite', aliases: ['Keep Rite'], group: 'carrier', family: 'icp' },
  { name: 'Grandaire', group: 'carrier', family: 'icp' },
  { name: 'Day & Night', aliases: ['Day and Night', 'Day/Night', 'Day-Night'], group: 'carrier', family: 'icp' },
  { name: 'ICP', aliases: ['ICP Commercial', 'International Comfort Products', 'International Comfort Products (ICP)'], group: 'carrier', family: 'icp' },
  // Other ICP/Carrier-built badges seen in the catalog (not named in RULES.md: no family).
  { name: 'Goettl', group: 'carrier', family: null },
  { name: 'Maratherm', group: 'carrier', family: null },
  { name: 'Ecotemp', group: 'carrier', family: null },
  { name: 'Smart Comfort', aliases: ['SmartComfort'], group: 'carrier', family: null },
  { name: 'Brock', group: 'carrier', family: null },
  { name: 'Toshiba Carrier', group: 'carrier', family: null },
  // Kenmore HVAC of the ENERGY STAR furnace, heat pump and ductless lists is ICP's, under ICP's own numbers (N95ESN, G9MVE,
  // (C,H,T)SH624, DLC/DLF, EA4X, FCM4X); Kenmore's Sears 153./867. numbers have rules of their own (nomenclature/water-heaters/sears-kenmore.ts, nomenclature/multi-family/installed-base-lines.ts).
  { name: 'Kenmore', group: 'carrier', family: null },
  // §3 Trane · American Standard
  { name: 'Trane', aliases: ['Trane Company', 'Trane Technologies', 'Trane and American Standard Heating and Air Conditioning'], group: 'trane', family: 'trane' },
  { name: 'American Standard', aliases: ['American Standard Heating and Air Conditioning', 'AmStd'], group: 'trane', family: 'trane' },
  { name: 'Ameristar', group: 'trane', family: null },
  { name: 'RunTru', aliases: ['Run Tru'], group: 'trane', family: null },
  { name: 'Oxbox', group: 'trane', family: null },
  // Mitsubishi-built ductless sold under Trane badges (ccashp): serials are Mitsubishi's.
  { name: 'Trane / Mitsubishi Electric', aliases: ['Mitsubishi Electric Trane', 'METUS'], group: 'mitsubishi', family: 'mitsubishi', alsoGroups: ['trane'] },
  { name: 'American Standard / Mitsubishi Electric', group: 'mitsubishi', family: 'mitsubishi', alsoGroups: ['trane'] },
  // §4 Goodman · Amana · Janitrol · Daikin
  { name: 'Goodman', aliases: ['Goodman Manufacturing', 'Goodman Manufacturing Company, L.P.'], group: 'goodman', family: 'goodman' },
  { name: 'Amana', aliases: ['Amana Heating and Air Conditioning'], group: 'goodman', family: 'goodman' },
  { name: 'Janitrol', group: 'goodman', family: 'goodman' },
  // GMC (also printed "GmC"): Goodman Manufacturing Company's own badge of the 1980s-1990s, one of the names Goodman sold
  // its central units under ("Goodman, Janitrol, Caloric, GMC, and Modern Maid", Goodman Holding Company history,
  // referenceforbusiness.com). Serial RULES.md does not name it: no serial family.
  { name: 'GMC', aliases: ['GmC'], group: 'goodman', family: null },
  // Daikin: ducted Daikin is Goodman-built (§4), ductless Daikin has no public rule (§11). The brand
  // alone cannot tell which; 'daikin' is returned and the serial engine decides by equipment type.
  { name: 'Daikin', aliases: ['Daikin Industries', 'Daikin Comfort', 'Altherma'], group: 'goodman', family: 'daikin' },
  // §5 Lennox · Allied brands · Aire-Flo
  { name: 'Lennox', aliases: ['Lennox Industries', 'Lennox International'], group: 'lennox', family: 'lennox' },
  { name: 'Allied', aliases: ['Allied Air', 'Allied Air Enterprises'], group: 'lennox', family: 'lennox' },
  { name: 'Armstrong Air', aliases: ['Armstrong', 'Armstrong Aire'], group: 'lennox', family: 'lennox' },
  { name: 'AirEase', aliases: ['Air Ease', 'Air-Ease'], group: 'lennox', family: 'lennox' },
  { name: 'Ducane', group: 'lennox', family: 'lennox' },
  { name: 'Concord', group: 'lennox', family: 'lennox' },
  { name: 'Aire-Flo', aliases: ['Aireflo', 'Aire Flo'], group: 'lennox', family: 'lennox' },
  { name: 'Magic-Pak', aliases: ['MagicPak'], group: 'lennox', family: null },
  { name: 'Alpine', group: 'lennox', family: null },
  { name: 'Royalton', group: 'lennox', family: null },
  { name: 'Energence', group: 'lennox', family: null },
  // §6 York · Johnson Controls brands
  { name: 'York', aliases: ['York International', 'York International Corp. UPG', 'York by Johnson Controls'], group: 'jci', family: 'york' },
  { name: 'Coleman', aliases: ['Coleman by Johnson Controls'], group: 'jci', family: 'york' },
  { name: 'Luxaire', aliases: ['Luxaire by Johnson Controls'], group: 'jci', family: 'york' },
  { name: 'Fraser-Johnston', aliases: ['Fraser Johnston', 'Fraser-Johnston by Johnson Controls'], group: 'jci', family: 'york' },
  { name: 'Champion', aliases: ['Champion Heating and Cooling'], group: 'jci', family: 'york' },
  { name: 'Guardian', aliases: ['Guardian by Johnson Controls'], group: 'jci', family: 'york' },
  { name: 'Evcon', aliases: ['Evcon by Johnson Controls'], group: 'jci', family: 'york' },
  { name: 'Johnson Controls', aliases: ['JCI', 'Johnson Controls Inc'], group: 'jci', family: 'york' },
  // §7/§8 Rheem · Ruud · WeatherKing · Richmond
  { name: 'Rheem', aliases: ['Rheem Manufacturing', 'Rheem Sales Company', 'Rheem-Ruud Manufacturing', 'Rheem/Ruud'], group: 'rheem', family: 'rheem' },
  { name: 'Ruud', aliases: ['Rudd'], group: 'rheem', family: 'rheem' },
  { name: 'WeatherKing', aliases: ['Weather King'], group: 'rheem', family: 'rheem' },
  { name: 'Richmond', group: 'rheem', family: 'rheem' },
  { name: 'Sure', aliases: ['Sure Comfort'], group: 'rheem', family: null },
  { name: 'Russell', group: 'rheem', family: null },
  { name: 'Thermal Zone', group: 'rheem', family: null },
  { name: 'Mainline', group: 'rheem', family: null },
  { name: 'DuraSTAR', aliases: ['Durastar'], group: 'rheem', family: null },
  { name: 'Duroguard', group: 'rheem', family: null },
  { name: 'EcoSense', group: 'rheem', family: null },
  { name: 'Solpak', group: 'rheem', family: null },
  // §9 Nordyne / Nortek Global HVAC
  { name: 'Nordyne', group: 'nortek', family: 'nordyne' },
  { name: 'Nortek Global HVAC', aliases: ['Nortek', 'Nortek Global HVAC LLC'], group: 'nortek', family: 'nordyne' },
  { name: 'Frigidaire', group: 'nortek', family: 'nordyne' },
  { name: 'Gibson', group: 'nortek', family: 'nordyne' },
  { name: 'Intertherm', group: 'nortek', family: 'nordyne' },
  { name: 'Miller', group: 'nortek', family: 'nordyne' },
  { name: 'Maytag', group: 'nortek', family: 'nordyne' },
  { name: 'Westinghouse', group: 'nortek', family: 'nordyne' },
  { name: 'Tappan', group: 'nortek', family: 'nordyne' },
  { name: 'Philco', group: 'nortek', family: 'nordyne' },
  { name: 'Kelvinator', group: 'nortek', family: 'nordyne' },
  { name: 'Broan', group: 'nortek', family: 'nordyne' },
  { name: 'NuTone', group: 'nortek', family: 'nordyne' },
  // Distributors' badges that the NRCan / ENERGY STAR lists show on Nortek's numbers (K-/F-badged G7 furnaces, JS/JT
  // splits) and, for AC Pro, on Allied Air's as well (95G1UH, A97US2V, 4SHP20LX, BCE7S).
  { name: 'AireForce', group: 'nortek', family: null },
  { name: 'Elect-Aire', group: 'nortek', family: null },
  { name: 'Garrison', group: 'nortek', family: null },
  { name: 'Groggs Heating & Ac', aliases: ['Groggs'], group: 'nortek', family: null },
  { name: 'Peaden', group: 'nortek', family: null },
  { name: 'AC Pro', aliases: ['AC PRO.com', 'ACPro'], group: 'nortek', family: null, alsoGroups: ['lennox'] },
  // §10–§11
  { name: 'Bard', aliases: ['Bard Manufacturing'], group: 'bard', family: 'bard' },
  // Marvair (Airxcel) vertical wall-mount air conditioners and heat pumps (nomenclature/room-units/marvair-wall-mount.ts).
  { name: 'Marvair', aliases: ['Marvair Airxcel'], group: 'marvair', family: null },
  // McQuay (Daikin Applied) RoofPak rooftops: nomenclature/goodman/mcquay-roofpak.ts; no serial rule.
  { name: 'McQuay', aliases: ['McQuay International', 'AAF McQuay', 'AAF-McQuay'], group: 'mcquay', family: null },
  { name: 'Mitsubishi Electric', aliases: ['Mitsubishi', 'Mitsubishi Electric US', 'Mitsubishi Electric Cooling & Heating', 'Ecodan'], group: 'mitsubishi', family: 'mitsubishi' },
  { name: 'LG', aliases: ['LG Electronics', 'Therma V'], group: 'lg', family: 'lg' },
  { name: 'Fujitsu', aliases: ['Fujitsu General'], group: 'fujitsu', family: 'fujitsu' },
  { name: 'Bosch', aliases: ['Bosch Thermotechnology', 'Bosch-Geo', 'Bosch Geo', 'FHP', 'FHP Manufacturing', 'Florida Heat Pump'], group: 'bosch', family: 'bosch' },
  { name: 'Buderus', group: 'bosch', family: null },
  { name: 'AquaStar', aliases: ['Aquastar', 'Aqua Star', 'Bosch AquaStar'], group: 'bosch', family: null }, // Bosch's earlier tankless water-heater brand (installed-base.ts AquaStar shapes)
  // §12 water heaters
  { name: 'A. O. Smith', aliases: ['AO Smith', 'A.O. Smith', 'A O Smith', 'A.O.Smith', 'A.O. Smith Corporation'], group: 'aosmith', family: 'aosmith' },
  { name: 'State', aliases: ['State Water Heaters', 'State Industries'], group: 'aosmith', family: 'aosmith' },
  { name: 'Reliance', aliases: ['Reliance Water Heaters'], group: 'aosmith', family: 'aosmith' },
  { name: 'American', aliases: ['American Water Heater', 'American Water Heaters'], group: 'aosmith', family: 'aosmith' },
  { name: 'Lochinvar', aliases: ['Lochinvar LLC'], group: 'aosmith', family: 'aosmith' },
  { name: 'U.S. Craftmaster', aliases: ['US Craftmaster', 'Craftmaster'], group: 'aosmith', family: null },
  { name: 'Takagi', group: 'aosmith', family: null },
  { name: 'GSW', aliases: ['GSW Water Heaters', 'GSW Water Heating'], group: 'aosmith', family: 'gsw' },
  { name: 'John Wood', aliases: ['Johnwood'], group: 'aosmith', family: 'gsw' },
  { name: 'Bradford White', aliases: ['Bradford-White', 'Bradford White Corporation'], group: 'bradford_white', family: 'bradford_white' },
  { name: 'Jetglas', group: 'bradford_white', family: null },
  { name: 'Laars', aliases: ['Laars Heating Systems'], group: 'bradford_white', family: null },
  // Frequent single brands of the catalog, listed only to fix their spelling.
  { name: 'ClimateMaster', aliases: ['Climate Master'], group: 'climatemaster', family: null },
  { name: 'WaterFurnace', aliases: ['Water Furnace', 'WaterFurnace International'], group: 'waterfurnace', family: null },
  { name: 'GeoStar', group: 'waterfurnace', family: null },
  { name: 'GeoSmart', aliases: ['GeoSmart Energy'], group: null, family: null }, // Premium G: nomenclature/geothermal/waterfurnace-g-series.ts
  { name: 'Enertech', aliases: ['Enertech Global'], group: 'enertech', family: null },
  { name: 'GeoComfort', aliases: ['Geo Comfort'], group: 'enertech', family: null },
  // Roth Industries' TerraStar geothermal units: Enertech Global is the ENERGY STAR partner for them (RCT024D, RXT048D: Enertech's R badge letter).
  { name: 'Roth', aliases: ['Roth Industries', 'Roth TerraStar'], group: 'enertech', family: null },
  { name: 'Hydron Module', aliases: ['Hydron'], group: 'enertech', family: null },
  { name: 'TETCO', aliases: ['Tetco'], group: 'enertech', family: null },
  // Enertech-built badges of the ENERGY STAR geothermal list (partner Enertech Global): nomenclature/geothermal/water-source-lines.ts.
  { name: 'GeoSystems', aliases: ['Geo Systems'], group: 'enertech', family: null },
  { name: 'Econar', aliases: ['ECONAR Energy Systems'], group: 'enertech', family: null },
  { name: 'TerraStar', aliases: ['Terra Star'], group: 'enertech', family: null },
  { name: 'Eemax', aliases: ['EEMAX Inc'], group: null, family: null },
  { name: 'Stiebel Eltron', aliases: ['Stiebel', 'Stiebel-Eltron'], group: null, family: null },
  { name: 'Tecalor', group: null, family: null }, // Stiebel Eltron's sister brand (air-to-water/europe-more-lines.ts)
  { name: 'Dimplex', aliases: ['Glen Dimplex'], group: null, family: null }, // heat pumps (air-to-water/europe-more-lines.ts)
  { name: 'Alpha Innotec', aliases: ['Alpha-InnoTec', 'ait-deutschland'], group: null, family: null }, // heat pumps (air-to-water/europe-more-lines.ts)
  { name: 'Grant', aliases: ['Grant UK', 'Grant Engineering'], group: null, family: null }, // Aerona heat pumps (air-to-water/europe-more-lines.ts)
  { name: 'Chofu', aliases: ['Chofu Seisakusho'], group: null, family: null }, // maker of the AEYC monobloc heat pumps Grant sells as Aerona (air-to-water/chofu-aeyc.ts)
  { name: 'Thermia', aliases: ['Thermia Heat Pumps', 'Thermia Värmepumpar'], group: null, family: null }, // heat pumps (air-to-water/thermia.ts)
  { name: 'Vaughn Thermal', aliases: ['Vaughn', 'Vaughn Thermal Corp'], group: null, family: null }, // wh19: heat-pump water heaters
  { name: 'Hubbell', group: null, family: null }, // wh19
  { name: 'Sanden', aliases: ['Sanden SANCO2', 'SANCO2', 'Sanden International', 'ECO2 Systems'], group: null, family: null }, // wh19
  { name: 'Dux', aliases: ['Dux Hot Water', 'Dux Manufacturing'], group: null, family: null }, // anz30: Australian water heaters (water-heaters/australia-storage-and-solar.ts)
  { name: 'Vulcan', aliases: ['Vulcan Hot Water'], group: null, family: null }, // anz30: Rheem Australia's Vulcan water heaters (water-heaters/australia-storage-and-solar.ts)
  { name: 'Kaden', group: null, family: null }, // anz30: Australian ducted gas heaters (furnaces-other/kaden-ducted-gas.ts)
  { name: 'Solahart', group: null, family: null }, // anz30: Australian solar water heaters (water-heaters/australia-storage-and-solar.ts)
  { name: 'Temperzone', aliases: ['Temperzone Australia', 'Temperzone NZ'], group: null, family: null }, // anz30: ducted splits and packaged units (multi-family/temperzone-ducted-and-packaged.ts)
  // mh31: RV appliance makers (nomenclature/room-units/dometic-rv-rooftop.ts, furnaces-other/suburban-rv-furnaces.ts, water-heaters/rv-tank-water-heaters.ts).
  { name: 'Dometic', aliases: ['Dometic RV', 'Duo-Therm', 'Duo Therm', 'DuoTherm', 'Dometic Duo-Therm'], group: null, family: null },
  { name: 'Suburban', aliases: ['Suburban Manufacturing', 'Suburban Mfg', 'Suburban RV'], group: null, family: null },
  { name: 'Atwood', aliases: ['Atwood Mobile Products', 'Atwood Mobile'], group: null, family: null },
  { name: 'Nyle', aliases: ['Nyle Systems', 'Nyle Water Heating Systems'], group: null, family: null }, // commercial heat-pump water heaters (water-heaters/heat-pump-listed-hpwhsim.ts)
  { name: 'Colmac', aliases: ['Colmac Coil', 'Colmac WaterHeat'], group: null, family: null }, // commercial heat-pump water heaters (water-heaters/heat-pump-listed-hpwhsim.ts)
  { name: 'Whirlpool', group: null, family: null },
  { name: 'Heat Controller', aliases: ['GeoLogix, Comfort Aire, Century', 'GeoLogix Comfort Aire Century'], group: 'heat_controller', family: null },
  { name: 'Comfort-Aire', aliases: ['Comfort Aire', 'Comfortaire'], group: 'heat_controller', family: null },
  { name: 'Century', aliases: ['Century Air'], group: 'heat_controller', family: null },
  { name: 'Dettson', aliases: ['Dettson Industries'], group: null, family: null },
  { name: 'Airtemp', group: null, family: null },
  { name: 'Fedders', group: null, family: null }, // older central split heat pumps (nomenclature/multi-family/fedders-heat-pumps.ts)
  { name: 'Gree', group: 'gree', family: null },
  { name: 'Midea', group: 'midea', family: null },
  { name: 'MDV', group: 'midea', family: null },
  { name: 'Hisense', group: null, family: null },
  { name: 'AAON', aliases: ['AAON Inc'], group: null, family: null },
  { name: 'Samsung', group: null, family: null },
  // Air-to-water line names written in the brand field (Aquarea, and Altherma, Ecodan, Therma V, Estia, Yutaki on their
  // makers' entries): each names one maker's heat-pump line on its own titles (nomenclature/line-words.ts cites them).
  { name: 'Panasonic', aliases: ['Aquarea'], group: null, family: null },
  { name: 'Haier', group: null, family: null },
  { name: 'GE Appliances', aliases: ['GE', 'General Electric', 'GE Appliances, a Haier Company'], group: null, family: null },
  { name: 'Hitachi', aliases: ['Yutaki'], group: null, family: null },
  { name: 'Sears', aliases: ['Sears Roebuck', 'Sears, Roebuck and Co.'], group: null, family: null },
  { name: 'Weil-McLain', aliases: ['Weil McLain', 'WeilMcLain'], group: null, family: null },
  { name: 'Burnham', aliases: ['Burnham by U.S. Boiler', 'U.S. Boiler', 'US Boiler', 'U.S. Boiler Company'], group: 'usboiler', family: null },
  { name: 'Slant/Fin', aliases: ['Slant Fin', 'Slantfin'], group: null, family: null },
  { name: 'Dunkirk', aliases: ['Dunkirk Boilers'], group: 'ecr', family: null },
  { name: 'Utica', aliases: ['Utica Boilers'], group: 'ecr', family: 'utica' }, // serial/utica.ts
  { name: 'Crown Boiler', aliases: ['Crown'], group: null, family: null },
  // Wolf Steel Ltd.'s two furnace badges (ENERGY STAR Certified Furnaces list: WSX-N / WSX-EN Napoleon, WSX-C / WSX-EC Continental).
  { name: 'Napoleon', aliases: ['Wolf Steel', 'Napoleon Heating and Cooling'], group: 'napoleon', family: null },
  { name: 'Continental', group: 'napoleon', family: null },
  // Granby Furnaces Inc. and its Conforto badge (ENERGY STAR Certified Furnaces list: Granby Furnaces Inc., brand CONFORTO).
  { name: 'Granby', aliases: ['Granby Furnaces', 'Granby Industries'], group: 'granby', family: null },
  { name: 'Conforto', group: 'granby', family: null },
  { name: 'Rinnai', group: null, family: null },
  { name: 'Navien', group: null, family: null },
  { name: 'Thermo Pride', aliases: ['Thermo Products', 'ThermoPride', 'Thermo-Pride'], group: null, family: null },
  { name: 'Noritz', group: null, family: null },
  { name: 'Viessmann', group: null, family: null },
  { name: 'HTP', group: null, family: null },
  { name: 'NTI', aliases: ['NY Thermal'], group: null, family: null },
  // Challenger: Triangle Tube's line, listed by ENERGY STAR under its own brand name too (CC105, CC125H …; wh20).
  { name: 'Triangle Tube', aliases: ['Challenger', 'Triangle Tube Challenger'], group: null, family: null },
  { name: 'Friedrich', group: null, family: 'friedrich' }, // serial/friedrich.ts
  { name: 'Mrcool', aliases: ['Mr Cool', 'MRCOOL'], group: null, family: null },
  { name: 'Senville', group: null, family: null },
  { name: 'Pioneer', aliases: ['Pioneer Mini Split', 'Pioneer Minisplit'], group: null, family: null },
  { name: 'Klimaire', group: null, family: null },
  // Budget ductless badges read by nomenclature/ductless/budget-badges.ts.
  { name: 'Innovair', group: null, family: null },
  { name: 'DuctlessAire', aliases: ['Ductless Aire'], group: null, family: null },
  { name: 'Blueridge', aliases: ['Blue Ridge'], group: null, family: null },
  // ACiQ (online brand; PTAC read by nomenclature/room-units/aciq-ptac.ts).
  { name: 'ACiQ', aliases: ['AC iQ'], group: null, family: null },
  // Wall-split and portable brands read by nomenclature/ductless/global-and-room.ts.
  { name: 'TCL', group: null, family: null },
  { name: 'Whynter', group: null, family: null },
  // Chinese room split brands read on the GB/T 7725 KF / KFR scheme by nomenclature/ductless/china-gb-room-split.ts.
  { name: 'AUX', aliases: ['AUX Group', 'AUX Air Conditioning', 'Ningbo AUX'], group: null, family: null },
  { name: 'Chigo', group: null, family: null },
  { name: 'Changhong', group: null, family: null },
  { name: 'Kelon', group: null, family: null },
  { name: 'Xiaomi', aliases: ['Mijia', 'Xiaomi Mijia'], group: null, family: null },
  // Whirlpool Brazil's split brand read by nomenclature/ductless/consul-brazil-split.ts.
  { name: 'Consul', group: null, family: null },
  // European wall-split brands read by nomenclature/ductless/europe-split.ts.
  { name: 'Kaisai', group: null, family: null },
  { name: 'Electrolux', group: null, family: null },
  { name: 'Tosot', group: 'gree', family: null },
  // Cooper & Hunter ductless (nomenclature/ductless/cooper-hunter.ts); the ENERGY STAR / NRCan rows spell it "C&H".
  { name: 'Cooper & Hunter', aliases: ['Cooper and Hunter', 'Cooper&Hunter', 'C&H', 'C and H', 'Cooper Hunter'], group: null, family: null },
  // Nomenclature families beyond RULES.md (nomenclature/README-extra.md): brands the decoders name.
  { name: 'Peerless', aliases: ['Peerless Boilers', 'PB Heat', 'PB Heat LLC'], group: 'peerless', family: null },
  // Mitsubishi Heavy Industries ductless (nomenclature/ductless/mhi.ts): not Mitsubishi Electric's group.
  { name: 'Mitsubishi Heavy Industries', aliases: ['MHI', 'Mitsubishi Heavy', 'Mitsubishi Heavy Industries Thermal Systems', 'Mitsubishi Heavy Industries Air-Conditioning'], group: 'mhi', family: null },
  // European hydronic makers (nomenclature/README-extra.md, issue 18 European / Asian lines).
  { name: 'NIBE', aliases: ['Nibe Energy Systems'], group: null, family: null },
  { name: 'Vaillant', aliases: ['Vaillant Group'], group: null, family: null },
  { name: 'Worcester Bosch', aliases: ['Worcester', 'Worcester-Bosch', 'Worcester Bosch Group'], group: 'bosch', family: null },
  { name: 'Baxi', aliases: ['Baxi Heating'], group: null, family: null },
  { name: 'Ideal', aliases: ['Ideal Boilers', 'Ideal Heating', 'Ideal USA'], group: null, family: null },
  { name: 'Remeha', group: null, family: null },
  { name: 'Wolf', aliases: ['Wolf Heiztechnik', 'Wolf GmbH'], group: null, family: null },
  { name: 'Saunier Duval', aliases: ['Saunier-Duval'], group: null, family: null },
  { name: 'Junkers', aliases: ['Junkers Bosch', 'Bosch Junkers'], group: 'bosch', family: null },
  { name: 'Ariston', aliases: ['Ariston Thermo'], group: null, family: null },
  { name: 'De Dietrich', aliases: ['De Dietrich Thermique', 'DeDietrich'], group: null, family: null },
  { name: 'Potterton', aliases: ['Potterton Myson'], group: null, family: null },
  { name: 'Main', aliases: ['Main Heating'], group: null, family: null },
  { name: 'Elco', aliases: ['ELCO Heating', 'Elco Heating Solutions'], group: null, family: null },
  { name: 'Chappée', aliases: ['Chappee'], group: null, family: null },
  { name: 'Intergas', group: null, family: null },
  // UK boiler makers of nomenclature/boilers/uk-wall-hung-lines.ts and Columbia of boilers/older-na-oil-and-steam-lines.ts (issue 18, boiler gap scan).
  { name: 'Glow-worm', aliases: ['Glowworm', 'Glow Worm'], group: null, family: null },
  { name: 'Alpha', aliases: ['Alpha Boilers', 'Alpha Heating', 'Alpha Heating Innovation'], group: null, family: null },
  { name: 'Keston', aliases: ['Keston Heating', 'Keston Boilers'], group: null, family: null },
  { name: 'Gledhill', aliases: ['Gledhill Water Storage'], group: null, family: null },
  { name: 'Columbia Boiler', aliases: ['Columbia', 'Columbia Boiler Company', 'Columbia Boiler Co'], group: null, family: null },
  { name: 'Riello', aliases: ['Riello Canada', 'Riello Burners'], group: null, family: null },
  { name: 'Immergas', aliases: ['Immergas UK', 'Immergas Ireland'], group: null, family: null },
  // European boiler and air-to-water makers of nomenclature/boilers/europe-line-names.ts and air-to-water/line-names.ts (issue 18, line names).
  { name: 'Ferroli', group: null, family: null },
  { name: 'Beretta', aliases: ['Beretta Caldaie'], group: null, family: null },
  { name: 'Chaffoteaux', aliases: ['Chaffoteaux et Maury', 'Chaffoteaux & Maury'], group: null, family: null },
  { name: 'Atlantic', aliases: ['Groupe Atlantic', 'Atlantic Climatisation'], group: null, family: null },
  // Groupe Atlantic and Bosch badges of the smart-home gap scan (nomenclature/water-heaters/atlantic-group-lines.ts, boilers/smart-home-listed-lines.ts; issue 18).
  { name: 'Thermor', group: null, family: null },
  { name: 'Sauter', group: null, family: null },
  { name: 'Nefit', aliases: ['Nefit Bosch'], group: 'bosch', family: null },
  { name: 'Rotex', aliases: ['ROTEX Heating Systems'], group: null, family: null }, // HPSU compact (nomenclature/air-to-water/smart-home-listed-lines.ts)
  { name: 'Weishaupt', aliases: ['Max Weishaupt'], group: null, family: null }, // WBB / WAB heat pumps (nomenclature/air-to-water/smart-home-listed-lines.ts)
  { name: 'Brötje', aliases: ['Broetje', 'August Brötje', 'August Broetje'], group: null, family: null }, // WGB / WBS / BSK / SGB / SOB / BOK boilers (nomenclature/boilers/broetje-condensing.ts; issue 18, boil32 gap scan)
  // Boiler makers of the owners'-forum and gateway gap scan (nomenclature/boilers/europe-line-names.ts; issue 18).
  { name: 'Protherm', aliases: ['Protherm Vaillant'], group: null, family: null },
  { name: 'Vokera', aliases: ['Vokèra', 'Vokera Ltd'], group: null, family: null },
  { name: 'Bulex', group: null, family: null },
  { name: 'Italtherm', group: null, family: null },
  // Water-heater and boiler badges of nomenclature/water-heaters/installed-base.ts (issue 18).
  { name: 'Giant', aliases: ['Giant Factories', 'Giant Water Heaters'], group: 'giant', family: null },
  { name: 'Best Canadian', group: 'giant', family: null },
  { name: 'Marathon', aliases: ['Rheem Marathon'], group: 'rheem', family: null },
  { name: 'EcoSmart', aliases: ['Eco Smart'], group: null, family: null },
  { name: 'Seisco', group: null, family: null },
  { name: 'Titan', aliases: ['Titan Tankless'], group: null, family: null },
  { name: 'Eccotemp', group: null, family: null },
  { name: 'Marey', group: null, family: null },
  { name: 'IBC Technologies', aliases: ['IBC', 'IBC Boilers'], group: null, family: null },
  { name: 'New Yorker', aliases: ['New Yorker Boiler'], group: null, family: null },
  // U.S. Boiler Company's Archer boilers (Frontier FTR, Lancer LCR: boilers/cast-iron-series.ts).
  { name: 'Archer', aliases: ['Archer Boilers', 'Archer Boiler'], group: null, family: null },
  { name: 'Velocity Boiler Works', aliases: ['Velocity'], group: null, family: null },
  { name: 'Williamson-Thermoflo', aliases: ['Williamson', 'Thermoflo'], group: null, family: null },
  { name: 'Olsen', group: 'ecr', family: null },
  // ECR International's Airco oil furnaces (ENERGY STAR furnace list: LRFV90RF); one letter from Air-Con, so it must be known.
  { name: 'Airco', group: 'ecr', family: null },
  { name: 'Pennco Boilers', aliases: ['Pennco'], group: 'ecr', family: null },
  { name: 'Raypak', group: null, family: null },
  { name: 'Sanyo', aliases: ['Sanyo Electric'], group: null, family: null },
  { name: 'Sharp', group: null, family: null },
  { name: 'Toshiba', aliases: ['Toshiba Air Conditioning', 'Estia'], group: 'carrier', family: null },
  { name: 'Nordic', aliases: ['Maritime Geothermal', 'Nordic Geothermal', 'NordicGHP'], group: null, family: null },
  // Gas wall and floor furnaces of nomenclature/furnaces-other/wall-furnaces.ts (issue 18): Williams Furnace Co. and its Cozy line (same Colton, CA maker).
  { name: 'Williams', aliases: ['Williams Furnace', 'Williams Furnace Co', 'Williams Furnace Company', 'Williams Comfort Products'], group: 'williams', family: null },
  { name: 'Cozy', aliases: ['Cozy Heating Systems', 'Cozy Heaters', 'Louisville Tin and Stove', 'Louisville Tin & Stove'], group: 'williams', family: null },
  { name: 'Empire', aliases: ['Empire Comfort Systems', 'Empire Heating Systems'], group: null, family: null },
  // Older water heating and boiler makers of nomenclature/water-heaters/older-heating-lines.ts (issue 18, id18e).
  { name: 'Paloma', aliases: ['Paloma Industries'], group: null, family: null },
  { name: 'Waiwela', group: null, family: null },
  { name: 'Hydrotherm', aliases: ['Mestek Hydrotherm'], group: null, family: null },
  { name: 'Smith Cast Iron Boilers', aliases: ['Smith Cast Iron', 'Smith Boilers', 'Westcast'], group: null, family: null },
  { name: 'Energy Kinetics', aliases: ['EKI'], group: null, family: null },
  // Boiler brands of the ENERGY STAR Certified Boilers list read by nomenclature/boilers/installed-tanks-and-boilers.ts (wh20).
  { name: 'Biasi', aliases: ['Biasi USA'], group: null, family: null },
  { name: 'Pensotti', group: null, family: null },
  { name: 'Force', aliases: ['Force Boilers'], group: null, family: null },
  { name: 'ECR International', aliases: ['ECR', 'ECR International Inc'], group: 'ecr', family: null },
  { name: 'Green Mountain', aliases: ['Green Mountain Boilers'], group: 'ecr', family: null },
  { name: 'PurePro', aliases: ['Pure Pro'], group: null, family: null },
  { name: 'Rand & Reardon Boiler Works', aliases: ['Rand & Reardon', 'Rand and Reardon'], group: null, family: null },
  { name: 'Glow Brand', aliases: ['Glow Brand Manufacturing', 'Glow Technologies'], group: null, family: null },
  { name: 'Eco-King', aliases: ['Eco King', 'Eco King Supreme', 'King Heating Products'], group: null, family: null },
  { name: 'Super Hot', group: null, family: null },
  { name: 'Solaia', group: null, family: null },
  { name: 'Intellihot', aliases: ['Intellihot Inc'], group: null, family: null },
  { name: 'Thermal Solutions', aliases: ['Thermal Solutions Products'], group: null, family: null },
  { name: 'Thermalux', group: null, family: null },
  // Midea badges (issue 18, id18f): their NRCan rows print MDV's own model names (CS11M-09HRFN1-MX0W(A), M4OH-36HFN1-M).
  { name: 'Koolking', aliases: ['Kool King'], group: 'midea', family: null },
  { name: 'Direct Air', group: 'midea', family: null },
  // Private-label ductless and room-unit badges of nomenclature/ductless/private-label-badges.ts and nomenclature/room-units/room-air-conditioners.ts (issue 18, id18f).
  { name: 'Kinghome', group: null, family: null },
  // Sinclair (Czech Republic) splits of nomenclature/ductless/sinclair-split.ts (issue 18, ductless gap scan from accessory lists).
  { name: 'Sinclair', group: null, family: null },
  { name: 'Wabban', group: null, family: null },
  { name: 'ACD', group: null, family: null },
  { name: 'EMI', aliases: ['EMI Ductless'], group: null, family: null },
  { name: 'Comfortstar', aliases: ['Comfort Star'], group: null, family: null },
  { name: 'Moovair', group: null, family: null },
  { name: 'Novair Plus', aliases: ['NovairPlus'], group: null, family: null },
  { name: 'Haxxair', group: null, family: null },
  { name: 'Air-Con', aliases: ['Air Con'], group: null, family: null },
  { name: 'Emerson Quiet Kool', aliases: ['EQK', 'Quiet Kool'], group: null, family: null },
  // The rows repeat the same models (1PAMSHH12-SZO-22.5, 1KARDA09SZO25) under Perfect Aire, Perfectaire and Karda.
  { name: 'Perfect Aire', aliases: ['Perfectaire'], group: 'perfect_aire', family: null },
  { name: 'Karda', group: 'perfect_aire', family: null },
  { name: 'Breeze33', group: null, family: null },
  // Goodman's MS ductless key sold under the ACC badge (rows MSH121J21MC-ACC).
  { name: 'ACC', group: null, family: null },
  { name: 'Reznor', group: 'nortek', family: null },
  // Solid-fuel boiler and furnace makers of nomenclature/multi-family/solid-fuel-lines.ts (issue 18, solid31 gap scan).
  { name: 'Central Boiler', aliases: ['Central Boiler Inc', 'Central Boilers'], group: null, family: null },
  { name: 'HeatMaster SS', aliases: ['HeatMaster', 'Heat Master', 'HeatMaster SS Boilers'], group: null, family: null },
  { name: 'Hardy', aliases: ['Hardy Heater', 'Hardy Manufacturing'], group: null, family: null },
  { name: 'Garn', aliases: ['Dectra', 'Dectra Corporation'], group: null, family: null },
  // Tarm Biomass (US) sells Fröling boilers under its name (its wood boiler planning guide lists the Fröling S3 Turbo).
  { name: 'Froling', aliases: ['Fröling', 'Froeling', 'Froling GesmbH'], group: 'froling', family: null },
  { name: 'Tarm', aliases: ['Tarm Biomass', 'HS Tarm'], group: 'froling', family: null },
  { name: 'Windhager', group: null, family: null },
  { name: 'ÖkoFEN', aliases: ['Oekofen', 'Okofen'], group: null, family: null },
  { name: 'Guntamatic', group: null, family: null },
  { name: 'Harman', aliases: ['Harman Stove', 'Harman Stove Company', 'Harman Home Heating'], group: null, family: null },
  { name: 'Alternate Heating Systems', aliases: ['AHS', 'Wood Gun', 'Coal Gun'], group: null, family: null },
  { name: 'EFM', aliases: ['EFM Heating', 'EFM Sales Company'], group: null, family: null },
  // United States Stove Company sells its furnaces as Hotblast and Clayton too (the 1537G manual: "the 1537G Clayton furnace").
  { name: 'United States Stove', aliases: ['US Stove', 'United States Stove Company', 'USSC', 'Hotblast', 'Hot Blast', 'Clayton'], group: null, family: null },
  { name: 'Yukon-Eagle', aliases: ['Yukon', 'Yukon Eagle', 'Alpha American'], group: null, family: null },
  { name: 'PSG', aliases: ['Caddy', 'SBI', 'Stove Builder International'], group: null, family: null },
];

// Words that carry no brand identity when they trail a brand name.
const NOISE_WORDS = new Set(['INC', 'LLC', 'LP', 'LTD', 'CO', 'CORP', 'CORPORATION', 'COMPANY', 'THE', 'USA', 'US']);

/** A written brand's words: upper-case ASCII letters and digits, "&" as "AND". */
function brandWords(raw: string): string[] {
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .split(/[^A-Z0-9]+/)
    .filter((w) => w.length > 0);
}

/**
 * Brand lookup key: uppercase ASCII letters and digits only; "&" reads as "AND"; trailing
 * corporate words (Inc, LLC, Corporation…) are dropped. "A. O. Smith" → "AOSMITH".
 */
export function normalizeBrandKey(raw: string): string {
  const words = brandWords(raw);
  while (words.length > 1 && NOISE_WORDS.has(words[words.length - 1] ?? '')) words.pop();
  return words.join('');
}

const BY_KEY = new Map<string, BrandEntry>();
for (const entry of BRAND_TABLE) {
  for (const spelling of [entry.name, ...(entry.aliases ?? [])]) {
    const key = normalizeBrandKey(spelling);
    const existing = BY_KEY.get(key);
    if (existing !== undefined && existing !== entry) throw new Error(`brands.ts: brand key ${key} in two entries`);
    BY_KEY.set(key, entry);
  }
}

// How owners and office staff write the brand (issue 18, id18d): abbreviations, former and parent company names, one
// common misspelling. Each spelling reads as the named entry; parents that sold only one group's badges are entries of
// that group (their rules agree as sister brands, a decode reports the badge's own name).
const WRITTEN_SPELLINGS: readonly [string, readonly string[]][] = [
  // "Amer Std" / "American Std": the abbreviation of American Standard on invoices (the plate prints the full name).
  ['American Standard', ['Amer Std', 'American Std', 'Amer Standard', 'Am Standard']],
  // Heil-Quaker Corporation and Inter-City Products Corporation: the names of ICP and its Heil line before 1999.
  ['Heil', ['Heil-Quaker', 'Heil Quaker']],
  ['ICP', ['Inter-City Products', 'Inter City Products', 'InterCity Products', 'Inter-City Products Corporation (USA)']],
  // York's Unitary Products Group (UPG), the residential division printed on 1990s–2000s York / Coleman / Luxaire plates.
  ['Johnson Controls', ['Unitary Products Group', 'UPG', 'York UPG']],
  // "Lenox": Lennox with one N, too short for the misspelling rule below.
  ['Lennox', ['Lenox']],
  // The H.B. Smith Company of Westfield, Massachusetts: the maker's former name, the "HB" dropped from the marketed
  // product in 1990 (Smith Cast Iron Boilers, "About": https://www.smithboiler.com/Smith-about); owners still write it.
  ['Smith Cast Iron Boilers', ['HB Smith', 'H.B. Smith', 'H. B. Smith', 'HB Smith Company']],
];
const PARENT_ENTRIES: readonly BrandEntry[] = [
  // Trane's parent 2008–2020 ("Trane, a business of Ingersoll Rand"): Trane and American Standard residential lines only.
  { name: 'Ingersoll Rand', aliases: ['Ingersoll Rand Residential Solutions'], group: 'trane', family: 'trane' },
  // Carrier's parent 1979–2020 (UTC Climate, Controls & Security): Carrier, Bryant, Payne and the ICP badges (no one serial family).
  { name: 'United Technologies', aliases: ['UTC', 'UTC Climate Controls and Security'], group: 'carrier', family: null },
];
for (const [name, spellings] of WRITTEN_SPELLINGS) {
  const entry = BY_KEY.get(normalizeBrandKey(name));
  if (entry === undefined) throw new Error(`brands.ts: written spelling of unknown brand ${name}`);
  for (const spelling of spellings) {
    const key = normalizeBrandKey(spelling);
    if (BY_KEY.has(key) && BY_KEY.get(key) !== entry) throw new Error(`brands.ts: brand key ${key} in two entries`);
    BY_KEY.set(key, entry);
  }
}
for (const entry of PARENT_ENTRIES) {
  BRAND_TABLE.push(entry);
  for (const spelling of [entry.name, ...(entry.aliases ?? [])]) {
    const key = normalizeBrandKey(spelling);
    if (BY_KEY.has(key) && BY_KEY.get(key) !== entry) throw new Error(`brands.ts: brand key ${key} in two entries`);
    BY_KEY.set(key, entry);
  }
}
/**
 * Words after a brand that name its company, not another brand ("Goodman Global", "Lennox Ind.", "York Intl", "Daikin
 * Comfort Technologies", "Bryant Heating & Air", "Daikin AC"): tried after DECORATION_SUFFIXES.
 */
const WRITTEN_DECORATIONS = ['GLOBAL', 'TECHNOLOGIES', 'INTL', 'INTERNATIONAL', 'IND', 'HEATINGANDAIR', 'HEATINGCOOLING', 'AC', 'SYSTEMS', 'DIVISION'];
/** Shortest key the one-slip rule reads (shorter names are too close to other words: "Bryan", "Grant"). */
const MIN_SLIP_KEY_CHARS = 6;
const SLIP_KEYS: readonly string[] = [...BY_KEY.keys()].filter((k) => k.length >= MIN_SLIP_KEY_CHARS && !/[0-9]/.test(k));

/** a and b differ by one letter dropped, added, changed, or two neighbours swapped (Damerau distance 1). */
function oneSlipApart(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (a === b || Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (la === lb) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The entry of a brand key not in the table: a company word after a known brand, or a known brand of six or more
 * letters written with one slip ("Goodmen", "Carier", "Mitsubshi", "Luxair", "Daiken") when the first letter is right
 * and exactly one brand is that close. Null otherwise.
 */
function writtenSpelling(key: string): BrandEntry | null {
  for (const suffix of WRITTEN_DECORATIONS) {
    if (key.endsWith(suffix) && key.length > suffix.length) {
      const hit = BY_KEY.get(key.slice(0, -suffix.length));
      if (hit) return hit;
    }
  }
  if (key.length < MIN_SLIP_KEY_CHARS || /[0-9]/.test(key)) return null;
  let found: BrandEntry | null = null;
  for (const k of SLIP_KEYS) {
    if (k.charCodeAt(0) !== key.charCodeAt(0) || !oneSlipApart(key, k)) continue;
    const entry = BY_KEY.get(k)!;
    if (found !== null && found !== entry) return null;
    found = entry;
  }
  return found;
}

// Suffixes that decorate a brand without changing it ("Luxaire by Johnson Controls",
// "Champion Heating and Cooling"): tried when the full key is not in the table.
const DECORATION_SUFFIXES = ['BYJOHNSONCONTROLS', 'MFG', 'HVAC', 'PRODUCTS', 'HEATINGANDCOOLINGSYSTEMS', 'HEATINGANDCOOLING', 'HEATINGANDAIRCONDITIONING', 'AIRCONDITIONING', 'WATERHEATERS', 'MANUFACTURING', 'INDUSTRIES'];

// Uploads repeat a handful of brand spellings thousands of times, and normalizeBrandKey (Unicode
// normalization, RegExps, split/join) costs microseconds: entries are cached by the raw string.
const LOOKUP_CACHE = new Map<string, BrandEntry | null>();
/** Bound on cached spellings (cleared when full: a long-running worker sees many distinct brands). */
const MAX_LOOKUP_CACHE_ENTRIES = 4096;

function lookup(raw: string): BrandEntry | null {
  let entry = LOOKUP_CACHE.get(raw);
  if (entry === undefined) {
    entry = lookupUncached(raw);
    if (LOOKUP_CACHE.size >= MAX_LOOKUP_CACHE_ENTRIES) LOOKUP_CACHE.clear();
    LOOKUP_CACHE.set(raw, entry);
  }
  return entry;
}

function lookupUncached(raw: string): BrandEntry | null {
  const key = normalizeBrandKey(raw);
  if (key === '') return null;
  const direct = BY_KEY.get(key);
  if (direct) return direct;
  for (const suffix of DECORATION_SUFFIXES) {
    if (key.endsWith(suffix) && key.length > suffix.length) {
      const hit = BY_KEY.get(key.slice(0, -suffix.length));
      if (hit) return hit;
    }
  }
  return writtenSpelling(key) ?? leadingBrand(raw);
}

/**
 * The known brand that the written name begins with, whole words ("Trane Residential", "Bryant Heating", "Tempstar by
 * ICP", "Frigidaire Gallery", "A O Smith Water Products", "Amana-Goodman"): a badge followed by a line, division or
 * second badge name. The longest such beginning wins; null when no beginning is a brand, or when a word after it holds
 * a digit ("Trane XE80", "Trane 4TWA4036A3000A": a series or model number, read as such by leadingKnownBrand).
 */
function leadingBrand(raw: string): BrandEntry | null {
  const words = brandWords(raw);
  for (let n = words.length - 1; n >= 1; n--) {
    if (/[0-9]/.test(words[n]!)) return null;
    const hit = BY_KEY.get(words.slice(0, n).join(''));
    if (hit) return hit;
  }
  return null;
}

/** Title-case an ALL-CAPS brand of 5+ letters ("HISENSE" → "Hisense"); keep short acronyms ("ACD"). */
function tidySpelling(raw: string): string {
  const collapsed = raw
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[,\s]+(inc|llc|l\.?p|ltd|co|corp|corporation|company)\.?$/i, '');
  if (collapsed.length >= 5 && collapsed === collapsed.toUpperCase() && /[A-Z]/.test(collapsed)) {
    return collapsed.toLowerCase().replace(/(^|[\s\-/&(])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
  }
  return collapsed;
}

/**
 * What a spreadsheet's brand cell writes for "no brand known" ("unknown", "N/A", "-", "TBD", "Other"): compared as the
 * brand's lookup key, so "n/a", "N / A" and "Unknown." are one. Such a cell names no maker, so the engine reads the row
 * as having no brand (the stored field stays as written).
 */
const PLACEHOLDER_BRAND_KEYS = new Set(['', 'UNKNOWN', 'UNK', 'UNKN', 'NA', 'NONE', 'NOBRAND', 'NOTKNOWN', 'NOTLISTED', 'NOTAVAILABLE', 'TBD', 'OTHER', 'VARIOUS', 'GENERIC', 'NULL', 'NIL', 'UNBRANDED', 'NOTAPPLICABLE']);

/** The brand the engine reads from a submitted brand field: trimmed, or null when blank or a placeholder. */
export function brandAsGiven(raw: string | null): string | null {
  if (raw === null) return null;
  const trimmed = raw.trim();
  return PLACEHOLDER_BRAND_KEYS.has(normalizeBrandKey(trimmed)) ? null : trimmed;
}

/** Canonical display name of a brand; unknown brands come back tidied (trimmed, ALL CAPS title-cased). */
export function canonicalBrand(raw: string): string {
  return lookup(raw)?.name ?? tidySpelling(raw);
}

/** Sister-brand group id ("carrier", "jci", "rheem", …) or null when the brand has no known sisters. */
export function brandGroup(raw: string): string | null {
  return lookup(raw)?.group ?? null;
}

/** Serial/warranty family of a brand (RULES.md sections), or null when RULES.md does not cover it. */
export function brandFamily(raw: string): BrandFamily | null {
  const family = lookup(raw)?.family ?? null;
  return family !== null && (BRAND_FAMILIES as readonly string[]).includes(family) ? family : null;
}

function groupsOf(entry: BrandEntry): string[] {
  return entry.group === null ? [] : [entry.group, ...(entry.alsoGroups ?? [])];
}

export type BrandAgreement = 'same' | 'alias' | 'conflict';

/** What agreement needs of a brand, computed once (the matcher compares one input with many models). */
export interface BrandProfile {
  /** normalizeBrandKey of the canonical name ('' for an empty brand). */
  key: string;
  groups: readonly string[];
}

// Profile keys are interned (one string object per distinct key), so profilesAgree's key comparison
// is mostly a pointer comparison.
const INTERNED_KEYS = new Map<string, string>();
const MAX_INTERNED_KEYS = 4096;
function internKey(key: string): string {
  const known = INTERNED_KEYS.get(key);
  if (known !== undefined) return known;
  if (INTERNED_KEYS.size >= MAX_INTERNED_KEYS) INTERNED_KEYS.clear();
  INTERNED_KEYS.set(key, key);
  return key;
}

// Profiles are cached by the raw string, each known brand's once (a profile is never changed by its
// users): the nomenclature dispatcher compares every new brand spelling with the brands of ~300
// rules, and normalizeBrandKey costs a microsecond or more (bench:import-split: ~1,100 spellings in 200k rows).
const PROFILE_CACHE = new Map<string, BrandProfile>();
const MAX_PROFILE_CACHE_ENTRIES = 4096;
const ENTRY_PROFILES = new Map<BrandEntry, BrandProfile>();

export function brandProfile(raw: string): BrandProfile {
  let profile = PROFILE_CACHE.get(raw);
  if (profile === undefined) {
    profile = profileUncached(raw);
    if (PROFILE_CACHE.size >= MAX_PROFILE_CACHE_ENTRIES) PROFILE_CACHE.clear();
    PROFILE_CACHE.set(raw, profile);
  }
  return profile;
}

function profileUncached(raw: string): BrandProfile {
  const entry = lookup(raw);
  if (entry) {
    let known = ENTRY_PROFILES.get(entry);
    if (known === undefined) ENTRY_PROFILES.set(entry, (known = { key: internKey(normalizeBrandKey(entry.name)), groups: groupsOf(entry) }));
    return known;
  }
  // "Carrier/Bryant", "York, Coleman": a submitter naming several badges agrees with each of their groups.
  let parts = raw.split(/[/,;|]/).filter((p) => p.trim() !== '');
  // "Amana Goodman", "UTC Carrier": badges written side by side with a space, when every word is a known brand.
  if (parts.length === 1) {
    const words = raw.trim().split(/\s+/);
    if (words.length > 1 && words.length <= 3 && words.every((w) => lookup(w) !== null)) parts = words;
  }
  const groups = parts.length > 1 ? [...new Set(parts.flatMap((p) => { const e = lookup(p); return e ? groupsOf(e) : []; }))] : [];
  return { key: internKey(normalizeBrandKey(tidySpelling(raw))), groups };
}

export function profilesAgree(a: BrandProfile, b: BrandProfile): BrandAgreement {
  if (a.key !== '' && a.key === b.key) return 'same';
  for (const g of a.groups) if (b.groups.includes(g)) return 'alias';
  return 'conflict';
}

/**
 * Whether two brand strings name the same maker: 'same' (one canonical brand), 'alias' (sister
 * brands of one group, e.g. Carrier and Bryant) or 'conflict'.
 */
export function brandsAgree(a: string, b: string): BrandAgreement {
  return profilesAgree(brandProfile(a), brandProfile(b));
}

/** Every canonical brand of the table (for the dashboard's brand pickers and tests). */
export const KNOWN_BRANDS: readonly string[] = BRAND_TABLE.map((e) => e.name);

/**
 * A known brand written at the start of a model field ("Trane XR13", "A. O. Smith GCV-40") when no brand was
 * given: the brand's canonical name and the rest, which must hold a digit. The longest spelling of up to three
 * words wins; unknown words are never read as a brand.
 */
export function leadingKnownBrand(model: string): { brand: string; rest: string } | null {
  const words = model.trim().split(/\s+/);
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const rest = words.slice(k).join(' ');
    if (!/[0-9]/.test(rest)) continue;
    const entry = lookup(words.slice(0, k).join(' '));
    if (entry !== null && normalizeBrandKey(words.slice(0, k).join(' ')).length >= 2) return { brand: entry.name, rest };
  }
  // The brand joined to the number by a hyphen ("Trane-4TTR4036"): the first word's part before it must be a brand.
  const dash = words[0]!.indexOf('-');
  const rest = dash > 0 ? [words[0]!.slice(dash + 1), ...words.slice(1)].join(' ') : '';
  const entry = dash > 0 && /[0-9]/.test(rest) ? lookup(words[0]!.slice(0, dash)) : null;
  return entry !== null && normalizeBrandKey(words[0]!.slice(0, dash)).length >= 4 ? { brand: entry.name, rest } : null;
}
