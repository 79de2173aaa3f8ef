// Worked examples printed and decoded by public sources (RULES.md's cited references, their
// sister pages and manufacturers' / regulators' documents), checked against decodeSerial.
//
// Every row: the serial as the source prints it (placeholders such as "xxxxxx" filled with digits,
// said in `filled`), the date the source gives, the URL and a short fragment of the source's words.
// Where a source gives a week, the expected month is that ISO week's Thursday (RULES.md §0), worked
// out by hand in `note`. `expected` is 'YYYY-MM', 'YYYY' (the source gives the year only: only the
// year is compared) or a list of candidates (cyclic codes: the decoder must offer every one).
// Rows marked `inRules` repeat a RULES.md [src] example; the others are new.
import { describe, expect, it } from 'vitest';
import { decodeSerial } from './decode';
import { catalogModel } from './test-helpers';

interface SourcedExample {
  brand: string;
  serial: string;
  expected: string | string[];
  source: string;
  quote: string;
  /** Characters the source left as placeholders and which were filled in. */
  filled?: string;
  /** A date the source was written by (for cyclic codes whose later readings did not exist then). */
  today?: string;
  /** Matched model's equipment type, where the rule depends on it (Rheem HVAC vs water heater). */
  equipment?: string;
  note?: string;
  inRules?: boolean;
}

const TODAY = '2025-06-15';

const SRC = {
  pickhvacTrane: 'https://www.pickhvac.com/hvac/age-serial-number/trane/',
  pickhvacGoodman: 'https://www.pickhvac.com/hvac/age-serial-number/goodman/',
  pickhvacYork: 'https://www.pickhvac.com/hvac/age-serial-number/york/',
  hannigan: 'http://www.inspectionnews.net/home_inspection/archive/index.php/t-36509.html',
  hauck: 'http://www.hauckbrothers.com/serial_number_information.html',
  hvacconsulting: 'https://www.hvacconsulting.com/carrier',
  inspectorHandbook: 'https://inspectorhandbook.com/hvac/carrier',
  nachiCenturion: 'http://www.nachi.org/forum/f20/another-age-request-centurion-ac-22372/',
  carrierNw: 'https://carriernorthwest.com/how-old-is-my-carrier-furnace/',
  acAgeCapacity: 'https://studylib.net/doc/8884576/determining-air-conditioning-age-and-capacity',
  texasTempMasters: 'https://texastempmasters.com/blog/how-to-read-hvac-serial-number',
  furnaceChart: 'https://studylib.net/doc/9049543/furnace-age-chart',
  furnaceChart5y1: 'https://info.5y1.org/york-furnace-parts-lookup_1_cfdd8b.html',
  fixlehome: 'https://fixlehome.com/support/how-can-i-figure-out-the-manufacture-date-of-a-major-appliance',
  bayArea: 'https://bayareahvacservice.com/blog/how-to-read-a-goodman-serial-number-find-the-age-and-warranty-status/',
  goodmanWarranty: 'http://38.142.81.21:8001/manual/goodman/gpch3/user-manual-english/page-6.html',
  nachiLennox: 'https://forum.nachi.org/t/age-of-lennox-furnace/185854',
  waypoint: 'https://waypointinspection.com/lennox-ace-age/',
  nachiYork: 'https://forum.nachi.org/t/york-age-convention-doesnt-work/6899',
  inspectorsJournalYork: 'https://www.inspectorsjournal.com/topic/6198-york-dates-off-in-decoder-chart/',
  cacrYork: 'http://central-air-conditioner-and-refrigeration.com/how-to-read-york-hvac-model-and-serial-number.html',
  howToLookYork:
    'https://www.howtolookatahouse.com/Blog/Entries/2020/1/how-can-i-determine-the-age-of-a-york-heat-pump-from-the-serial-number.html',
  intrysys: 'https://www.intrysys.com/tools/hvac/serial-number-lookup/luxaire',
  milesto: 'https://fi.milestoblog.com/what-are-rheem-ac-model-numbers',
  stesso: 'https://www.stesso.com/projects/how-to-decode-your-water-heaters-serial-number-to-find-its-age-2753/3',
  californiaPlumbing: 'https://californiaplumbingsd.com/how-to-determine-if-your-water-heater-needs-to-be-replaced/',
  bobwei:
    'https://bobwei.ca/cn/blog/%E5%A6%82%E4%BD%95%E6%9F%A5%E7%9C%8Bhot-water-tank%E7%83%AD%E6%B0%B4%E5%99%A8%E7%9A%84%E7%94%9F%E4%BA%A7%E6%97%A5%E6%9C%9F/',
  inspectionInsider:
    'https://www.theinspectioninsider.com/p/this-newer-tank-is-20-years-old-do-the-10-second-label-check-9b4796c0f7464303',
  cpscAoSmith2018: 'https://www.contractormag.com/heating/o-smith-recalls-ultra-low-nox-water-heaters',
  bradfordWhite: 'http://www.bradfordwhite.com/servicebulletins/100_serialnumber.asp',
  nachiBard: 'https://forum.nachi.org/t/hvac-manufacture-dates/116',
  friedrichRacGuide: 'https://manualsdump.com/amp/en/manuals/27124/8',
  nachiUtica: 'https://forum.nachi.org/t/boiler-age-for-utica/220422',
} as const;

