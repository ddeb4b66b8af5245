import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { Profile } from '../features/users/schemas';
import { PASSWORD_MIN_LENGTH } from '../limits';
import { hasUnsafeCharacters, MultiLine, Password, PersonName, SingleLine, WELL_FORMED_TEXT } from './common';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const UNSAFE_NAME = 'Name cannot contain control or direction-changing characters';

/** The refused code points as the security issue lists them, written independently of the implementation. */
const refusedRanges: [number, number][] = [
  [0x0000, 0x001f], // C0 controls
  [0x007f, 0x009f], // DEL and C1 controls
  [0x061c, 0x061c], // Arabic letter mark
  [0x200e, 0x200f], // LRM, RLM
  [0x2028, 0x2029], // line and paragraph separators
  [0x202a, 0x202e], // bidi embeddings and overrides
  [0x2066, 0x2069], // bidi isolates
];
const isRefused = (code: number) => refusedRanges.some(([from, to]) => code >= from && code <= to);
/** A UTF-16 surrogate: on its own (as in these loops, one code unit between letters) it is no character at all. */
const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** Real names that need ZWJ (U+200D) or ZWNJ (U+200C) to be spelt as their owners write them. */
const indianNames = [
  ['Malayalam Arun, chillu ṇ written with ZWJ', 'അരുണ്\u200D'],
  ['Malayalam Karthik, chillu r written with ZWJ', 'കാര്\u200Dത്തിക്'],
  ['Hindi Padma, half da with ZWJ', 'पद्\u200Dमा'],
  ['Hindi Satyam, visible virama with ZWNJ', 'सत्\u200Cयम'],
  ['Bengali Rashmi with ZWNJ', 'রশ্\u200Cমি'],
];

describe('SingleLine and PersonName', () => {
  it('trims a name and keeps its letters', () => {
    expect(PersonName.parse('  Kavya Rao ')).toBe('Kavya Rao');
  });

  it('requires a name and caps it at 100 characters', () => {
    expect(messagesOf(PersonName, '   ')).toEqual(['Name is required']);
    expect(messagesOf(PersonName, 'a'.repeat(100))).toEqual([]);
    expect(messagesOf(PersonName, 'a'.repeat(101))).toEqual(['Name is at most 100 characters']);
  });

  it.each([
    ['NUL', 'Ravi\u0000Kumar'],
    ['a newline', 'Ravi\nKumar'],
    ['a carriage return', 'Ravi\rKumar'],
    ['a tab', 'Ravi\tKumar'],
    ['DEL', 'Ravi\u007FKumar'],
    ['a C1 control (NEL)', 'Ravi\u0085Kumar'],
    ['the right-to-left override', 'Ravi\u202Egnp.exe'],
    ['a left-to-right embedding', '\u202ARavi'],
    ['a right-to-left isolate', 'Ravi\u2067Kumar\u2069'],
    ['the Arabic letter mark', 'Ravi\u061C'],
    ['a right-to-left mark', 'Ravi\u200F'],
    ['a line separator', 'Ravi\u2028Kumar'],
    ['a paragraph separator', 'Ravi\u2029Kumar'],
  ])('refuses a name with %s, with a clear message', (_, name) => {
    expect(messagesOf(PersonName, name)).toEqual([UNSAFE_NAME]);
  });

  it.each(indianNames)('accepts %s', (_, name) => {
    expect(PersonName.parse(name)).toBe(name);
  });

  it('names the field in its messages, so course titles can use it', () => {
    const Title = SingleLine('Title', 200);
    expect(messagesOf(Title, '')).toEqual(['Title is required']);
    expect(messagesOf(Title, 'x'.repeat(201))).toEqual(['Title is at most 200 characters']);
    expect(messagesOf(Title, 'Intro\u202Etxt.exe')).toEqual([
      'Title cannot contain control or direction-changing characters',
    ]);
  });

  it('refuses exactly the listed code points and lone surrogates of the whole basic plane (the predicate: the listed ones)', () => {
    const mismatches: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const name = `Ra${String.fromCharCode(code)}vi`;
      const refused = PersonName.safeParse(name).success === false;
      if (refused !== (isRefused(code) || isSurrogate(code)) || hasUnsafeCharacters(name) !== isRefused(code))
        mismatches.push(code.toString(16));
    }
    expect(mismatches).toEqual([]);
  });
});

