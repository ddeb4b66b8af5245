import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  documentNumber,
  financialYear,
  formatPaise,
  gstinCheckCharacter,
  gstinProblem,
  gstStates,
  indianNumberInWords,
  splitInclusive,
} from './gst';
import { BillingDetails } from './schemas';
import { demoSeller, SellerSettings } from './seller';

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character holds', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined();
    expect(gstinProblem(demoSeller.gstin)).toBeUndefined();
  });

  it('refuses a wrong check character, a wrong shape and an unknown state', () => {
    expect(gstinProblem('27AAPFU0939F1ZA')).toMatch(/check character is wrong/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15 characters/);
    expect(gstinProblem(`99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`)).toMatch(/state code/);
  });

  it('catches every single-character typing mistake in the first 14 characters', () => {
    const good = '27AAPFU0939F1ZV';
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 14; i++) {
      for (const c of chars) {
        if (c === good[i]) continue;
        const typo = good.slice(0, i) + c + good.slice(i + 1);
        expect(gstinProblem(typo), typo).toBeDefined();
      }
    }
  });

  it('ties a B2B buyer’s state to their GSTIN’s, and asks for the business name', () => {
    const wrongState = BillingDetails.safeParse({ state: '29', gstin: '27AAPFU0939F1ZV', businessName: 'X' });
    expect(wrongState.error?.issues[0]?.message).toBe(
      'This GSTIN is registered in Maharashtra: choose that state',
    );
    const noName = BillingDetails.safeParse({ state: '27', gstin: '27aapfu0939f1zv' });
    expect(noName.error?.issues[0]?.message).toMatch(/business name/);
    const ok = BillingDetails.parse({ state: '27', gstin: ' 27aapfu0939f1zv ', businessName: 'Acme' });
    expect(ok.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('refuses seller settings whose state is not the GSTIN’s', () => {
    expect(SellerSettings.safeParse({ ...demoSeller, state: '27' }).success).toBe(false);
    expect(SellerSettings.parse(demoSeller)).toMatchObject({ sac: '999293', gstRateBasisPoints: 1800 });
  });
});

describe('GST-inclusive split', () => {
  it('splits ₹499 in-state into equal CGST and SGST that add up to the paisa', () => {
    const split = splitInclusive({ totalPaise: 49_900, rate: 1800, sellerState: '29', placeOfSupply: '29' });
    expect(split).toMatchObject({ taxable: 42_288, cgst: 3_806, sgst: 3_806, igst: 0, intraState: true });
  });

  it('charges IGST across states', () => {
    const split = splitInclusive({ totalPaise: 49_900, rate: 1800, sellerState: '29', placeOfSupply: '27' });
    expect(split).toMatchObject({ taxable: 42_288, cgst: 0, sgst: 0, igst: 7_612, intraState: false });
  });

  it('handles amounts that do not split evenly (₹1.01, ₹3,999.50) exactly', () => {
    const a = splitInclusive({ totalPaise: 101, rate: 1800, sellerState: '29', placeOfSupply: '29' });
    expect(a.taxable + a.cgst + a.sgst).toBe(101);
    expect(a.cgst).toBe(a.sgst);
    const b = splitInclusive({ totalPaise: 399_950, rate: 1800, sellerState: '29', placeOfSupply: '07' });
    expect(b).toMatchObject({ igst: 61_009, taxable: 338_941 });
  });

  it('names the second half UTGST in a union territory without a legislature', () => {
    const split = splitInclusive({ totalPaise: 10_000, rate: 1800, sellerState: '04', placeOfSupply: '04' });
    expect(split.utgst).toBe(true);
    expect(gstStates.filter((s) => s.unionTerritory).map((s) => s.code)).toEqual([
      '04',
      '26',
      '31',
      '35',
      '38',
    ]);
  });

  it('always adds up, halves equal, and each tax within half a paisa of the exact figure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.constantFrom(500, 1200, 1800, 2800, 1250),
        fc.boolean(),
        (total, rate, intra) => {
          const s = splitInclusive({
            totalPaise: total,
            rate,
            sellerState: '29',
            placeOfSupply: intra ? '29' : '27',
          });
          expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(total);
          expect(s.cgst).toBe(s.sgst);
          const exactTax = (total * rate) / (10_000 + rate);
          if (intra) expect(Math.abs(s.cgst - exactTax / 2)).toBeLessThanOrEqual(0.5);
          else expect(Math.abs(s.igst - exactTax)).toBeLessThanOrEqual(0.5);
          expect(s.taxable).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('financial years and numbers', () => {
  it('runs April to March in India’s time', () => {
    expect(financialYear('2026-04-01T00:00:00+05:30')).toBe('2627');
    expect(financialYear('2026-03-31T23:59:59+05:30')).toBe('2526');
    // 18:30 UTC on 31 March is midnight in India: already the new year.
    expect(financialYear('2027-03-31T18:30:00Z')).toBe('2728');
    expect(financialYear('2099-12-31T00:00:00Z')).toBe('9900');
  });

  it('numbers documents within GST’s 16 characters', () => {
    expect(documentNumber('AC', '2627', 123)).toBe('AC/2627/000123');
    expect(documentNumber('ACX', '2627', 9_999_999)).toHaveLength(16);
    expect(() => documentNumber('ACAD', '2627', 1)).toThrow();
    expect(() => documentNumber('AC', '2627', 0)).toThrow();
  });
});

describe('amounts in words and figures', () => {
  it('uses Indian numbering', () => {
    expect(indianNumberInWords(0)).toBe('Zero');
    expect(indianNumberInWords(1_00_000)).toBe('One Lakh');
    expect(indianNumberInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
    expect(amountInWords(399_950)).toBe(
      'Rupees Three Thousand Nine Hundred Ninety-Nine and Fifty Paise Only',
    );
    expect(amountInWords(100)).toBe('Rupees One Only');
  });

  it('groups figures in lakhs and crores', () => {
    expect(formatPaise(0)).toBe('0.00');
    expect(formatPaise(99_999)).toBe('999.99');
    expect(formatPaise(1_23_45_678_90)).toBe('1,23,45,678.90');
    expect(formatPaise(-5)).toBe('-0.05');
  });
});
