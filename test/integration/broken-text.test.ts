import { brokenTextMessage, type RouteDef, routeList } from '@academy/shared';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { answerProblems } from '../support/api';
import { testDb } from '../support/db';
import {
  type Caller,
  changedItems,
  type FuzzUsers,
  itemsMentioning,
  prepareFuzzUsers,
  validArb,
} from '../support/fuzz';

/**
 * Lone UTF-16 surrogates (`"\ud800"` in JSON) in every text field of every route that takes a body. JSON can
 * carry them, JavaScript strings hold them, but no UTF-8 reader can: stored, one of them made the admin's whole
 * ticket list unreadable to strict JSON parsers. Each such request is refused with 400 and a message that names
 * the field, nothing is stored (the callers' items are the same after the run), and no answer carries one.
 */
const SEED = 33_002;
/** Valid bodies drawn per route; together they reach every optional text field of the route table. */
const SAMPLES = 300;

type Def = Record<string, any>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
type Path = (string | number)[];
/** A field's place in a schema: array elements as `*`. */
const shapeOf = (path: Path) => path.map((p) => (typeof p === 'number' ? '*' : p)).join('.');

/** The places of a schema's string fields (array elements as `*`), read from the zod definition. */
function textFields(schema: unknown, at: string[] = [], found = new Set<string>()): Set<string> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      found.add(at.join('.'));
      break;
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
        textFields(value, [...at, key], found);
      break;
    case 'optional':
    case 'default':
    case 'nullable':
      textFields(def.innerType, at, found);
      break;
    case 'array':
      textFields(def.element, [...at, '*'], found);
      break;
    case 'union':
      for (const option of def.options as unknown[]) textFields(option, at, found);
      break;
    case 'pipe':
      textFields(def.in, at, found);
      break;
    case 'number':
    case 'boolean':
    case 'enum':
    case 'literal':
      break;
    default:
      throw new Error(`textFields: zod type ${def.type} is not mapped`);
  }
  return found;
}

/** Every string leaf of a JSON value, with its path. */
function stringLeaves(value: unknown, at: Path = []): Path[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...at, k]));
  return [];
}

function withValue(root: unknown, at: Path, replace: (text: string) => string): unknown {
  const copy = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at.at(-1)!;
  node[last] = replace(String(node[last]));
  return copy;
}

/**
 * The same text with a lone high surrogate for its first code unit, at the same length (so no length rule
 * refuses it). Where the text began with a pair (an emoji), its low half goes too: next to the new high one it
 * would make a valid pair again.
 */
const LONE = '\uD800';
const isLowSurrogate = (unit: string | undefined) => unit !== undefined && /[\uDC00-\uDFFF]/.test(unit);
const broken = (text: string) => {
  if (text.length <= 1) return LONE;
  return isLowSurrogate(text[1]) ? `${LONE}x${text.slice(2)}` : `${LONE}${text.slice(1)}`;
};
/** A lone surrogate as JSON writes it (`\ud800` not followed by a low one, or a low one on its own). */
const LONE_ESCAPE =
  /\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f][0-9a-f]{2})|(?<!\\ud[89ab][0-9a-f]{2})\\ud[c-f][0-9a-f]{2}/i;

/** Values a generator cannot make from a rule it does not know (a link on one site). */
const EXAMPLES = ['https://www.linkedin.com/in/fuzz', 'https://x.com/fuzz', 'https://twitter.com/fuzz'];

/** A caller the route lets through to validation: validation comes before any ownership check. */
function callerFor(route: RouteDef): Caller {
  if (route.access === 'public' || route.access === 'optional') return 'anonymous';
  return route.access.includes('student') ? 'student' : (route.access[0] as Caller);
}

/** For each text field of the route's body, a valid body that has it, and the field's path in that body. */
function casesOf(route: RouteDef, users: FuzzUsers): { field: string; body: unknown; path: Path }[] {
  const bodies = fc.sample(validArb(route.body, users.known), { seed: SEED, numRuns: SAMPLES });
  const cases = new Map<string, { field: string; body: unknown; path: Path }>();
  for (const body of bodies)
    for (const path of stringLeaves(body)) {
      const field = shapeOf(path);
      if (!cases.has(field)) cases.set(field, { field, body, path });
    }
  // A field the generator leaves out (an optional one a refinement ties to another, as confirmPassword to
  // password; one deep in optional objects) gets a valid value of its own schema or another field's value, in
  // a sample where the schema then takes the body.
  for (const field of textFields(route.body)) {
    if (cases.has(field) || field.includes('*')) continue;
    const path = field.split('.');
    const own = [
      ...fc.sample(validArb(schemaAt(route.body, path), users.known), { seed: SEED, numRuns: 20 }),
      ...EXAMPLES,
    ];
    const found = bodies
      .flatMap((body) =>
        [...own, ...stringLeaves(body).map((from) => readAt(body, from))].map((v) => ({ body, v })),
      )
      .map(({ body, v }) => withField(body, path, v))
      .find((body) => body !== undefined && route.body!.safeParse(body).success);
    if (found) cases.set(field, { field, body: found, path });
  }
  return [...cases.values()];
}

