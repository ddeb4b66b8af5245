/**
 * Schema-derived fuzzing of the API (issue 15): for each route of the table, requests built from its zod
 * schemas (valid values), then mutated (wrong types, missing and extra fields, 1 MB strings, hostile unicode,
 * markup, huge numbers, forged cursors, malformed JSON, odd content types, path parameters with slashes and
 * encoded characters), sent through the local gateway as each caller the route allows. Every answer is checked
 * against the invariants in `problemsOf`. The integration test (fixed seed) and `npm run bench -- fuzz` (random
 * or given seed, more runs) both use this module.
 */
import {
  Category,
  PRIVACY_NOTICE_VERSION,
  type RouteDef,
  routeList,
  WELL_FORMED_TEXT,
} from '@academy/shared';
import { type DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import type * as z from 'zod';
import { signInSteps } from './mfa';

// ---------------------------------------------------------------------------------------------------------------
// zod 4 → fast-check: valid values for the schema kinds the route table uses (object, string with length, regex,
// email, date and datetime checks, number with bounds, boolean, enum, literal, array, optional, default,
// nullable, union, pipe). Each value is checked with the schema itself, so refinements hold too.
// ---------------------------------------------------------------------------------------------------------------

type Def = Record<string, any>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Ids the fuzz callers own (a course and its modules), mixed into generated ids so some requests go deep. */
export interface KnownIds {
  /** Grows as the run goes: the ids of what the fuzz callers create (see `harvestIds`). */
  ids: string[];
}

const MAX_KNOWN_IDS = 40;

/**
 * The ids of what an accepted POST created (`{ post: { _id } }` …), added to the known ids so that the routes
 * fuzzed later reach real posts, sessions, assignments and tickets. The seed still fixes every choice; only the
 * ids themselves (ULIDs) differ from run to run.
 */
function harvestIds(request: FuzzRequest, answer: FuzzAnswer, known: KnownIds): void {
  if (request.method !== 'POST' || answer.status !== 201 || known.ids.length >= MAX_KNOWN_IDS) return;
  try {
    const body = JSON.parse(answer.text) as Record<string, unknown>;
    for (const value of Object.values(body)) {
      const id = (value as { _id?: unknown } | null)?._id;
      if (typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id) && !known.ids.includes(id))
        known.ids.push(id);
    }
  } catch {}
}

const ID_PATTERN = '^[A-Za-z0-9_-]+$';
const PASSWORD_LOOKAHEAD = '(?=';

/** Text a person might type, Indian scripts and emoji included, without the characters the schemas refuse. */
const humanText = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 30 }),
  fc.constantFrom('Priya Sharma', 'नमस्ते दुनिया', 'മലയാളം', 'বাংলা ক্লাস', 'Learn 📚 fast', 'A'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
);

