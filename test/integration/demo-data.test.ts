import { describe, expect, inject, it } from 'vitest';
import { storedMails } from '../../infra/local/ses';
import { allPublishedCourses, api, signIn } from '../support/api';
import { useLocalStackEnv } from '../support/db';
import { eventsSettled } from '../support/events';
import { fileStart } from '../support/uploads';

describe('demo data', () => {
  it('has 26 published courses in six categories', async () => {
    const published = await allPublishedCourses<{ category: string; price: number }>();
    expect(published.length).toBeGreaterThanOrEqual(26);
    expect(new Set(published.map((c) => c.category)).size).toBe(6);
    expect(published.some((c) => c.price === 0)).toBe(true);
  });

  it('leaves mails in the local inbox: the demo people’s notifications, sent as their settings say', async () => {
    await eventsSettled();
    const mails = await storedMails(inject('sesEndpoint'));
    const toStudent = mails.filter((m) => m.destination.to.includes('student@demo.academy'));
    const subjects = new Set(toStudent.map((m) => m.subject));
    expect(subjects.has('Enrolment confirmed')).toBe(true);
    expect(subjects.has('Assignment graded')).toBe(true);
    // Forum and discussion mail is off by default: none of the seeded forum replies is mailed (their mails would
    // open the course's Discussions tab).
    expect(toStudent.filter((m) => m.body.text?.includes('?tab=discussions'))).toEqual([]);
    expect(mails.some((m) => m.destination.to.includes('instructor@demo.academy'))).toBe(true);
  });

  it('has the demo student enrolled at different progress, with one certificate', async () => {
    const student = await signIn('student@demo.academy');
    const mine = await api('/api/enrollments/my-courses', { token: student.token });
    const byTitle = Object.fromEntries(
      (
        mine.body.enrollments as {
          course: { title: string };
          completionPercentage: number;
          completed: boolean;
          via: string;
        }[]
      ).map((e) => [e.course.title, e]),
    );
    const percents = Object.values(byTitle).map((e) => e.completionPercentage);
    expect(percents).toContain(100);
    expect(percents.some((p) => p > 0 && p < 100)).toBe(true);
    expect(Object.values(byTitle).some((e) => e.via === 'payment')).toBe(true);
    const certificates = await api('/api/certificates/my-certificates', { token: student.token });
    expect(certificates.body.certificates).toHaveLength(1);
    const verified = await api(`/api/certificates/verify/${certificates.body.certificates[0].certificateId}`);
    expect(verified.body).toMatchObject({ valid: true, studentName: 'Ananya Gupta' });
    // Its grade is her graded work in the course (86/100 on the one graded assignment), not a fixed letter
    expect(certificates.body.certificates[0]).toMatchObject({ grade: 'A', gradePercent: 86 });
    expect(verified.body).toMatchObject({ grade: 'A', gradePercent: 86 });
  });
});

