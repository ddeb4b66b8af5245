import { describe, expect, it } from 'vitest';
import { markup } from '../../../testing/markup';
import { Pagination } from './pagination';

/**
 * The page links as markup. With the six built-in articles the blog has one page, so a browser never
 * sees these links; this is where more pages are shown.
 */
const render = (page: number, pageCount: number) =>
  markup(<Pagination page={page} pageCount={pageCount} hrefFor={(n) => `/blog?category=Career&page=${n}`} />);

const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(([, href, text]) => ({
    href: href!.replaceAll('&amp;', '&'),
    text: text!.replace(/<[^>]+>/g, '').trim(),
  }));

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    expect(render(1, 1)).toBe('');
    expect(render(1, 0)).toBe('');
  });

  it('links every page, keeping the filters, and marks the current one', () => {
    const html = render(2, 3);
    expect(links(html).map((l) => [l.text, l.href])).toEqual([
      ['Previous', '/blog?category=Career&page=1'],
      ['1', '/blog?category=Career&page=1'],
      ['2', '/blog?category=Career&page=2'],
      ['3', '/blog?category=Career&page=3'],
      ['Next', '/blog?category=Career&page=3'],
    ]);
    expect(html.match(/aria-current="page"[^>]*>2</g)).toHaveLength(1);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Blog pages"');
  });

  it('has no Previous link on the first page and no Next link on the last', () => {
    expect(links(render(1, 2)).map((l) => l.text)).toEqual(['1', '2', 'Next']);
    expect(links(render(2, 2)).map((l) => l.text)).toEqual(['Previous', '1', '2']);
  });

  it('puts a gap between far-apart pages', () => {
    const html = render(6, 12);
    expect(links(html).map((l) => l.text)).toEqual(['Previous', '1', '5', '6', '7', '12', 'Next']);
    expect(html.match(/…/g)).toHaveLength(2);
  });
});
