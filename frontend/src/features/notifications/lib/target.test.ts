import type { Role } from '@academy/shared';
import { notificationTypes } from '@academy/shared/features/notifications/schemas';
import { describe, expect, it } from 'vitest';
import { routeAccess } from '../../../lib/route-access';
import { typeNames } from '../test/fixtures';
import { notificationTarget, notificationTypeLabel } from './target';

const to = (type: (typeof notificationTypes)[number], role: Role, sourceId?: string) =>
  notificationTarget({ type, sourceId }, role);

describe('notificationTarget', () => {
  it('takes an instructor where the spec says', () => {
    expect(to('chat', 'instructor')).toBe('/instructor/chats');
    expect(to('support', 'instructor')).toBe('/instructor/tickets');
    expect(to('forum', 'instructor')).toBe('/instructor/discussions');
    expect(to('assignment', 'instructor')).toBe('/instructor/courses?tab=assignments');
    expect(to('enrollment', 'instructor')).toBe('/instructor/courses');
  });

  it('takes an instructor to the discussions and the sessions tab for the types the spec leaves open', () => {
    expect(to('discussion', 'instructor')).toBe('/instructor/discussions');
    expect(to('live-session', 'instructor')).toBe('/instructor/courses?tab=sessions');
  });

  it('opens the course an enrolment is about on the instructor’s course screen', () => {
    expect(to('enrollment', 'instructor', '01JCOURSE')).toBe('/instructor/courses?course=01JCOURSE');
    expect(to('enrollment', 'instructor', 'a/b?c')).toBe('/instructor/courses?course=a%2Fb%3Fc');
  });

  it('opens the Assignments tab of the course an assignment notification is about, for instructors and admins', () => {
    expect(to('assignment', 'instructor', '01JCOURSE')).toBe(
      '/instructor/courses?tab=assignments&course=01JCOURSE',
    );
    expect(to('assignment', 'admin', '01JCOURSE')).toBe(
      '/instructor/courses?tab=assignments&course=01JCOURSE',
    );
    expect(to('assignment', 'instructor', 'a/b?c')).toBe(
      '/instructor/courses?tab=assignments&course=a%2Fb%3Fc',
    );
  });

  it('takes a student to the assignments of the course an assignment notification is about', () => {
    expect(to('assignment', 'student', '01JCOURSE')).toBe('/student/assignments/01JCOURSE');
    expect(to('assignment', 'student', 'a/b')).toBe('/student/assignments/a%2Fb');
  });

  it('opens the discussions of the course a forum or discussion notification is about', () => {
    for (const type of ['forum', 'discussion'] as const) {
      expect(to(type, 'instructor', '01JCOURSE')).toBe('/instructor/discussions?course=01JCOURSE');
      expect(to(type, 'admin', '01JCOURSE')).toBe('/instructor/discussions?course=01JCOURSE');
      expect(to(type, 'student', '01JCOURSE')).toBe('/learn/01JCOURSE?tab=discussions');
      expect(to(type, 'student', 'a/b?c')).toBe('/learn/a%2Fb%3Fc?tab=discussions');
      expect(to(type, 'instructor', 'a/b?c')).toBe('/instructor/discussions?course=a%2Fb%3Fc');
    }
  });

  it('opens the live sessions of the course a live-session notification is about', () => {
    expect(to('live-session', 'student', '01JCOURSE')).toBe('/student/live-sessions?courseId=01JCOURSE');
    expect(to('live-session', 'student', 'a/b?c')).toBe('/student/live-sessions?courseId=a%2Fb%3Fc');
    expect(to('live-session', 'instructor', '01JCOURSE')).toBe(
      '/instructor/courses?tab=sessions&course=01JCOURSE',
    );
    expect(to('live-session', 'admin', 'a&b')).toBe('/instructor/courses?tab=sessions&course=a%26b');
  });

  it('takes a student to the student screen of each thing', () => {
    expect(to('chat', 'student')).toBe('/student/chat');
    expect(to('support', 'student')).toBe('/student/support');
    expect(to('forum', 'student')).toBe('/student/discussion-forum');
    expect(to('discussion', 'student')).toBe('/student/discussion-forum');
    expect(to('assignment', 'student')).toBe('/student/assignments');
    expect(to('live-session', 'student')).toBe('/student/live-sessions');
    expect(to('enrollment', 'student')).toBe('/student/dashboard');
  });

  it('takes a student to learn the course an enrolment is about', () => {
    expect(to('enrollment', 'student', '01JCOURSE')).toBe('/learn/01JCOURSE');
  });

  it('takes an admin to the admin screens for support and enrolments, else to the instructor ones', () => {
    expect(to('support', 'admin')).toBe('/admin/support');
    expect(to('enrollment', 'admin')).toBe('/admin/courses');
    expect(to('enrollment', 'admin', '01JCOURSE')).toBe('/admin/courses');
    expect(to('chat', 'admin')).toBe('/instructor/chats');
    expect(to('forum', 'admin')).toBe('/instructor/discussions');
    expect(to('discussion', 'admin')).toBe('/instructor/discussions');
    expect(to('assignment', 'admin')).toBe('/instructor/courses?tab=assignments');
    expect(to('live-session', 'admin')).toBe('/instructor/courses?tab=sessions');
  });

  it('gives every type, for every role, a screen that role may open', () => {
    for (const role of ['student', 'instructor', 'admin'] as const) {
      for (const type of notificationTypes) {
        const path = to(type, role).split('?')[0]!;
        const access = routeAccess[path as keyof typeof routeAccess];
        expect(access, `${role} ${type} → ${path}`).toBeDefined();
        expect(access === 'signed-in' || (Array.isArray(access) && access.includes(role))).toBe(true);
      }
    }
  });
});

describe('notificationTypeLabel', () => {
  it('names every type', () => {
    expect(notificationTypes.map(notificationTypeLabel)).toEqual(typeNames);
  });

  it('opens the conversation a chat notification is about', () => {
    expect(to('chat', 'student', '01JCOURSE_student-1')).toBe('/student/chat?course=01JCOURSE');
    expect(to('chat', 'instructor', '01JCOURSE_student-1')).toBe(
      '/instructor/chats?chat=01JCOURSE_student-1',
    );
    expect(to('chat', 'admin', '01JCOURSE_student-1')).toBe('/instructor/chats?chat=01JCOURSE_student-1');
  });

  it('opens the ticket a support notification is about on each role’s support screen', () => {
    expect(to('support', 'student', '01JTICKET')).toBe('/student/support?ticket=01JTICKET');
    expect(to('support', 'instructor', '01JTICKET')).toBe('/instructor/tickets?ticket=01JTICKET');
    expect(to('support', 'admin', '01JTICKET')).toBe('/admin/support?ticket=01JTICKET');
  });
});
