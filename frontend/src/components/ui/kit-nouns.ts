/**
 * What the item kit (kit-item-form.tsx, kit-list-tab.tsx) calls the things it edits and lists, each phrase whole
 * so a language can build it its own way (Hindi puts the verb last and has its own plurals).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export type ItemNoun = 'assignment' | 'module' | 'session';

interface NounTexts {
  edit: MessageDescriptor;
  new: MessageDescriptor;
  failedSave: MessageDescriptor;
  deleteQuestion: MessageDescriptor;
  failedDelete: MessageDescriptor;
  loading: MessageDescriptor;
  notLoaded: MessageDescriptor;
  list: MessageDescriptor;
  /** The lone noun, where an item has no title yet. */
  name: MessageDescriptor;
  /** "3 sessions": a plural, so a function (run at render, in the language being rendered). */
  count: (count: number) => string;
}

export const nounTexts: Record<ItemNoun, NounTexts> = {
  assignment: {
    edit: msg`Edit assignment`,
    new: msg`New assignment`,
    failedSave: msg`Failed to save assignment.`,
    deleteQuestion: msg`Delete assignment?`,
    failedDelete: msg`Failed to delete assignment.`,
    loading: msg`Loading assignments`,
    notLoaded: msg`The assignments could not be loaded`,
    list: msg`Assignments`,
    name: msg`assignment`,
    count: (count) => plural(count, { one: '# assignment', other: '# assignments' }),
  },
  module: {
    edit: msg`Edit module`,
    new: msg`New module`,
    failedSave: msg`Failed to save module.`,
    deleteQuestion: msg`Delete module?`,
    failedDelete: msg`Failed to delete module.`,
    loading: msg`Loading modules`,
    notLoaded: msg`The modules could not be loaded`,
    list: msg`Modules`,
    name: msg`module`,
    count: (count) => plural(count, { one: '# module', other: '# modules' }),
  },
  session: {
    edit: msg`Edit session`,
    new: msg`New session`,
    failedSave: msg`Failed to save session.`,
    deleteQuestion: msg`Delete session?`,
    failedDelete: msg`Failed to delete session.`,
    loading: msg`Loading sessions`,
    notLoaded: msg`The sessions could not be loaded`,
    list: msg`Sessions`,
    name: msg`session`,
    count: (count) => plural(count, { one: '# session', other: '# sessions' }),
  },
};
