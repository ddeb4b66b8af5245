import { describe, expect, it } from 'vitest';
import { courseEditorTabs } from './course-editor-tabs';

describe('the course editor’s tabs', () => {
  it('follow Overview in the spec’s order (part 2 §2: Overview, Assignments, Sessions), each id once', () => {
    // Act
    const tabs = courseEditorTabs.map(({ id, label }) => [id, label]);

    // Assert
    expect(tabs).toEqual([
      ['assignments', 'Assignments'],
      ['sessions', 'Sessions'],
    ]);
  });

  it('name the address keys of their modals, which another course or tab starts without', () => {
    // Act
    const params = courseEditorTabs.flatMap((tab) => tab.params ?? []);

    // Assert
    expect(params).toEqual(['new', 'assignment', 'student']);
  });
});
