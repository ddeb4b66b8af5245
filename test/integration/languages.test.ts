import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { type StoredMail, storedMails } from '../../infra/local/ses';
import { api, DEMO_PASSWORD, newStudent, uniqueEmail, updateProfile } from '../support/api';
import { storedCourse } from '../support/courses';
import { useLocalStackEnv } from '../support/db';
import { eventsSettled } from '../support/events';

useLocalStackEnv();

/**
 * Issue 40, the server's side: errors in the caller's language (Accept-Language), a profile's language kept, a
 * notification listed in the reader's language and mailed in the recipient's. English answers are the spec's
 * texts, unchanged.
 */

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

/** A new student who chose a language at registration. */
const register = (name: string, locale: 'en' | 'hi') => newStudent(name, uniqueEmail('lang'), { locale });

describe('errors in the caller’s language', () => {
  it('answers a validation error in Hindi to Accept-Language hi-IN, and in the spec’s English otherwise', async () => {
    const body = { name: '', email: 'not-an-email', password: 'short', confirmPassword: 'short' };
    const english = await api('/api/auth/register', { method: 'POST', body });
    expect(english.status).toBe(400);
    expect(english.body.message).toBe('name: Name is required');
    expect(english.body.issues).toContainEqual({
      path: 'email',
      message: 'Please enter a valid email address',
    });
    expect(english.body.issues).toContainEqual({
      path: 'password',
      message: 'Password must be at least 8 characters',
    });

    const hindi = await api('/api/auth/register', { method: 'POST', body, headers: HINDI });
    expect(hindi.status).toBe(400);
    expect(hindi.body.message).toBe('name: नाम आवश्यक है');
    expect(hindi.body.issues).toContainEqual({ path: 'email', message: 'कृपया मान्य ईमेल पता दर्ज करें' });
    expect(hindi.body.issues).toContainEqual({
      path: 'password',
      message: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
    });
  });

  it('answers a domain error in Hindi, and in English without the header', async () => {
    const missing = `/api/courses/${ulid()}`;
    expect(await api(missing)).toMatchObject({ status: 404, body: { message: 'Course not found' } });
    expect(await api(missing, { headers: HINDI })).toMatchObject({
      status: 404,
      body: { message: 'कोर्स नहीं मिला' },
    });
    const wrong = { email: uniqueEmail('nobody'), password: 'Wrong@12345' };
    expect(await api('/api/auth/login', { method: 'POST', body: wrong, headers: HINDI })).toMatchObject({
      status: 401,
      body: { message: 'ईमेल या पासवर्ड गलत है' },
    });
  });
});

describe('a profile’s language', () => {
  it('is kept from the registration, changed on the profile, and answered with the user', async () => {
    const student = await register('Meera Iyer', 'hi');
    expect(student.user.locale).toBe('hi');
    const me = await api('/api/auth/me', { token: student.token });
    expect(me.body.user.locale).toBe('hi');

    const changed = await updateProfile(student.token, { locale: 'en' });
    expect(changed.status).toBe(200);
    expect(changed.body.user.locale).toBe('en');
    const again = await api('/api/auth/me', { token: student.token });
    expect(again.body.user.locale).toBe('en');

    const refused = await updateProfile(student.token, { locale: 'fr' }, HINDI);
    expect(refused).toMatchObject({ status: 400, body: { message: 'locale: भाषा en या hi होनी चाहिए' } });
  });
});

describe('notifications in the reader’s language', () => {
  it('lists a notification in Hindi to a Hindi page and in English to an English one; mails it in the recipient’s language', async () => {
    const student = await register('Kavya Nair', 'hi');
    const title = `Hindi Course ${ulid().slice(-5)}`;
    const instructor = (await api('/api/auth/login', {
      method: 'POST',
      body: { email: 'instructor@demo.academy', password: DEMO_PASSWORD },
    })) as { body: { user: { id: string } } };
    const course = await storedCourse(
      { instructorId: instructor.body.user.id, isPublished: true, price: 0, title },
      1,
    );
    const enrolled = await api('/api/enrollments', {
      method: 'POST',
      token: student.token,
      body: { courseId: course.id },
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);

    const hindi = await api('/api/notifications', { token: student.token, headers: HINDI });
    const listed = (hindi.body.notifications as { title: string; message: string }[]).find((n) =>
      n.message.includes(title),
    );
    expect(listed).toEqual(
      expect.objectContaining({
        title: 'नामांकन की पुष्टि हुई',
        message: `आप ${title} में नामांकित हैं। यह कोर्स मुफ़्त है: कुछ भी भुगतान नहीं करना है।`,
      }),
    );
    const english = await api('/api/notifications', { token: student.token });
    expect(english.body.notifications).toContainEqual(
      expect.objectContaining({
        title: 'Enrolment confirmed',
        message: `You are enrolled in ${title}. The course is free: there is nothing to pay.`,
      }),
    );

    const dashboard = await api('/api/dashboard/student', { token: student.token, headers: HINDI });
    expect(dashboard.body.recentNotifications).toContainEqual(
      expect.objectContaining({ title: 'नामांकन की पुष्टि हुई' }),
    );

    await eventsSettled();
    const mails = ((await storedMails(inject('sesEndpoint'))) as StoredMail[]).filter((m) =>
      m.destination.to.includes(student.email),
    );
    const mail = mails.find((m) => m.subject === 'नामांकन की पुष्टि हुई');
    expect(mail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(mail!.body.html).toContain('<html lang="hi-IN">');
    expect(mail!.body.text).toContain('नमस्ते Kavya,');
    expect(mail!.body.text).toContain(`आप ${title} में नामांकित हैं।`);
    expect(mail!.body.text).toContain('अपने कोर्स पर जाएँ: ');
    expect(mail!.body.text).toContain('/hi/');
  });
});
