import { categories, levels } from '@academy/shared/catalogue';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Alert, Button, Checkbox, Select } from '../../../../components/ui';
import { FieldGrid, Form, FormActions, wideField } from '../../../../components/ui/kit';
import { ReadOnlyField } from '../../../../components/ui/kit-read-only-field';
import { textOf } from '../../../../components/ui/site-text';
import { fieldsOf } from '../../../../lib/form-fields';
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
import { categoryLabel, levelLabel } from '../../lib/labels';
import { CoursePageFields } from './course-page-fields';
import { FormInputs, type InputSpec } from './form-inputs';
import styles from './manage.module.css';
import {
  saveFailureText,
  ThumbnailField,
  type ThumbnailField as ThumbnailFieldState,
} from './thumbnail-field';
import { useSavingForm } from './use-saving-form';

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
  failureText,
  commaWarnings = [],
  thumbnailUpload,
}: CourseFormProps) {
  const { t } = useLingui();
  // The stored values go to the API; the options show their names in the page's language.
  const categoryOptions = [
    { value: '', label: t`Choose a category` },
    ...categories.map((category) => ({ value: category, label: categoryLabel(category) })),
  ];
  const levelOptions = levels.map((level) => ({ value: level, label: levelLabel(level) }));
  const { register, control, getValues, submit, failure, formState } = useSavingForm({
    schema: CourseFormSchema,
    defaultValues,
    fields: formFields,
    rowFields: PAGE_SECTION_NAMES,
    save: (values): Promise<unknown> => onSubmit(values, changedFields(defaultValues, getValues())),
  });
  const { errors, isSubmitting } = formState;
  const field = fieldsOf(register, errors);

  const listHint = (field: CourseFieldName) =>
    commaWarnings.includes(field)
      ? t`Separate with commas. Some saved entries hold commas of their own: they stay whole unless you change this field.`
      : t`Separate with commas.`;
  const inputs = (list: readonly InputSpec[]) => (
    <FormInputs inputs={list} register={register} errors={errors} />
  );

  return (
    <Form onSubmit={submit} busy={locked || isSubmitting}>
      <FieldGrid>
        {inputs([
          { name: 'title', label: t`Title`, wide: true },
          { name: 'description', label: t`Description`, rows: 4, wide: true },
        ])}
        {mode === 'create' ? (
          <InstructorSelect {...field('instructor')} />
        ) : (
          <ReadOnlyField label={t`Instructor`} after={<input type="hidden" {...register('instructor')} />}>
            {instructorName}
          </ReadOnlyField>
        )}
        <Select label={t`Category`} options={categoryOptions} {...field('category')} />
        <Select label={t`Level`} options={levelOptions} {...field('level')} />
        {inputs([
          {
            name: 'price',
            label: t`Price (₹)`,
            kind: 'number',
            min: 0,
            hint: t`Whole rupees; 0 makes the course free.`,
          },
          {
            name: 'thumbnail',
            label: t`Thumbnail`,
            optional: true,
            kind: 'address',
            placeholder: t`https://… or /course-art/…`,
            hint: thumbnailUpload.picked
              ? t`The image you picked below replaces this address when you save.`
              : t`An image address, or a path to one of the site's own images; or upload an image below.`,
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
            label: t`Tags`,
            optional: true,
            placeholder: 'react, javascript, frontend',
            hint: listHint('tags'),
            wide: true,
          },
          {
            name: 'requirements',
            label: t`Requirements`,
            optional: true,
            rows: 2,
            placeholder: t`Basic HTML, a laptop`,
            hint: listHint('requirements'),
            wide: true,
          },
          {
            name: 'learningOutcomes',
            label: t`Learning outcomes`,
            optional: true,
            rows: 2,
            placeholder: t`Build a web app, deploy it`,
            hint: listHint('learningOutcomes'),
            wide: true,
          },
        ])}
        <Checkbox
          className={wideField}
          label={
            mode === 'create' ? (
              <>
                <strong>
                  <Trans>Publish now</Trans>
                </strong>
                <span className={textOf('muted')}>
                  {' '}
                  <Trans>Left unticked, the course is saved as a Draft that students cannot see.</Trans>
                </span>
              </>
            ) : (
              <>
                <strong>
                  <Trans>Published</Trans>
                </strong>
                <span className={textOf('muted')}>{t` Students can find and enrol in the course.`}</span>
              </>
            )
          }
          {...register('isPublished')}
        />
      </FieldGrid>
      <section className={styles.pageSections} aria-labelledby="course-page-sections">
        <h2 id="course-page-sections" className={textOf('lg', 'semibold')}>
          <Trans>Course page</Trans>
        </h2>
        <p className={textOf('muted')}>
          <Trans>
            What the course page shows in its sections. A section left empty shows the academy's standard
            text.
          </Trans>
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
        {failure !== null && (
          <Alert tone="error">
            {saveFailureText(failure, failureText ?? t`Something went wrong. Please try again.`)}
          </Alert>
        )}
      </div>
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
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
  const { t } = useLingui();
  const instructors = useInstructors();
  const options = instructors.isSuccess
    ? [
        {
          value: '',
          label: instructors.data.length === 0 ? t`No instructors yet` : t`Choose an instructor`,
        },
        ...instructors.data.map((user) => ({ value: user.id, label: `${user.name} (${user.email})` })),
      ]
    : [
        {
          value: '',
          label: instructors.isError ? t`Instructors could not be loaded` : t`Loading instructors…`,
        },
      ];
  return (
    <div className={styles.instructorField}>
      <Select
        label={t`Instructor`}
        options={options}
        error={error}
        aria-busy={instructors.isPending || undefined}
        hint={
          instructors.isSuccess && instructors.data.length === 0
            ? t`Add an instructor account first (Users, Add User).`
            : undefined
        }
        {...select}
      />
      {instructors.isError && (
        <Button size="sm" variant="secondary" onClick={() => instructors.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}
