import { describe, expect, it } from 'vitest';
import {
  filterStudents,
  hoursWatched,
  hoursWatchedText,
  parseStudentFilter,
  submittedOutOfTotal,
} from './student-figures';

describe('hoursWatched', () => {
  it('divides the seconds by 3600 and rounds down', () => {
    expect(hoursWatched(0)).toBe(0);
    expect(hoursWatched(3599)).toBe(0);
    expect(hoursWatched(3600)).toBe(1);
    expect(hoursWatched(7199)).toBe(1);
    expect(hoursWatched(7200)).toBe(2);
    expect(hoursWatched(36_000 + 3599)).toBe(10);
  });

  it('shows nothing watched for a negative or unreadable value', () => {
    expect(hoursWatched(-10)).toBe(0);
    expect(hoursWatched(Number.NaN)).toBe(0);
  });

  it('names the unit, singular for one', () => {
    expect(hoursWatchedText(1800)).toBe('0 hours');
    expect(hoursWatchedText(3600)).toBe('1 hour');
    expect(hoursWatchedText(5 * 3600 + 59)).toBe('5 hours');
  });
});

describe('submittedOutOfTotal', () => {
  it('shows submitted out of the total', () => {
    expect(submittedOutOfTotal(0, 0)).toBe('0/0');
    expect(submittedOutOfTotal(0, 3)).toBe('0/3');
    expect(submittedOutOfTotal(2, 5)).toBe('2/5');
    expect(submittedOutOfTotal(5, 5)).toBe('5/5');
  });

  it('never shows more submitted than there are assignments, nor a negative count', () => {
    expect(submittedOutOfTotal(6, 5)).toBe('5/5');
    expect(submittedOutOfTotal(-1, 2)).toBe('0/2');
  });
});

describe('parseStudentFilter', () => {
  it('reads the two named filters and falls back to All Students', () => {
    expect(parseStudentFilter('in-progress')).toBe('in-progress');
    expect(parseStudentFilter('completed')).toBe('completed');
    expect(parseStudentFilter('all')).toBe('all');
    expect(parseStudentFilter(null)).toBe('all');
    expect(parseStudentFilter('Completed')).toBe('all');
  });
});

describe('filterStudents', () => {
  const ananya = { name: 'Ananya Gupta', email: 'ananya@example.com', completed: true };
  const rahul = { name: 'Rahul Verma', email: 'rv@demo.academy', completed: false };
  const meera = { name: 'Meera Iyer', email: 'meera.iyer@example.com', completed: false };
  const all = [ananya, rahul, meera];

  it('All Students keeps everyone, in order', () => {
    expect(filterStudents(all, 'all', '')).toEqual(all);
  });

  it('Completed keeps the students who completed, In Progress the others', () => {
    expect(filterStudents(all, 'completed', '')).toEqual([ananya]);
    expect(filterStudents(all, 'in-progress', '')).toEqual([rahul, meera]);
  });

  it('searches the name or the email, ignoring case and surrounding spaces', () => {
    expect(filterStudents(all, 'all', 'GUPTA')).toEqual([ananya]);
    expect(filterStudents(all, 'all', '  demo.academy ')).toEqual([rahul]);
    expect(filterStudents(all, 'all', 'example.com')).toEqual([ananya, meera]);
    expect(filterStudents(all, 'all', 'nobody')).toEqual([]);
  });

  it('combines the search with the filter', () => {
    expect(filterStudents(all, 'in-progress', 'example.com')).toEqual([meera]);
    expect(filterStudents(all, 'completed', 'rahul')).toEqual([]);
  });
});
