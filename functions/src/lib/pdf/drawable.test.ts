import { describe, expect, it } from 'vitest';
import { drawable } from './drawable';

describe('drawable', () => {
  it('maps names to the text the standard fonts can draw', () => {
    expect(drawable('अनन्या गुप्ता')).toBe('?????? ??????');
    expect(drawable('Rāmānujan Ōta Łukasz')).toBe('Ramanujan Ota ?ukasz');
    expect(drawable('Zoë “Ñ” – €5')).toBe('Zoë “Ñ” – €5');
    expect(drawable('₹499\tnow')).toBe('Rs.499 now');
    expect(drawable('🎓')).toBe('?');
  });
});
