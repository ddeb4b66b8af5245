import { describe, expect, it } from 'vitest';
import { groupByStudent } from './students';

const enrollment = (id: string, name: string, courseTitle: string) => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
  courseId: `course-${courseTitle.length}`,
  courseTitle,
  enrolledAt: '2026-01-20T10:00:00.000Z',
});

describe('groupByStudent', () => {
  it('shows a student who enrolled twice once, with both courses, newest first', () => {
    const rows = groupByStudent([
      enrollment('s1', 'Ananya Gupta', 'React 19 and TypeScript'),
      enrollment('s2', 'Vikram Singh', 'Python for Data Analysis'),
      enrollment('s1', 'Ananya Gupta', 'Web Foundations'),
    ]);
    expect(rows).toEqual([
      {
        id: 's1',
        name: 'Ananya Gupta',
        email: 'ananya@example.in',
        courses: ['React 19 and TypeScript', 'Web Foundations'],
      },
      { id: 's2', name: 'Vikram Singh', email: 'vikram@example.in', courses: ['Python for Data Analysis'] },
    ]);
  });

  it('keeps every student when none repeats, and nothing when there are none', () => {
    expect(
      groupByStudent([enrollment('a', 'Asha Rao', 'SQL'), enrollment('b', 'Dev Nair', 'SQL')]).map(
        (r) => r.id,
      ),
    ).toEqual(['a', 'b']);
    expect(groupByStudent([])).toEqual([]);
  });
});
