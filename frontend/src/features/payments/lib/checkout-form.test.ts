import { gstinCheckCharacter } from '@academy/shared/features/payments/gst';
import { describe, expect, it } from 'vitest';
import { CheckoutForm, checkoutDefaults, priceParts, readCouponCode } from './checkout-form';

/** A well-formed GSTIN of a state (its check character computed). */
const gstin = (state: string) => {
  const first14 = `${state}AAPFU0939F1Z`;
  return first14 + gstinCheckCharacter(first14);
};

const form = (overrides: Partial<Parameters<typeof CheckoutForm.safeParse>[0] & object> = {}) => ({
  billing: { state: '27', gstin: '', businessName: '' },
  business: false,
  phone: '',
  ...overrides,
});

/** The first message for each field path of a refused form. */
const issuesOf = (input: unknown) => {
  const result = CheckoutForm.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('CheckoutForm (the checkout dialog read into the order’s body)', () => {
  it('needs a state from the list', () => {
    expect(issuesOf(form({ billing: { state: '', gstin: '', businessName: '' } }))).toEqual({
      'billing.state': 'Please choose your state',
    });
  });

  it('sends only the state for a personal invoice, whatever the hidden business fields hold', () => {
    const result = CheckoutForm.parse(form({ billing: { state: '29', gstin: 'junk', businessName: 'X' } }));
    expect(result).toEqual({ billing: { state: '29' }, phone: undefined });
  });

  it('checks a business GSTIN’s format and check character, and asks for the business name', () => {
    const wrongCheck = `${gstin('27').slice(0, 14)}${gstin('27').endsWith('A') ? 'B' : 'A'}`;
    expect(
      issuesOf(form({ business: true, billing: { state: '27', gstin: wrongCheck, businessName: 'Acme' } })),
    ).toEqual({ 'billing.gstin': expect.stringContaining('check character') });
    expect(
      issuesOf(form({ business: true, billing: { state: '27', gstin: gstin('27'), businessName: '' } }))[
        'billing.businessName'
      ],
    ).toBeTruthy();
  });

  it('asks for the GSTIN’s own state', () => {
    expect(
      issuesOf(form({ business: true, billing: { state: '29', gstin: gstin('27'), businessName: 'Acme' } })),
    ).toEqual({ 'billing.state': 'This GSTIN is registered in Maharashtra: choose that state' });
  });

  it('sends a business invoice’s GSTIN in capitals with its name', () => {
    const result = CheckoutForm.parse(
      form({
        business: true,
        billing: { state: '27', gstin: gstin('27').toLowerCase(), businessName: 'Acme' },
      }),
    );
    expect(result.billing).toEqual({ state: '27', gstin: gstin('27'), businessName: 'Acme' });
  });

  it('takes an Indian mobile number in any usual form, leaves an empty one out and refuses others', () => {
    expect(CheckoutForm.parse(form({ phone: '098765 43210' })).phone).toBe('+919876543210');
    expect(CheckoutForm.parse(form({ phone: '  ' })).phone).toBeUndefined();
    expect(issuesOf(form({ phone: '12345' }))).toEqual({
      phone: 'Please enter a 10-digit Indian mobile number',
    });
  });
});

describe('checkoutDefaults', () => {
  it('offers the profile’s remembered billing details and phone, ticking the business box for a GSTIN', () => {
    expect(
      checkoutDefaults({
        phone: '+919876543210',
        billing: { state: '27', gstin: gstin('27'), businessName: 'Acme' },
      }),
    ).toEqual({
      billing: { state: '27', gstin: gstin('27'), businessName: 'Acme' },
      business: true,
      phone: '+919876543210',
    });
  });

  it('starts empty without them', () => {
    expect(checkoutDefaults({})).toEqual({
      billing: { state: '', gstin: '', businessName: '' },
      business: false,
      phone: '',
    });
  });
});

describe('readCouponCode', () => {
  it('reads a code in capitals, or says why it cannot be one', () => {
    expect(readCouponCode(' save20 ')).toEqual({ code: 'SAVE20' });
    expect(readCouponCode('x')).toEqual({ error: 'A code is 3 to 20 letters, digits or dashes' });
  });
});

describe('priceParts', () => {
  it('shows the course price without a code, and the price, new price and saving with one', () => {
    expect(priceParts(1499, null)).toEqual({ was: null, now: '₹1,499', note: null });
    expect(
      priceParts(1499, { price: 149900, discount: 29980, amount: 119920, couponCode: 'SAVE20' }),
    ).toEqual({
      was: '₹1,499',
      now: '₹1,199.20',
      note: '(code SAVE20: −₹299.80)',
    });
  });
});
