import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../testing/form-errors';
import { ProfileForm } from './schemas';

const errorsOf = fieldErrorsOf(ProfileForm);

const valid = { name: 'Kavya Rao', bio: '', phone: '', dateOfBirth: '', education: '', experience: '' };

describe('profile form', () => {
  it('shows the API rule under the name field for a name with the right-to-left override', () => {
    expect(errorsOf({ ...valid, name: 'Kavya\u202Egnp.exe' })).toEqual({
      name: 'Name cannot contain control or direction-changing characters',
    });
  });

  it('keeps line breaks in the bio, education and experience', () => {
    const text = 'B.Tech, 2024\nM.Tech, 2026';
    expect(errorsOf({ ...valid, bio: text, education: text, experience: text })).toEqual({});
  });

  it('shows the rule under each free-text field that holds a direction-changing or control character', () => {
    expect(
      errorsOf({ ...valid, bio: 'Hi\u202Egnp.exe', education: 'B.Tech\u0000', experience: 'x\u2066y' }),
    ).toEqual({
      bio: 'Bio cannot contain control or direction-changing characters',
      education: 'Education cannot contain control or direction-changing characters',
      experience: 'Experience cannot contain control or direction-changing characters',
    });
  });
});