function stringArb(schema: unknown, known: KnownIds): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  let min = 0;
  let max = 200;
  const patterns: RegExp[] = [];
  let format: string | undefined = def.format;
  for (const check of def.checks ?? []) {
    const c = defOf(check);
    if (c.check === 'min_length') min = c.minimum;
    else if (c.check === 'max_length') max = c.maximum;
    else if (c.check === 'string_format') {
      if (c.format === 'regex') patterns.push(c.pattern);
      else format = c.format;
    }
  }
  const cap = Math.min(max, Math.max(min, 40));
  let base: fc.Arbitrary<string>;
  // The text rules' character patterns (a negated class, whole characters only) hold for humanText already.
  const special = patterns.find((p) => !p.source.startsWith('^[^') && p.source !== WELL_FORMED_TEXT.source);
  if (format === 'email') {
    base = fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}$/), fc.constantFrom('test.academy', 'example.in'))
      .map(([local, domain]) => `fuzz.${local.replace(/\.+$/, '')}@${domain}`);
  } else if (format === 'datetime') {
    base = fc
      .date({ min: new Date('2024-01-01'), max: new Date('2032-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  } else if (format === 'date') {
    base = fc
      .date({ min: new Date('2024-01-01'), max: new Date('2032-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  } else if (special?.source.includes(PASSWORD_LOOKAHEAD)) {
    base = fc
      .tuple(fc.stringMatching(/^[a-z]{3,8}$/), fc.stringMatching(/^[A-Z]{1,4}$/), fc.nat(9999))
      .map(([lower, upper, n]) => `${upper}${lower}@${n}`);
  } else if (special?.source === ID_PATTERN) {
    base = known.ids.length
      ? fc.oneof(
          { weight: 1, arbitrary: fc.constantFrom(...known.ids) },
          { weight: 2, arbitrary: fc.stringMatching(/^[0-9A-Z]{26}$/) },
          { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) },
        )
      : fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
  } else if (special) {
    base = fc
      .stringMatching(new RegExp(special.source, special.flags.replace('i', '')))
      .filter((s) => s.length >= min && s.length <= max);
  } else {
    base = fc.oneof(
      {
        weight: 6,
        arbitrary: humanText.map((s) => (s.length >= min ? s.slice(0, cap) : s.padEnd(min, 'x'))),
      },
      // The longest text the schema takes, in a script of 3 UTF-8 bytes a character: the most bytes a valid
      // value can put in an item or a key.
      { weight: 1, arbitrary: fc.constantFrom('अ', 'ക', '€').map((c) => c.repeat(Math.min(max, 100_000))) },
    );
  }
  // A value the generator cannot make (a refinement it does not know) is replaced by the first of these
  // the schema takes, so generation never loops; with none, the string is left as is (then the request is a
  // refused one, which is fuzzing too).
  const valid = (v: unknown) => (schema as z.ZodType).safeParse(v).success;
  const fallback = ['', 'https://example.com/fuzz', '/media/fuzz.mp4', 'x'.repeat(Math.max(min, 1))].find(
    valid,
  );
  return base.map((v) => (valid(v) || fallback === undefined ? v : fallback));
}

function numberArb(schema: unknown): fc.Arbitrary<number> {
  const def = defOf(schema);
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const check of def.checks ?? []) {
    const c = defOf(check);
    if (c.check === 'greater_than') min = Math.max(min, c.inclusive ? c.value : c.value + 1);
    else if (c.check === 'less_than') max = Math.min(max, c.inclusive ? c.value : c.value - 1);
    else if (c.check === 'number_format') integer ||= /int/.test(c.format);
  }
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A valid value of `schema` (after JSON: undefined fields drop out). */
export function validArb(schema: unknown, known: KnownIds = { ids: [] }): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const valid = (value: unknown) => (schema as z.ZodType).safeParse(value).success;
  switch (def.type) {
    case 'string':
      return stringArb(schema, known);
    case 'number':
      return numberArb(schema);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'default':
      return fc.option(validArb(def.innerType, known), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(validArb(def.innerType, known), { nil: null, freq: 3 });
    case 'array': {
      const maxCheck = (def.checks ?? []).map(defOf).find((c: Def) => c.check === 'max_length');
      return fc.array(validArb(def.element, known), { maxLength: Math.min(maxCheck?.maximum ?? 5, 5) });
    }
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => validArb(o, known)));
    case 'pipe':
      // Generate from either side (an email is a trimmed string piped into z.email()), keep what the whole takes.
      return fc.oneof(validArb(def.in, known), validArb(def.out, known)).filter(valid);
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return fc
        .record(
          Object.fromEntries(
            // A valid cursor is one the server handed out; forged ones are a mutation.
            Object.entries(shape).map(([k, v]) => [
              k,
              k === 'cursor' ? fc.constant(undefined) : validArb(v, known),
            ]),
          ),
        )
        .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)))
        .filter(valid);
    }
    default:
      throw new Error(`validArb: zod type ${def.type} is not mapped; add it to test/support/fuzz.ts`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------------------------------------------

const MEGABYTE = 'A'.repeat(1024 * 1024);

/** Hostile strings: unicode edge cases, markup, injection, number-ish and empty text. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  '\u200F\u200E',
  '👩🏽‍💻🇮🇳',
  '𝕏'.repeat(70),
  'नमस्ते',
  '\uFEFF',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as is
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x1F',
  '9007199254740993',
  '99999999999999999999999',
  'USER#someone',
  'a'.repeat(2049),
  '\r\n\r\nX-Injected: 1',
];

/** Values of the wrong type, huge numbers and deep or odd structures. */
const NASTY_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -1e308,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  [],
  [1, 'a', null],
  {},
  { $gt: '' },
  { __proto__: { isAdmin: true } },
  [[[[[[[[[[[]]]]]]]]]]],
];

