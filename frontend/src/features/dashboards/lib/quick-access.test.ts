import { notificationTypes } from '@academy/shared/features/notifications/schemas';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { QUICK_ACCESS_TILES, tileBadge, unreadOf } from './quick-access';

const typesOf = (title: string) => QUICK_ACCESS_TILES.find((tile) => i18n._(tile.title) === title)?.types;

describe('Quick Access tiles', () => {
  it("are the spec's seven in its order, then Certificates and Purchases, each to its screen", () => {
    expect(QUICK_ACCESS_TILES.map((tile) => [i18n._(tile.title), tile.to])).toEqual([
      ['Courses', '/courses'],
      ['Profile', '/profile'],
      ['Assignments', '/student/assignments'],
      ['Support', '/student/support'],
      ['Discussions', '/student/discussion-forum'],
      ['Chat', '/student/chat'],
      ['Live Sessions', '/student/live-sessions'],
      ['Certificates', '/student/certificates'],
      ['Purchases', '/student/purchases'],
    ]);
  });

  it('count the notification types of their screen', () => {
    expect(typesOf('Assignments')).toEqual(['assignment']);
    expect(typesOf('Support')).toEqual(['support']);
    expect(typesOf('Discussions')).toEqual(['forum', 'discussion']);
    expect(typesOf('Chat')).toEqual(['chat']);
    expect(typesOf('Live Sessions')).toEqual(['live-session']);
    expect(typesOf('Courses')).toEqual(['enrollment']);
    expect(typesOf('Profile')).toEqual(['account']);
    expect(typesOf('Certificates')).toEqual([]);
    expect(typesOf('Purchases')).toEqual([]);
  });

  it('give every notification type exactly one tile', () => {
    const counted = QUICK_ACCESS_TILES.flatMap((tile) => tile.types);
    expect([...counted].sort()).toEqual([...notificationTypes].sort());
  });
});

describe('tileBadge', () => {
  it('shows no badge at 0 or for a type with no count', () => {
    expect(tileBadge({ chat: 0 }, ['chat'])).toBeNull();
    expect(tileBadge({}, ['assignment'])).toBeNull();
    expect(tileBadge({ chat: 4 }, [])).toBeNull();
  });

  it('shows the count up to 9 and 9+ above', () => {
    expect(tileBadge({ assignment: 1 }, ['assignment'])).toBe('1');
    expect(tileBadge({ assignment: 9 }, ['assignment'])).toBe('9');
    expect(tileBadge({ assignment: 10 }, ['assignment'])).toBe('9+');
    expect(tileBadge({ assignment: 250 }, ['assignment'])).toBe('9+');
  });

  it('adds the types of a tile together before capping', () => {
    expect(unreadOf({ forum: 6, discussion: 4, chat: 3 }, ['forum', 'discussion'])).toBe(10);
    expect(tileBadge({ forum: 6, discussion: 4 }, ['forum', 'discussion'])).toBe('9+');
    expect(tileBadge({ forum: 2, discussion: 3 }, ['forum', 'discussion'])).toBe('5');
  });
});
