import { GRIEVANCE_RESPONSE_DAYS } from '@academy/shared';
import { describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, signedInBeforeAll, signIn, uniqueEmail } from '../support/api';

/**
 * Grievances (issue 41): a "Privacy / grievance" ticket carries its response deadline, its creation plus
 * GRIEVANCE_RESPONSE_DAYS, for the student and for staff; other tickets carry none.
 */

const admin = signedInBeforeAll('admin@demo.academy');

async function newStudent() {
  const email = uniqueEmail('grievance');
  const res = await api('/api/users', {
    method: 'POST',
    token: admin.token,
    body: { name: 'Grievance Student', email, password: DEMO_PASSWORD, role: 'student' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return signIn(email);
}

describe('grievance tickets', () => {
  it('answers a privacy ticket with the day its answer is due, to the student and to staff', async () => {
    const student = await newStudent();
    expect(GRIEVANCE_RESPONSE_DAYS).toBeLessThanOrEqual(90);
    const made = await api('/api/support-tickets', {
      method: 'POST',
      token: student.token,
      body: {
        subject: 'Please tell me what data you hold',
        description: 'I would like to know what you keep about me.',
        category: 'privacy',
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const due = new Date(
      Date.parse(made.body.createdAt) + GRIEVANCE_RESPONSE_DAYS * 86_400_000,
    ).toISOString();
    expect(made.body).toMatchObject({ category: 'privacy', respondBy: due });

    const mine = await api('/api/support-tickets/my-tickets', { token: student.token });
    expect(mine.body.tickets.find((t: { id: string }) => t.id === made.body.id)).toMatchObject({
      respondBy: due,
    });
    const staffView = await api(`/api/support-tickets/${made.body.id}`, { token: admin.token });
    expect(staffView.body).toMatchObject({ respondBy: due });

    const other = await api('/api/support-tickets', {
      method: 'POST',
      token: student.token,
      body: { subject: 'Video does not play', description: 'Lesson 2 stops.', category: 'technical' },
    });
    expect(other.status).toBe(201);
    expect(other.body.respondBy).toBeUndefined();
  });
});