/** A 1 MB string, rarely (it costs a megabyte on the wire). */
const nastyString = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 5, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constant(MEGABYTE) },
);
const nastyValue = fc.oneof(
  { weight: 3, arbitrary: nastyString as fc.Arbitrary<unknown> },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_VALUES) },
);

/** Forged or garbled pagination cursors (base64url JSON of a key, as functions/src/lib/db.ts encodes them). */
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const cursorArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'garbage',
    '!!!',
    '%%%',
    '',
    '====',
    b64(null),
    b64([]),
    b64('PK'),
    b64(42),
    b64({}),
    b64({ PK: 'USER#x' }),
    b64({ PK: 'USER#x', SK: 'PROFILE' }),
    b64({ PK: 'COURSE#x', SK: 'META', GSI1PK: 'COURSES', GSI1SK: 'x' }),
    b64({ PK: 1, SK: true }),
    b64({ PK: '', SK: '' }),
    b64({ PK: { S: 'x' }, SK: { S: 'y' } }),
    b64({ PK: 'x'.repeat(1500), SK: 'y' }),
    b64({ GSI1PK: 'USERS', GSI1SK: 'z', PK: 'USER#z', SK: 'PROFILE' }),
    b64({ GSI2PK: 'x', GSI2SK: 'y', PK: 'a', SK: 'b', extra: 'c' }),
    Buffer.from('{"PK":').toString('base64url'),
    'eyJQSyI6IlVTRVIjeCJ9'.repeat(200),
  ),
  fc
    .dictionary(
      fc.constantFrom('PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'x'),
      nastyValue,
      { maxKeys: 5 },
    )
    .filter((o) => JSON.stringify(o).length < 4000)
    .map(b64),
);

/** Text that is not the JSON the body should be. */
const MALFORMED_JSON: readonly string[] = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  'undefined',
  '"just a string"',
  '123',
  'null',
  '[]',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `{"a":${'1'.repeat(400)}}`,
  '\u0000',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/xml',
  '',
];

/** Fields a client might add hoping the server stores them. */
const EXTRA_KEYS = ['role', 'isActive', 'PK', 'SK', 'id', '_id', 'userId', 'instructorId', '__proto__', 'x'];

export type Mutation =
  | { kind: 'none' }
  | { kind: 'body-field'; index: number; value: unknown }
  | { kind: 'body-drop'; index: number }
  | { kind: 'body-extra'; key: string; value: unknown }
  | { kind: 'body-replace'; value: unknown }
  | { kind: 'body-raw'; text: string }
  | { kind: 'content-type'; type: string }
  | { kind: 'query-value'; index: number; value: string }
  | { kind: 'query-extra'; key: string; value: string }
  | { kind: 'query-repeat'; index: number }
  | { kind: 'cursor'; cursor: string }
  | { kind: 'param'; index: number; value: string; raw: boolean }
  | { kind: 'header'; name: 'authorization' | 'x-correlation-id'; value: string };