describe('demo assignments', () => {
  it('gives the demo student graded, submitted and pending work, with real grades', async () => {
    const student = await signIn('student@demo.academy');
    const mine = await api('/api/assignments/my', { token: student.token });
    expect(mine.status).toBe(200);
    const assignments = mine.body.assignments as {
      title: string;
      submissionStatus: string;
      maxPoints: number;
      submission: { grade: number | null; feedback: string } | null;
    }[];
    expect(new Set(assignments.map((a) => a.submissionStatus))).toEqual(
      new Set(['pending', 'submitted', 'graded']),
    );
    const graded = assignments.find((a) => a.submissionStatus === 'graded')!;
    expect(graded).toMatchObject({ title: 'Build a semantic profile page', maxPoints: 100 });
    expect(graded.submission).toMatchObject({ grade: 86 });
    expect(graded.submission!.feedback).not.toBe('');
  });

  it('gives the demo instructor submissions to grade, counted exactly, and a students page with work', async () => {
    const instructor = await signIn('instructor@demo.academy');
    const dashboard = await api('/api/dashboard/instructor', { token: instructor.token });
    const recent = dashboard.body.recentSubmissions as { grade: number | null; student: { name: string } }[];
    expect(recent.length).toBeGreaterThanOrEqual(5);
    expect(recent.some((s) => s.grade === null)).toBe(true);
    expect(recent.some((s) => s.grade !== null)).toBe(true);
    const courses = await allPublishedCourses<{ id: string; title: string }>();
    const web = courses.find((c) => c.title.startsWith('Web Foundations'))!;
    const listed = await api(`/api/assignments/course/${web.id}`, { token: instructor.token });
    const semantic = (
      listed.body.assignments as { title: string; submittedCount: number; gradedCount: number }[]
    ).find((a) => a.title === 'Build a semantic profile page')!;
    expect(semantic).toMatchObject({ submittedCount: 3, gradedCount: 2 });
    const students = await api(`/api/instructor/students?course=${web.id}`, { token: instructor.token });
    expect(students.body.totalAssignments).toBe(3);
    const byName = Object.fromEntries(
      (students.body.students as { name: string; submittedAssignments: number }[]).map((s) => [s.name, s]),
    );
    expect(byName['Sneha Reddy']).toMatchObject({ submittedAssignments: 2 });
    expect(byName['Arjun Mehta']).toMatchObject({ submittedAssignments: 0 });
  });

  it('has a submission with an attached PDF that the instructor opens from View Submissions', async () => {
    const instructor = await signIn('instructor@demo.academy');
    const courses = await allPublishedCourses<{ id: string; title: string }>();
    const web = courses.find((c) => c.title.startsWith('Web Foundations'))!;
    const listed = await api(`/api/assignments/course/${web.id}`, { token: instructor.token });
    const gallery = (listed.body.assignments as { id: string; title: string }[]).find((a) =>
      a.title.startsWith('Responsive gallery'),
    )!;
    const page = await api(`/api/assignments/${gallery.id}/submissions`, { token: instructor.token });
    const withFile = (
      page.body.submissions as {
        student: { name: string };
        file: { name: string } | null;
        fileUrl: string | null;
      }[]
    ).find((s) => s.file);
    expect(withFile).toMatchObject({
      student: { name: 'Ananya Gupta' },
      file: { name: 'gallery-widths.pdf', contentType: 'application/pdf' },
    });
    const opened = await fetch(withFile!.fileUrl!);
    expect(opened.status).toBe(200);
    expect(await fileStart(opened)).toBe('%PDF-');
  });
});

describe('demo forums', () => {
  interface Post {
    id: string;
    title: string;
    category: string;
    pinned: boolean;
    locked: boolean;
    replyCount: number;
    likeCount: number;
  }
  const webForum = async (token: string) => {
    const courses = await allPublishedCourses<{ id: string; title: string }>();
    const web = courses.find((c) => c.title.startsWith('Web Foundations'))!;
    const res = await api(`/api/forums/course/${web.id}?limit=50`, { token });
    expect(res.status).toBe(200);
    return res.body.posts as Post[];
  };

  it('gives Web Foundations threads with replies, a pinned announcement, a locked thread and likes', async () => {
    const student = await signIn('student@demo.academy');
    const posts = await webForum(student.token);
    expect(posts.length).toBeGreaterThanOrEqual(5);
    expect(posts[0]).toMatchObject({
      title: 'Welcome to Web Foundations: start here',
      category: 'announcement',
      pinned: true,
      likeCount: 3,
      replyCount: 3,
    });
    const locked = posts.find((p) => p.title === 'Semantic profile page: questions about the brief')!;
    expect(locked).toMatchObject({ locked: true, replyCount: 3 });
    expect(posts.filter((p) => p.replyCount > 0).length).toBeGreaterThanOrEqual(5);
    const centre = posts.find((p) => p.title === 'How do I centre a div both ways?')!;
    const thread = await api(`/api/forums/${centre.id}`, { token: student.token });
    expect(thread.body.replies.map((r: { likeCount: number }) => r.likeCount)).toEqual([1, 2, 0]);
    // The demo student's forum across courses opens on a full page: their three courses' threads.
    const mine = await api('/api/forums/my', { token: student.token });
    expect(mine.body.posts).toHaveLength(20);
    expect(mine.body.courses.map((c: { title: string }) => c.title.split(/[ :]/)[0]).sort()).toEqual([
      'Python',
      'React',
      'Web',
    ]);

    const instructor = await signIn('instructor@demo.academy');
    const dashboard = await api('/api/dashboard/instructor', { token: instructor.token });
    expect(dashboard.body.discussions).toHaveLength(5);
  });

  it('stays the same when the seed runs again (threads, replies and likes are not doubled)', async () => {
    const student = await signIn('student@demo.academy');
    const before = await webForum(student.token);
    useLocalStackEnv();
    const { seed } = await import('../../infra/local/seed');
    await seed();
    const after = await webForum(student.token);
    const shape = (posts: Post[]) =>
      posts.map((p) => [p.title, p.pinned, p.locked, p.replyCount, p.likeCount]).sort();
    expect(shape(after)).toEqual(shape(before));
  });
});

