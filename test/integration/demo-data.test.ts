import { describe, expect, it } from 'vitest';
import { api, signIn } from '../support/api';

describe('demo data', () => {
  it('has 26 published courses in six categories', async () => {
    const res = await api('/api/courses?limit=100');
    const published = res.body.courses as { category: string; price: number }[];
    expect(published.length).toBeGreaterThanOrEqual(26);
    expect(new Set(published.map((c) => c.category)).size).toBe(6);
    expect(published.some((c) => c.price === 0)).toBe(true);
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
  });
});
