import { DEMO_PASSWORD } from '../infra/local/seed';

export interface DemoSession {
  token: string;
  user: { id: string; name: string };
}

/** Signs in the demo student, instructor and admin through the API at `apiUrl` (the benches' callers). */
export async function demoSessions(
  apiUrl: string,
): Promise<Record<'student' | 'instructor' | 'admin', DemoSession>> {
  const signIn = async (email: string) => {
    const res = await fetch(`${apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
    return (await res.json()) as DemoSession;
  };
  return {
    student: await signIn('student@demo.academy'),
    instructor: await signIn('instructor@demo.academy'),
    admin: await signIn('admin@demo.academy'),
  };
}
