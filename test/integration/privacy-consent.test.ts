import { PRIVACY_NOTICE_VERSION } from '@academy/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  ADULT_CONSENT,
  api,
  createUser,
  DEMO_PASSWORD,
  enrol,
  newStudent,
  setConsents,
  signedInBeforeAll,
  signIn,
  uniqueEmail,
} from '../support/api';
import { makeCourse } from '../support/builders';
import { storedItem, testDb, useLocalStackEnv } from '../support/db';

useLocalStackEnv();
const { createCourse } = await import('../../functions/src/courses/repository');
const { keys } = await import('../support/table-keys');

/**
 * Issue 41, consent on record: what registration agrees to is kept with the notice's version and the time; a new
 * notice version asks again at the next sign-in; watch-time analytics can be withdrawn (and given again) from the
 * Privacy page, in effect from the next request.
 */

const admin = signedInBeforeAll('admin@demo.academy');

/** The privacy state of an adult who has agreed to the current notice, with watch-time analytics given or not. */
const agreedAdult = (watchAnalytics: boolean) => ({
  noticeVersion: PRIVACY_NOTICE_VERSION,
  consentNeeded: false,
  watchAnalytics,
  minor: false,
});

/** The consents a person records in agreeing to the notice, newest first: their watch-time choice, then the notice. */
const agreedBySelf = (watchAnalytics: boolean) => [
  { at: expect.any(String), kind: 'watchAnalytics', granted: watchAnalytics, by: 'self' },
  {
    at: expect.any(String),
    kind: 'notice',
    granted: true,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    by: 'self',
  },
];

/** POST /api/privacy/notice: agreeing to a notice version (and choosing watch-time analytics). */
const postNotice = (token: string, body: { noticeVersion: string; watchAnalytics?: boolean }) =>
  api('/api/privacy/notice', { method: 'POST', token, body });

interface Consent {
  at: string;
  kind: string;
  granted: boolean;
  by: string;
  noticeVersion?: string;
}

const privacyOf = async (token: string) => {
  const res = await api('/api/privacy', { token });
  expect(res.status).toBe(200);
  return res.body as {
    privacy: Record<string, unknown>;
    currentNoticeVersion: string;
    consents: Consent[];
    exports: unknown[];
    deletion: unknown;
  };
};

/** Puts an older notice version on the person's profile, as if they had agreed before the notice changed. */
async function agreedToAnOlderNotice(userId: string) {
  await testDb().send(
    new UpdateCommand({
      TableName: 'academy',
      Key: keys.user(userId),
      UpdateExpression: 'SET privacy.noticeVersion = :old',
      ExpressionAttributeValues: { ':old': '2020-01-01' },
    }),
  );
}

