import { describe, expect, it } from 'vitest';
import { markup } from '../testing/markup';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('offers each language in its own name, the page’s chosen, with a label for screen readers', () => {
    const html = markup(<LanguageSwitcher />);

    expect(html).toContain('<option value="en" lang="en-IN" selected="">English</option>');
    expect(html).toContain('<option value="hi" lang="hi-IN">हिन्दी</option>');
    expect(html).toMatch(/<select[^>]*aria-label="Language"/);
  });

  it('names itself in Hindi on a Hindi page, the language names unchanged', () => {
    const html = markup(<LanguageSwitcher />, { locale: 'hi' });

    expect(html).toMatch(/<select[^>]*aria-label="भाषा"/);
    expect(html).toContain('>English</option>');
    expect(html).toContain('<option value="hi" lang="hi-IN" selected="">हिन्दी</option>');
  });

  it('has a visible label when asked (the profile page, the menu)', () => {
    const html = markup(<LanguageSwitcher labelled />);

    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Language<\/label>.*<select id="\1"/);
    expect(html).not.toContain('aria-label="Language"');
  });
});
