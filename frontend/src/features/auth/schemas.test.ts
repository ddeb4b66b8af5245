import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../testing/form-errors';
import { RegisterForm } from './schemas';

const errorsOf = fieldErrorsOf(RegisterForm);

const valid = {
  name: 'Kavya Rao',
  email: 'kavya@test.academy',
  password: 'Demo@12345',
  confirmPassword: 'Demo@12345',
  role: 'student',
  terms: true,
};

describe('register form', () => {
  it.each([
    ['NUL', 'Ravi\u0000Kumar'],
    ['a newline', 'Ravi\nKumar'],
    ['the right-to-left override', 'Ravi\u202Egnp.exe'],
  ])('shows the API rule under the name field for a name with %s', (_, name) => {
    expect(errorsOf({ ...valid, name })).toEqual({
      name: 'Name cannot contain control or direction-changing characters',
    });
  });

  it('accepts a Malayalam name written with ZWJ', () => {
    expect(errorsOf({ ...valid, name: 'അരുണ്\u200D' })).toEqual({});
  });

  it('says which kinds of character a password still needs', () => {
    const password = 'kavya2024';
    expect(errorsOf({ ...valid, password, confirmPassword: password })).toEqual({
      password: 'Password must contain an upper-case letter and a symbol',
    });
  });
});
