import { GetObjectTaggingCommand, S3Client } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { allPublishedCourses, api, newStudent, signedInBeforeAll } from '../support/api';
import { makeCourse } from '../support/builders';
import { storedCourse } from '../support/courses';
import { storedItem, testDb, useLocalStackEnv } from '../support/db';
import { putToUploadLink } from '../support/uploads';

useLocalStackEnv();
const { keys } = await import('../support/table-keys');
const { createCourse } = await import('../../functions/src/courses/repository');
const db = testDb();

/** The smallest WebP there is (1 x 1, lossless), and a 1 x 1 PNG: the server checks their first bytes. */
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Everything an instructor can author on a course page. */
const authored = {
  highlights: [
    { title: 'Ship a real app', desc: 'You deploy a working app to the cloud in week four.' },
    { title: 'Weekly code review', desc: 'A mentor reviews every pull request you open.' },
  ],
  tools: [
    { name: 'Kubernetes', category: 'Orchestration', icon: 'kubernetes' },
    { name: 'Helm', category: 'Packaging' },
  ],
  testimonials: [{ name: 'Kavya Rao', role: 'SRE at a Pune fintech', quote: 'The labs were the job.' }],
  learningJourney: [
    { step: 'Set up', desc: 'A cluster of your own on your laptop.' },
    { step: 'Operate', desc: 'Upgrades, rollbacks and alerts.' },
  ],
  faqs: [{ question: 'Do I need a cloud account?', answer: 'No.\nEverything runs locally first.' }],
  companies: ['Razorpay', 'Zerodha'],
  requirements: ['Docker basics'],
  learningOutcomes: ['Run a cluster', 'Roll out safely'],
  instructorProfile: {
    title: 'Staff SRE',
    experience: '9+ years',
    bio: 'Ran platforms at two banks.\nTeaches on weekends.',
    avatar: 'https://images.example.com/rahul.jpg',
    achievements: ['Kubernetes contributor'],
    socials: {
      linkedin: 'https://www.linkedin.com/in/someone',
      twitter: 'https://x.com/someone',
      website: 'https://someone.dev',
    },
  },
};

