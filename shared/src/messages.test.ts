import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compiledCatalogue, readPo, unpackedCatalogue } from '../scripts/server-catalogue';
import { messages as en } from './locales/en';
import { messages as hi } from './locales/hi';
import { packed } from './locales/hi.packed';
import {
  addCatalogue,
  type CompiledMessage,
  englishOf,
  formatMessage,
  text,
  translate,
  translateText,
} from './messages';
import { Email, Password, SingleLine } from './schemas/common';
import { rememberIssue } from './validation-messages';

const folder = join(import.meta.dirname, 'locales');
const po = (locale: string) => readFileSync(join(folder, `${locale}.po`), 'utf8');

/** The placeholders a message names (`{name}`, a plural's or select's variable), without its branches' texts. */
function placeholders(message: CompiledMessage): string[] {
  const names = new Set<string>();
  const walk = (m: CompiledMessage) => {
    if (!Array.isArray(m)) return; // a text, or a plural's `offset`
    for (const token of m) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const options = token[2] as Record<string, CompiledMessage> | undefined;
      if (options && typeof options === 'object') for (const branch of Object.values(options)) walk(branch);
    }
  };
  walk(message);
  return [...names].sort();
}

addCatalogue('en', en);
addCatalogue('hi', hi);

describe('the server catalogue (shared/src/locales)', () => {
  it('is compiled: the modules are what `npm run i18n:compile` makes of the .po files', () => {
    expect(en).toEqual(compiledCatalogue(po('en'), 'en'));
    expect(hi).toEqual(compiledCatalogue(po('hi'), 'hi'));
    expect(unpackedCatalogue(packed)).toEqual(hi);
  });

  it('has every message in Hindi, with the English placeholders', () => {
    const ids = readPo(po('en')).map((entry) => entry.id);
    expect(ids.length).toBeGreaterThan(300);
    const hindi = new Map(readPo(po('hi')).map((entry) => [entry.id, entry.translation]));
    const missing = ids.filter((id) => !hindi.get(id));
    expect(missing, 'messages without Hindi in hi.po').toEqual([]);
    const different = ids.filter(
      (id) =>
        JSON.stringify(placeholders(hi[id]!)) !==
        JSON.stringify(placeholders(compileMessage(id) as CompiledMessage)),
    );
    expect(different, 'Hindi messages whose placeholders differ from the English').toEqual([]);
  });

  it('says each English message as its id does: the code needs no catalogue for English', () => {
    for (const [id, message] of Object.entries(en)) {
      const tokens = compileMessage(id);
      const names = placeholders(tokens as CompiledMessage);
      if (id.includes(', plural,') || id.includes(', select,')) continue;
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      expect(englishOf(id, values), id).toBe(formatMessage('en', message, values));
    }
    // The rest are their ids with their placeholders filled in.
    for (const { id } of readPo(po('en'))) {
      if (Object.hasOwn(en, id)) continue;
      const tokens = compileMessage(id) as CompiledMessage;
      const values = Object.fromEntries(placeholders(tokens).map((name) => [name, `<${name}>`]));
      expect(englishOf(id, values), id).toBe(formatMessage('en', tokens, values));
    }
  });
});