describe('consent at registration', () => {
  it('records the notice agreed to (its version and the time) and the watch-time choice', async () => {
    const email = uniqueEmail('consent');
    const before = new Date().toISOString();
    const res = await api('/api/auth/register', {
      method: 'POST',
      body: {
        ...ADULT_CONSENT,
        consent: { noticeVersion: PRIVACY_NOTICE_VERSION, watchAnalytics: false },
        name: 'Tara Menon',
        email,
        password: DEMO_PASSWORD,
      },
    });
    const after = new Date().toISOString();
    expect(res.status).toBe(201);
    expect(res.body.user.privacy).toEqual(agreedAdult(false));
    expect(res.body.user.profile.dateOfBirth).toBe(ADULT_CONSENT.dateOfBirth);

    const overview = await privacyOf(res.body.token);
    expect(overview.currentNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(overview.exports).toEqual([]);
    expect(overview.deletion).toBeNull();
    // Newest first: the watch-time choice, then the notice, both by the person at registration.
    expect(overview.consents).toEqual(agreedBySelf(false));
    for (const c of overview.consents) {
      expect(c.at >= before && c.at <= after, c.at).toBe(true);
    }
    const profile = await storedItem(keys.user(res.body.user.id));
    expect(profile?.privacy).toMatchObject({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      noticeAt: overview.consents[1]!.at,
      watchAnalytics: false,
      minor: false,
    });
  });

  it('refuses a registration that agreed to an older notice', async () => {
    const res = await api('/api/auth/register', {
      method: 'POST',
      body: {
        ...ADULT_CONSENT,
        consent: { noticeVersion: '2020-01-01', watchAnalytics: true },
        name: 'Old Notice',
        email: uniqueEmail('old-notice'),
        password: DEMO_PASSWORD,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('The privacy notice has changed. Please read it again.');
  });

  it('gives an account an admin made no consent yet: the notice is asked, watch time is not counted', async () => {
    const email = uniqueEmail('made-by-admin');
    const res = await createUser(admin.token, {
      name: 'Made By Admin',
      email,
      password: DEMO_PASSWORD,
      role: 'student',
    });
    expect(res.status).toBe(201);
    expect(res.body.user.privacy).toEqual({ consentNeeded: true, watchAnalytics: false, minor: false });
    const session = await signIn(email);
    // Analytics need the notice first; withdrawing is always possible.
    const give = await setConsents(session.token, { watchAnalytics: true });
    expect(give.status).toBe(400);
    expect(give.body.message).toBe('Please agree to the privacy notice first.');
    const accepted = await postNotice(session.token, {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      watchAnalytics: true,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.privacy).toEqual(agreedAdult(true));
  });

  it('shows the demo people as having agreed to the current notice and to watch-time analytics', async () => {
    const student = await signIn('student@demo.academy');
    expect(student.user).toMatchObject({
      privacy: { noticeVersion: PRIVACY_NOTICE_VERSION, consentNeeded: false, watchAnalytics: true },
    });
  });
});

describe('a new notice version', () => {
  it('asks again at sign-in and on /me until the current notice is agreed to, recorded once', async () => {
    const student = await newStudent('Farid Khan');
    await agreedToAnOlderNotice(student.user.id);

    const login = await api('/api/auth/login', {
      method: 'POST',
      body: { email: student.email, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.privacy).toMatchObject({ noticeVersion: '2020-01-01', consentNeeded: true });
    const me = await api('/api/auth/me', { token: login.body.token });
    expect(me.body.user.privacy.consentNeeded).toBe(true);

    // The old version is refused; the current one is recorded with the choice made again.
    const stale = await postNotice(login.body.token, { noticeVersion: '2020-01-01' });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe('The privacy notice has changed. Please read it again.');
    const accepted = await postNotice(login.body.token, {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      watchAnalytics: false,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.privacy).toEqual(agreedAdult(false));
    expect(accepted.body.consents.slice(0, 2)).toEqual(agreedBySelf(false));
    const after = await api('/api/auth/me', { token: login.body.token });
    expect(after.body.user.privacy.consentNeeded).toBe(false);

    // Agreeing again to the same notice records nothing new.
    const again = await postNotice(login.body.token, { noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(again.status).toBe(200);
    expect(again.body.consents).toHaveLength(accepted.body.consents.length);
  });
});

describe('withdrawing watch-time analytics', () => {
  it('stops counting watch time from the next progress save, keeping completion and the resume position', async () => {
    const instructor = await signIn('instructor@demo.academy');
    const course = makeCourse({ instructorId: instructor.user.id }, 2);
    await createCourse(course);
    const [m1, m2] = [...course.modules].sort((a, b) => a.order - b.order);
    const student = await newStudent('Lakshmi Iyer');
    await enrol(student.token, course.id);
    const save = (body: Record<string, unknown>) =>
      api('/api/enrollments/progress', {
        method: 'POST',
        token: student.token,
        body: { courseId: course.id, ...body },
      });

    // Consented (as registered): watch time counts.
    const watched = await save({ moduleId: m1!.id, watchTime: 120, position: 118 });
    expect(watched.body.enrollment).toMatchObject({ watchTime: 120 });

    const withdrawn = await setConsents(student.token, { watchAnalytics: false });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.privacy.watchAnalytics).toBe(false);
    expect(withdrawn.body.consents[0]).toEqual({
      at: expect.any(String),
      kind: 'watchAnalytics',
      granted: false,
      by: 'self',
    });

    // The very next save: completion and position kept, no watch time added.
    const next = await save({ moduleId: m1!.id, completed: true, watchTime: 600, position: 600 });
    expect(next.status).toBe(200);
    expect(next.body.enrollment).toMatchObject({
      completionPercentage: 50,
      completedModules: 1,
      watchTime: 120,
    });
    expect(next.body.enrollment.progress).toEqual([
      { moduleId: m1!.id, completed: true, watchTime: 120, position: 600 },
    ]);
    const other = await save({ moduleId: m2!.id, watchTime: 300, position: 290 });
    expect(other.body.enrollment.progress).toContainEqual({
      moduleId: m2!.id,
      completed: false,
      watchTime: 0,
      position: 290,
    });
    expect(other.body.enrollment.watchTime).toBe(120);

    // Given again: counted again from the next save.
    const given = await setConsents(student.token, { watchAnalytics: true });
    expect(given.body.privacy.watchAnalytics).toBe(true);
    const counted = await save({ moduleId: m2!.id, watchTime: 300, position: 300 });
    expect(counted.body.enrollment.watchTime).toBe(420);
  });
});
