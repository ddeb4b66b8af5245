import type { Module } from '@academy/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../../components/ui';
import { ItemFormModal, savingState } from '../../../../components/ui/kit-item-form';
import { layoutOf, muted } from '../../../../components/ui/kit-layout';
import { useSchemaForm } from '../../../../components/ui/kit-schema-form';
import { textOf } from '../../../../components/ui/site-text';
import { applyServerIssues } from '../../../../lib/form-errors';
import { useSaveModule } from '../../api/save-module';
import { ModuleForm, moduleDraft, moduleFormValuesOf } from '../../lib/module-form';
import sections from './course-page-fields.module.css';
import { FormInputs, type InputSpec } from './form-inputs';
import { PlusIcon, TrashIcon } from './icons';

interface ModuleFormModalProps {
  courseId: string;
  /** The module being edited; none for a new one. */
  module?: Module;
  onClose: () => void;
  onSaved: (module: Module, created: boolean) => void;
}

const formFields = ['title', 'description', 'videoUrl', 'duration', 'order', 'resources'];

/** The inputs under the title. */
const moduleInputs: readonly InputSpec[] = [
  { name: 'description', label: msg`Description`, optional: true, rows: 3, wide: true },
  {
    name: 'videoUrl',
    label: msg`Video URL`,
    optional: true,
    kind: 'address',
    placeholder: 'https://www.youtube.com/watch?v=…',
    hint: msg`A YouTube, Vimeo or other video address, or a file the site serves (/media/…). An uploaded video plays instead, when there is one.`,
    wide: true,
  },
  { name: 'duration', label: msg`Duration (minutes)`, kind: 'number', min: 1 },
  { name: 'order', label: msg`Order`, kind: 'number', min: 1, hint: msg`Modules are listed by this number.` },
];

/** A resource row's inputs. */
const resourceInputs: readonly InputSpec[] = [
  { name: 'title', label: msg`Resource # title` },
  { name: 'url', label: msg`Resource # URL`, kind: 'url', placeholder: 'https://…' },
];

/**
 * Add or edit a module (spec part 2 §2, §5): Title, Description, Video URL, Duration (minutes), Order and
 * Resources rows. The submit label is Create or Update; a refusal shows 'Failed to save module.'.
 * Render it only while open: each opening starts from the module (or the draft) afresh.
 */
export function ModuleFormModal({ courseId, module, onClose, onSaved }: ModuleFormModalProps) {
  const { t } = useLingui();
  const save = useSaveModule();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
    field,
  } = useSchemaForm(ModuleForm, module ? moduleFormValuesOf(module) : moduleDraft());
  const resources = useFieldArray({ control, name: 'resources' });
  const removeResourceLabel = (number: number) => t`Remove resource ${number}`;

  const submit = handleSubmit((body) =>
    save.mutate(
      { courseId, moduleId: module?.id, body },
      {
        onSuccess: (data) => onSaved(data.module, module === undefined),
        onError: (error) => applyServerIssues(error, setError, formFields, ['resources']),
      },
    ),
  );

  return (
    <ItemFormModal
      noun="module"
      item={module}
      newDescription={t`Add a module to this course.`}
      title={field('title')}
      onSubmit={submit}
      onClose={onClose}
      {...savingState(save)}
      after={
        <fieldset className={`${sections.section} ${sections.resources}`}>
          <legend className={sections.legend}>
            <Trans>
              Resources <span className={textOf('sm', 'regular', 'subtle')}>(optional)</span>
            </Trans>
          </legend>
          {resources.fields.length === 0 ? (
            <p className={muted}>
              <Trans>No resources yet: add links to slides, notes or code.</Trans>
            </p>
          ) : (
            <ol className={layoutOf('stack', 4, 'bare')}>
              {resources.fields.map((field, index) => (
                <li key={field.id} className={sections.resourceRow}>
                  <FormInputs
                    inputs={resourceInputs}
                    register={register}
                    errors={errors}
                    row={{ path: `resources.${index}`, number: index + 1 }}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    iconOnly
                    className={sections.remove}
                    aria-label={removeResourceLabel(index + 1)}
                    onClick={() => resources.remove(index)}
                  >
                    <TrashIcon />
                  </Button>
                </li>
              ))}
            </ol>
          )}
          {errors.resources?.message && <p className={sections.error}>{errors.resources.message}</p>}
          <Button
            size="sm"
            variant="secondary"
            icon={<PlusIcon />}
            className={sections.add}
            onClick={() => resources.append({ title: '', url: '' }, { shouldFocus: true })}
          >
            <Trans>Add resource</Trans>
          </Button>
        </fieldset>
      }
    >
      <FormInputs inputs={moduleInputs} register={register} errors={errors} />
    </ItemFormModal>
  );
}
