import { categories, levels } from '@academy/shared/catalogue';
import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Alert, Button, Checkbox, Select } from '../../../../components/ui';
import { FieldGrid, Form, FormActions, wideField } from '../../../../components/ui/kit';
import { ReadOnlyField } from '../../../../components/ui/kit-read-only-field';
import { textOf } from '../../../../components/ui/site-text';
import { useInstructors } from '../../api/list-instructors';
import {
  type CourseFieldName,
  type CourseFormOutput,
  CourseFormSchema,
  type CourseFormValues,
  changedFields,
} from '../../lib/course-form';
import {
  type CoursePageFormOutput,
  type CoursePageFormValues,
  PAGE_SECTION_NAMES,
} from '../../lib/course-page-form';
import { CoursePageFields } from './course-page-fields';
import { FormInputs, type InputSpec } from './form-inputs';
import styles from './manage.module.css';
import {
  saveFailureText,
  ThumbnailField,
  type ThumbnailField as ThumbnailFieldState,
} from './thumbnail-field';
import { useSavingForm } from './use-saving-form';

const categoryOptions = [
  { value: '', label: 'Choose a category' },
  ...categories.map((category) => ({ value: category, label: category })),
];

const levelOptions = levels.map((level) => ({
  value: level,
  label: level.charAt(0).toUpperCase() + level.slice(1),
}));

const formFields = [
  'title',
  'description',
  'instructor',
  'category',
  'level',
  'price',
  'thumbnail',
  'tags',
  'requirements',
  'learningOutcomes',
  'isPublished',
  ...PAGE_SECTION_NAMES,
];

interface CourseFormProps {
  /** `create`: the admin picks the instructor; `edit`: the instructor is shown, not changed. */
  mode: 'create' | 'edit';
  defaultValues: CourseFormValues;
  /** The course's instructor, shown read-only when editing. */
  instructorName?: string;
  /** The checked values, and which inputs differ from the defaults. */
  onSubmit: (values: CourseFormOutput, changed: CourseFieldName[]) => Promise<unknown>;
  /** List fields whose stored entries hold commas: their hint says editing will split them. */
  commaWarnings?: readonly CourseFieldName[];
  onCancel: () => void;
  submitLabel: string;
  busyText: string;
  /** After success the form stays on screen, read-only. */
  locked?: boolean;
  /** Shown above the buttons, where the eye is after pressing them (e.g. the success message). */
  status?: ReactNode;
  /** When the API gives no message of its own. */
  failureText?: string;
  /** An image picked for upload as the thumbnail; the caller sends it with the save. */
  thumbnailUpload: ThumbnailFieldState;
}

/**
 * The course form (spec part 2 §2 Admin create course, §5 Course form): title, description, instructor,
 * category, level (beginner by default), price in whole rupees, thumbnail (an address, or an image to upload),
 * comma-separated tags, requirements and learning outcomes, and the published flag; then the course page's
 * authored sections as rows.
 */
