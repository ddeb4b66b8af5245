import { describe, expect, it } from 'vitest';
import {
  api,
  createUser,
  DEMO_PASSWORD,
  newStudent,
  signIn,
  uniqueEmail,
  updateProfile,
} from '../support/api';

describe('admin user management', () => {
  it('creates an instructor who can sign in with the instructor role', async () => {
    const admin = await signIn('admin@demo.academy');
    const email = uniqueEmail('instructor');
    const res = await createUser(admin.token, {
      name: 'Deepa Krishnan',
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      role: 'instructor',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email, role: 'instructor', isActive: true });
    const session = await signIn(email);
    expect(session.user.role).toBe('instructor');
  });

  it('creates a student, the role when none is given, who signs in as a student and is counted with the students', async () => {
    // Arrange
    const admin = await signIn('admin@demo.academy');
    const counted = async () =>
      (await api('/api/users?limit=1', { token: admin.token })).body.counts as { student: number };
    const before = (await counted()).student;
    const [chosen, defaulted] = [uniqueEmail('admin-made-student'), uniqueEmail('default-role')];

    // Act
    const res = await createUser(admin.token, {
      name: 'Kiran Bose',
      email: chosen,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      role: 'student',
    });
    const byDefault = await createUser(admin.token, {
      name: 'Lata Menon',
      email: defaulted,
      password: DEMO_PASSWORD,
    });

    // Assert
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: chosen, role: 'student', isActive: true });
    expect(byDefault.status).toBe(201);
    expect(byDefault.body.user).toMatchObject({ email: defaulted, role: 'student' });
    const session = await signIn(chosen);
    expect(session.user.role).toBe('student');
    const me = await api('/api/auth/me', { token: session.token });
    expect(me.body.user).toMatchObject({ role: 'student', name: 'Kiran Bose' });
    // A student's own routes answer them; the staff's refuse them.
    expect((await api('/api/enrollments/my-courses', { token: session.token })).status).toBe(200);
    expect((await api('/api/users', { token: session.token })).status).toBe(403);
    expect((await counted()).student).toBeGreaterThanOrEqual(before + 2);
  });

  it('refuses an unknown role, a duplicate, a weak password or mismatched passwords', async () => {
    const admin = await signIn('admin@demo.academy');
    const refusals: [fields: Record<string, string>, status: number, message?: unknown][] = [
      [
        { email: uniqueEmail(), password: DEMO_PASSWORD, role: 'owner' },
        400,
        expect.stringContaining('Role must be student, instructor or admin'),
      ],
      [
        { email: uniqueEmail(), password: 'password1', role: 'student' },
        400,
        expect.stringMatching(/^password: /),
      ],
      [{ email: 'student@demo.academy', password: DEMO_PASSWORD, role: 'student' }, 409],
      [{ email: 'instructor@demo.academy', password: DEMO_PASSWORD, role: 'instructor' }, 409],
      [
        { email: uniqueEmail(), password: DEMO_PASSWORD, confirmPassword: 'Nope@12345', role: 'admin' },
        400,
        expect.stringContaining('Passwords do not match'),
      ],
    ];
    for (const [fields, status, message] of refusals) {
      const res = await createUser(admin.token, { name: 'X', ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(status);
      if (message) expect(res.body.message).toEqual(message);
    }
  });

  it.each([
    ['NUL', 'Deepa\u0000Krishnan'],
    ['a newline', 'Deepa\nKrishnan'],
    ['the right-to-left override', 'Deepa\u202Egnp.exe'],
  ])('refuses a name with %s and creates no account', async (_, name) => {
    const admin = await signIn('admin@demo.academy');
    const email = uniqueEmail('unsafe-instructor');
    const res = await createUser(admin.token, {
      name,
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      role: 'instructor',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('name: Name cannot contain control or direction-changing characters');
    const listed = await api(`/api/users?search=${encodeURIComponent(email)}`, { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.users).toEqual([]);
    const login = await api('/api/auth/login', { method: 'POST', body: { email, password: DEMO_PASSWORD } });
    expect(login.status).toBe(401);
  });

  it('creates an instructor whose Malayalam name keeps its ZWJ', async () => {
    const admin = await signIn('admin@demo.academy');
    const name = 'കാര്\u200Dത്തിക്';
    const email = uniqueEmail('indic-instructor');
    const res = await createUser(admin.token, { name, email, password: DEMO_PASSWORD, role: 'instructor' });
    expect(res.status).toBe(201);
    expect(res.body.user.name).toBe(name);
    const listed = await api(`/api/users?search=${encodeURIComponent(email)}`, { token: admin.token });
    expect(listed.body.users.map((u: { name: string }) => u.name)).toEqual([name]);
  });

  it('lists users newest first with role filter, search, counts and bounded pages', async () => {
    const admin = await signIn('admin@demo.academy');
    const tag = `zebra${Date.now()}`;
    const created = [];
    for (let i = 0; i < 3; i++) created.push(await newStudent(`Student ${tag} ${i}`));

    const search = await api(`/api/users?search=${tag.toUpperCase()}&limit=2`, { token: admin.token });
    expect(search.status).toBe(200);
    expect(search.body.users.map((u: { name: string }) => u.name)).toEqual([
      `Student ${tag} 2`,
      `Student ${tag} 1`,
    ]);
    expect(search.body.nextCursor).toEqual(expect.any(String));
    const next = await api(`/api/users?search=${tag}&limit=2&cursor=${search.body.nextCursor}`, {
      token: admin.token,
    });
    expect(next.body.users.map((u: { name: string }) => u.name)).toEqual([`Student ${tag} 0`]);
    expect(next.body.nextCursor).toBeNull();

    const instructors = await api('/api/users?role=instructor&limit=100', { token: admin.token });
    expect(instructors.body.users.length).toBeGreaterThanOrEqual(2);
    expect(instructors.body.users.every((u: { role: string }) => u.role === 'instructor')).toBe(true);
    const { counts } = instructors.body;
    expect(counts.total).toBe(counts.student + counts.instructor + counts.admin);
    expect(counts.student).toBeGreaterThanOrEqual(7);
  });

  it('refuses a bad cursor, an unknown role filter and an out-of-range limit with 400', async () => {
    const admin = await signIn('admin@demo.academy');
    for (const query of ['cursor=%%%not-base64', 'role=owner', 'limit=0', 'limit=101', 'limit=abc']) {
      const res = await api(`/api/users?${query}`, { token: admin.token });
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBeTruthy();
    }
  });
});

describe('profile', () => {
  it('updates name and profile; the email never changes', async () => {
    const student = await newStudent('Old Name');
    const res = await updateProfile(student.token, {
      name: 'New Name',
      email: 'hijack@test.academy',
      profile: { bio: 'Learning React', phone: '+91 98765 43210' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      name: 'New Name',
      email: student.email,
      profile: { bio: 'Learning React' },
    });
    const me = await api('/api/auth/me', { token: student.token });
    expect(me.body.user.name).toBe('New Name');
    expect(me.body.user.email).toBe(student.email);
  });

  it('keeps experience for instructors only', async () => {
    const student = await newStudent();
    const asStudent = await updateProfile(student.token, { profile: { experience: '10 years' } });
    expect(asStudent.body.user.profile.experience).toBeUndefined();
    const instructor = await signIn('instructor2@demo.academy');
    const asInstructor = await updateProfile(instructor.token, {
      profile: { experience: '10 years teaching Python' },
    });
    expect(asInstructor.body.user.profile.experience).toBe('10 years teaching Python');
  });

  it.each([
    ['NUL', 'New\u0000Name'],
    ['a newline', 'New\nName'],
    ['the right-to-left override', 'New\u202Egnp.exe'],
  ])('refuses a name with %s and keeps the stored one', async (_, name) => {
    const student = await newStudent('Kept Name');
    const res = await updateProfile(student.token, { name });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('name: Name cannot contain control or direction-changing characters');
    const me = await api('/api/auth/me', { token: student.token });
    expect(me.body.user.name).toBe('Kept Name');
  });

  it('keeps line breaks in a bio but refuses direction-changing characters in it', async () => {
    const student = await newStudent();
    const bio = 'Learning React.\nThen Node.';
    const saved = await updateProfile(student.token, { name: 'पद्\u200Dमा', profile: { bio } });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ name: 'पद्\u200Dमा', profile: { bio } });
    const refused = await updateProfile(student.token, { profile: { bio: 'Hello\u202Egnp.exe' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'profile.bio: Bio cannot contain control or direction-changing characters',
    );
    const me = await api('/api/auth/me', { token: student.token });
    expect(me.body.user.profile.bio).toBe(bio);
  });

  it('refuses invalid profile fields', async () => {
    const student = await newStudent();
    const res = await updateProfile(student.token, {
      profile: { dateOfBirth: '31-12-2000', phone: 'call me' },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.length).toBe(2);
  });
});
