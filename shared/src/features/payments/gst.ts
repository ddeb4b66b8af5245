/**
 * India's GST rules as our invoices apply them (docs/payments.md): the states and union territories by their GST
 * state code, a GSTIN's format and check character, the split of a GST-inclusive price into taxable value and
 * tax in whole paise, the financial year, the document numbers and the amount in words. Pure functions: the
 * server issues with them and the web app validates and shows with the very same code.
 */

/** Where a supply can be: the GST state codes of India's states and union territories (CBIC's list). */
export const gstStates = [
  { code: '01', name: 'Jammu and Kashmir', unionTerritory: false },
  { code: '02', name: 'Himachal Pradesh', unionTerritory: false },
  { code: '03', name: 'Punjab', unionTerritory: false },
  { code: '04', name: 'Chandigarh', unionTerritory: true },
  { code: '05', name: 'Uttarakhand', unionTerritory: false },
  { code: '06', name: 'Haryana', unionTerritory: false },
  { code: '07', name: 'Delhi', unionTerritory: false },
  { code: '08', name: 'Rajasthan', unionTerritory: false },
  { code: '09', name: 'Uttar Pradesh', unionTerritory: false },
  { code: '10', name: 'Bihar', unionTerritory: false },
  { code: '11', name: 'Sikkim', unionTerritory: false },
  { code: '12', name: 'Arunachal Pradesh', unionTerritory: false },
  { code: '13', name: 'Nagaland', unionTerritory: false },
  { code: '14', name: 'Manipur', unionTerritory: false },
  { code: '15', name: 'Mizoram', unionTerritory: false },
  { code: '16', name: 'Tripura', unionTerritory: false },
  { code: '17', name: 'Meghalaya', unionTerritory: false },
  { code: '18', name: 'Assam', unionTerritory: false },
  { code: '19', name: 'West Bengal', unionTerritory: false },
  { code: '20', name: 'Jharkhand', unionTerritory: false },
  { code: '21', name: 'Odisha', unionTerritory: false },
  { code: '22', name: 'Chhattisgarh', unionTerritory: false },
  { code: '23', name: 'Madhya Pradesh', unionTerritory: false },
  { code: '24', name: 'Gujarat', unionTerritory: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', unionTerritory: true },
  { code: '27', name: 'Maharashtra', unionTerritory: false },
  { code: '29', name: 'Karnataka', unionTerritory: false },
  { code: '30', name: 'Goa', unionTerritory: false },
  { code: '31', name: 'Lakshadweep', unionTerritory: true },
  { code: '32', name: 'Kerala', unionTerritory: false },
  { code: '33', name: 'Tamil Nadu', unionTerritory: false },
  { code: '34', name: 'Puducherry', unionTerritory: false },
  { code: '35', name: 'Andaman and Nicobar Islands', unionTerritory: true },
  { code: '36', name: 'Telangana', unionTerritory: false },
  { code: '37', name: 'Andhra Pradesh', unionTerritory: false },
  { code: '38', name: 'Ladakh', unionTerritory: true },
] as const;

export type GstStateCodeValue = (typeof gstStates)[number]['code'];
export const gstStateCodes = gstStates.map((s) => s.code) as [GstStateCodeValue, ...GstStateCodeValue[]];

export const gstStateName = (code: string): string => gstStates.find((s) => s.code === code)?.name ?? code;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN's 15th character from its first 14 (GSTN's published algorithm): each character's value in base 36,
 * weighted 1, 2, 1, 2 … from the left; each product adds its base-36 digits (quotient + remainder); the check
 * character is (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Two digits of a state, a PAN (5 letters, 4 digits, a letter), an entity number, `Z`, a check character. */
const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Why a GSTIN is refused, or undefined when it is well formed, of a known state, and its check character holds. */
export function gstinProblem(gstin: string): string | undefined {
  const match = GSTIN_SHAPE.exec(gstin);
  if (!match)
    return 'A GSTIN is 15 characters: a state code, a PAN, an entity number, Z and a check character';
  if (!gstStates.some((s) => s.code === match[1])) return 'This GSTIN’s state code is not an Indian state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return 'This GSTIN’s check character is wrong: please check it for a typing mistake';
  return undefined;
}

/** The state a GSTIN is registered in. */
export const gstinState = (gstin: string): string => gstin.slice(0, 2);

/** A rate in basis points (1800 is 18 %), so a configured 12.5 % stays exact. */
export type BasisPoints = number;

export interface TaxSplit {
  /** The GST-inclusive amount charged, paise. */
  total: number;
  /** Value before tax, paise: total − tax. */
  taxable: number;
  /** Intra-state: central tax and state (or union territory) tax, equal halves. */
  cgst: number;
  sgst: number;
  /** Inter-state: integrated tax. */
  igst: number;
  /** Whether the second half is UTGST (a union territory without a legislature) rather than SGST. */
  utgst: boolean;
  intraState: boolean;
  rate: BasisPoints;
}

/** round(numerator / denominator) for non-negative integers, halves up, with no floating point. */
const divideRounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * A GST-inclusive amount split into taxable value and tax, in whole paise, adding up exactly. In-state, each
 * half is round(total × (rate/2) / (1 + rate)) and the taxable value what is left, so CGST and SGST are always
 * equal; across states, IGST is round(total × rate / (1 + rate)). Either way taxable + tax = total to the paisa.
 */
export function splitInclusive(input: {
  totalPaise: number;
  rate: BasisPoints;
  sellerState: string;
  placeOfSupply: string;
}): TaxSplit {
  const { totalPaise: total, rate } = input;
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('The total must be whole paise');
  const intraState = input.sellerState === input.placeOfSupply;
  const utgst = gstStates.some((s) => s.code === input.placeOfSupply && s.unionTerritory);
  if (intraState) {
    const half = divideRounded(total * rate, 2 * (10_000 + rate));
    return { total, taxable: total - 2 * half, cgst: half, sgst: half, igst: 0, utgst, intraState, rate };
  }
  const igst = divideRounded(total * rate, 10_000 + rate);
  return { total, taxable: total - igst, cgst: 0, sgst: 0, igst, utgst: false, intraState, rate };
}

/** The financial year (April to March, in India's time) of an instant: `2627` for April 2026 to March 2027. */
export function financialYear(at: string | Date): string {
  const ist = new Date(new Date(at).getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const yy = (year: number) => String(year % 100).padStart(2, '0');
  return `${yy(start)}${yy(start + 1)}`;
}

/** A document series' prefix: 1 to 3 capital letters or digits, so a number stays within GST's 16 characters. */
export const SERIES_PREFIX = /^[A-Z0-9]{1,3}$/;

/** GST allows 16 characters for a document number. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;

/** `AC/2627/000123`: the series, the financial year and the number in the year's series (6 digits, or 7). */
export function documentNumber(prefix: string, year: string, sequence: number): string {
  if (!SERIES_PREFIX.test(prefix)) throw new RangeError(`Bad series prefix: ${prefix}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > 9_999_999)
    throw new RangeError(`Bad sequence: ${sequence}`);
  return `${prefix}/${year}/${String(sequence).padStart(6, '0')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 ? `${tens}-${ONES[n % 10]}` : tens;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words, Indian numbering (thousand, lakh, crore): 12,34,567 is "Twelve Lakh Thirty-Four Thousand …". */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('A whole number is needed');
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount of paise in words as invoices write it: "Rupees Three Thousand … and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianNumberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}

/** Paise as an invoice prints them: `3,999.50`, Indian grouping (lakh, crore), always two decimals. */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = String(Math.floor(abs / 100));
  const last3 = rupees.slice(-3);
  const head = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${head ? `${head},` : ''}${last3}.${String(abs % 100).padStart(2, '0')}`;
}
