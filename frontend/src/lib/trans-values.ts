import { createElement, Fragment } from 'react';

/**
 * A `<Trans>`'s values with the text that looks like markup made an element: Lingui reads tags (`<b>`, `<0>`) in
 * the text it has put the values into, so a title such as "Using <div> well" would lose its `<div>`; an element
 * is placed as it is, and React escapes its text. build/catalogues.ts wraps every `<Trans>`'s values in this.
 */
export function markupSafeValues(values: Record<string, unknown> | undefined) {
  if (!values) return values;
  let safe: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' && /[<>]/.test(value)) {
      safe ??= { ...values };
      safe[key] = createElement(Fragment, null, value);
    }
  }
  return safe ?? values;
}
