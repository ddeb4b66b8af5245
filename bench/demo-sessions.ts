import { DEMO_PASSWORD } from '../infra/local/seed';
import { fetchPost, signInSteps } from '../test/support/mfa';

export interface DemoSession {
  token: string;
  user: { id: string; name: string };
}

/** Signs in the demo student, instructor and admin through the API at `apiUrl` (the benches' callers). */
export async function demoSessions(
  apiUrl: string,
): Promise<Record<'student' | 'instructor' | 'admin', DemoSession>> {
  // The demo admin's sign-in asks for its authenticator code too (test/support/mfa.ts computes it).
  const signIn = async (email: string) => {
    const res = await signInSteps(fetchPost(apiUrl), email, DEMO_PASSWORD);
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
    return res.body as DemoSession;
  };
  return {
    student: await signIn('student@demo.academy'),
    instructor: await signIn('instructor@demo.academy'),
    admin: await signIn('admin@demo.academy'),
  };
}
