/** The profile says nothing outside the catalogues (rendered in the pseudo language, only its data in English). */
import { afterAll, describe, expect, it } from 'vitest';
import { session } from '../../lib/auth/session';
import { untranslated } from '../../testing/markup';
import { pseudoMarkup as pseudo } from '../../testing/signed-in';
import { testUser } from '../../testing/users';
import { ProfileEditForm } from './components/profile-form';
import ProfilePage from './routes/profile';

const user = testUser({ profile: { bio: 'Loves data', education: 'BTech' }, mfaEnabled: true });
// The user's data (and initials), the English name in the language list, the date's month and the example's "B.Tech".
const allowed = [user.name, user.email, 'KR', 'Loves data', 'BTech', 'English', 'Jan', 'AM', 'PM', 'B.Tech'];

describe('the profile in the pseudo language', () => {
  afterAll(() => session.reset());

  it('the page and its edit form', () => {
    session.setUser(user);
    const page = pseudo(<ProfilePage />);
    expect(page).toContain('हिन्दी');
    expect(untranslated(page, allowed)).toEqual([]);
    expect(untranslated(pseudo(<ProfileEditForm user={user} onDone={() => {}} />), allowed)).toEqual([]);
  });
});