describe('demo routing, chats and search (issue 33)', () => {
  it('shows the ticket the admin routed on the demo instructor’s tickets, and told them', async () => {
    const instructor = await signIn('instructor@demo.academy');
    const mine = await api('/api/support-tickets/instructor?limit=50', { token: instructor.token });
    expect(mine.status).toBe(200);
    const routed = (
      mine.body.tickets as { id: string; subject: string; course: unknown; assignedTo: { name: string } }[]
    ).find((t) => t.subject === 'React next, or more JavaScript first?');
    expect(routed).toMatchObject({ course: null, assignedTo: { name: instructor.user.name } });
    const all: { title: string; message: string }[] = [];
    let cursor: string | null = null;
    do {
      const page: {
        status: number;
        body: { notifications: { title: string; message: string }[]; nextCursor: string | null };
      } = await api(`/api/notifications?limit=50${cursor ? `&cursor=${cursor}` : ''}`, {
        token: instructor.token,
      });
      expect(page.status).toBe(200);
      all.push(...page.body.notifications);
      cursor = page.body.nextCursor;
    } while (cursor);
    const told = all.filter((n) => n.title === 'Ticket assigned to you');
    expect(told.some((n) => n.message.includes('React next, or more JavaScript first?'))).toBe(true);
  });

  it('has a conversation the demo instructor started, answered by the student', async () => {
    const instructor = await signIn('instructor@demo.academy');
    // Read as the admin: the instructor opening a thread would mark it read, and other files count the demo's unread.
    const admin = await signIn('admin@demo.academy');
    const chats = await api('/api/chats/mentor', { token: instructor.token });
    const started = [];
    for (const chat of chats.body.chats as { id: string }[]) {
      const thread = await api(`/api/chats/${chat.id}?limit=100`, { token: admin.token });
      const [first, ...rest] = thread.body.messages as { sender: { _id: string } }[];
      if (first?.sender._id === instructor.user.id && rest.some((m) => m.sender._id !== instructor.user.id))
        started.push(chat.id);
    }
    expect(started.length).toBeGreaterThanOrEqual(1);
  });

  it('finds the demo student’s forum threads across their courses, on the server', async () => {
    const student = await signIn('student@demo.academy');
    const found = await api('/api/forums/my?search=ABOUT%20THE%20BRIEF', { token: student.token });
    expect(found.status).toBe(200);
    const posts = found.body.posts as { title: string; courseTitle: string }[];
    expect(posts.map((p) => p.title).sort()).toEqual([
      'Sales analysis project: questions about the brief',
      'Semantic profile page: questions about the brief',
    ]);
    expect(new Set(posts.map((p) => p.courseTitle)).size).toBe(2);
    expect(found.body.nextCursor).toBeNull();
  });
});