const EXAMPLES: SourcedExample[] = [
  // ── Carrier / Bryant / Payne ───────────────────────────────────────────────────────────────
  { brand: 'Carrier', serial: '1104B12345', expected: '2004-03', source: SRC.hauck, quote: 'Sample # 1104B12345 1st two digits (11) represent the week of the year … (04) represent the build year in this case, 2004', note: 'ISO week 11 of 2004: Thursday 11 Mar 2004' },
  { brand: 'Carrier', serial: '4006A17320', expected: '2006-10', source: SRC.hvacconsulting, quote: 'Style 1 … 4006A17320 … 40 Week 06 Year', note: 'ISO week 40 of 2006: Thursday 5 Oct 2006' },
  { brand: 'Carrier', serial: '850305091', expected: '1985-03', source: SRC.hvacconsulting, quote: 'Style 2 … 850305091 … 85 Year 03 Month' },
  { brand: 'Carrier', serial: 'W4D14108', expected: '1984-09', source: SRC.hvacconsulting, quote: 'Style 3 … W4D14108 … W (Month) September 4 (Year) 1984', inRules: true },
  { brand: 'Carrier', serial: 'A167990', expected: '1971-01', source: SRC.hvacconsulting, quote: 'Style 4 … A167990 … A (Month) January 1 (Year) 1971' },
  { brand: 'Carrier', serial: '1014E12345', expected: '2014-03', source: SRC.inspectorHandbook, quote: 'Variant #1 … 1 0 1 4 E 1 2 3 4 5 … manufactured in the 10th week of of 2014', note: 'ISO week 10 of 2014: Thursday 6 Mar 2014' },
  { brand: 'Carrier', serial: '830812345', expected: '1983-08', source: SRC.inspectorHandbook, quote: 'Variant #2 … 8 3 0 8 1 2 3 4 5 … manufactured in August of 1983' },
  // The source reads R = May (hvacconsulting's table (a)); the N=Jan table (b) gives April. RULES.md §1
  // keeps the year only for N–U; the year is what the sources agree on.
  { brand: 'Carrier', serial: 'R2D12345', expected: '1982', source: SRC.inspectorHandbook, quote: 'Variant #3 … R 2 D 1 2 3 4 5 … manufactured in May of 1982', note: 'month withheld: tables (a) and (b) disagree for N–U (RULES.md §1)' },
  { brand: 'Carrier', serial: '3298X12345', expected: '1998-08', source: SRC.nachiCenturion, quote: '3298xxxxxx = 32nd week of 1998', filled: 'xxxxxx → X12345', note: 'ISO week 32 of 1998: Thursday 6 Aug 1998', inRules: true },
  { brand: 'Carrier', serial: 'A1123456', expected: '1971-01', source: SRC.nachiCenturion, quote: 'Example: A1 = January 1971, B2 = February 1972', filled: 'sequence 123456', inRules: true },
  { brand: 'Carrier', serial: 'B2123456', expected: '1972-02', source: SRC.nachiCenturion, quote: 'A1 = January 1971, B2 = February 1972', filled: 'sequence 123456', inRules: true },
  { brand: 'Carrier', serial: 'M5123456', expected: ['1985-01', '1975-12'], source: SRC.nachiCenturion, quote: 'M5 = December 1975', filled: 'sequence 123456', note: 'M is also January 198d in hvacconsulting table (a): both readings offered (RULES.md §1)', inRules: true },
  { brand: 'Carrier', serial: '5220E12345', expected: '2020-12', source: SRC.carrierNw, quote: 'a serial number that starts with 5220 translates into the 52nd week in 2020', filled: 'E12345', inRules: true },
  { brand: 'Carrier', serial: '2714B12345', expected: '2014-07', source: SRC.texasTempMasters, quote: '2714B12345 → Week 27, Year 2014 → Manufactured July 2014', note: 'ISO week 27 of 2014: Thursday 3 Jul 2014' },
  { brand: 'Bryant', serial: '3188X12345', expected: '1988-08', source: SRC.acAgeCapacity, quote: 'Example: 3188XXXXXX = 31st week of 1988', filled: 'XXXXXX → X12345', note: 'ISO week 31 of 1988: Thursday 4 Aug 1988' },

  // ── ICP ────────────────────────────────────────────────────────────────────────────────────
  { brand: 'Airquest', serial: 'R883512345', expected: '1988-09', source: SRC.furnaceChart, quote: 'Sample: Serial Number: R883512345 Date of Mfg: 09/88', inRules: true },
  { brand: 'Arcoaire', serial: 'R883512345', expected: '1988-09', source: SRC.hannigan, quote: 'Arco-aire: A letter followed by two #’s in the S# = year ex: R883512345 = 1988' },

  // ── Trane / American Standard ──────────────────────────────────────────────────────────────
  { brand: 'Trane', serial: '81422S41G', expected: '2008-04', source: SRC.pickhvacTrane, quote: '9-character serial number 81422S41G … 8 is the year – 2008. 14 is the week … Manufacture date: April 2008', note: 'ISO week 14 of 2008: Thursday 3 Apr 2008' },
  { brand: 'Trane', serial: '11241KADBB', expected: '2011-06', source: SRC.pickhvacTrane, quote: '10-character serial number 11241KADBB … Manufacture date: June 2011', inRules: true },
  { brand: 'Trane', serial: '17103N6MF4', expected: '2017-03', source: SRC.pickhvacTrane, quote: 'you can see it shown as 3/2017, or March 2017 … The serial number is 17103N6MF4', note: 'plate date printed next to the serial; ISO week 10 of 2017: Thursday 9 Mar 2017' },
  { brand: 'American Standard', serial: '7165RHAIG', expected: '2007-04', source: SRC.hannigan, quote: 'If S# is 9 numbers … Example: 7165RHAIG = 16th week of 2007', note: 'ISO week 16 of 2007: Thursday 19 Apr 2007' },
  { brand: 'American Standard', serial: 'B50632891', expected: '1987-12', source: SRC.hannigan, quote: 'If S# starts with a letter (1983-2001) … Example: B50632891 = Dec 87' },
  { brand: 'American Standard', serial: '649123456', expected: '2006-12', source: SRC.furnaceChart5y1, quote: 'First 3 digits are the year and week. Example: 649XXXXXX is December 2006', filled: 'XXXXXX → 123456', inRules: true },
  { brand: 'American Standard', serial: '1C-12345', expected: '1971-03', source: SRC.hannigan, quote: 'number for year followed by letter for month ex 1C-xxxx = March 1971', filled: 'xxxx → 12345', inRules: true },

  // ── Goodman / Amana / Janitrol ─────────────────────────────────────────────────────────────
  { brand: 'Goodman', serial: '040852398', expected: '2004-08', source: SRC.pickhvacGoodman, quote: 'Sample Serial #: 040852398 … Manufacture Date: August 2004', note: 'a 9-digit serial, though the page says Goodman serials have 10' },
  { brand: 'Goodman', serial: '9901123456', expected: '1999-01', source: SRC.pickhvacGoodman, quote: '9901 is January 1999, for example', filled: '123456', inRules: true },
  { brand: 'Goodman', serial: '1404123456', expected: '2014-04', source: SRC.fixlehome, quote: 'For example, 1404123456 is manufactured is April 2014' },
  { brand: 'Goodman', serial: '2205123456', expected: '2022-05', source: SRC.goodmanWarranty, quote: 'a serial number beginning with 2205 indicates the unit was manufactured in May 2022', filled: '123456', inRules: true },
  { brand: 'Goodman', serial: '1406123456', expected: '2014-06', source: SRC.bayArea, quote: 'a serial number that starts with 1406 was built in June 2014', filled: '123456' },
  { brand: 'Goodman', serial: '2011123456', expected: '2020-11', source: SRC.bayArea, quote: 'one starting with 2011 was built in November 2020', filled: '123456' },
  { brand: 'Amana', serial: 'BB80200127', expected: ['1981', '1971'], source: SRC.hannigan, quote: '“B L A C K H O R S E” code … Example: BB80200127 = 1971 or 1981', note: 'the Furnace Age Chart adds 1991 and 2001 (B = 71, 81, 91, 01): all four are offered' },

  // ── Lennox / Allied / Aire-Flo ─────────────────────────────────────────────────────────────
  { brand: 'Lennox', serial: '5898G07568', expected: '1998-07', source: SRC.nachiLennox, quote: 'So 5898G 07568 would be Plant # 58, Year of MFR would be 98 and month would be July', inRules: true },
  { brand: 'Lennox', serial: '1215M1234', expected: '2015-12', source: SRC.waypoint, quote: 'Type 1 … 4 digits, a letter, and four other digits … 1215M1234 would be December 2015' },
  { brand: 'Lennox', serial: '12A56JK123', expected: '1965-01', source: SRC.waypoint, quote: 'Type 3 … 12A56JK123 would be January 12, 1965' },
  { brand: 'Lennox', serial: '1234560212', expected: '2002-03', source: SRC.waypoint, quote: 'Type 4 … 1234560212 would have a year of manufacture of 2002, week 12', note: 'ISO week 12 of 2002: Thursday 21 Mar 2002; the all-digit serial also reads as pre-1974 (1912-03), offered as a second candidate' },
  { brand: 'Aire-Flo', serial: '4604E13679', expected: '2004', source: SRC.hannigan, quote: 'Aire-Flo: 3rd and 4th digit in S# = Year ex 4604E13679 = 2004' },
  { brand: 'Armstrong Air', serial: '5899A05231', expected: '1999', source: SRC.hannigan, quote: 'Armstrong: (1974-Present) 3rd and 4th number in S# = year ex 5899A05231 = 1999' },

  // ── York / JCI ─────────────────────────────────────────────────────────────────────────────
  { brand: 'York', serial: 'W0E5195159', expected: '2005-05', source: SRC.nachiYork, quote: '(SN: W0E5195159) … (Wichita) 200-? May 2005', inRules: true },
  { brand: 'York', serial: 'W0A5480548', expected: '2005-01', source: SRC.nachiYork, quote: 'The serial number is: W0A5480548 … In this case it’s Witchita Jan 2005' },
  { brand: 'York', serial: 'WOK5812345', expected: '2005', source: SRC.inspectorsJournalYork, quote: 'Serial number WOK58… In your case the NEW serial decoding is used and indicates a unit manufactured in 2005', filled: '…→ 12345', note: 'letter O in char 2 read as zero; K = September' },
  { brand: 'York', serial: 'N0D6653823', expected: '2006', source: SRC.pickhvacYork, quote: 'Serial Number Example: N0D6653823 … has a 0 (zero) as the 2nd character and a 6 as the 4th character so the unit was made in 2006' },
  { brand: 'York', serial: 'W1D5123456', expected: '2015', source: SRC.howToLookYork, quote: 'the serial number below beginning with “W1D5” indicates that the condenser was manufactured in 2015', filled: '123456' },
  { brand: 'York', serial: 'WDHP875237', expected: ['1999-04', '1978-04'], source: SRC.howToLookYork, quote: 'So WDHP875237 would be either 1978 or 1999' },
  { brand: 'York', serial: 'XBFM220710', expected: ['1997-02', '1976-02'], source: SRC.cacrYork, quote: 'X B F M 220710 … B are the month. B is in February … F are the year. F is in 1976 or 1997' },
  { brand: 'Luxaire', serial: 'YHFM123456', expected: ['1997-08', '1976-08'], source: SRC.intrysys, quote: 'YHFM… = August 1976 or 1997', filled: '123456', inRules: true },

  // ── Rheem / Ruud HVAC and water heaters ────────────────────────────────────────────────────
  { brand: 'Rheem', serial: '0R177 M2807 00097', expected: '2007-07', source: SRC.milesto, quote: '0R177 M2807 00097 … M on laitoksen rivikoodi. 28 on viikko … vuosi … 07', note: 'ISO week 28 of 2007: Thursday 12 Jul 2007', inRules: true },
  { brand: 'Rheem', serial: 'W291013412', expected: '2010-07', source: SRC.milesto, quote: 'Style 3 -sarjanumeroesimerkki olisi W291013412 … W on tehtaan rivikoodi, 29 viikko ja 10 tuotantovuosi', note: 'ISO week 29 of 2010: Thursday 22 Jul 2010' },
  { brand: 'Rheem', serial: '1221M12345', expected: '2021-12', source: SRC.stesso, quote: 'A serial number starting with 1221 was made in December (12) of 2021 (21)', filled: 'M12345', inRules: true },
  { brand: 'Rheem', serial: '0585A35604', expected: '1985-05', source: SRC.californiaPlumbing, quote: 'Rheem or Ruud ex. 0585A35604 (MMYYPnnnnn) = May 1985' },
  { brand: 'Rheem', serial: '1209D1234', expected: '2009-12', source: SRC.bobwei, quote: 'Rheem and Ruud Example: 1209D1234 (09是生产年份,12是生产月)' },
  { brand: 'Ruud', serial: '0516123456', expected: '2016-05', source: SRC.inspectionInsider, quote: 'Rheem/Ruud: first 4 digits often MMYY (e.g., 0516 = May 2016)', filled: '123456', equipment: 'water heaters' },

  // ── A. O. Smith family, GSW, Bradford White (water heaters) ───────────────────────────────
  { brand: 'A. O. Smith', serial: '1805A12345', expected: '2018-02', source: SRC.stesso, quote: 'A serial number starting with `1805`… 5th week of 2018', filled: 'A12345', note: 'ISO week 5 of 2018: Thursday 1 Feb 2018', inRules: true },
  { brand: 'A. O. Smith', serial: '2034123456', expected: '2020-08', source: SRC.stesso, quote: 'A serial number starting with `2034` was made in the 34th week of 2020', filled: '123456', note: 'ISO week 34 of 2020: Thursday 20 Aug 2020' },
  { brand: 'A. O. Smith', serial: '16051234567', expected: '2016-02', source: SRC.bobwei, quote: '2008–present: Example: 16051234567 (16是生产年份,05是生产周)', note: 'ISO week 5 of 2016: Thursday 4 Feb 2016' },
  { brand: 'A. O. Smith', serial: '4D051234567', expected: '2005-04', source: SRC.bobwei, quote: 'Pre-2008 … D = April … Example: 4D051234567 (05是生产年份,D是生产月)', note: 'the plant code here is a digit' },
  { brand: 'State', serial: '1320123456', expected: '2013-05', source: SRC.inspectionInsider, quote: 'A.O. Smith/State: often YYWW … (e.g., 1320 = 2013, week 20)', filled: '123456', note: 'ISO week 20 of 2013: Thursday 16 May 2013' },
  { brand: 'A. O. Smith', serial: '1115123456', expected: '2011-04', source: SRC.cpscAoSmith2018, quote: 'manufactured from April 8, 2011 through August 1, 2016 … first four digit serial numbers between 1115 and 1631, where the first four digits represent the year and week', filled: '123456', note: 'ISO week 15 of 2011: Thursday 14 Apr 2011 (the recall’s first month)' },
  { brand: 'Reliance', serial: '1631123456', expected: '2016-08', source: SRC.cpscAoSmith2018, quote: 'first four digit serial numbers between 1115 and 1631 … manufactured … through August 1, 2016', filled: '123456', note: 'ISO week 31 of 2016: Thursday 4 Aug 2016 (week of the recall’s last day, Mon 1 Aug)' },
  { brand: 'American', serial: 'M07A127970', expected: '2007-03', source: SRC.californiaPlumbing, quote: 'AO Smith and American … M07A127970 (xYYxWWxxxx) = 2007, 12th week (mid March)', note: 'ISO week 12 of 2007: Thursday 22 Mar 2007' },
  { brand: 'GSW', serial: '0331263882', expected: '2003-07', source: SRC.bobwei, quote: 'Style 1: 0331263882 (03是生产年份,31是生产周)', note: 'ISO week 31 of 2003: Thursday 31 Jul 2003', inRules: true },
  { brand: 'GSW', serial: 'U1117 F700633', expected: '2011-04', source: SRC.bobwei, quote: 'Style 2: U1117 F700633 (11是生产年份,17是生产周)', note: 'ISO week 17 of 2011: Thursday 28 Apr 2011' },
  { brand: 'Bradford White', serial: 'KH6511396', expected: ['2013-08', '1993-08'], source: SRC.bobwei, quote: 'K = 1993 or 2013 … H = August … Example: KH6511396' },
  { brand: 'Bradford White', serial: 'BH6511396', expected: '2005-08', source: SRC.californiaPlumbing, quote: 'Bradford White ex. BH6511396 (YMxxxxxxx) = B=2005 & H=August', note: 'B is also 1985 (bulletin #100): 2005 is the most recent candidate' },
  { brand: 'Bradford White', serial: 'WC9876553', expected: '2000-03', source: SRC.bradfordWhite, quote: 'WC9876553 = March 2000', today: '2010-01-01', inRules: true },
  { brand: 'Bradford White', serial: 'OA1234567', expected: '1997-01', source: SRC.bradfordWhite, quote: 'Due to a computer error there were some OA serial water heaters manufactured. They were built in January of 1997', filled: '1234567', inRules: true },

  // ── Bard ───────────────────────────────────────────────────────────────────────────────────
  { brand: 'Bard', serial: '123456 A D', expected: '1964-01', source: SRC.hauck, quote: 'Sample #: 123456 A D … A= JANUARY … 1964=D', inRules: true },
  { brand: 'Bard', serial: '123 D A 123456', expected: '1980-04', source: SRC.nachiBard, quote: 'Sample number 123 D A 123456 … In this sample D represents April … A represents 1980' },
  { brand: 'Bard', serial: '123 H80 1234567 02', expected: '1980-06', source: SRC.nachiBard, quote: 'Sample number 123 H80 1234567 02 … 4th digit = Month … H = June … 80 = 1980' },
  { brand: 'Bard', serial: '123A91123454502', expected: '1991', source: SRC.hannigan, quote: 'Bard: ( June 1980 to Current) 5th & 6th digits in S# = Year Example: 123A91123454502 = 1991' },

  // ── Friedrich (maker's service manual) ─────────────────────────────────────────────────────
  { brand: 'Friedrich', serial: 'LHGK00001', expected: '2008-07', source: SRC.friedrichRacGuide, quote: 'RAC SERIAL NUMBER IDENTIFICATION GUIDE … Serial Number L H G K 00001 … Decade Manufactured L=0 … Year Manufactured … H=8 … Month Manufactured … G=Jul', note: 'the guide labels each character of its sample with its table; decade 0 is the 2000s (1908 is before the style)' },

  // ── Utica boilers (before 2003) ────────────────────────────────────────────────────────────
  { brand: 'Utica', serial: 'HZ1234567', expected: '2002-08', source: SRC.nachiUtica, quote: 'Serial number starts with HZ … Up until 2003 Utica useda month/year code. The month was A - L. The year was A + 1984 through Z = 2002 … August - 2002', filled: 'after HZ → 1234567' },
];

