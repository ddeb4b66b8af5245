import { LoginBody, PRIVACY_NOTICE_VERSION, RegisterBody } from '@academy/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './i18n';
import { loadServerMessages, localisedResolver, serverText } from './server-messages';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('the server catalogue in forms (issue 40)', () => {
  afterEach(() => activateLocale('en'));

  it('leaves English as the schemas write it', async () => {
    const result = await localisedResolver(LoginBody)({ email: '', password: '' }, undefined, options);
    expect(result.errors.email?.message).toBe('Email is required');
    expect(result.errors.password?.message).toBe('Password is required');
  });

  it('says the schemas’ messages and zod’s own in Hindi on a Hindi page', async () => {
    activateLocale('hi');
    await loadServerMessages('hi');
    const login = await localisedResolver(LoginBody)({ email: 'nope', password: '' }, undefined, options);
    expect(login.errors.email?.message).toBe('कृपया मान्य ईमेल पता दर्ज करें');
    expect(login.errors.password?.message).toBe('पासवर्ड आवश्यक है');
    const register = await localisedResolver(RegisterBody)(
      {
        name: '',
        email: 'a@b.in',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
        dateOfBirth: '1990-01-01',
        consent: { noticeVersion: PRIVACY_NOTICE_VERSION, watchAnalytics: false },
      },
      undefined,
      options,
    );
    expect(register.errors.name?.message).toBe('नाम आवश्यक है');
    expect(register.errors.password?.message).toBe(
      'पासवर्ड में एक बड़ा अक्षर (A–Z), एक अंक, और एक चिह्न होना चाहिए',
    );
    const long = await localisedResolver(LoginBody)(
      { email: 'a@b.in', password: 'x'.repeat(200) },
      undefined,
      options,
    );
    expect(long.errors.password?.message).toBe('अधिकतम 128 अक्षर');
    expect(serverText('Course not found')).toBe('कोर्स नहीं मिला');
  });
});
