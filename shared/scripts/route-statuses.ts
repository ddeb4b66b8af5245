/**
 * What each route's function can answer, read from its code: every status it returns itself and every
 * `HttpError` it can throw, with the message when the code spells it out. The answer is an over-approximation
 * (a function reached by the handler may throw), never an under-approximation: anything the reader cannot
 * make sense of stops it with an error instead of being left out.
 *
 * How: esbuild bundles each handler with the packages left out and tree-shaking on, so the bundle holds exactly
 * the project functions the handler can reach, each under a `// functions/src/<file>.ts` marker. In it, every
 * `new X(...)` of a class that descends from `HttpError` (functions/src/lib/errors.ts, or a domain subclass
 * wherever it is declared) is evaluated through the constructors' `super(...)` calls to its status and message.
 * The wrapper (functions/src/lib/http.ts) is in every bundle; its throws count only where they can happen:
 * caller checks on routes that need a role, validation on routes with input. The SDK clients' 503
 * (functions/src/lib/clients.ts) counts on every route: before anything else the wrapper reads the origin secret
 * from Secrets Manager (lib/origin.ts; once a container), so even a route that uses no store answers 503 when that
 * read fails.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { RouteDef } from '../src/route';
import { isPublic } from '../src/route';

/** Per route: the statuses it answers with its response body, and per error status the messages it may carry. */
export interface RouteStatuses {
  returns: number[];
  /** `null`: a message computed at run time (a validation message, for one). */
  errors: Record<string, (string | null)[]>;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WRAPPER = 'functions/src/lib/http.ts';
const ERRORS = 'functions/src/lib/errors.ts';
/**
 * The composition of the wrapper with the users feature (functions/src/http.ts): its `loadAccount` is the caller
 * lookup the wrapper runs on every route but the public ones (`optional` routes look a token's account up too).
 */
const COMPOSITION = 'functions/src/http.ts';

/** Where a throw in the wrapper can happen, by the function it sits in; any other function: on every route. */
const WRAPPER_SCOPE: Record<string, (route: RouteDef) => boolean> = {
  // Caller checks run only where a role is needed (`optional` routes treat a bad token as anonymous).
  authorize: (route) => !isPublic(route),
  validate: (route) => Boolean(route.params || route.query || route.body),
  refuseBrokenText: (route) => Boolean(route.params || route.query || route.body),
  parseJson: (route) => Boolean(route.body),
};

type Value = string | number | null | undefined;

interface Section {
  file: string;
  start: number;
  end: number;
}

interface ClassInfo {
  name: string;
  /** The class it extends; undefined for a class that extends nothing (which cannot be an HttpError). */
  parent?: string;
  file: string;
  /** Constructor parameters with their default expressions; undefined when the class has no constructor. */
  params?: { name: string; fallback?: string }[];
  superArgs?: string[];
}

/** The index after the string, template, comment or regular expression at `i`; `i` when none starts there. */
function skipNonCode(text: string, i: number): number {
  const c = text[i];
  if (c === '"' || c === "'") return skipString(text, i);
  if (c === '`') return skipTemplate(text, i);
  if (c !== '/') return i;
  if (text[i + 1] === '*') {
    const end = text.indexOf('*/', i + 2);
    return end < 0 ? text.length : end + 2;
  }
  if (text[i + 1] === '/') {
    const end = text.indexOf('\n', i);
    return end < 0 ? text.length : end;
  }
  // A regular expression, not a division, where an operand is expected.
  const before = /\S?(?=\s*$)/.exec(text.slice(Math.max(0, i - 40), i))?.[0] ?? '';
  if (!/^$|[(,=:[!&|?{};+\-*%<>~^]/.test(before)) return i;
  let j = i + 1;
  let inClass = false;
  while (j < text.length && text[j] !== '\n') {
    if (text[j] === '\\') j++;
    else if (text[j] === '[') inClass = true;
    else if (text[j] === ']') inClass = false;
    else if (text[j] === '/' && !inClass) return j + 1;
    j++;
  }
  return i;
}

function skipString(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

function skipTemplate(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '`') {
    if (text[i] === '\\') i += 2;
    else if (text[i] === '$' && text[i + 1] === '{') i = readList(text, i + 1).end + 1;
    else i++;
  }
  return i + 1;
}

const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** Reads a bracketed list from `open` (the index of `(`, `[` or `{`): its top-level comma-separated parts and its end. */
function readList(text: string, open: number): { parts: string[]; end: number } {
  const stack: string[] = [CLOSING[text[open]!]!];
  const parts: string[] = [];
  let from = open + 1;
  let i = open + 1;
  while (i < text.length) {
    const next = skipNonCode(text, i);
    if (next !== i) {
      i = next;
      continue;
    }
    const c = text[i]!;
    if (c in CLOSING) stack.push(CLOSING[c]!);
    else if (c === ')' || c === ']' || c === '}') {
      if (c !== stack.at(-1)) throw new Error(`Unbalanced ${c} at ${i}: the reader cannot follow this code`);
      stack.pop();
      if (stack.length === 0) break;
    } else if (c === ',' && stack.length === 1) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
    i++;
  }
  const last = text.slice(from, i);
  if (last.trim() !== '' || parts.length > 0) parts.push(last);
  return { parts: parts.map((p) => p.trim()), end: i };
}

/** The index of the innermost bracket still open at `index`, reading from `from` (a statement's start). */
function enclosingOpener(text: string, from: number, index: number): number | undefined {
  const open: number[] = [];
  let i = from;
  while (i < index) {
    const next = skipNonCode(text, i);
    if (next !== i) {
      i = next;
      continue;
    }
    if (text[i]! in CLOSING) open.push(i);
    else if (text[i] === ')' || text[i] === ']' || text[i] === '}') open.pop();
    i++;
  }
  return open.at(-1);
}

/** Where the top-level statement around `index` starts (esbuild prints those at the line start). */
const TOP_LEVEL =
  /^(?:(?:async\s+)?function\*?\s+([\w$]+)|(?:var|let|const)\s+([\w$]+)|class\s|export\s|import\s)/gm;
function statementAt(text: string, index: number): { start: number; name: string } {
  const found = [...text.slice(0, index).matchAll(TOP_LEVEL)].at(-1);
  return { start: found?.index ?? 0, name: found?.[1] ?? found?.[2] ?? '' };
}

/** The value of a simple expression: a string or number literal, or a name bound to one; null otherwise. */
function evaluate(expression: string, scope: Map<string, Value>, constants: Map<string, string>): Value {
  // Comments (a catalogue's `/*i18n*/` mark) and the parentheses esbuild keeps around a commented value go.
  const e = expression
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim()
    .replace(/^\(\s*([\s\S]*?)\s*\)$/, '$1');
  // A parameterised message (shared/src/messages.ts): its id, each placeholder shown as "…".
  const message = /^(?:\(0,\s*)?[\w$.]*\btext\d*\)?\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*,/.exec(
    e,
  )?.[1];
  if (message) {
    const id = evaluate(message, scope, constants);
    return typeof id === 'string' ? id.replace(/\{\w+\}/g, '…') : null;
  }
  if (/^"(?:[^"\\]|\\.)*"$/.test(e)) return JSON.parse(e) as string;
  if (/^'(?:[^'\\]|\\.)*'$/.test(e)) return JSON.parse(`"${e.slice(1, -1).replace(/\\'/g, "'")}"`) as string;
  if (/^`(?:[^`\\]|\\.)*`$/.test(e)) return e.slice(1, -1).replace(/\$\{[^}]*\}/g, '…');
  if (/^\d+$/.test(e)) return Number(e);
  if (/^[A-Za-z_$][\w$]*$/.test(e)) {
    if (scope.has(e)) return scope.get(e);
    return constants.get(e) ?? null;
  }
  return null;
}

function sectionsOf(code: string): Section[] {
  const markers = [...code.matchAll(/^\/\/ (\S+\.[cm]?[jt]sx?)$/gm)];
  return markers.map((m, i) => ({
    file: m[1]!,
    start: m.index,
    end: i + 1 < markers.length ? markers[i + 1]!.index : code.length,
  }));
}

const fileAt = (sections: Section[], index: number) =>
  sections.find((s) => index >= s.start && index < s.end)?.file ?? '';

function classesOf(code: string, sections: Section[]): Map<string, ClassInfo> {
  const classes = new Map<string, ClassInfo>();
  // esbuild prints `var X = class extends Y {` (and keeps `class X extends Y {` in some places); a class that
  // extends nothing (`var X = class {`) is the project's too, and no error.
  const pattern =
    /(?:\b(?:var|let|const)\s+([\w$]+)\s*=\s*)?\bclass(?:\s+([\w$]+))?(?:\s+extends\s+([\w$.]+))?\s*\{/g;
  for (const m of code.matchAll(pattern)) {
    const name = m[1] ?? m[2];
    if (!name) {
      if (!m[3]) continue; // an anonymous class of nothing: not an error, and nothing can name it
      throw new Error(`An anonymous class extends ${m[3]}; give it a name so its status can be read`);
    }
    const open = m.index + m[0].length - 1;
    const body = code.slice(open, readList(code, open).end + 1);
    const info: ClassInfo = { name, parent: m[3], file: fileAt(sections, m.index) };
    const ctor = /\bconstructor\s*\(/.exec(body);
    if (ctor) {
      info.params = readList(body, ctor.index + ctor[0].length - 1).parts.map((part) => {
        const [param, ...fallback] = part.split('=');
        return { name: param!.trim(), fallback: fallback.length ? fallback.join('=').trim() : undefined };
      });
      const call = /\bsuper\s*\(/.exec(body.slice(ctor.index));
      if (call) info.superArgs = readList(body, ctor.index + call.index + call[0].length - 1).parts;
    }
    classes.set(name, info);
  }
  return classes;
}

/** Names bound by `import` of a package (not project code): their classes cannot extend HttpError. */
function importedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const m of code.matchAll(/^import\s+([^;]*?)\s+from\s+"[^"]+";?$/gm)) {
    for (const name of m[1]!.replace(/[{}*]/g, ' ').split(/[\s,]+/)) if (name) names.add(name);
  }
  return names;
}

/** What a bundle can answer: returned statuses, and HttpError statuses with their messages and whereabouts. */
export function readBundle(code: string) {
  const sections = sectionsOf(code);
  const classes = classesOf(code, sections);
  const imported = importedNames(code);
  const constants = new Map<string, string>();
  const seen = new Set<string>();
  for (const m of code.matchAll(
    // The text may come marked for the catalogue: `= (\n /*i18n*/\n "…"\n);` as esbuild writes it.
    /\b(?:var|let|const)\s+([\w$]+)\s*=\s*(?:\(\s*\/\*i18n\*\/\s*)?("(?:[^"\\]|\\.)*")\s*\)?\s*;/g,
  )) {
    // A name bound twice to different texts is ambiguous: leave it computed.
    if (seen.has(m[1]!) && constants.get(m[1]!) !== JSON.parse(m[2]!)) constants.delete(m[1]!);
    else if (!seen.has(m[1]!)) constants.set(m[1]!, JSON.parse(m[2]!) as string);
    seen.add(m[1]!);
  }
  const base = [...classes.values()].find((c) => c.name === 'HttpError' && c.file === ERRORS);
  if (sections.some((s) => s.file === ERRORS) && !base) {
    throw new Error(`No HttpError class found in the bundled ${ERRORS}: the reader needs updating`);
  }

  // A package's or the platform's class, or a name bound to such classes only
  // (`const Command = enabled ? AdminEnableUserCommand : AdminDisableUserCommand`).
  const isOutside = (name: string): boolean => {
    if (name in globalThis || imported.has(name)) return true;
    const escaped = name.replace(/\$/g, '\\$');
    const bound = new RegExp(`\\b(?:var|let|const)\\s+${escaped}\\s*=\\s*([^;]+);`).exec(code)?.[1] ?? '';
    const classNames = bound.replace(/"(?:[^"\\]|\\.)*"/g, '').match(/\b[A-Z][\w$]*/g) ?? [];
    return classNames.length > 0 && classNames.every((n) => n in globalThis || imported.has(n));
  };

  const resolve = (
    name: string,
    args: Value[],
    depth = 0,
  ): { status: number; message: Value } | undefined => {
    if (depth > 20) throw new Error(`Class hierarchy of ${name} is too deep or circular`);
    if (base && name === base.name) {
      const [status, message] = args;
      if (typeof status !== 'number')
        throw new Error('new HttpError(...) with a status that is not a literal');
      return { status, message };
    }
    const info = classes.get(name);
    if (!info) return undefined; // not a project class: Error, TypeError, a package's class
    if (!info.parent) return undefined; // a project class that extends nothing: not an error
    if (!info.params) return resolve(info.parent, args, depth + 1);
    const scope = new Map<string, Value>();
    info.params.forEach((param, i) => {
      const given = args[i];
      scope.set(
        param.name,
        given !== undefined ? given : param.fallback ? evaluate(param.fallback, scope, constants) : undefined,
      );
    });
    const superValues = (info.superArgs ?? []).map((arg) => evaluate(arg, scope, constants));
    return resolve(info.parent, superValues, depth + 1);
  };

  const throws: { status: number; message: string | null; file: string; enclosing: string }[] = [];
  for (const m of code.matchAll(/\bnew\s+([\w$.]+)\s*\(/g)) {
    const name = m[1]!;
    const root = name.split('.')[0]!;
    const file = fileAt(sections, m.index);
    if (!classes.has(name) && (name.includes('.') || isOutside(root))) continue;
    if (!classes.has(name)) {
      throw new Error(
        `new ${name}(...) in ${file}: no class of that name in the bundle, so its status is unknown`,
      );
    }
    const args = readList(code, m.index + m[0].length - 1).parts.map((arg) =>
      evaluate(arg, new Map(), constants),
    );
    const resolved = resolve(name, args);
    if (!resolved) continue; // not an HttpError: the wrapper answers 500, which every route documents
    throws.push({
      status: resolved.status,
      message: typeof resolved.message === 'string' ? resolved.message : null,
      file,
      enclosing: statementAt(code, m.index).name,
    });
  }

  // `return { status: created ? 201 : 200, body }`: statuses a handler answers with its response body.
  const returns: number[] = [];
  for (const m of code.matchAll(/[{,]\s*status\s*:/g)) {
    const file = fileAt(sections, m.index);
    if (file === WRAPPER) continue;
    const opener = enclosingOpener(code, statementAt(code, m.index).start, m.index + 1);
    if (opener === undefined || code[opener] !== '{') continue;
    const properties = readList(code, opener).parts;
    // Only an object with a body is a handler's result; `{ status: "ignored" }` is a body itself.
    if (!properties.some((p) => /^body\b/.test(p))) continue;
    const status = properties.find((p) => /^status\s*:/.test(p))!.replace(/^status\s*:/, '');
    const numbers = status.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '').match(/\b[1-5]\d\d\b/g);
    if (!numbers) {
      throw new Error(
        `${file} answers { status: ${status.trim()}, body }: write the statuses it can be as literals`,
      );
    }
    returns.push(...numbers.map(Number));
  }
  return { throws, returns };
}

async function bundle(route: RouteDef): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [`functions/src/${route.handler}.ts`],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    packages: 'external',
    treeShaking: true,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

const byStatus = (a: string, b: string) => Number(a) - Number(b);
const byMessage = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'en');

/** Every route's statuses, read from its handler's code. */
export async function deriveRouteStatuses(
  routes: readonly RouteDef[],
): Promise<Record<string, RouteStatuses>> {
  const out: Record<string, RouteStatuses> = {};
  for (const route of routes) {
    const { throws, returns } = readBundle(await bundle(route));
    const errors: Record<string, Set<string | null>> = {};
    for (const t of throws) {
      if (t.file === WRAPPER && WRAPPER_SCOPE[t.enclosing] && !WRAPPER_SCOPE[t.enclosing]!(route)) continue;
      if (t.file === COMPOSITION && t.enclosing === 'loadAccount' && route.access === 'public') continue;
      const status = String(t.status);
      errors[status] = new Set([...(errors[status] ?? []), t.message]);
    }
    out[route.id] = {
      returns: [...new Set([route.successStatus ?? 200, ...returns])].sort((a, b) => a - b),
      errors: Object.fromEntries(
        Object.keys(errors)
          .sort(byStatus)
          .map((status) => [status, [...errors[status]!].sort(byMessage)]),
      ),
    };
  }
  return out;
}

/** The text of shared/src/route-statuses.ts. */
export function routeStatusesSource(statuses: Record<string, RouteStatuses>): string {
  // Most messages stand on a hundred routes (the wrapper's caller checks, the origin check): each is written once
  // and a route names it by its place, which keeps the OpenAPI function's bundle within its budget.
  const messages = [
    ...new Set(Object.values(statuses).flatMap((s) => Object.values(s.errors).flat())),
  ].filter((m): m is string => m !== null);
  const place = new Map(messages.map((m, i) => [m, i]));
  const table = Object.fromEntries(
    Object.entries(statuses).map(([id, s]) => [
      id,
      [
        s.returns,
        Object.fromEntries(
          Object.entries(s.errors).map(([status, list]) => [
            status,
            list.map((m) => (m === null ? -1 : place.get(m))),
          ]),
        ),
      ],
    ]),
  );
  return `// Generated from each handler's code by \`npm run gen:route-statuses\` (shared/scripts/route-statuses.ts); do not
// edit. shared/src/route-statuses.test.ts fails when it is out of step with functions/src.

/**
 * Per route: the statuses its function answers with its response body, and per error status the messages
 * it may carry (\`null\`: computed at run time).
 */
export interface RouteStatuses {
  readonly returns: readonly number[];
  readonly errors: Readonly<Record<string, readonly (string | null)[]>>;
}

/** Every error message a handler can carry, once; the routes below name them by their place (-1: computed at run time). */
const messages: readonly string[] = ${JSON.stringify(messages, null, 2)};

/** Per route: the statuses answered with a body, and per error status the places of its messages. */
const table: Record<string, [number[], Record<string, number[]>]> = ${JSON.stringify(table, null, 2)};

export const routeStatuses: Readonly<Record<string, RouteStatuses>> = Object.fromEntries(
  Object.entries(table).map(([id, [returns, errors]]) => [
    id,
    {
      returns,
      errors: Object.fromEntries(
        Object.entries(errors).map(([status, places]) => [status, places.map((i) => messages[i] ?? null)]),
      ),
    },
  ]),
);
`;
}
