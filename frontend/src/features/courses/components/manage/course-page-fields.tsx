import { COURSE_PAGE_ROWS } from '@academy/shared/course-page-limits';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { i18n } from '../../../../lib/i18n';
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
  legend: MessageDescriptor;
  intro?: MessageDescriptor;
  max: number;
  /** Its buttons: "Add highlight", and "Remove highlight 2" (a row's number; called while rendering). */
  add: MessageDescriptor;
  remove: (number: number) => string;
  inputs: readonly InputSpec[];
  /** A row's values that no input edits. */
  hidden?: readonly string[];
  /** Two inputs side by side. */
  pair?: boolean;
  nested?: boolean;
}

/** A section of one text a row ("Company 2"; its label "Company #"). */
const textRows = (list: Omit<RowList, 'inputs'>, label: MessageDescriptor): RowList => ({
  ...list,
  inputs: [{ name: 'text', label }],
});

/** A section of a short text and its details a row ("Step 2", "Step 2 details"). */
const detailRows = (
  list: Omit<RowList, 'inputs'>,
  [name, label]: [string, MessageDescriptor],
  [detailName, detailLabel, rows]: [string, MessageDescriptor, number],
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
    legend: msg`Learning outcomes`,
    intro: msg`What a learner can do by the end. Empty: the page lists the usual outcomes of the category.`,
    max: LIST_ROWS,
    add: msg`Add outcome`,
    remove: (number) => i18n._(msg`Remove outcome ${number}`),
  },
  msg`Outcome #`,
);

const requirements = textRows(
  {
    name: 'requirements',
    legend: msg`Requirements`,
    intro: msg`What a learner needs before starting. Empty: the page shows general requirements.`,
    max: LIST_ROWS,
    add: msg`Add requirement`,
    remove: (number) => i18n._(msg`Remove requirement ${number}`),
  },
  msg`Requirement #`,
);

const highlights = detailRows(
  {
    name: 'highlights',
    legend: msg`Highlights`,
    intro: msg`What sets the course apart. Empty: the page shows the academy's standard highlights.`,
    max: COURSE_PAGE_ROWS.highlights,
    add: msg`Add highlight`,
    remove: (number) => i18n._(msg`Remove highlight ${number}`),
  },
  ['title', msg`Highlight # title`],
  ['desc', msg`Highlight # details`, 2],
);

const tools: RowList = {
  name: 'tools',
  legend: msg`Tools & tech`,
  intro: msg`The tools learners use. Empty: the page lists the usual tools of the category.`,
  max: COURSE_PAGE_ROWS.tools,
  add: msg`Add tool`,
  remove: (number) => i18n._(msg`Remove tool ${number}`),
  pair: true,
  inputs: [
    { name: 'name', label: msg`Tool #`, placeholder: 'Docker' },
    { name: 'category', label: msg`Tool # kind`, optional: true, placeholder: msg`Containers` },
  ],
  hidden: ['icon'],
};

const achievements = textRows(
  {
    name: 'instructorProfile.achievements',
    legend: msg`Achievements`,
    nested: true,
    max: COURSE_PAGE_ROWS.achievements,
    add: msg`Add achievement`,
    remove: (number) => i18n._(msg`Remove achievement ${number}`),
  },
  msg`Achievement #`,
);

const testimonials: RowList = {
  name: 'testimonials',
  legend: msg`Alumni speak`,
  intro: msg`What learners said, in their words and with their permission. Empty: standard quotes.`,
  max: COURSE_PAGE_ROWS.testimonials,
  add: msg`Add testimonial`,
  remove: (number) => i18n._(msg`Remove testimonial ${number}`),
  pair: true,
  inputs: [
    { name: 'name', label: msg`Testimonial # name` },
    {
      name: 'role',
      label: msg`Testimonial # role`,
      optional: true,
      placeholder: msg`Analyst at a Pune bank`,
    },
    { name: 'quote', label: msg`Testimonial # quote`, rows: 2, wide: true },
  ],
};

const journey = detailRows(
  {
    name: 'learningJourney',
    legend: msg`Admission process`,
    intro: msg`The learning journey, step by step. Empty: the academy's standard four steps.`,
    max: COURSE_PAGE_ROWS.learningJourney,
    add: msg`Add step`,
    remove: (number) => i18n._(msg`Remove step ${number}`),
  },
  ['step', msg`Step #`],
  ['desc', msg`Step # details`, 2],
);

const companies = textRows(
  {
    name: 'companies',
    legend: msg`Dream companies`,
    intro: msg`Where learners of the course work. Empty: a standard list of employers.`,
    max: COURSE_PAGE_ROWS.companies,
    add: msg`Add company`,
    remove: (number) => i18n._(msg`Remove company ${number}`),
  },
  msg`Company #`,
);

const faqs = detailRows(
  {
    name: 'faqs',
    legend: msg`FAQs`,
    intro: msg`Questions learners ask before enrolling. Empty: the academy's standard answers.`,
    max: COURSE_PAGE_ROWS.faqs,
    add: msg`Add question`,
    remove: (number) => i18n._(msg`Remove question ${number}`),
  },
  ['question', msg`Question #`],
  ['answer', msg`Answer #`, 3],
);

/** The instructor card's own inputs (the name is the account's). */
const profileInputs: readonly InputSpec[] = [
  {
    name: 'instructorProfile.title',
    label: msg`Headline`,
    optional: true,
    placeholder: msg`Principal Engineer, ex-Flipkart`,
  },
  {
    name: 'instructorProfile.experience',
    label: msg`Industry experience`,
    optional: true,
    placeholder: msg`12+ years`,
  },
  { name: 'instructorProfile.bio', label: msg`Bio`, optional: true, rows: 4, wide: true },
  {
    name: 'instructorProfile.avatar',
    label: msg`Photo address`,
    optional: true,
    kind: 'url',
    placeholder: 'https://…',
    hint: msg`An https address of a square photo.`,
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
    label: msg`Website`,
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
        <legend className={styles.legend}>
          <Trans>Instructor card</Trans>
        </legend>
        <p className={muted}>
          <Trans>
            What the course page says about its instructor (the name is the account’s). Without a bio it shows
            a short standard one.
          </Trans>
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
  const { t } = useLingui();
  const rows = useFieldArray({ control, name: list.name });
  const { max, inputs, hidden = [], pair = false, nested = false } = list;
  const legend = i18n._(list.legend);
  const intro = list.intro && i18n._(list.intro);
  const count = rows.fields.length;
  const full = count >= max;
  const blank = Object.fromEntries([...inputs.map((input) => input.name), ...hidden].map((key) => [key, '']));
  const error = listError(valueAt(errors, list.name));
  return (
    <fieldset className={nested ? styles.nested : styles.section}>
      <legend className={styles.legend}>
        {legend} <span className={textOf('sm', 'regular', 'subtle')}>{t`${count} of ${max}`}</span>
      </legend>
      {intro && <p className={muted}>{intro}</p>}
      {count > 0 && (
        <ol className={layoutOf('stack', 4, 'bare')}>
          {rows.fields.map((field, index) => (
            <Row
              key={field.id}
              onRemove={() => rows.remove(index)}
              removeLabel={list.remove(index + 1)}
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
        {full ? t`${legend}: ${max} at most` : i18n._(list.add)}
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
