import { describe, expect, it } from 'vitest';
import { EARLY_HERO_SLOT, fillHeroTemplate, heroVariant } from './hero-template';

describe('fillHeroTemplate', () => {
  it('puts each text in its slot, in text and in attributes', () => {
    // Arrange
    const template = `<a href="/courses?${EARLY_HERO_SLOT('categoryQuery')}">${EARLY_HERO_SLOT('category')}</a><h1>${EARLY_HERO_SLOT('title')}</h1>`;

    // Act
    const html = fillHeroTemplate(template, {
      categoryQuery: 'category=AI%2FML',
      category: 'AI/ML',
      title: 'Deep Learning',
    });

    // Assert
    expect(html).toBe('<a href="/courses?category=AI%2FML">AI/ML</a><h1>Deep Learning</h1>');
  });

  it('escapes a text, so markup in a course never becomes markup on the page', () => {
    // Act
    const html = fillHeroTemplate(
      `<h1 title="${EARLY_HERO_SLOT('title')}">${EARLY_HERO_SLOT('title')}</h1>`,
      {
        title: `<img src=x onerror="alert('x')"> & more`,
      },
    );

    // Assert
    const escaped = '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; more';
    expect(html).toBe(`<h1 title="${escaped}">${escaped}</h1>`);
  });

  it('leaves a slot with no text empty, and does not read slots inside a text', () => {
    // Act
    const html = fillHeroTemplate(`${EARLY_HERO_SLOT('a')}|${EARLY_HERO_SLOT('missing')}`, {
      a: EARLY_HERO_SLOT('b'),
      b: 'not this',
    });

    // Assert
    expect(html).toBe('{@b@}|');
  });
});

describe('heroVariant', () => {
  it('names the four shapes of the hero', () => {
    expect([
      heroVariant(false, false),
      heroVariant(true, false),
      heroVariant(false, true),
      heroVariant(true, true),
    ]).toEqual(['', 'p', 'r', 'pr']);
  });
});