function mutationArb(route: RouteDef): fc.Arbitrary<Mutation> {
  const options: fc.WeightedArbitrary<Mutation>[] = [{ weight: 1, arbitrary: fc.constant({ kind: 'none' }) }];
  const index = fc.nat(50);
  if (route.body) {
    options.push(
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('body-field'), index, value: nastyValue }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('body-drop'), index }) },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('body-extra'),
          key: fc.constantFrom(...EXTRA_KEYS),
          value: nastyValue,
        }),
      },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('body-replace'), value: nastyValue }) },
      {
        weight: 2,
        arbitrary: fc.record({ kind: fc.constant('body-raw'), text: fc.constantFrom(...MALFORMED_JSON) }),
      },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant('content-type'), type: fc.constantFrom(...CONTENT_TYPES) }),
      },
    );
  }
  if (route.query) {
    const keys = Object.keys(defOf(route.query).shape ?? {});
    options.push(
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('query-value'), index, value: nastyString }) },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('query-extra'),
          key: fc.constantFrom('x', '__proto__', 'constructor', 'limit[]', ''),
          value: nastyString,
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('query-repeat'), index }) },
    );
    if (keys.includes('cursor'))
      options.push({ weight: 4, arbitrary: fc.record({ kind: fc.constant('cursor'), cursor: cursorArb }) });
  }
  if (route.params) {
    options.push({
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('param'),
        index,
        value: fc.oneof(
          nastyString,
          fc.constantFrom('a/b', '..', '.', '../..', '%2F', '%2e%2e', 'a%00b', 'a?b=c', 'a#b', 'a;b', '~'),
        ),
        raw: fc.boolean(),
      }),
    });
  }
  // A garbled or forged bearer token (an `optional` route verifies it in the handler) and an odd correlation id
  // (echoed in a response header).
  options.push({
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('header'),
      name: fc.constantFrom('authorization' as const, 'x-correlation-id' as const),
      value: fc.constantFrom(
        'Bearer ',
        'Bearer x',
        'Bearer a.b.c',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
        'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
        `Bearer ${'A'.repeat(8000)}`,
        'Basic dXNlcjpwYXNz',
        'bearer  spaced',
        'é\u00ff',
        'x'.repeat(8000),
      ),
    }),
  });
  return fc.oneof(...options);
}

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

export type Caller = 'anonymous' | 'student' | 'instructor' | 'admin';

export interface FuzzRequest {
  routeId: string;
  caller: Caller;
  mutation: Mutation;
  method: string;
  /** Path and query as sent. */
  target: string;
  contentType?: string;
  body?: string;
  /** A header set (or replaced) by the mutation. */
  header?: { name: string; value: string };
  /**
   * What the handler's wrapper will see and must refuse with a 400 (computed with the route's own schemas), or
   * false when the mutated input is still valid or the path no longer reaches this route as is.
   */
  refusedByValidation: boolean;
}

const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Leaves (and containers) of a JSON value, as paths. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...pathsOf(v, [...prefix, i])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
  return [];
}

function setAt(root: unknown, at: (string | number)[], value: unknown, drop = false): void {
  let node = root as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at.at(-1)!;
  if (drop) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
}

/** The query object the handler sees: the gateway joins a repeated name's values with commas (payload 2.0). */
function queryAsHandlerSees(pairs: [string, string][]): Record<string, string> {
  const joined = new Map<string, string>();
  for (const [k, v] of pairs) joined.set(k, joined.has(k) ? `${joined.get(k)},${v}` : v);
  return Object.fromEntries(joined);
}

/** A string anywhere in the value holds a lone UTF-16 surrogate. */
const holdsBrokenText = (value: unknown): boolean =>
  typeof value === 'string'
    ? wellFormed(value) !== value
    : Boolean(value) && typeof value === 'object' && Object.values(value as object).some(holdsBrokenText);