function label(e: SourcedExample): string {
  const shown = Array.isArray(e.expected) ? e.expected.join(' or ') : e.expected;
  return `${e.brand} ${e.serial} → ${shown}${e.inRules ? ' (RULES.md)' : ''}`;
}

describe('worked examples printed by the sources', () => {
  it.each(EXAMPLES.map((e) => [label(e), e] as const))('%s', (_name, e) => {
    const model = e.equipment ? catalogModel({ brand: e.brand, type: e.equipment }) : null;
    const r = decodeSerial(e.serial, e.brand, { today: e.today ?? TODAY, model });
    if (!r.ok) throw new Error(`${e.brand} ${e.serial} did not decode (${r.code}: ${r.error}); source ${e.source} says “${e.quote}”`);
    if (Array.isArray(e.expected)) {
      for (const c of e.expected) expect(r.candidates, `${e.source}: “${e.quote}”`).toContain(c);
      expect(r.ambiguous).toBe(r.candidates.length > 1);
    } else if (e.expected.length === 4) {
      expect(String(r.year), `${e.source}: “${e.quote}”`).toBe(e.expected);
    } else {
      expect(r.manufacturing_date, `${e.source}: “${e.quote}”`).toBe(e.expected);
    }
  });

  it('every row names a source URL and a quote', () => {
    for (const e of EXAMPLES) {
      expect(e.source).toMatch(/^https?:\/\//);
      expect(e.quote.length).toBeGreaterThan(10);
    }
  });
});