export function CourseForm({
  mode,
  defaultValues,
  instructorName,
  onSubmit,
  onCancel,
  submitLabel,
  busyText,
  locked = false,
  status,
  failureText = 'Something went wrong. Please try again.',
  commaWarnings = [],
  thumbnailUpload,
}: CourseFormProps) {
  const { register, control, getValues, submit, failure, formState } = useSavingForm({
    schema: CourseFormSchema,
    defaultValues,
    fields: formFields,
    rowFields: PAGE_SECTION_NAMES,
    save: (values): Promise<unknown> => onSubmit(values, changedFields(defaultValues, getValues())),
  });
  const { errors, isSubmitting } = formState;

  const listHint = (field: CourseFieldName) =>
    commaWarnings.includes(field)
      ? 'Separate with commas. Some saved entries hold commas of their own: they stay whole unless you change this field.'
      : 'Separate with commas.';
  const inputs = (list: readonly InputSpec[]) => (
    <FormInputs inputs={list} register={register} errors={errors} />
  );

  return (
    <Form onSubmit={submit} busy={locked || isSubmitting}>
      <FieldGrid>
        {inputs([
          { name: 'title', label: 'Title', wide: true },
          { name: 'description', label: 'Description', rows: 4, wide: true },
        ])}
        {mode === 'create' ? (
          <InstructorSelect error={errors.instructor?.message} {...register('instructor')} />
        ) : (
          <ReadOnlyField label="Instructor" after={<input type="hidden" {...register('instructor')} />}>
            {instructorName}
          </ReadOnlyField>
        )}
        <Select
          label="Category"
          options={categoryOptions}
          error={errors.category?.message}
          {...register('category')}
        />
        <Select label="Level" options={levelOptions} error={errors.level?.message} {...register('level')} />
        {inputs([
          {
            name: 'price',
            label: 'Price (₹)',
            kind: 'number',
            min: 0,
            hint: 'Whole rupees; 0 makes the course free.',
          },
          {
            name: 'thumbnail',
            label: 'Thumbnail',
            optional: true,
            kind: 'address',
            placeholder: 'https://… or /course-art/…',
            hint: thumbnailUpload.picked
              ? 'The image you picked below replaces this address when you save.'
              : "An image address, or a path to one of the site's own images; or upload an image below.",
            wide: true,
          },
        ])}
        <div className={wideField}>
          <ThumbnailField
            field={thumbnailUpload}
            current={defaultValues.thumbnail || undefined}
            disabled={locked || isSubmitting}
          />
        </div>
        {inputs([
          {
            name: 'tags',
            label: 'Tags',
            optional: true,
            placeholder: 'react, javascript, frontend',
            hint: listHint('tags'),
            wide: true,
          },
          {
            name: 'requirements',
            label: 'Requirements',
            optional: true,
            rows: 2,
            placeholder: 'Basic HTML, a laptop',
            hint: listHint('requirements'),
            wide: true,
          },
          {
            name: 'learningOutcomes',
            label: 'Learning outcomes',
            optional: true,
            rows: 2,
            placeholder: 'Build a web app, deploy it',
            hint: listHint('learningOutcomes'),
            wide: true,
          },
        ])}
        <Checkbox
          className={wideField}
          label={
            mode === 'create' ? (
              <>
                <strong>Publish now</strong>
                <span className={textOf('muted')}>
                  {' '}
                  Left unticked, the course is saved as a Draft that students cannot see.
                </span>
              </>
            ) : (
              <>
                <strong>Published</strong>
                <span className={textOf('muted')}> Students can find and enrol in the course.</span>
              </>
            )
          }
          {...register('isPublished')}
        />
      </FieldGrid>
      <section className={styles.pageSections} aria-labelledby="course-page-sections">
        <h2 id="course-page-sections" className={textOf('lg', 'semibold')}>
          Course page
        </h2>
        <p className={textOf('muted')}>
          What the course page shows in its sections. A section left empty shows the academy's standard text.
        </p>
        {/* The form holds every section the fields edit (not the Course page editor's requirement rows). */}
        <CoursePageFields
          control={control as unknown as Control<CoursePageFormValues, unknown, CoursePageFormOutput>}
          register={register as unknown as UseFormRegister<CoursePageFormValues>}
          errors={errors as FieldErrors<CoursePageFormValues>}
        />
      </section>
      <div className={styles.formStatus} aria-live="polite">
        {status}
        {failure !== null && <Alert tone="error">{saveFailureText(failure, failureText)}</Alert>}
      </div>
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting} busyText={busyText}>
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}

type InstructorSelectProps = Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & {
  error?: string;
};

/** The admin's instructor picker: active instructors by name (GET /api/users?role=instructor). */
function InstructorSelect({ error, ...select }: InstructorSelectProps) {
  const instructors = useInstructors();
  const options = instructors.isSuccess
    ? [
        {
          value: '',
          label: instructors.data.length === 0 ? 'No instructors yet' : 'Choose an instructor',
        },
        ...instructors.data.map((user) => ({ value: user.id, label: `${user.name} (${user.email})` })),
      ]
    : [
        {
          value: '',
          label: instructors.isError ? 'Instructors could not be loaded' : 'Loading instructors…',
        },
      ];
  return (
    <div className={styles.instructorField}>
      <Select
        label="Instructor"
        options={options}
        error={error}
        aria-busy={instructors.isPending || undefined}
        hint={
          instructors.isSuccess && instructors.data.length === 0
            ? 'Add an instructor account first (Users, Add User).'
            : undefined
        }
        {...select}
      />
      {instructors.isError && (
        <Button size="sm" variant="secondary" onClick={() => instructors.refetch()}>
          Try again
        </Button>
      )}
    </div>
  );
}
