import { COURSE_PAGE_ROWS } from '@academy/shared/course-page-limits';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldArrayPath,
  type FieldError,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { Button } from '../../../../components/ui';
import { layoutOf, muted } from '../../../../components/ui/kit-layout';
import { textOf } from '../../../../components/ui/site-text';
import type { CoursePageFormOutput, CoursePageFormValues } from '../../lib/course-page-form';
import styles from './course-page-fields.module.css';
import { FormInputs, type InputSpec, valueAt } from './form-inputs';
import { PlusIcon, TrashIcon } from './icons';

/** The most requirements and learning outcomes a course lists (the API's list rule). */
const LIST_ROWS = 50;

type Form = CoursePageFormValues;

interface CoursePageFieldsProps {
  control: Control<Form, unknown, CoursePageFormOutput>;
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
  /** The instructor's Course page editor also edits requirements and learning outcomes as rows. */
  withLists?: boolean;
}

/** A section of rows, as data: where its rows are, what it says, its inputs (`#` the row's number). */
interface RowList {
  name: FieldArrayPath<Form>;
  legend: string;
  intro?: string;
  max: number;
  /** What one row is ("highlight": Add highlight, Remove highlight 2). */
  noun: string;
  inputs: readonly InputSpec[];
  /** A row's values that no input edits. */
  hidden?: readonly string[];
  /** Two inputs side by side. */
  pair?: boolean;
  nested?: boolean;
}

/** A section of one text a row ("Company 2"). */
const textRows = (list: Omit<RowList, 'inputs'>, label: string): RowList => ({
  ...list,
  inputs: [{ name: 'text', label: `${label} #` }],
});

/** A section of a short text and its details a row ("Step 2", "Step 2 details"). */
const detailRows = (
  list: Omit<RowList, 'inputs'>,
  [name, label]: [string, string],
  [detailName, detailLabel, rows]: [string, string, number],
): RowList => ({
  ...list,
  inputs: [
    { name, label },
    { name: detailName, label: detailLabel, rows },
  ],
});

const outcomes = textRows(
  {
    name: 'learningOutcomes',
    legend: 'Learning outcomes',
    intro: 'What a learner can do by the end. Empty: the page lists the usual outcomes of the category.',
    max: LIST_ROWS,
    noun: 'outcome',
  },
  'Outcome',
);

const requirements = textRows(
  {
    name: 'requirements',
    legend: 'Requirements',
    intro: 'What a learner needs before starting. Empty: the page shows general requirements.',
    max: LIST_ROWS,
    noun: 'requirement',
  },
  'Requirement',
);

const highlights = detailRows(
  {
    name: 'highlights',
    legend: 'Highlights',
    intro: "What sets the course apart. Empty: the page shows the academy's standard highlights.",
    max: COURSE_PAGE_ROWS.highlights,
    noun: 'highlight',
  },
  ['title', 'Highlight # title'],
  ['desc', 'Highlight # details', 2],
);

const tools: RowList = {
  name: 'tools',
  legend: 'Tools & tech',
  intro: 'The tools learners use. Empty: the page lists the usual tools of the category.',
  max: COURSE_PAGE_ROWS.tools,
  noun: 'tool',
  pair: true,
  inputs: [
    { name: 'name', label: 'Tool #', placeholder: 'Docker' },
    { name: 'category', label: 'Tool # kind', optional: true, placeholder: 'Containers' },
  ],
  hidden: ['icon'],
};

const achievements = textRows(
  {
    name: 'instructorProfile.achievements',
    legend: 'Achievements',
    nested: true,
    max: COURSE_PAGE_ROWS.achievements,
    noun: 'achievement',
  },
  'Achievement',
);

const testimonials: RowList = {
  name: 'testimonials',
  legend: 'Alumni speak',
  intro: 'What learners said, in their words and with their permission. Empty: standard quotes.',
  max: COURSE_PAGE_ROWS.testimonials,
  noun: 'testimonial',
  pair: true,
  inputs: [
    { name: 'name', label: 'Testimonial # name' },
    { name: 'role', label: 'Testimonial # role', optional: true, placeholder: 'Analyst at a Pune bank' },
    { name: 'quote', label: 'Testimonial # quote', rows: 2, wide: true },
  ],
};

const journey = detailRows(
  {
    name: 'learningJourney',
    legend: 'Admission process',
    intro: "The learning journey, step by step. Empty: the academy's standard four steps.",
    max: COURSE_PAGE_ROWS.learningJourney,
    noun: 'step',
  },
  ['step', 'Step #'],
  ['desc', 'Step # details', 2],
);

const companies = textRows(
  {
    name: 'companies',
    legend: 'Dream companies',
    intro: 'Where learners of the course work. Empty: a standard list of employers.',
    max: COURSE_PAGE_ROWS.companies,
    noun: 'company',
  },
  'Company',
);

const faqs = detailRows(
  {
    name: 'faqs',
    legend: 'FAQs',
    intro: "Questions learners ask before enrolling. Empty: the academy's standard answers.",
    max: COURSE_PAGE_ROWS.faqs,
    noun: 'question',
  },
  ['question', 'Question #'],
  ['answer', 'Answer #', 3],
);