describe('demo sessions', () => {
  interface Session {
    id: string;
    title: string;
    status: string;
    scheduledAt: string;
    joinedByMe: boolean;
    courseTitle: string;
  }
  const mySessions = async () => {
    const student = await signIn('student@demo.academy');
    const res = await api('/api/live-sessions/my', { token: student.token });
    expect(res.status).toBe(200);
    return res.body.sessions as Session[];
  };

  it('gives Web Foundations and React 19 a live, two upcoming, a completed (joined) and a cancelled session', async () => {
    const sessions = await mySessions();
    for (const course of ['Web Foundations', 'React 19']) {
      const of = sessions.filter((s) => s.title.startsWith(`${course}:`));
      const by = (status: string) => of.filter((s) => s.status === status);
      expect(by('live')).toHaveLength(1);
      const upcoming = by('scheduled').filter((s) => new Date(s.scheduledAt).getTime() > Date.now());
      expect(upcoming).toHaveLength(2);
      expect(by('completed')).toHaveLength(1);
      expect(by('completed')[0]!.joinedByMe).toBe(true);
      expect(by('cancelled')).toHaveLength(1);
    }
    // Live first.
    expect(sessions.slice(0, 2).every((s) => s.status === 'live')).toBe(true);
    const instructor = await signIn('instructor@demo.academy');
    const dashboard = await api('/api/dashboard/instructor', { token: instructor.token });
    const upcoming = dashboard.body.upcomingSessions as { title: string; status: string }[];
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    expect(upcoming.map((s) => s.status)).not.toContain('cancelled');
  });

  it('tells the demo student of a rescheduled and a cancelled session, linked to the course', async () => {
    const student = await signIn('student@demo.academy');
    const told: { type: string; title: string; message: string; sourceId?: string }[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: { notifications: typeof told; nextCursor: string | null } } =
        await api(`/api/notifications?limit=50${cursor ? `&cursor=${cursor}` : ''}`, {
          token: student.token,
        });
      expect(res.status).toBe(200);
      told.push(...res.body.notifications);
      cursor = res.body.nextCursor;
    } while (cursor);
    for (const course of ['Web Foundations', 'React 19']) {
      const moved = told.filter(
        (n) => n.title === 'Live session rescheduled' && n.message.startsWith(`${course}: project review (`),
      );
      expect(moved.length).toBeGreaterThanOrEqual(1);
      expect(moved[0]).toMatchObject({ type: 'live-session', sourceId: expect.any(String) });
      expect(
        told.filter(
          (n) => n.title === 'Live session cancelled' && n.message.startsWith(`${course}: guest talk`),
        ),
      ).toHaveLength(1);
    }
  });

  it('stays the same when the seed runs again (no session doubled)', async () => {
    const before = await mySessions();
    useLocalStackEnv();
    const { seed } = await import('../../infra/local/seed');
    await seed();
    const after = await mySessions();
    const shape = (list: Session[]) => list.map((s) => [s.title, s.status, s.joinedByMe]).sort();
    expect(shape(after)).toEqual(shape(before));
  });
});

describe('demo course figures', () => {
  interface Listed {
    id: string;
    title: string;
    price: number;
    enrollmentCount: number;
    rating: { average: number; count: number };
  }

  /** Each published course as listed, beside what its stored enrolment items say (count, ratings, payments). */
  async function figuresAndItems() {
    useLocalStackEnv();
    const { listCourseEnrollments } = await import('../../functions/src/enrollments/repository');
    const listed = await allPublishedCourses<Listed>();
    return Promise.all(
      listed.map(async (course) => {
        const items: { rating?: number; via: string; studentId: string }[] = [];
        let cursor: string | undefined;
        do {
          const page = await listCourseEnrollments(course.id, 100, cursor);
          items.push(...(page.items as unknown as typeof items));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        const ratings = items.flatMap((e) => (e.rating === undefined ? [] : [Number(e.rating)]));
        const sum = ratings.reduce((a, b) => a + b, 0);
        return {
          course,
          stored: {
            enrollmentCount: items.length,
            rating: {
              average: ratings.length ? Math.round((sum / ratings.length) * 100) / 100 : 0,
              count: ratings.length,
            },
          },
          items,
        };
      }),
    );
  }

  it('shows on every course exactly what its stored enrolments and ratings say, none typed in', async () => {
    const all = await figuresAndItems();
    for (const { course, stored } of all) {
      expect({ enrollmentCount: course.enrollmentCount, rating: course.rating }, course.title).toEqual(
        stored,
      );
    }
    // The demo has learners and ratings to show: Web Foundations has all four demo students, each rating it.
    const web = all.find((f) => f.course.title.startsWith('Web Foundations'))!;
    expect(web.stored.enrollmentCount).toBeGreaterThanOrEqual(4);
    expect(web.stored.rating.count).toBeGreaterThanOrEqual(4);
    expect(all.filter((f) => f.items.some((e) => e.via === 'payment')).length).toBeGreaterThanOrEqual(3);
  });

  it('stays the same when the seed runs again (no enrolment, payment or rating doubled)', async () => {
    const demo = async () => {
      const all = await figuresAndItems();
      const demoIds = new Set(
        await Promise.all(
          ['student', 'student2', 'student3', 'student4'].map(
            async (s) => (await signIn(`${s}@demo.academy`)).user.id as string,
          ),
        ),
      );
      return all
        .flatMap((f) =>
          f.items.filter((e) => demoIds.has(e.studentId)).map((e) => [f.course.title, e.via, e.rating]),
        )
        .sort();
    };
    const before = await demo();
    const { seed } = await import('../../infra/local/seed');
    await seed();
    expect(await demo()).toEqual(before);
  });
});
