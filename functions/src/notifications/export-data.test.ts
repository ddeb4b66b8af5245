import { describe, expect, it } from 'vitest';
import { withoutOthersNames } from './export-data';

describe('a notification in a data export (issue 41)', () => {
  it('says “Someone” for another person named in a notification', () => {
    const shown = withoutOthersNames({
      PK: 'USER#1',
      SK: 'NOTIF#1',
      id: '1',
      userId: '1',
      type: 'discussion',
      title: 'New reply',
      message: 'Bilal replied to “Q”.',
      text: {
        title: 'New reply',
        message: '{name} replied to “{post}”.',
        values: { name: 'Bilal', post: 'Q' },
      },
    });
    expect(JSON.stringify(shown)).not.toContain('Bilal');
    expect(shown).toMatchObject({ message: 'Someone replied to “Q”.' });
  });
});