/** The schema of the field at `path` (array indices step into the element). */
function schemaAt(schema: unknown, path: Path): unknown {
  if (path.length === 0) return schema;
  const def = defOf(schema);
  if (['optional', 'default', 'nullable'].includes(def.type)) return schemaAt(def.innerType, path);
  if (def.type === 'pipe') return schemaAt(def.in, path);
  if (def.type === 'object') return schemaAt((def.shape as Record<string, unknown>)[path[0]!], path.slice(1));
  if (def.type === 'array' && typeof path[0] === 'number') return schemaAt(def.element, path.slice(1));
  if (def.type === 'union')
    for (const option of def.options as unknown[]) {
      try {
        return schemaAt(option, path);
      } catch {}
    }
  throw new Error(`schemaAt: no field ${path.join('.')} in a ${def.type}`);
}

function readAt(root: unknown, at: Path): unknown {
  return at.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined,
    root,
  );
}

/** The body with `value` set at `path`, making the objects on the way where they are missing. */
function withField(root: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === undefined) node[key] = {};
    if (!node[key] || typeof node[key] !== 'object') return undefined;
    node = node[key] as Record<string | number, unknown>;
  }
  node[path.at(-1)!] = value;
  return copy;
}

const routesWithText = routeList.filter((route) => route.body && textFields(route.body).size > 0);

describe('a lone UTF-16 surrogate in any text field', () => {
  let users: FuzzUsers;
  let before: Map<string, string>;

  beforeAll(async () => {
    users = await prepareFuzzUsers(inject('apiUrl'));
    before = await itemsMentioning(testDb(), 'academy', users.refuserIds);
  });

  it('reaches every text field of every route that takes a body', () => {
    // The samples must cover every string field the schemas declare, or the test below would skip some.
    const missed = routesWithText.flatMap((route) => {
      const covered = new Set(casesOf(route, users).map((c) => c.field));
      return [...textFields(route.body)].filter((f) => !covered.has(f)).map((f) => `${route.id}: ${f}`);
    });
    expect(missed.join('\n')).toBe('');
    expect(routesWithText.length).toBeGreaterThan(20);
  });

  it.each(routesWithText.map((route) => [route.id, route] as const))(
    '%s answers 400 naming the field, and stores nothing',
    async (_, route) => {
      const caller = callerFor(route);
      const token = users.refusers[caller];
      const problems: string[] = [];
      for (const { field, body, path } of casesOf(route, users)) {
        // Arrange: a valid body but for one field, which carries a lone surrogate
        const sent = withValue(body, path, broken);
        // Each path parameter well formed (an id; a caption language a code), so only the body's field is at fault.
        const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'language' ? 'en' : users.known.ids[0]!,
        );

        // Act
        const res = await fetch(`${inject('apiUrl')}${url}`, {
          method: route.method,
          headers: {
            'content-type': 'application/json',
            ...(token && caller !== 'anonymous' ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(sent),
        });
        const text = await res.text();

        // Assert: refused as bad input, with a message, and nothing broken in the answer itself
        const answer = JSON.parse(text) as { message?: unknown };
        if (res.status !== 400)
          problems.push(`${field}: answered ${res.status} to ${JSON.stringify(sent).slice(0, 300)}`);
        else if (typeof answer.message !== 'string' || answer.message === '')
          problems.push(`${field}: 400 without a message`);
        // The message names the field, as `tags.2: …`, and says what is wrong: what the route's rules say of the
        // broken text (an id's or an email's pattern, 'Passwords do not match', or the text rules' 'Title contains
        // an invalid character (an unpaired UTF-16 surrogate)'), or, where the rules take it, the wrapper's
        // 'Text contains …'.
        const rules = route.body!.safeParse(sent);
        const issue = rules.error?.issues[0];
        const expected = issue
          ? `${issue.path.join('.')}: ${issue.message}`
          : `${path.join('.')}: ${brokenTextMessage('Text')}`;
        if (issue && issue.path.join('.') !== path.join('.'))
          problems.push(`${field}: the rules name ${issue.path.join('.')}, not the field`);
        if (res.status === 400 && answer.message !== expected)
          problems.push(`${field}: the message is ${String(answer.message)}, not ${expected}`);
        if (LONE_ESCAPE.test(text)) problems.push(`${field}: the answer carries a lone surrogate`);
        problems.push(
          ...(
            await answerProblems({
              method: route.method,
              path: url,
              route: { id: route.id, path: route.path },
              status: res.status,
              contentType: res.headers.get('content-type') ?? '',
              body: answer,
            })
          ).map((p) => `${field}: ${p}`),
        );
      }
      expect(problems).toEqual([]);
    },
  );

  it('stored nothing for any of them', async () => {
    const after = await itemsMentioning(testDb(), 'academy', users.refuserIds);
    expect(changedItems(before, after)).toEqual([]);
  });
});
