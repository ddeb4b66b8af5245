import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, itRefusesControlCharactersInName } from '../../testing/form-errors';
import { isMinorDateOfBirth, RegisterForm } from './schemas';

const errorsOf = fieldErrorsOf(RegisterForm);

const valid = {
  name: 'Kavya Rao',
  email: 'kavya@test.academy',
  password: 'Demo@12345',
  confirmPassword: 'Demo@12345',
  role: 'student',
  dateOfBirth: '1995-06-15',
  guardianEmail: '',
  terms: true,
  noticeAgreed: true,
  watchAnalytics: false,
};

/** A date of birth `years` years ago plus a day (still that age minus one… or just under): YYYY-MM-DD. */
const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('register form', () => {
  itRefusesControlCharactersInName(errorsOf, valid, ['Ravi', 'Kumar']);

  it('accepts a Malayalam name written with ZWJ', () => {
    expect(errorsOf({ ...valid, name: 'അരുണ്\u200D' })).toEqual({});
  });

  it('says which kinds of character a password still needs', () => {
    const password = 'kavya2024';
    expect(errorsOf({ ...valid, password, confirmPassword: password })).toEqual({
      password: 'Password must contain an upper-case letter and a symbol',
    });
  });

  it('asks a date of birth, and the privacy notice agreed to', () => {
    // The form shows a field's first message (the shared schema's checks all run on a bad date).
    expect(Object.keys(errorsOf({ ...valid, dateOfBirth: '' }))).toEqual(['dateOfBirth']);
    expect(Object.keys(errorsOf({ ...valid, dateOfBirth: '2999-01-01' }))).toEqual(['dateOfBirth']);
    expect(errorsOf({ ...valid, noticeAgreed: false })).toEqual({
      noticeAgreed: 'Please read and agree to the privacy notice to continue',
    });
  });

  it('asks a parent’s or guardian’s email under 18, and not their own', () => {
    const dateOfBirth = yearsAgo(18, 1);
    expect(isMinorDateOfBirth(dateOfBirth)).toBe(true);
    expect(isMinorDateOfBirth(yearsAgo(18))).toBe(false);
    expect(errorsOf({ ...valid, dateOfBirth })).toEqual({
      guardianEmail: "Under 18, we need your parent's or guardian's email",
    });
    expect(errorsOf({ ...valid, dateOfBirth, guardianEmail: 'Kavya@Test.Academy' })).toEqual({
      guardianEmail: "Your parent's or guardian's email must be their own",
    });
    expect(errorsOf({ ...valid, dateOfBirth, guardianEmail: 'parent@test.academy' })).toEqual({});
    // An adult's form ignores the field.
    expect(errorsOf({ ...valid, guardianEmail: 'not an email' })).toEqual({});
  });
});
