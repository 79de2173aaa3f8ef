// Older North-American boiler lines no other module reads (not in RULES.md), each in the form its maker's manual
// prints on the rating label or title: Burnham HF and C3 / C4 oil-fired boilers, Columbia Boiler Company CT steam and
// L / WL / CWH water-tube boilers, Dunkirk Empire / Sears Kenmore EW oil-fired boilers, Carrier / Bryant BW / BS
// cast-iron boilers, Smith (Westcast) GS110W. Brand required; type `boilers`; the fuel only where the
// manual's title gives the line one fuel. Sizes and section counts are not read (TriFire: the input of its ratings table). Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';


const LINES: readonly ProductLine[] = [
  {
    id: 'burnham.hf-oil',
    family: 'burnham',
    brands: ['Burnham'],
    firstChars: 'H',
    // Rating label "Boiler Model Number HF ____-____" (series HF, size, then the option block)
    re: /^HF-?\d[A-Z0-9]{0,3}(?:-[A-Z0-9]{1,5})?$/,
    series: 'HF',
    description: 'oil-fired boiler',
    fields: { fuel: 'oil' },
    source:
      'Burnham, Installation, Operating and Service Instructions for HF Series Oil Fired Boiler 8143709 (rating label "Boiler Model Number HF ____-____"), https://www.scribd.com/document/613143584/HF-Series-Oil-Boiler-Start-Up-Service-and-Cleaning; https://manualmachine.com/burnham/hf/994697-user-manual',
  },
  {
    id: 'burnham.c3-c4-oil',
    family: 'burnham',
    brands: ['Burnham'],
    firstChars: 'PC',
    // Rating label "Boiler Model Number PC_W_-_____": P packaged, C3 / C4 series, W water, size, burner block
    re: /^P?C([34])W\d{1,2}(?:-[A-Z0-9]{1,5})?$/,
    series: 'C3 / C4',
    description: 'packaged oil-fired water boiler',
    fields: { fuel: 'oil' },
    source:
      'Burnham, Installation, Operating and Service Instructions for C3 & C4 Series Packaged Oil-Fired Boiler 8142768 (rating label "Boiler Model Number PC_W_-_____"), https://scribd.com/document/42653962/Burnham-C3-and-C4-Install-and-Operation; https://vdocument.in/burnham-c3-and-c4-install-and-operation.html',
  },
  {
    id: 'columbia.ct-steam',
    family: 'boiler_other',
    brands: ['Columbia Boiler'],
    firstChars: 'C',
    // CT-6 CT-10 CT-15 CT-20 CT-25 CT-35 CT-50
    re: /^CT-?(?:6|10|15|20|25|35|50)$/,
    series: 'CT',
    description: 'steam boiler',
    fields: {},
    source:
      'Columbia Boiler Company, CT Series Boilers CT-6 CT-10 CT-15 CT-20 CT-25 CT-35 CT-50 installation, operation and maintenance manual FM-148, https://fdocuments.net/document/ct-series-boilers-columbia-he-ct-series-manualpdf-ct-series-boilers-ct-6.html; https://manualmachine.com/columbia/ctseries/21793371-installation',
  },
  {
    id: 'columbia.water-tube',
    family: 'boiler_other',
    brands: ['Columbia Boiler'],
    firstChars: 'LWC',
    // L / WL / CWH series water tube boilers ("Columbia WL-60")
    re: /^(?:L|WL|CWH)-?\d{2,3}$/,
    series: 'L / WL / CWH',
    description: 'water-tube boiler',
    fields: {},
    source:
      'Columbia Boiler Company, L • WL • CWH Series Boilers installation, operation and maintenance manual (rev. 13106: "Series L and WL Water Tube Boilers"), https://dokumen.tips/documents/wl-boiler-manual-columbia-boiler-co-columbia-boiler-company-rev-13106-3-introduction.html; Columbia WL-60 specifications, https://manualzilla.com/doc/7352267/columbia-wl-60-specifications',
  },
  {
    id: 'ecr.empire-ew-oil-boilers',
    family: 'ecr',
    brands: ['Dunkirk', 'Kenmore', 'Sears'],
    firstChars: '345',
    // Sections 3 / 4 / 5 · EW · firing rate (gph) as printed: 3EW.65 3EW.75 3EW1.00, 4EW.90 4EW1.25 4EW1.50, 5EW1.20 5EW1.75
    // 5EW2.00 (the dot may be dropped when written: "4EW125"); Dunkirk Empire (II), also sold as Sears Kenmore
    re: /^(?:3EW(?:\.?65|\.?75|1\.?00)|4EW(?:\.?90|1\.?25|1\.?50)|5EW(?:1\.?20|1\.?75|2\.?00))$/,
    series: 'Empire EW',
    description: 'oil-fired cast-iron hot water boiler',
    fields: { fuel: 'oil' },
    source:
      'Dunkirk Empire II Series II oil-fired cast iron hot water boiler installation, operation & maintenance manual P/N 240009549 (models 3EW.65 3EW.75 3EW1.00 4EW.90 4EW1.25 4EW1.50 5EW1.20 5EW1.75; "available with 3, 4, or 5 cast iron sections", firing #2 fuel oil from 0.65 gph), https://manualmachine.com/dunkirk/3ew65/21508930-installation; Sears Kenmore cast iron boilers owner\'s manual "Oil-Fired Hot Water Boiler" (3EW.65 … 5EW2.00), https://vdocuments.us/off-fired-hotwater-boiler-c-this-manual-for-reference-boiler-and-pressure.html',
  },
  {
    id: 'carrier.bw-bs-boilers',
    family: 'carrier',
    brands: ['Carrier', 'Bryant'],
    firstChars: 'B',
    // BW4 / BW5 oil-fired cast-iron water boilers (BW4BAH140 in the ratings table, "BW4B, BW5B Series B"), written with or
    // without the series letter and the size block
    re: /^BW[45](?:B(?:[A-Z]{2})?(?:-?\d{3})?)?$/,
    series: 'BW4 / BW5',
    description: 'oil-fired cast-iron hot water boiler',
    fields: { fuel: 'oil' },
    source:
      'Carrier / Bryant BW4 BW5 installation instructions, oil-fired cast iron hot water boilers sizes 140,000 through 280,000 (ratings table: BW4BAH140, 3 sections, 91 MBH input, 0.65 GPH), https://vdocuments.site/installation-instructions-bw4-bw5-installation-instructions-oil-fired-cast.html, http://38.142.81.21:8001/manual/cac-bdp/bw4bah-245/operating-instructions-english/page-5.html; Bryant product data "Gas and Oil-Fired Water and Gas Fired Steam Boilers" PDS BS1A.75.3 (Model BW4B, BW5B Series B), http://somanuals.com/html/20/Bryant-BW9-User-Manual.html',
  },
  {
    id: 'carrier.bw-bs-gas-boilers',
    family: 'carrier',
    brands: ['Carrier', 'Bryant'],
    firstChars: 'B',
    // BW1 / BW2 / BW3 gas-fired water and BS1 / BS2 gas-fired steam boilers, Series B, with the section size block of the
    // product data's kit list (BS1/2-075 … -299); BW9 with its series letter (BW9AAN…: water-heaters/installed-base.ts)
    re: /^(?:BW[123]|BS[12])(?:B|[A-Z]{3})?(?:-?(?:075|112|150|187|225|262|299))?$/,
    series: 'BW1–BW3 / BS1–BS2',
    description: 'gas-fired cast-iron boiler (BW water, BS steam)',
    fields: {},
    source:
      'Bryant product data "Gas and Oil-Fired Water and Gas Fired Steam Boilers" PDS BS1A.75.3 (Model BW1, BW2 Series B; BW3 Series B; BS1, BS2 Series B; conversion kits for BS1/2-075 … BS1/2-299 by section), http://somanuals.com/html/20/Bryant-BW9-User-Manual.html; Bryant BW3 gas-fired hot water boiler instructions, http://38.142.81.21:8001/manual/bryant/bw3/operating-instructions-english/page-3.html; Carrier BW2 operating instructions, http://38.142.81.21:8001/manual/carrier/bw2/operating-instructions-english/page-4.html',
  },
  {
    id: 'ecr.trifire-ub',
    family: 'ecr',
    brands: ['Utica', 'ECR International'],
    firstChars: 'U',
    // UB · sections 4–6 · TR · letter · firing rate gph × 100 (UB4TRA075): the ratings table pairs 4 sections with 0.75 GPH /
    // 105 MBH input, 5 with 1.00 / 140, 6 with 1.30 / 182; other pairs are not read
    re: /^UB([4-6])TR[A-Z]?(075|100|130)$/,
    series: 'TriFire',
    description: 'oil-fired cast-iron hot water boiler (TriFire)',
    fields: { fuel: 'oil' },
    read: (m) => {
      const input = ({ '4075': 105, '5100': 140, '6130': 182 } as Record<string, number>)[`${m[1]}${m[2]}`];
      return input === undefined ? null : { heating_input_kbtuh: input };
    },
    source:
      'Utica (ECR International) TriFire oil-fired hot water boiler manual, Table 1 "Oil-fired hot water boilers - ratings & capacities" (4 sections 0.75 GPH 105 MBH input, 5 sections 1.00 GPH 140 MBH, 6 sections 1.30 GPH 182 MBH), https://manualshive.com/ru/manual/trifire/ub4tra075/1162308?page=8',
  },
  {
    id: 'boiler-other.smith-gs110',
    family: 'boiler_other',
    brands: ['Smith Cast Iron Boilers'],
    firstChars: 'G',
    re: /^GS-?110W?$/,
    series: 'GS110',
    description: 'direct-vent gas water boiler (natural or propane)',
    fields: {},
    source:
      'Westcast (Smith Cast Iron Boilers), GS110W Natural or Propane Gas Boilers installation & operation manual GS110IOM-2, http://somanuals.com/html/22/Smith-Cast-Iron-Boilers-GS110W-User-Manual.html',
  },
  {
    // The H.B. Smith Mills sectional boiler as owners name it ("Mills", "Smith-Mills", "Mills boiler"); no size is read
    // (no rating table in reach). Issue 18, owners'-threads gap scan.
    id: 'boiler-other.smith-mills',
    family: 'boiler_other',
    brands: ['Smith Cast Iron Boilers'],
    firstChars: 'MS',
    re: /^(?:SMITH-?)?(MILLS)(?:-?BOILER)?$/,
    series: 'Mills',
    description: 'sectional cast-iron boiler (H.B. Smith Mills)',
    fields: {},
    source:
      'Smith Cast Iron Boilers, "About" ("Previously known as the HB Smith Company … The legendary Mills boiler … the first sectional cast iron boiler"), https://www.smithboiler.com/Smith-about',
  },
];


export const OLDER_NA_BOILER_LINE_RULES: readonly NomenclatureRule[] = LINES.map((line) =>
  productLineRule(line, 'src', `Older North-American boiler lines (not in RULES.md): ${line.id}, the model as the manual's rating label or title prints it (type only)`),
);
