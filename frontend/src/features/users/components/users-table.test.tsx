import { describe, expect, it } from 'vitest';
import { markup } from '../../../testing/markup';
import { testUser } from '../../../testing/users';
import { UsersTable } from './users-table';

const admin = testUser({ id: 'a1', name: 'Meera Nair', role: 'admin' });
const student = testUser({ id: 's1', name: 'Arjun Mehta', role: 'student' });
const former = testUser({ id: 's2', name: 'Divya Iyer', role: 'student', isActive: false });

const render = () =>
  markup(
    <UsersTable
      users={[admin, student, former]}
      currentUserId="a1"
      pendingId={null}
      onActivate={() => undefined}
      onDeactivate={() => undefined}
    />,
  );

describe('UsersTable', () => {
  it('offers Deactivate and Activate on other people’s rows', () => {
    const html = render();
    expect(html).toContain('Deactivate<span class="sr-only"> Arjun Mehta</span>');
    expect(html).toContain('Activate<span class="sr-only"> Divya Iyer</span>');
  });

  it('offers no action on the admin’s own row, which the server refuses to deactivate', () => {
    const html = render();
    expect(html).toContain(' (you)');
    expect(html).not.toContain('Meera Nair</span>');
    expect(html.match(/<button/g)).toHaveLength(2);
  });
});
