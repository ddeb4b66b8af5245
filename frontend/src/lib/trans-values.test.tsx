import { Trans } from '@lingui/react/macro';
import { describe, expect, it } from 'vitest';
import { markup } from '../testing/markup';

function Greeting({ name }: { name: string }) {
  return (
    <p>
      <Trans>Hello {name}, welcome</Trans>
    </p>
  );
}

describe('a <Trans> with values', () => {
  it.each([
    ['<b>x</b>', '&lt;b&gt;x&lt;/b&gt;'],
    ['a <0>b</0> c', 'a &lt;0&gt;b&lt;/0&gt; c'],
    ['Using <div> well', 'Using &lt;div&gt; well'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
  ])('shows %s as written, not as markup', (name, escaped) => {
    expect(markup(<Greeting name={name} />)).toBe(`<p>Hello ${escaped}, welcome</p>`);
  });

  it('still translates around it', () => {
    expect(markup(<Greeting name="<i>Ravi</i>" />, { locale: 'pseudo' })).toContain(
      '&lt;i&gt;Ravi&lt;/i&gt;',
    );
  });
});