describe('authored course pages', () => {
  const admin = signedInBeforeAll('admin@demo.academy');
  const owner = signedInBeforeAll('instructor@demo.academy');
  const other = signedInBeforeAll('instructor2@demo.academy');

  const ownCourse = async () => {
    const res = await api('/api/courses', {
      method: 'POST',
      token: owner.token,
      body: { title: 'Course Page Authoring', description: 'Clusters.', category: 'DevOps', price: 0 },
    });
    expect(res.status).toBe(201);
    return res.body.course as { id: string; updatedAt: string };
  };

  it('stores what the instructor authors beside the course, and the course page shows it', async () => {
    // Arrange
    const course = await ownCourse();
    // Act
    const saved = await api(`/api/courses/${course.id}`, {
      method: 'PUT',
      token: owner.token,
      body: authored,
    });
    // Assert: answered and shown to anyone, every section as authored
    expect(saved.status).toBe(200);
    const { instructorProfile, ...lists } = authored;
    const expected = {
      ...lists,
      instructor: { ...instructorProfile, id: owner.user.id, name: 'Rahul Sharma' },
    };
    expect(saved.body.course).toMatchObject(expected);
    await api(`/api/courses/${course.id}`, {
      method: 'PUT',
      token: owner.token,
      body: { isPublished: true },
    });
    expect((await api(`/api/courses/${course.id}`)).body.course).toMatchObject(expected);
    // Assert: in the page item, not on the course item the lists read
    const stored = (await storedItem(keys.course(course.id)))!;
    for (const field of [...Object.keys(lists), 'instructorProfile'])
      expect(stored, field).not.toHaveProperty(field);
    expect(stored.instructor).toEqual({ id: owner.user.id, name: 'Rahul Sharma' });
    expect(await storedItem(keys.coursePage(course.id))).toMatchObject({ entity: 'coursePage', ...authored });
    const listed = (await allPublishedCourses()).find((c: { id: string }) => c.id === course.id);
    expect(listed).toBeDefined();
    expect(JSON.stringify(listed)).not.toContain('Ship a real app');
  });

  it('creates a course with its page in one call (an admin for an instructor)', async () => {
    const res = await api('/api/courses', {
      method: 'POST',
      token: admin.token,
      body: {
        instructor: owner.user.id,
        title: 'Helm Charts',
        description: 'Package apps.',
        category: 'DevOps',
        price: 499,
        ...authored,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.course).toMatchObject({ highlights: authored.highlights, faqs: authored.faqs });
    expect(await storedItem(keys.coursePage(res.body.course.id))).toMatchObject({
      companies: authored.companies,
    });
  });

  it('replaces a section whole and leaves the others, and an empty section brings the filler back', async () => {
    const course = await ownCourse();
    await api(`/api/courses/${course.id}`, { method: 'PUT', token: owner.token, body: authored });
    const res = await api(`/api/courses/${course.id}`, {
      method: 'PUT',
      token: owner.token,
      body: { faqs: [], companies: ['Swiggy'], instructorProfile: { bio: 'Shorter.' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.course).toMatchObject({
      faqs: [],
      companies: ['Swiggy'],
      highlights: authored.highlights,
      instructor: { bio: 'Shorter.', achievements: [], socials: {}, name: 'Rahul Sharma' },
    });
    expect(res.body.course.instructor).not.toHaveProperty('title');
  });

  describe('refuses what a page must not hold, with 400 and nothing stored', () => {
    let course: { id: string };
    beforeAll(async () => {
      course = await ownCourse();
      await api(`/api/courses/${course.id}`, { method: 'PUT', token: owner.token, body: authored });
    });

    const long = (n: number) => 'x'.repeat(n);
    const profile = (change: Record<string, unknown>) => ({
      instructorProfile: { ...authored.instructorProfile, ...change },
    });
    const socials = (change: Record<string, unknown>) =>
      profile({ socials: { ...authored.instructorProfile.socials, ...change } });
    const refused: [string, Record<string, unknown>, string][] = [
      ['a javascript: link', socials({ website: 'javascript:alert(1)' }), 'Website must be a web address'],
      ['a data: link', socials({ website: 'data:text/html,hi' }), 'Website must be a web address'],
      ['a LinkedIn link elsewhere', socials({ linkedin: 'https://evil.example/in/x' }), 'linkedin.com'],
      ['an X link elsewhere', socials({ twitter: 'https://x.com.evil.example/a' }), 'x.com'],
      ['a plain-http photo', profile({ avatar: 'http://images.example.com/a.jpg' }), 'https'],
      [
        'too many highlights',
        { highlights: Array.from({ length: 13 }, (_, i) => ({ title: `H${i}`, desc: 'd' })) },
        'Highlights: at most 12',
      ],
      ['too many companies', { companies: Array.from({ length: 31 }, (_, i) => `C${i}`) }, 'at most 30'],
      ['a title too long', { highlights: [{ title: long(101), desc: 'd' }] }, 'at most 100 characters'],
      ['an answer too long', { faqs: [{ question: 'Q?', answer: long(2001) }] }, 'at most 2000'],
      ['a bio too long', profile({ bio: long(2001) }), 'Bio is at most 2000'],
      ['a control character', { faqs: [{ question: 'Q?', answer: 'ok\u0007' }] }, 'control'],
      ['a direction override', { companies: ['Ravi\u202Egnp.exe'] }, 'control'],
      ['a newline in one line', { tools: [{ name: 'Git\nHub' }] }, 'control'],
      ['an empty description', { highlights: [{ title: 'T', desc: '   ' }] }, 'is required'],
      ['the same company twice', { companies: ['Zoho', 'zoho'] }, 'each one once'],
      ['a control character in a requirement', { requirements: ['ok\u0000'] }, 'control'],
    ];
    for (const [what, body, message] of refused) {
      it(`refuses ${what}`, async () => {
        const before = await storedItem(keys.course(course.id));
        const page = await storedItem(keys.coursePage(course.id));
        const res = await api(`/api/courses/${course.id}`, { method: 'PUT', token: owner.token, body });
        expect(res.status).toBe(400);
        expect(res.body.message).toContain(message);
        expect(await storedItem(keys.course(course.id))).toEqual(before);
        expect(await storedItem(keys.coursePage(course.id))).toEqual(page);
      });
    }

    it('refuses them on creation too, and creates nothing', async () => {
      const title = `Refused ${Date.now()}`;
      const res = await api('/api/courses', {
        method: 'POST',
        token: owner.token,
        body: {
          title,
          description: 'x',
          category: 'DevOps',
          price: 0,
          faqs: [{ question: 'Q', answer: '\u0007' }],
        },
      });
      expect(res.status).toBe(400);
      const mine = await api(`/api/courses/instructor/my-courses?search=${encodeURIComponent(title)}`, {
        token: owner.token,
      });
      expect(mine.body.courses).toEqual([]);
    });
  });

  it('lets only the course’s instructor and admins author its page', async () => {
    const course = await ownCourse();
    const body = { highlights: authored.highlights };
    const student = await newStudent();
    expect((await api(`/api/courses/${course.id}`, { method: 'PUT', body })).status).toBe(401);
    expect(
      (await api(`/api/courses/${course.id}`, { method: 'PUT', token: student.token, body })).status,
    ).toBe(403);
    const stranger = await api(`/api/courses/${course.id}`, { method: 'PUT', token: other.token, body });
    expect(stranger).toEqual({ status: 403, body: { message: 'You can only manage your own courses' } });
    expect(await storedItem(keys.coursePage(course.id))).toBeUndefined();
    const byAdmin = await api(`/api/courses/${course.id}`, { method: 'PUT', token: admin.token, body });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.course.highlights).toEqual(authored.highlights);
  });

  it('reads a course stored with its page on the course item, and moves it to the page item on an edit', async () => {
    // Arrange: a course item as stored before the page had an item of its own
    const made = makeCourse({ instructorId: owner.user.id }, 1);
    await createCourse(made);
    const legacy = {
      ...(await storedItem(keys.course(made.id))),
      instructor: {
        id: owner.user.id,
        name: 'Test Instructor',
        title: 'Old title',
        achievements: ['A'],
        socials: {},
      },
      highlights: [{ title: 'Old', desc: 'Kept' }],
      faqs: [{ question: 'Old?', answer: 'Yes' }],
      requirements: ['Old requirement'],
    };
    await db.send(new PutCommand({ TableName: 'academy', Item: legacy }));
    // Act, Assert: read as it is
    const read = (await api(`/api/courses/${made.id}`)).body.course;
    expect(read).toMatchObject({
      highlights: legacy.highlights,
      requirements: ['Old requirement'],
      instructor: { title: 'Old title', achievements: ['A'] },
    });
    // Act: an edit of one section
    const res = await api(`/api/courses/${made.id}`, {
      method: 'PUT',
      token: owner.token,
      body: { companies: ['Infosys'] },
    });
    // Assert: everything else kept, now in the page item; the course item is a list item again
    expect(res.body.course).toMatchObject({ ...read, companies: ['Infosys'], updatedAt: expect.any(String) });
    expect(await storedItem(keys.coursePage(made.id))).toMatchObject({
      highlights: legacy.highlights,
      faqs: legacy.faqs,
      requirements: ['Old requirement'],
      companies: ['Infosys'],
      instructorProfile: { title: 'Old title', achievements: ['A'] },
    });
    const stored = (await storedItem(keys.course(made.id)))!;
    for (const field of ['highlights', 'faqs', 'requirements'])
      expect(stored, field).not.toHaveProperty(field);
    expect(stored.instructor).toEqual({ id: owner.user.id, name: 'Test Instructor' });
  });

  it('deletes the page with its course', async () => {
    const course = await ownCourse();
    await api(`/api/courses/${course.id}`, { method: 'PUT', token: owner.token, body: authored });
    expect((await api(`/api/courses/${course.id}`, { method: 'DELETE', token: owner.token })).status).toBe(
      200,
    );
    expect(await storedItem(keys.coursePage(course.id))).toBeUndefined();
  });
});

describe('uploaded course thumbnails', () => {
  const admin = signedInBeforeAll('admin@demo.academy');
  const owner = signedInBeforeAll('instructor@demo.academy');
  const other = signedInBeforeAll('instructor2@demo.academy');
  let courseId: string;
  beforeAll(async () => {
    courseId = (await storedCourse({ instructorId: owner.user.id, thumbnail: '/course-art/x.svg' }, 1)).id;
  });

  const uploadUrl = (id: string) => `/api/courses/${id}/thumbnail/upload`;

  /**
   * Asks for an upload signed for `signedAs` (and the file's length, or `signedSize`) as `token`, then PUTs the file
   * as `sentAs`: s3rver takes any type and length, as S3 would not.
   */
  async function upload(
    id: string,
    file: Buffer,
    {
      signedAs = 'image/webp',
      sentAs = signedAs,
      signedSize = file.length,
      token = owner.token,
    }: { signedAs?: string; sentAs?: string; signedSize?: number; token?: string } = {},
  ) {
    const link = await api(uploadUrl(id), {
      method: 'POST',
      token,
      body: { contentType: signedAs, size: signedSize },
    });
    expect(link.status).toBe(200);
    await putToUploadLink(link.body, file, sentAs);
    return link.body.key as string;
  }

  const attach = (id: string, key: string, token = owner.token) =>
    api(`/api/courses/${id}`, { method: 'PUT', token, body: { thumbnailUpload: key } });

  /** The tags of a published file (the retired one carries the lifecycle's tag). */
  const tagsOf = async (path: string) =>
    (
      await new S3Client({
        endpoint: inject('s3Endpoint'),
        region: 'ap-south-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }).send(new GetObjectTaggingCommand({ Bucket: 'academy-site', Key: path.slice(1) }))
    ).TagSet ?? [];

  /** The published file, as CloudFront (and the local web servers' proxy) serves it from the site bucket. */
  const served = (path: string) => fetch(`${inject('s3Endpoint')}/academy-site${path}`);

  it('uploads by a presigned PUT, checks the file and serves it from the site’s course media', async () => {
    // Act
    const key = await upload(courseId, WEBP);
    const res = await attach(courseId, key);
    // Assert
    expect(res.status).toBe(200);
    const thumbnail: string = res.body.course.thumbnail;
    expect(thumbnail).toMatch(new RegExp(`^/course-media/${courseId}/[0-9A-Z]{26}\\.webp$`));
    const file = await served(thumbnail);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await file.arrayBuffer()).equals(WEBP)).toBe(true);
    expect((await api(`/api/courses/${courseId}`)).body.course.thumbnail).toBe(thumbnail);

    // Act: another image replaces it; the first is retired (the site's lifecycle removes it a week later), and
    // meanwhile still served to the pages that name it
    const second = await attach(courseId, await upload(courseId, PNG, { signedAs: 'image/png' }));
    expect(second.body.course.thumbnail).toMatch(/\.png$/);
    expect((await served(second.body.course.thumbnail)).headers.get('content-type')).toBe('image/png');
    expect((await served(thumbnail)).status).toBe(200);
    expect(await tagsOf(thumbnail)).toEqual([{ Key: 'academy-retired', Value: 'true' }]);
    expect(await tagsOf(second.body.course.thumbnail)).toEqual([]);
  });

  it('refuses an upload of another type or over 2 MB before signing it', async () => {
    for (const body of [
      { contentType: 'image/svg+xml', size: 100 },
      { contentType: 'image/gif', size: 100 },
      { contentType: 'text/html', size: 100 },
      { contentType: 'image/webp', size: 2 * 1024 * 1024 + 1 },
      { contentType: 'image/webp', size: 0 },
    ]) {
      const res = await api(uploadUrl(courseId), { method: 'POST', token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses to attach a file that is not what was signed for, and keeps the thumbnail', async () => {
    const before = (await api(`/api/courses/${courseId}`)).body.course.thumbnail;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const cases: [string, () => Promise<string>, string][] = [
      ['HTML sent as an image', () => upload(courseId, html), 'JPEG, PNG or WebP'],
      ['a PNG where a WebP was signed for', () => upload(courseId, PNG), 'JPEG, PNG or WebP'],
      [
        'a type the key does not name',
        () => upload(courseId, WEBP, { sentAs: 'image/png' }),
        'JPEG, PNG or WebP',
      ],
      [
        'an SVG',
        () => upload(courseId, Buffer.from('<svg/>'), { sentAs: 'image/svg+xml' }),
        'JPEG, PNG or WebP',
      ],
      [
        'a file over 2 MB',
        () => upload(courseId, Buffer.concat([WEBP, Buffer.alloc(2 * 1024 * 1024)]), { signedSize: 1000 }),
        'at most 2 MB',
      ],
      [
        'an upload that never arrived',
        async () => `thumbnails/${courseId}/01JZZZZZZZZZZZZZZZZZZZZZZZ.webp`,
        'has not arrived',
      ],
    ];
    for (const [what, make, message] of cases) {
      const res = await attach(courseId, await make());
      expect(res.status, what).toBe(400);
      expect(res.body.message, what).toContain(message);
    }
    expect((await api(`/api/courses/${courseId}`)).body.course.thumbnail).toBe(before);
  });

  it('lets only the course’s instructor and admins upload or set it, and never another course’s upload', async () => {
    const student = await newStudent();
    const body = { contentType: 'image/webp', size: WEBP.length };
    expect((await api(uploadUrl(courseId), { method: 'POST', body })).status).toBe(401);
    expect((await api(uploadUrl(courseId), { method: 'POST', token: student.token, body })).status).toBe(403);
    expect((await api(uploadUrl(courseId), { method: 'POST', token: other.token, body })).status).toBe(403);
    expect((await api(uploadUrl('NOSUCHCOURSE'), { method: 'POST', token: owner.token, body })).status).toBe(
      404,
    );

    // Someone else's course: its instructor's upload cannot be set on it by a stranger
    const key = await upload(courseId, WEBP);
    expect((await attach(courseId, key, other.token)).status).toBe(403);
    // Another course's upload cannot be set on this one, even by its owner
    const theirs = (await storedCourse({ instructorId: other.user.id }, 1)).id;
    const theirKey = await upload(theirs, WEBP, { token: other.token });
    const crossed = await attach(courseId, theirKey);
    expect(crossed).toEqual({ status: 400, body: { message: 'This upload does not belong to this course' } });
    // An admin may
    const byAdmin = await attach(courseId, await upload(courseId, WEBP, { token: admin.token }), admin.token);
    expect(byAdmin.status).toBe(200);
  });

  it('refuses a thumbnail address and an upload at once, and a key it did not make', async () => {
    const both = await api(`/api/courses/${courseId}`, {
      method: 'PUT',
      token: owner.token,
      body: {
        thumbnail: '/course-art/a.svg',
        thumbnailUpload: `thumbnails/${courseId}/01JZZZZZZZZZZZZZZZZZZZZZZZ.webp`,
      },
    });
    expect(both.status).toBe(400);
    for (const key of [
      'videos/x/y/z.mp4',
      `thumbnails/${courseId}/../../index.html`,
      `thumbnails/${courseId}/a.svg`,
    ]) {
      expect((await attach(courseId, key)).status, key).toBe(400);
    }
  });
});

describe('the demo data', () => {
  it('has a course whose instructor authored its page and uploaded its thumbnail through the API', async () => {
    const { API_AUTHORED_COURSES, authoredPageOf, courseIdFor } = await import(
      '../../infra/local/seed-courses'
    );
    const { slug } = API_AUTHORED_COURSES[0]!;
    const id = courseIdFor(slug);
    const { course } = (await api(`/api/courses/${id}`)).body;
    const { instructorProfile, ...sections } = authoredPageOf(slug);
    expect(course).toMatchObject({ ...sections, instructor: instructorProfile });
    expect(await storedItem(keys.coursePage(id))).toMatchObject(sections);
    expect(course.thumbnail).toMatch(new RegExp(`^/course-media/${id}/[0-9A-Z]{26}\\.webp$`));
    const file = await fetch(`${inject('s3Endpoint')}/academy-site${course.thumbnail}`);
    expect(file.headers.get('content-type')).toBe('image/webp');
  });
});
