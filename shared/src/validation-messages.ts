/**
 * zod's own messages (a check the schemas give no text of their own: `z.string().max(128)`), in the catalogue: the
 * API answers them in English as zod writes them (unchanged), and in other languages as one of these.
 */
import type * as z from 'zod';
import { alias, type MessageDescriptor } from './messages';

type Issue = Pick<z.core.$ZodIssue, 'code' | 'message'> & {
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  input?: unknown;
};

/** The catalogue's message for one of zod's own issues. */
export function genericIssue(issue: Issue): MessageDescriptor {
  const limit = (value: unknown) => Number(value);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return {
          id: /*i18n*/ '{minimum, plural, one {At least # character} other {At least # characters}}',
          values: { minimum: limit(issue.minimum) },
        };
      if (issue.origin === 'array' || issue.origin === 'set')
        return {
          id: /*i18n*/ '{minimum, plural, one {At least # entry} other {At least # entries}}',
          values: { minimum: limit(issue.minimum) },
        };
      return { id: /*i18n*/ 'Must be at least {minimum}', values: { minimum: limit(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string')
        return {
          id: /*i18n*/ '{maximum, plural, one {At most # character} other {At most # characters}}',
          values: { maximum: limit(issue.maximum) },
        };
      if (issue.origin === 'array' || issue.origin === 'set')
        return {
          id: /*i18n*/ '{maximum, plural, one {At most # entry} other {At most # entries}}',
          values: { maximum: limit(issue.maximum) },
        };
      return { id: /*i18n*/ 'Must be at most {maximum}', values: { maximum: limit(issue.maximum) } };
    case 'invalid_type':
      return { id: issue.input === undefined ? /*i18n*/ 'Required' : /*i18n*/ 'Invalid input' };
    case 'invalid_format':
      return { id: /*i18n*/ 'Invalid format' };
    case 'invalid_value':
      return { id: /*i18n*/ 'Invalid option' };
    case 'not_multiple_of':
      return { id: /*i18n*/ 'Must be a whole number' };
    case 'unrecognized_keys':
      return { id: /*i18n*/ 'Unknown field' };
    default:
      return { id: /*i18n*/ 'Invalid input' };
  }
}

/** Records what one of zod's own messages means, so that `translateText` can say it in another language. */
export function rememberIssue(issue: Issue): void {
  alias(issue.message, genericIssue(issue));
}