describe('translate', () => {
  it('says a message in a language, its values in place, and English for a text no one marked', () => {
    expect(translate('hi', 'Course not found')).toBe('कोर्स नहीं मिला');
    expect(translate('en', 'Course not found')).toBe('Course not found');
    expect(translate('hi', 'Grade must be between 0 and {max}', { max: 10 })).toBe(
      'ग्रेड 0 और 10 के बीच होना चाहिए',
    );
    expect(translate('hi', 'Not a message of ours')).toBe('Not a message of ours');
  });

  it('uses each language’s plural rules (Hindi’s “one” is 0 and 1)', () => {
    const id =
      'Your daily summary: {total, plural, one {# unread notification} other {# unread notifications}}';
    expect(translate('en', id, { total: 1 })).toBe('Your daily summary: 1 unread notification');
    expect(translate('en', id, { total: 5 })).toBe('Your daily summary: 5 unread notifications');
    expect(translate('hi', id, { total: 0 })).toBe('आपका दैनिक सारांश: 0 अपठित सूचना');
    expect(translate('hi', id, { total: 5 })).toBe('आपका दैनिक सारांश: 5 अपठित सूचनाएँ');
  });

  it('chooses a select branch by the value, and its other branch for the rest', () => {
    const id = '{ticket} “{subject}” is now {status}.';
    const values = { ticket: 'TKT-0001', subject: 'Video', status: 'resolved' };
    expect(translate('en', id, values)).toBe('TKT-0001 “Video” is now resolved.');
    expect(translate('hi', id, values)).toBe('TKT-0001 “Video” अब हल हो गया है।');
  });

  it('writes a moment in India’s time the reader’s way, English as the notifications always did', () => {
    const at = '2030-03-01T05:30:00.000Z';
    const values = { session: 'Hooks', course: 'React', time: { at, style: 'dateTime' as const } };
    expect(translate('en', '{session} ({course}) is scheduled for {time}.', values)).toBe(
      'Hooks (React) is scheduled for 1 Mar 2030, 11:00 am IST.',
    );
    expect(translate('hi', '{session} ({course}) is scheduled for {time}.', values)).toBe(
      'Hooks (React) 1 मार्च 2030, 11:00 am IST के लिए तय है।',
    );
    expect(
      translate('en', '{session} starts at {time} IST.', { session: 'Hooks', time: { at, style: 'clock' } }),
    ).toBe('Hooks starts at 11:00 am IST.');
  });

  it('translates a label value (a field’s name) and joins a list the language’s way', () => {
    expect(translate('hi', '{label} is required', { label: 'Title' })).toBe('शीर्षक आवश्यक है');
    expect(translate('en', 'Password must contain {missing}', { missing: ['a number', 'a symbol'] })).toBe(
      'Password must contain a number and a symbol',
    );
    expect(translate('hi', 'Password must contain {missing}', { missing: ['a number', 'a symbol'] })).toBe(
      'पासवर्ड में एक अंक और एक चिह्न होना चाहिए',
    );
  });
});

describe('translateText: an English text the code produced, in another language', () => {
  const messageOf = (
    schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
    v: unknown,
  ) => schema.safeParse(v).error?.issues[0]?.message ?? '';

  it('finds a static text by its id, and a parameterised one by what text() rendered', () => {
    expect(translateText('hi', messageOf(Email, ''))).toBe('ईमेल आवश्यक है');
    expect(translateText('hi', messageOf(SingleLine('Title', 10), 'x'.repeat(11)))).toBe(
      'शीर्षक अधिकतम 10 अक्षरों का हो सकता है',
    );
    expect(translateText('hi', messageOf(Password, 'abcdefgh'))).toBe(
      'पासवर्ड में एक बड़ा अक्षर (A–Z), एक अंक, और एक चिह्न होना चाहिए',
    );
    expect(translateText('hi', text('Grade must be between 0 and {max}', { max: 7 }))).toBe(
      'ग्रेड 0 और 7 के बीच होना चाहिए',
    );
  });

  it('remembers at most 200 renderings of a message, and never drops one', () => {
    const id = 'Grade must be between 0 and {max}';
    const first = text(id, { max: 1000 });
    for (let max = 1001; max < 1300; max++) text(id, { max });
    expect(translateText('hi', first)).toBe('ग्रेड 0 और 1000 के बीच होना चाहिए');
    expect(translateText('hi', text(id, { max: 5000 }))).toBe('Grade must be between 0 and 5000');
  });

  it('keeps English as it is, a field path before a message, and what it does not know', () => {
    expect(translateText('en', 'Course not found')).toBe('Course not found');
    expect(translateText('hi', 'title: Title is required')).toBe('title: शीर्षक आवश्यक है');
    expect(translateText('hi', 'Ravi wrote this')).toBe('Ravi wrote this');
  });

  it('says zod’s own messages with the catalogue’s, leaving their English alone', () => {
    const issue = {
      code: 'too_big' as const,
      origin: 'string',
      maximum: 128,
      message: 'Too big: expected string to have <=128 characters',
    };
    rememberIssue(issue);
    expect(translateText('en', issue.message)).toBe(issue.message);
    expect(translateText('hi', issue.message)).toBe('अधिकतम 128 अक्षर');
  });
});
