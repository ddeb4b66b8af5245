// Compiled from en.po by `npm run i18n:compile` (shared/scripts/compile-messages.ts): do not edit.
import type { CompiledCatalogue } from '../messages';

export const messages: CompiledCatalogue = {
  '{count, plural, one {You have # unread message in this chat.} other {You have # unread messages in this chat.}}':
    [
      [
        'count',
        'plural',
        {
          one: ['You have ', '#', ' unread message in this chat.'],
          other: ['You have ', '#', ' unread messages in this chat.'],
        },
      ],
    ],
  '{maximum, plural, one {At most # character} other {At most # characters}}': [
    ['maximum', 'plural', { one: ['At most ', '#', ' character'], other: ['At most ', '#', ' characters'] }],
  ],
  '{maximum, plural, one {At most # entry} other {At most # entries}}': [
    ['maximum', 'plural', { one: ['At most ', '#', ' entry'], other: ['At most ', '#', ' entries'] }],
  ],
  '{minimum, plural, one {At least # character} other {At least # characters}}': [
    [
      'minimum',
      'plural',
      { one: ['At least ', '#', ' character'], other: ['At least ', '#', ' characters'] },
    ],
  ],
  '{minimum, plural, one {At least # entry} other {At least # entries}}': [
    ['minimum', 'plural', { one: ['At least ', '#', ' entry'], other: ['At least ', '#', ' entries'] }],
  ],
  'Your daily summary: {total, plural, one {# unread notification} other {# unread notifications}}': [
    'Your daily summary: ',
    ['total', 'plural', { one: ['#', ' unread notification'], other: ['#', ' unread notifications'] }],
  ],
};