/** The instructor card's own inputs (the name is the account's). */
const profileInputs: readonly InputSpec[] = [
  {
    name: 'instructorProfile.title',
    label: 'Headline',
    optional: true,
    placeholder: 'Principal Engineer, ex-Flipkart',
  },
  {
    name: 'instructorProfile.experience',
    label: 'Industry experience',
    optional: true,
    placeholder: '12+ years',
  },
  { name: 'instructorProfile.bio', label: 'Bio', optional: true, rows: 4, wide: true },
  {
    name: 'instructorProfile.avatar',
    label: 'Photo address',
    optional: true,
    kind: 'url',
    placeholder: 'https://…',
    hint: 'An https address of a square photo.',
    wide: true,
  },
  {
    name: 'instructorProfile.socials.linkedin',
    label: 'LinkedIn',
    optional: true,
    kind: 'url',
    placeholder: 'https://www.linkedin.com/in/…',
  },
  {
    name: 'instructorProfile.socials.twitter',
    label: 'X (Twitter)',
    optional: true,
    kind: 'url',
    placeholder: 'https://x.com/…',
  },
  {
    name: 'instructorProfile.socials.website',
    label: 'Website',
    optional: true,
    kind: 'url',
    placeholder: 'https://…',
    wide: true,
  },
];

/** A list's own message (too many rows, a repeat), wherever react-hook-form put it. */
const listError = (error: unknown): string | undefined => {
  const e = error as (FieldError & { root?: FieldError }) | undefined;
  return e?.message ?? e?.root?.message;
};

/**
 * The course page's authored sections as repeatable rows (spec part 2 §3), in the order the course page shows
 * them. A section left empty keeps the course page's standard text there.
 */
export function CoursePageFields({ control, register, errors, withLists = false }: CoursePageFieldsProps) {
  const form = { control, register, errors };
  return (
    <div className={layoutOf('stack', 5, 'shrink')}>
      {withLists && (
        <>
          <RowSection list={outcomes} {...form} />
          <RowSection list={requirements} {...form} />
        </>
      )}
      <RowSection list={highlights} {...form} />
      <RowSection list={tools} {...form} />
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Instructor card</legend>
        <p className={muted}>
          What the course page says about its instructor (the name is the account’s). Without a bio it shows a
          short standard one.
        </p>
        <div className={styles.grid}>
          <FormInputs inputs={profileInputs} register={register} errors={errors} />
        </div>
        <RowSection list={achievements} {...form} />
      </fieldset>
      <RowSection list={testimonials} {...form} />
      <RowSection list={journey} {...form} />
      <RowSection list={companies} {...form} />
      <RowSection list={faqs} {...form} />
    </div>
  );
}

/** A section of rows: its name, what an empty section means, the rows, and Add (until it is full). */
function RowSection({
  list,
  control,
  register,
  errors,
}: { list: RowList } & Omit<CoursePageFieldsProps, 'withLists'>) {
  const rows = useFieldArray({ control, name: list.name });
  const { legend, intro, max, noun, inputs, hidden = [], pair = false, nested = false } = list;
  const count = rows.fields.length;
  const full = count >= max;
  const blank = Object.fromEntries([...inputs.map((input) => input.name), ...hidden].map((key) => [key, '']));
  const error = listError(valueAt(errors, list.name));
  return (
    <fieldset className={nested ? styles.nested : styles.section}>
      <legend className={styles.legend}>
        {legend}{' '}
        <span className={textOf('sm', 'regular', 'subtle')}>
          {count} of {max}
        </span>
      </legend>
      {intro && <p className={muted}>{intro}</p>}
      {count > 0 && (
        <ol className={layoutOf('stack', 4, 'bare')}>
          {rows.fields.map((field, index) => (
            <Row
              key={field.id}
              onRemove={() => rows.remove(index)}
              removeLabel={`Remove ${noun} ${index + 1}`}
              pair={pair}
            >
              <FormInputs
                inputs={inputs}
                register={register}
                errors={errors}
                row={{ path: `${list.name}.${index}`, number: index + 1 }}
              />
            </Row>
          ))}
        </ol>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button
        size="sm"
        variant="secondary"
        icon={<PlusIcon />}
        className={styles.add}
        onClick={() => rows.append(blank as never, { shouldFocus: true })}
        disabled={full}
      >
        {full ? `${legend}: ${max} at most` : `Add ${noun}`}
      </Button>
    </fieldset>
  );
}

/** One row: its inputs (side by side when `pair`) and a Remove button. */
function Row({
  onRemove,
  removeLabel,
  pair = false,
  children,
}: {
  onRemove: () => void;
  removeLabel: string;
  pair?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={styles.row}>
      <div className={pair ? styles.pair : layoutOf('stack', 3, 'shrink')}>{children}</div>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        className={styles.remove}
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <TrashIcon />
      </Button>
    </li>
  );
}
