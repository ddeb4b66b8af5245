import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, itRefusesControlCharactersInName } from '../../testing/form-errors';
import { CreateUserForm } from './schemas';

const errorsOf = fieldErrorsOf(CreateUserForm);

const valid = {
  name: 'Deepa Krishnan',
  email: 'deepa@test.academy',
  password: 'Demo@12345',
  confirmPassword: 'Demo@12345',
  role: 'instructor',
};

describe('admin create-user form', () => {
  itRefusesControlCharactersInName(errorsOf, valid, ['Deepa', 'Krishnan']);

  it('takes a student, an instructor or an admin, and nothing else', () => {
    for (const role of ['student', 'instructor', 'admin']) expect(errorsOf({ ...valid, role })).toEqual({});
    expect(errorsOf({ ...valid, role: 'owner' })).toEqual({
      role: 'Role must be student, instructor or admin',
    });
  });

  it('accepts a Hindi name written with ZWNJ', () => {
    expect(errorsOf({ ...valid, name: 'सत्\u200Cयम' })).toEqual({});
  });

  it('says which kind of character a password still needs', () => {
    const password = 'Deepa2024';
    expect(errorsOf({ ...valid, password, confirmPassword: password })).toEqual({
      password: 'Password must contain a symbol',
    });
  });
});
