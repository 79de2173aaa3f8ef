// August Brötje gas and oil condensing boilers (not in RULES.md), only in the line and type forms the maker's technical
// information and installation handbooks print: EcoTherm Plus WGB (wall-hung gas, with -M / -K and EVO), EcoTherm Kompakt
// WBS 14 / 22 D, EcoSolar BSK, EuroCondens SGB (floor-standing gas), NovoCondens SOB 22 / 26 and the BOK 19 / 24 oil condensing boiler. Brand
// Brötje required; type `boilers`, condensing where the title says Brennwert (not SOB: its handbook title does not); oil for BOK (Öl-Brennwertkessel). The number
// after the type letters is a size whose rated field the titles do not give, so it is not read. Coverage in
// README-extra.md ("Boilers and water heaters of the boil32 gap scan").
import type { NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';

const BRANDS = ['Brötje'] as const;

const LINES: readonly ProductLine[] = [
  {
    id: 'broetje.wgb',
    brands: BRANDS,
    firstChars: 'EW',
    // "WGB EVO 15-38 i", "EcoTherm Plus WGB-M EVO 20 H", "WGB-K EVO 20/28 i", "WGB 50 E", "EcoTherm Plus WGB 15-38H":
    // WGB · optional -M / -K · optional EVO · size (a range or combi pair as the titles print it) · optional series letter
    re: /^(?:ECOTHERMPLUS)?(WGB)(?:-?[MK])?-?(?:EVO)?-?\d{2,3}(?:[-/]\d{2,3})?-?[A-Z]?$/,
    series: 'EcoTherm Plus WGB',
    description: 'wall-hung gas condensing boiler (EcoTherm Plus WGB)',
    fields: { efficiency_tier: 'condensing' },
    source:
      'Brötje Technische Information Gas-Brennwertwandkessel "WGB EVO 15–38 i, WGB-M EVO 20 i, WGB-K EVO 20/28 i", https://fdokument.com/document/technische-information-technische-information-gas-brennwertwandkessel-wgb-evo-15a38.html; Installationshandbuch Gas-Brennwertkessel EcoTherm Plus WGB-M EVO 20 H, https://de.scribd.com/document/694835662/ecotherm-plus-wgbm-evo-20-h; Technische Information Gas-Brennwertwandkessel EcoTherm Plus WGB 50 – 110 Serie E, https://yumpu.com/de/document/view/21140043/technische-information',
  },
  {
    id: 'broetje.wbs-kompakt',
    brands: BRANDS,
    firstChars: 'EW',
    // "EcoTherm Kompakt WBS 14 D", "WBS 22 D", "WBS 14-22 D"; the letter after the size is the series letter (D in the
    // handbook; the WGB titles print E, H, i the same way)
    re: /^(?:ECOTHERMKOMPAKT)?(WBS)-?(?:14|22)(?:-22)?-?[A-Z]?$/,
    series: 'EcoTherm Kompakt WBS',
    description: 'gas condensing boiler (EcoTherm Kompakt WBS)',
    fields: { efficiency_tier: 'condensing' },
    source:
      'Brötje Installationshandbuch Gas-Brennwertkessel EcoTherm Kompakt WBS 14 - 22 D (Technische Daten: WBS 14 D, WBS 22 D), https://vdocuments.pub/gas-brennwertkessel-ecotherm-kompakt-wbs-14-22-d-32-technische-daten-wbs-tabelle.html',
  },
  {
    id: 'broetje.ecosolar-bsk',
    brands: BRANDS,
    firstChars: 'EB',
    // "EcoSolar BSK", "BSK 20", "EcoSolar BSK 15"
    re: /^(?:ECOSOLAR-?(BSK)(?:-?\d{2})?|(BSK)-?\d{2})$/,
    series: 'EcoSolar BSK',
    description: 'gas condensing boiler (EcoSolar BSK)',
    fields: { efficiency_tier: 'condensing' },
    source:
      'Brötje Technische Information Gas-Brennwertwandkessel EcoSolar BSK, https://pdfslide.org/documents/290482-ti-ecosolar-bsk-qxp7qxd270119-ebz-inform-ecosolar-bskpdf04-allgemeine.html',
  },
  {
    id: 'broetje.eurocondens-sgb',
    brands: BRANDS,
    firstChars: 'ES',
    // "EuroCondens SGB 400 E", "SGB 125 E", "SGB 400-610 E"
    re: /^(?:EUROCONDENS)?(SGB)-?\d{3}(?:-\d{3})?-?E?$/,
    series: 'EuroCondens SGB',
    description: 'floor-standing gas condensing boiler (EuroCondens SGB)',
    fields: { efficiency_tier: 'condensing' },
    source:
      'Brötje Technische Information Gas-Brennwertkessel EuroCondens SGB 400 – 610 E, https://unterlagen.site/document/technische-information-broetje-heizung-und-trinkwassererwaermung-in-warmwasserheizungsanlagen.html; EuroCondens SGB 125 – 300 E (polo.broetje.de 600309), https://pdfslide.org/documents/technische-information-polo-vorlauf-ruecklauf-und-sicherheitsvorlauf-befinden.html',
  },
  {
    id: 'broetje.novocondens-sob',
    brands: BRANDS,
    firstChars: 'NS',
    // "NovoCondens SOB 22", "SOB 26 C": type only (the handbook title names the line and sizes, not the fuel or technique)
    re: /^(?:NOVOCONDENS)?(SOB)-?(?:22|26)-?[A-Z]?$/,
    series: 'NovoCondens SOB',
    description: 'floor-standing boiler (NovoCondens SOB)',
    source:
      'Brötje Installationshandbuch NovoCondens SOB 22 und 26, https://pdfslide.org/documents/installationshandbuch-novocondens-sob-22-und-26-allgemeine-sicherheitshinweise-installation.html',
  },
  {
    id: 'broetje.bok-oil',
    brands: BRANDS,
    firstChars: 'B',
    // "BOK 19", "BOK 24", "BOK 19/24"
    re: /^(BOK)-?(?:19|24)(?:\/24)?$/,
    series: 'BOK',
    description: 'oil condensing boiler (BOK)',
    fields: { efficiency_tier: 'condensing', fuel: 'oil' },
    source:
      'Brötje Technische Information Öl-Brennwertkessel BOK 19/24 (7685596-01), https://fdocuments.nl/document/technische-information-2019-3-14-8-bok-1924-7685596-01-0218-3-produktinformationen.html',
  },
];

export const BROETJE_CONDENSING_RULES: readonly NomenclatureRule[] = LINES.map((line) =>
  productLineRule(line, 'src', "Brötje boilers as the maker's technical information names them (type; condensing and fuel only where the title states them)"),
);
