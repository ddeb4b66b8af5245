import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../testing/form-errors';
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
  it.each([
    ['NUL', 'Deepa\u0000Krishnan'],
    ['a newline', 'Deepa\nKrishnan'],
    ['the right-to-left override', 'Deepa\u202Egnp.exe'],
  ])('shows the API rule under the name field for a name with %s', (_, name) => {
    expect(errorsOf({ ...valid, name })).toEqual({
      name: 'Name cannot contain control or direction-changing characters',
    });
  });

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
