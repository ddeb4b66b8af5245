import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../../lib/format';
import { figureText, ratingText } from './figures';

describe('dashboard figures', () => {
  it('shows a figure with its unit, and nothing when there is none', () => {
    expect(figureText(0)).toBe('0');
    expect(figureText(12, ' h')).toBe('12 h');
    expect(figureText(67, '%')).toBe('67%');
    expect(figureText(124999)).toBe('1,24,999');
    expect(figureText(undefined, '%')).toBeNull();
  });

  it('shows the average rating with one decimal, or that there is none', () => {
    expect(ratingText(4.65)).toBe('4.7');
    expect(ratingText(4)).toBe('4.0');
    expect(ratingText(0)).toBe('No ratings');
  });

  it('shows revenue in rupees with Indian digit grouping', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(0)).toBe('₹0');
  });
});
