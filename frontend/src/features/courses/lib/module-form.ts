import { HttpUrl, type Module, ModuleBody, Resource } from '@academy/shared';
import { msg } from '@lingui/core/macro';
import * as z from 'zod';
import { i18n } from '../../../lib/i18n';
import { MODULE_DRAFT_DURATION, MODULE_DRAFT_ORDER } from '../constants';

/** Looked up when zod reports the issue, in the page's language. */
const tooManyResources = msg`At most 20 resources`;

/**
 * The module form (spec part 2 §5): title required; video URL a URL if given; duration and order numbers,
 * at least 1. The API's ModuleBody, with the resource rows' messages worded for the form.
 */
export const ModuleForm = ModuleBody.extend({
  videoUrl: z.union([HttpUrl, z.literal('')]),
  /** The API's own rule for each row (an http or https address), so a half-filled row says which half. */
  resources: z.array(Resource).max(20, { error: () => i18n._(tooManyResources) }),
});
export type ModuleFormValues = z.input<typeof ModuleForm>;
export type ModuleFormOutput = z.output<typeof ModuleForm>;

/** The module draft (spec part 2 §3, §9): order 1 and duration 0 until the instructor changes them. */
export const moduleDraft = (): ModuleFormValues => ({
  title: '',
  description: '',
  videoUrl: '',
  duration: MODULE_DRAFT_DURATION,
  order: MODULE_DRAFT_ORDER,
  resources: [],
});

/** A stored module as the edit form's starting values. */
export const moduleFormValuesOf = (module: Module): ModuleFormValues => ({
  title: module.title,
  description: module.description,
  videoUrl: module.videoUrl ?? '',
  duration: module.duration,
  order: module.order,
  resources: (module.resources ?? []).map(({ title, url }) => ({ title, url })),
});