/** The schema takes the value, and what it makes of it has no lone surrogate (the handler's wrapper refuses it). */
const parsesAs = (schema: unknown, value: unknown) => {
  if (!schema) return true;
  const result = (schema as z.ZodType).safeParse(value);
  return result.success && !holdsBrokenText(result.data);
};

function build(
  route: RouteDef,
  caller: Caller,
  valid: { params: Record<string, string>; query: Record<string, unknown>; body: unknown },
  mutation: Mutation,
): FuzzRequest {
  const params = { ...valid.params };
  const queryPairs: [string, string][] = Object.entries(valid.query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, String(v)]);
  let body: unknown = structuredClone(valid.body);
  let rawBody: string | undefined;
  let contentType: string | undefined = route.body ? 'application/json' : undefined;
  let rawParam: { name: string; value: string } | undefined;
  const bodyPaths = pathsOf(body);
  switch (mutation.kind) {
    case 'body-field':
      if (bodyPaths.length) setAt(body, bodyPaths[mutation.index % bodyPaths.length]!, mutation.value);
      else body = { x: mutation.value };
      break;
    case 'body-drop':
      if (bodyPaths.length) setAt(body, bodyPaths[mutation.index % bodyPaths.length]!, undefined, true);
      break;
    case 'body-extra':
      if (body && typeof body === 'object')
        Object.defineProperty(body, mutation.key, { value: mutation.value, enumerable: true });
      break;
    case 'body-replace':
      body = mutation.value;
      break;
    case 'body-raw':
      rawBody = mutation.text;
      break;
    case 'content-type':
      contentType = mutation.type || undefined;
      break;
    case 'query-value':
      if (queryPairs.length) queryPairs[mutation.index % queryPairs.length]![1] = mutation.value;
      else queryPairs.push(['limit', mutation.value]);
      break;
    case 'query-extra':
      queryPairs.push([mutation.key, mutation.value]);
      break;
    case 'query-repeat':
      if (queryPairs.length) queryPairs.push(queryPairs[mutation.index % queryPairs.length]!);
      break;
    case 'cursor':
      queryPairs.push(['cursor', mutation.cursor]);
      break;
    case 'param': {
      const names = Object.keys(params);
      const name = names[mutation.index % names.length]!;
      if (mutation.raw) rawParam = { name, value: mutation.value };
      else params[name] = wellFormed(mutation.value);
      break;
    }
  }
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    rawParam?.name === name ? rawParam.value : encodeURIComponent(params[name] ?? ''),
  );
  // A URL carries no lone surrogate: it is sent (and so seen by the handler) as U+FFFD.
  for (const pair of queryPairs) pair[1] = wellFormed(pair[1]);
  const search = new URLSearchParams(queryPairs).toString();
  const target = search ? `${path}?${search}` : path;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const text = hasBody ? (rawBody ?? (route.body ? JSON.stringify(body) : undefined)) : undefined;

  // The handler's view, as the gateway builds it: decoded params (when the path still reaches this route
  // with one segment per parameter), the joined query, the body parsed as JSON (empty means {}).
  let refused = false;
  const reachesRoute =
    !rawParam &&
    target.length < 8000 &&
    Object.values(params).every((v) => v !== '' && v !== '.' && v !== '..') &&
    routeFor(route.method, new URL(target, 'http://x').pathname)?.id === route.id;
  const ownToken = !(mutation.kind === 'header' && mutation.name === 'authorization');
  const allowed =
    route.access === 'public' || route.access === 'optional' || (caller !== 'anonymous' && ownToken);
  if (reachesRoute && allowed) {
    let parsedBody: unknown;
    let bodyOk = true;
    if (route.body) {
      const raw = text ?? '';
      if (raw.trim() === '') parsedBody = {};
      else {
        try {
          parsedBody = JSON.parse(raw);
        } catch {
          bodyOk = false;
        }
      }
    }
    refused =
      !parsesAs(route.params, params) ||
      !parsesAs(route.query, queryAsHandlerSees(queryPairs)) ||
      !bodyOk ||
      (route.body !== undefined && !parsesAs(route.body, parsedBody));
  }
  return {
    routeId: route.id,
    caller,
    mutation,
    method: route.method,
    target,
    contentType: text === undefined ? undefined : contentType,
    body: text,
    header: mutation.kind === 'header' ? { name: mutation.name, value: mutation.value } : undefined,
    refusedByValidation: refused,
  };
}

