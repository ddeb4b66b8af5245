import type { Module } from '@academy/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button, TextArea, TextField } from '../../../../components/ui';
import { wideField } from '../../../../components/ui/kit';
import { ItemFormModal } from '../../../../components/ui/kit-item-form';
import { layoutOf, muted } from '../../../../components/ui/kit-layout';
import { applyServerIssues, errorText } from '../../../../lib/form-errors';
import { useSaveModule } from '../../api/save-module';
import {
  ModuleForm,
  type ModuleFormOutput,
  type ModuleFormValues,
  moduleDraft,
  moduleFormValuesOf,
} from '../../lib/module-form';
import sections from './course-page-fields.module.css';
import { PlusIcon, TrashIcon } from './icons';

interface ModuleFormModalProps {
  courseId: string;
  /** The module being edited; none for a new one. */
  module?: Module;
  onClose: () => void;
  onSaved: (module: Module, created: boolean) => void;
}

const formFields = ['title', 'description', 'videoUrl', 'duration', 'order', 'resources'];

/**
 * Add or edit a module (spec part 2 §2, §5): Title, Description, Video URL, Duration (minutes), Order and
 * Resources rows. The submit label is Create or Update; a refusal shows 'Failed to save module.'.
 * Render it only while open: each opening starts from the module (or the draft) afresh.
 */
export function ModuleFormModal({ courseId, module, onClose, onSaved }: ModuleFormModalProps) {
  const save = useSaveModule();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ModuleFormValues, unknown, ModuleFormOutput>({
    resolver: zodResolver(ModuleForm),
    defaultValues: module ? moduleFormValuesOf(module) : moduleDraft(),
  });
  const resources = useFieldArray({ control, name: 'resources' });

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
      newDescription="Add a module to this course."
      title={register('title')}
      titleError={errors.title?.message}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      error={save.isError && errorText(save.error, 'Please try again.')}
      after={
        <fieldset className={`${sections.section} ${sections.resources}`}>
          <legend className={sections.legend}>
            Resources <span className={sections.count}>(optional)</span>
          </legend>
          {resources.fields.length === 0 ? (
            <p className={muted}>No resources yet: add links to slides, notes or code.</p>
          ) : (
            <ol className={layoutOf('stack', 4, 'bare')}>
              {resources.fields.map((field, index) => (
                <li key={field.id} className={sections.resourceRow}>
                  <TextField
                    label={`Resource ${index + 1} title`}
                    autoComplete="off"
                    error={errors.resources?.[index]?.title?.message}
                    {...register(`resources.${index}.title`)}
                  />
                  <TextField
                    label={`Resource ${index + 1} URL`}
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    placeholder="https://…"
                    error={errors.resources?.[index]?.url?.message}
                    {...register(`resources.${index}.url`)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    iconOnly
                    className={sections.remove}
                    aria-label={`Remove resource ${index + 1}`}
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
            Add resource
          </Button>
        </fieldset>
      }
    >
      <TextArea
        label="Description"
        optional
        rows={3}
        className={wideField}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label="Video URL"
        optional
        type="text"
        inputMode="url"
        autoComplete="off"
        placeholder="https://www.youtube.com/watch?v=…"
        hint="A YouTube, Vimeo or other video address, or a file the site serves (/media/…). An uploaded video plays instead, when there is one."
        className={wideField}
        error={errors.videoUrl?.message}
        {...register('videoUrl')}
      />
      <TextField
        label="Duration (minutes)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.duration?.message}
        {...register('duration', { valueAsNumber: true })}
      />
      <TextField
        label="Order"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint="Modules are listed by this number."
        error={errors.order?.message}
        {...register('order', { valueAsNumber: true })}
      />
    </ItemFormModal>
  );
}