describe('lone UTF-16 surrogates', () => {
  const Title = SingleLine('Title', 200);
  const Bio = MultiLine('Bio', 2000);

  it.each([
    ['a lone high surrogate', 'Intro\uD800'],
    ['a lone low surrogate', '\uDC00Intro'],
    ['a pair in the wrong order', 'In\uDC00\uD800tro'],
    ['a high one before a letter', 'In\uD83Dtro'],
  ])('refuses %s in one-line and multi-line text, naming the field', (_, text) => {
    expect(messagesOf(Title, text)).toEqual([
      'Title contains an invalid character (an unpaired UTF-16 surrogate)',
    ]);
    expect(messagesOf(Bio, text)).toEqual([
      'Bio contains an invalid character (an unpaired UTF-16 surrogate)',
    ]);
  });

  it('keeps whole characters made of pairs: emoji, flags, rare scripts', () => {
    for (const text of ['Learn 📚 fast', '👩🏽‍💻🇮🇳', '𝕏'.repeat(70), '𐆹𐛹ό𝚳']) {
      expect(Title.parse(text)).toBe(text);
      expect(Bio.parse(text)).toBe(text);
    }
  });

  it('reads the same with the u flag, as JSON-schema tools read the pattern', () => {
    const unicode = new RegExp(WELL_FORMED_TEXT.source, 'u');
    for (const [text, whole] of [
      ['नमस्ते 📚', true],
      ['a\uD800b', false],
      ['\uDFFF', false],
    ] as const) {
      expect(WELL_FORMED_TEXT.test(text)).toBe(whole);
      expect(unicode.test(text)).toBe(whole);
    }
  });

  it('answers a 10 MB text with the length message, without walking it', () => {
    const huge = '📚'.repeat(5_000_000);
    expect(messagesOf(Title, huge)).toEqual(['Title is at most 200 characters']);
    expect(messagesOf(Bio, `${huge}\uD800`)).toEqual(['Bio is at most 2000 characters']);
  });
});

describe('MultiLine and the profile texts', () => {
  const Bio = MultiLine('Bio', 2000);

  it('keeps line breaks and tabs; CRLF and CR become LF', () => {
    expect(Bio.parse('  Line one\nLine two\twith a tab\r\nthree\rfour ')).toBe(
      'Line one\nLine two\twith a tab\nthree\nfour',
    );
  });

  it('is optional text with a length cap', () => {
    expect(Bio.parse('')).toBe('');
    expect(messagesOf(Bio, 'a'.repeat(2001))).toEqual(['Bio is at most 2000 characters']);
  });

  it('refuses every other listed code point of the basic plane', () => {
    const allowed = [TAB, LINE_FEED, CARRIAGE_RETURN];
    const mismatches: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      const expected = isRefused(code) && !allowed.includes(code);
      const refused = Bio.safeParse(text).success === false;
      if (
        refused !== (expected || isSurrogate(code)) ||
        hasUnsafeCharacters(text, { multiLine: true }) !== expected
      )
        mismatches.push(code.toString(16));
    }
    expect(mismatches).toEqual([]);
  });

  it.each([
    ['bio', 'Bio'],
    ['education', 'Education'],
    ['experience', 'Experience'],
  ])('refuses a %s with a right-to-left override or NUL', (field, label) => {
    for (const text of ['B.Tech\u202Egnp.exe', 'B.Tech\u0000']) {
      const result = Profile.safeParse({ [field]: text });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: [field],
          message: `${label} cannot contain control or direction-changing characters`,
        }),
      ]);
    }
  });

  it.each(indianNames)('accepts a bio with %s', (_, name) => {
    expect(Profile.parse({ bio: `I am ${name}.\nI teach Python.` }).bio).toBe(
      `I am ${name}.\nI teach Python.`,
    );
  });
});

describe('Password', () => {
  const jsonSchema = z.toJSONSchema(Password, { target: 'draft-2020-12', io: 'input' }) as {
    pattern?: string;
    allOf?: unknown;
    minLength?: number;
    maxLength?: number;
  };

  it('is one pattern in the JSON Schema, not an allOf that tools merge wrongly', () => {
    expect(jsonSchema.allOf).toBeUndefined();
    expect(jsonSchema).toMatchObject({ minLength: PASSWORD_MIN_LENGTH, maxLength: 128 });
    expect(jsonSchema.pattern).toEqual(expect.any(String));
  });

  it('writes the pattern so JSON-schema tools read it: no lookbehind, no \\p classes, valid with the u flag', () => {
    const pattern = jsonSchema.pattern!;
    expect(pattern).not.toMatch(/\(\?<[=!]/);
    expect(pattern).not.toMatch(/\\[pP]\{/);
    // Ajv (Stoplight Prism's validator) compiles patterns with the `u` flag.
    expect(() => new RegExp(pattern, 'u')).not.toThrow();
  });

  it.each(['Demo@12345', 'Aa1!aaaa', 'correct Horse 9 battery', `Xy9#${'a'.repeat(124)}`, 'Kavya@2024'])(
    'accepts %s in the schema and in the documented pattern',
    (password) => {
      expect(Password.safeParse(password).success).toBe(true);
      expect(new RegExp(jsonSchema.pattern!, 'u').test(password)).toBe(true);
    },
  );

  it.each([
    ['alllowercase1!', 'Password must contain an upper-case letter'],
    ['ALLUPPERCASE1!', 'Password must contain a lower-case letter'],
    ['NoDigitsHere!', 'Password must contain a number'],
    ['NoSymbols123', 'Password must contain a symbol'],
    ['abcdefgh', 'Password must contain an upper-case letter, a number and a symbol'],
    ['12345678', 'Password must contain a lower-case letter, an upper-case letter and a symbol'],
  ])('refuses %s, naming what is missing', (password, message) => {
    expect(messagesOf(Password, password)).toEqual([message]);
    expect(new RegExp(jsonSchema.pattern!, 'u').test(password)).toBe(false);
  });

  it('keeps the length bounds', () => {
    expect(messagesOf(Password, 'Aa1!')).toEqual([
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    ]);
    expect(messagesOf(Password, `Aa1!${'a'.repeat(125)}`)).toEqual(['Password is at most 128 characters']);
  });
});