// As API Gateway (and the local gateway): static segments outrank parameters.
const templates = routeList
  .map((route) => ({
    route,
    pattern: new RegExp(`^${route.path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
    params: (route.path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);
export const routeFor = (method: string, path: string) =>
  templates.find((t) => t.route.method === method && t.pattern.test(path))?.route;

/**
 * The routes in the order to fuzz them: deletions last, so the entity the fuzz callers own (its id is among the
 * generated ids) is there for the other routes to reach.
 */
export const fuzzOrder = (routes: readonly RouteDef[]): RouteDef[] =>
  [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

/** Who may call a route: anonymous always (it must be refused when not public), then each allowed role. */
export function callersOf(route: RouteDef): Caller[] {
  if (route.access === 'public') return ['anonymous'];
  if (route.access === 'optional') return ['anonymous', 'student', 'instructor', 'admin'];
  return ['anonymous', ...route.access];
}

/** Fuzzed requests for one route: valid values from its schemas, then one mutation (or none). */
export function requestArb(route: RouteDef, known: KnownIds): fc.Arbitrary<FuzzRequest> {
  const part = (schema: unknown) => (schema ? validArb(schema, known) : fc.constant({}));
  const callers = callersOf(route);
  const caller =
    callers.length === 1
      ? fc.constant(callers[0]!)
      : fc.oneof(
          { weight: 1, arbitrary: fc.constant('anonymous' as Caller) },
          { weight: 5, arbitrary: fc.constantFrom(...callers.filter((c) => c !== 'anonymous')) },
        );
  return fc
    .record({
      caller,
      params: part(route.params) as fc.Arbitrary<Record<string, string>>,
      query: part(route.query) as fc.Arbitrary<Record<string, unknown>>,
      body: route.body ? validArb(route.body, known) : fc.constant(undefined),
      mutation: mutationArb(route),
    })
    .map(({ caller, mutation, ...valid }) => build(route, caller, valid, mutation));
}

// ---------------------------------------------------------------------------------------------------------------
// Sending and checking
// ---------------------------------------------------------------------------------------------------------------

/** An answer slower than this is a failure (a hung handler), not a wait. */
const ANSWER_TIMEOUT_MS = 20_000;

export interface FuzzAnswer {
  status: number;
  contentType: string;
  text: string;
}

export async function send(
  apiUrl: string,
  request: FuzzRequest,
  tokens: Partial<Record<Caller, string>>,
): Promise<FuzzAnswer> {
  const headers: Record<string, string> = {};
  const token = tokens[request.caller];
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  if (request.header) headers[request.header.name] = request.header.value;
  const res = await fetch(`${apiUrl}${request.target}`, {
    method: request.method,
    headers,
    body: request.body,
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  }).catch((error: Error) => {
    throw new Error(`${request.method} ${request.target.slice(0, 200)}: no answer (${error.message})`);
  });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** What must never reach a client: stack frames, source paths, AWS error names, runtime error names. */
export const LEAKS: readonly RegExp[] = [
  /ValidationException/,
  /ConditionalCheckFailed/,
  /TransactionCanceled/,
  /ResourceNotFound/,
  /ProvisionedThroughput/,
  /SerializationException/,
  /ScanRefusedInTests/,
  /\bat \//,
  /\.ts:\d/,
  /\.js:\d/,
  /node_modules/,
  /file:\/\//,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError)\b/,
  /Cannot read propert/,
];

/**
 * Items a refused request must not change: those that mention its caller, except the caller's notifications,
 * which other callers' accepted requests write (a new support ticket notifies every active admin), and the mails
 * of those notifications (the stream consumer's sent-mail markers, a chat's pending mail), written after them.
 */
const notificationItem = (key: string) => / (NOTIF|EMAILSENT#notification#|CHATEMAIL#)/.test(key);

/** Everything wrong with one answer; empty when it keeps every invariant. */
export function problemsOf(request: FuzzRequest, answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (answer.status >= 400) {
    let message: unknown;
    try {
      message = (JSON.parse(answer.text) as { message?: unknown }).message;
    } catch {
      problems.push(`a ${answer.status} whose body is not JSON`);
    }
    if (!/application\/json/.test(answer.contentType))
      problems.push(`a ${answer.status} answered as ${answer.contentType || 'no content type'}`);
    if (typeof message !== 'string' || message === '')
      problems.push(`a ${answer.status} without a string message`);
  }
  const sent = `${decodeSafe(request.target)}\n${request.body ?? ''}`;
  for (const leak of LEAKS) {
    // The client's own text echoed back (a name it saved) is not a leak.
    const found = leak.exec(answer.text)?.[0];
    if (found && !sent.includes(found)) problems.push(`the body leaks ${JSON.stringify(found)}`);
  }
  if (request.refusedByValidation && answer.status !== 400)
    problems.push(`input the route's schemas refuse answered ${answer.status}, not 400`);
  return problems;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** One request and what was wrong with its answer, for a report. */
export interface FuzzFailure {
  routeId: string;
  request: FuzzRequest;
  status: number;
  body: string;
  problems: string[];
}

export interface FuzzContext {
  apiUrl: string;
  /** Callers of each role used for requests whose input is still valid (they may store things). */
  writers: Partial<Record<Caller, string>>;
  /** Callers used only for requests the schemas refuse: nothing referring to them may change. */
  refusers: Partial<Record<Caller, string>>;
  known: KnownIds;
  /** Extra checks of an answer (the integration test checks it against the OpenAPI document). */
  extraProblems?: (request: FuzzRequest, answer: FuzzAnswer) => Promise<string[]>;
}

export interface RouteFuzzResult {
  routeId: string;
  /** Cases asked for (fewer for a route without inputs). */
  planned: number;
  /** Cases that kept every invariant. */
  runs: number;
  statuses: Record<number, number>;
  refused: number;
  failure?: FuzzFailure;
  /** fast-check's report (seed, path, shrunk counterexample) when the property failed. */
  report?: string;
}

/** Runs `numRuns` fuzzed requests against one route; the first failure is shrunk and reported. */
export async function fuzzRoute(
  route: RouteDef,
  context: FuzzContext,
  options: { seed: number; numRuns: number },
): Promise<RouteFuzzResult> {
  const statuses: Record<number, number> = {};
  let refused = 0;
  let runs = 0;
  let failure: FuzzFailure | undefined;
  const property = fc.asyncProperty(requestArb(route, context.known), async (request) => {
    const tokens = request.refusedByValidation ? context.refusers : context.writers;
    const answer = await send(context.apiUrl, request, tokens);
    const problems = [
      ...problemsOf(request, answer),
      ...((await context.extraProblems?.(request, answer)) ?? []),
    ];
    harvestIds(request, answer, context.known);
    if (problems.length > 0) {
      failure = {
        routeId: route.id,
        request,
        status: answer.status,
        body: answer.text.slice(0, 500),
        problems,
      };
      return false;
    }
    runs++;
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (request.refusedByValidation) refused++;
    return true;
  });
  // A route without params, query or body varies only by caller: a few cases say all there is.
  const planned =
    route.params || route.query || route.body
      ? options.numRuns
      : Math.min(options.numRuns, 2 * callersOf(route).length);
  const details = await fc.check(property, { seed: options.seed, numRuns: planned });
  return {
    routeId: route.id,
    planned,
    runs,
    statuses,
    refused,
    failure: details.failed ? failure : undefined,
    report: details.failed ? fc.defaultReportMessage(details) : undefined,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The callers, and what refers to them in the table
// ---------------------------------------------------------------------------------------------------------------

const PASSWORD = 'Demo@12345';

async function call(apiUrl: string, path: string, init: { method?: string; token?: string; body?: unknown }) {
  const res = await fetch(`${apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as any;
  if (res.status >= 300)
    throw new Error(`fuzz setup: ${init.method ?? 'GET'} ${path} ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export interface FuzzUsers {
  writers: Partial<Record<Caller, string>>;
  refusers: Partial<Record<Caller, string>>;
  /** The refusers' user ids: the table's items that mention them must not change. */
  refuserIds: string[];
  known: KnownIds;
}

/**
 * Fresh users of each role (the demo users' data stays as other tests expect it): one set for requests the
 * schemas take, one for requests they refuse; and a course with modules of the writing instructor, whose ids
 * are mixed into generated ids so that some requests reach a real entity.
 */
export async function prepareFuzzUsers(apiUrl: string): Promise<FuzzUsers> {
  const tag = Math.random().toString(36).slice(2, 8);
  // Through the two-step verification the API asks of admins (test/support/mfa.ts computes the codes).
  const signIn = (email: string) =>
    signInSteps(
      (path, body) => call(apiUrl, path, { method: 'POST', body }).then((b) => ({ status: 200, body: b })),
      email,
      PASSWORD,
    ).then((r) => r.body);
  const admin = await signIn('admin@demo.academy');
  const user = async (role: 'student' | 'instructor' | 'admin', kind: string) => {
    const email = `fuzz-${kind}-${role}-${tag}@test.academy`;
    const body = { name: `Fuzz ${kind} ${role}`, email, password: PASSWORD, confirmPassword: PASSWORD, role };
    // Only students may register themselves; an admin creates instructors and admins.
    if (role !== 'student') await call(apiUrl, '/api/users', { method: 'POST', token: admin.token, body });
    else
      await call(apiUrl, '/api/auth/register', {
        method: 'POST',
        body: { ...body, dateOfBirth: '1995-06-15', consent: { noticeVersion: PRIVACY_NOTICE_VERSION } },
      });
    const session = await signIn(email);
    return { token: session.token as string, id: session.user.id as string };
  };
  const roles = ['student', 'instructor', 'admin'] as const;
  const writers: Partial<Record<Caller, string>> = {};
  const refusers: Partial<Record<Caller, string>> = {};
  const refuserIds: string[] = [];
  for (const role of roles) {
    writers[role] = (await user(role, 'w')).token;
    const refuser = await user(role, 'r');
    refusers[role] = refuser.token;
    refuserIds.push(refuser.id);
  }
  const { course } = await call(apiUrl, '/api/courses', {
    method: 'POST',
    token: writers.instructor,
    body: {
      title: `Fuzz course ${tag}`,
      description: 'A course the fuzz run owns.',
      category: Category.options[0],
      price: 0,
      isPublished: true,
    },
  });
  const { module } = await call(apiUrl, `/api/courses/${course._id}/modules`, {
    method: 'POST',
    token: writers.instructor,
    body: { title: 'Fuzz module', duration: 10, order: 1 },
  });
  const ids: string[] = [course._id, module._id];
  return { writers, refusers, refuserIds, known: { ids } };
}

/**
 * Every item of the table that mentions one of `ids` (any attribute), keyed by its primary key, but for
 * notifications. A Scan from the test's own client: no request path.
 */
export async function itemsMentioning(
  client: DynamoDBDocumentClient,
  tableName: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item);
      const key = `${item.PK} ${item.SK}`;
      if (ids.some((id) => text.includes(id)) && !notificationItem(key)) found.set(key, text);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/** Items added, removed or changed between two snapshots. */
export function changedItems(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k));
}
