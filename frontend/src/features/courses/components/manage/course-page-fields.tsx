import { COURSE_PAGE_ROWS } from '@academy/shared/course-page-limits';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldError,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { Button, TextArea, TextField } from '../../../../components/ui';
import { wideField } from '../../../../components/ui/kit';
import { layoutOf, muted } from '../../../../components/ui/kit-layout';
import type { CoursePageFormOutput, CoursePageFormValues } from '../../lib/course-page-form';
import styles from './course-page-fields.module.css';
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
  const highlights = useFieldArray({ control, name: 'highlights' });
  const tools = useFieldArray({ control, name: 'tools' });
  const achievements = useFieldArray({ control, name: 'instructorProfile.achievements' });
  const testimonials = useFieldArray({ control, name: 'testimonials' });
  const journey = useFieldArray({ control, name: 'learningJourney' });
  const faqs = useFieldArray({ control, name: 'faqs' });
  const companies = useFieldArray({ control, name: 'companies' });
  const outcomes = useFieldArray({ control, name: 'learningOutcomes' });
  const requirements = useFieldArray({ control, name: 'requirements' });
  const profile = errors.instructorProfile;

  return (
    <div className={layoutOf('stack', 5, 'shrink')}>
      {withLists && (
        <>
          <RowSection
            legend="Learning outcomes"
            intro="What a learner can do by the end. Empty: the page lists the usual outcomes of the category."
            count={outcomes.fields.length}
            max={LIST_ROWS}
            addLabel="Add outcome"
            onAdd={() => outcomes.append({ text: '' }, { shouldFocus: true })}
            error={listError(errors.learningOutcomes)}
          >
            {outcomes.fields.map((field, index) => (
              <Row
                key={field.id}
                onRemove={() => outcomes.remove(index)}
                removeLabel={`Remove outcome ${index + 1}`}
              >
                <TextField
                  label={`Outcome ${index + 1}`}
                  autoComplete="off"
                  error={errors.learningOutcomes?.[index]?.text?.message}
                  {...register(`learningOutcomes.${index}.text`)}
                />
              </Row>
            ))}
          </RowSection>
          <RowSection
            legend="Requirements"
            intro="What a learner needs before starting. Empty: the page shows general requirements."
            count={requirements.fields.length}
            max={LIST_ROWS}
            addLabel="Add requirement"
            onAdd={() => requirements.append({ text: '' }, { shouldFocus: true })}
            error={listError(errors.requirements)}
          >
            {requirements.fields.map((field, index) => (
              <Row
                key={field.id}
                onRemove={() => requirements.remove(index)}
                removeLabel={`Remove requirement ${index + 1}`}
              >
                <TextField
                  label={`Requirement ${index + 1}`}
                  autoComplete="off"
                  error={errors.requirements?.[index]?.text?.message}
                  {...register(`requirements.${index}.text`)}
                />
              </Row>
            ))}
          </RowSection>
        </>
      )}

      <RowSection
        legend="Highlights"
        intro="What sets the course apart. Empty: the page shows the academy's standard highlights."
        count={highlights.fields.length}
        max={COURSE_PAGE_ROWS.highlights}
        addLabel="Add highlight"
        onAdd={() => highlights.append({ title: '', desc: '' }, { shouldFocus: true })}
        error={listError(errors.highlights)}
      >
        {highlights.fields.map((field, index) => (
          <Row
            key={field.id}
            onRemove={() => highlights.remove(index)}
            removeLabel={`Remove highlight ${index + 1}`}
          >
            <TextField
              label={`Highlight ${index + 1} title`}
              autoComplete="off"
              error={errors.highlights?.[index]?.title?.message}
              {...register(`highlights.${index}.title`)}
            />
            <TextArea
              label={`Highlight ${index + 1} details`}
              rows={2}
              error={errors.highlights?.[index]?.desc?.message}
              {...register(`highlights.${index}.desc`)}
            />
          </Row>
        ))}
      </RowSection>

      <RowSection
        legend="Tools & tech"
        intro="The tools learners use. Empty: the page lists the usual tools of the category."
        count={tools.fields.length}
        max={COURSE_PAGE_ROWS.tools}
        addLabel="Add tool"
        onAdd={() => tools.append({ name: '', category: '', icon: '' }, { shouldFocus: true })}
        error={listError(errors.tools)}
      >
        {tools.fields.map((field, index) => (
          <Row
            key={field.id}
            onRemove={() => tools.remove(index)}
            removeLabel={`Remove tool ${index + 1}`}
            pair
          >
            <TextField
              label={`Tool ${index + 1}`}
              autoComplete="off"
              placeholder="Docker"
              error={errors.tools?.[index]?.name?.message}
              {...register(`tools.${index}.name`)}
            />
            <TextField
              label={`Tool ${index + 1} kind`}
              optional
              autoComplete="off"
              placeholder="Containers"
              error={errors.tools?.[index]?.category?.message}
              {...register(`tools.${index}.category`)}
            />
          </Row>
        ))}
      </RowSection>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Instructor card</legend>
        <p className={muted}>
          What the course page says about its instructor (the name is the account’s). Without a bio it shows a
          short standard one.
        </p>
        <div className={styles.grid}>
          <TextField
            label="Headline"
            optional
            autoComplete="off"
            placeholder="Principal Engineer, ex-Flipkart"
            error={profile?.title?.message}
            {...register('instructorProfile.title')}
          />
          <TextField
            label="Industry experience"
            optional
            autoComplete="off"
            placeholder="12+ years"
            error={profile?.experience?.message}
            {...register('instructorProfile.experience')}
          />
          <TextArea
            label="Bio"
            optional
            rows={4}
            className={wideField}
            error={profile?.bio?.message}
            {...register('instructorProfile.bio')}
          />
          <TextField
            label="Photo address"
            optional
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://…"
            hint="An https address of a square photo."
            className={wideField}
            error={profile?.avatar?.message}
            {...register('instructorProfile.avatar')}
          />
          <TextField
            label="LinkedIn"
            optional
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://www.linkedin.com/in/…"
            error={profile?.socials?.linkedin?.message}
            {...register('instructorProfile.socials.linkedin')}
          />
          <TextField
            label="X (Twitter)"
            optional
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://x.com/…"
            error={profile?.socials?.twitter?.message}
            {...register('instructorProfile.socials.twitter')}
          />
          <TextField
            label="Website"
            optional
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://…"
            className={wideField}
            error={profile?.socials?.website?.message}
            {...register('instructorProfile.socials.website')}
          />
        </div>
        <RowSection
          legend="Achievements"
          nested
          count={achievements.fields.length}
          max={COURSE_PAGE_ROWS.achievements}
          addLabel="Add achievement"
          onAdd={() => achievements.append({ text: '' }, { shouldFocus: true })}
          error={listError(profile?.achievements)}
        >
          {achievements.fields.map((field, index) => (
            <Row
              key={field.id}
              onRemove={() => achievements.remove(index)}
              removeLabel={`Remove achievement ${index + 1}`}
            >
              <TextField
                label={`Achievement ${index + 1}`}
                autoComplete="off"
                error={profile?.achievements?.[index]?.text?.message}
                {...register(`instructorProfile.achievements.${index}.text`)}
              />
            </Row>
          ))}
        </RowSection>
      </fieldset>

      <RowSection
        legend="Alumni speak"
        intro="What learners said, in their words and with their permission. Empty: standard quotes."
        count={testimonials.fields.length}
        max={COURSE_PAGE_ROWS.testimonials}
        addLabel="Add testimonial"
        onAdd={() => testimonials.append({ name: '', role: '', quote: '' }, { shouldFocus: true })}
        error={listError(errors.testimonials)}
      >
        {testimonials.fields.map((field, index) => (
          <Row
            key={field.id}
            onRemove={() => testimonials.remove(index)}
            removeLabel={`Remove testimonial ${index + 1}`}
            pair
          >
            <TextField
              label={`Testimonial ${index + 1} name`}
              autoComplete="off"
              error={errors.testimonials?.[index]?.name?.message}
              {...register(`testimonials.${index}.name`)}
            />
            <TextField
              label={`Testimonial ${index + 1} role`}
              optional
              autoComplete="off"
              placeholder="Analyst at a Pune bank"
              error={errors.testimonials?.[index]?.role?.message}
              {...register(`testimonials.${index}.role`)}
            />
            <TextArea
              label={`Testimonial ${index + 1} quote`}
              rows={2}
              className={wideField}
              error={errors.testimonials?.[index]?.quote?.message}
              {...register(`testimonials.${index}.quote`)}
            />
          </Row>
        ))}
      </RowSection>

      <RowSection
        legend="Admission process"
        intro="The learning journey, step by step. Empty: the academy's standard four steps."
        count={journey.fields.length}
        max={COURSE_PAGE_ROWS.learningJourney}
        addLabel="Add step"
        onAdd={() => journey.append({ step: '', desc: '' }, { shouldFocus: true })}
        error={listError(errors.learningJourney)}
      >
        {journey.fields.map((field, index) => (
          <Row key={field.id} onRemove={() => journey.remove(index)} removeLabel={`Remove step ${index + 1}`}>
            <TextField
              label={`Step ${index + 1}`}
              autoComplete="off"
              error={errors.learningJourney?.[index]?.step?.message}
              {...register(`learningJourney.${index}.step`)}
            />
            <TextArea
              label={`Step ${index + 1} details`}
              rows={2}
              error={errors.learningJourney?.[index]?.desc?.message}
              {...register(`learningJourney.${index}.desc`)}
            />
          </Row>
        ))}
      </RowSection>

      <RowSection
        legend="Dream companies"
        intro="Where learners of the course work. Empty: a standard list of employers."
        count={companies.fields.length}
        max={COURSE_PAGE_ROWS.companies}
        addLabel="Add company"
        onAdd={() => companies.append({ text: '' }, { shouldFocus: true })}
        error={listError(errors.companies)}
      >
        {companies.fields.map((field, index) => (
          <Row
            key={field.id}
            onRemove={() => companies.remove(index)}
            removeLabel={`Remove company ${index + 1}`}
          >
            <TextField
              label={`Company ${index + 1}`}
              autoComplete="off"
              error={errors.companies?.[index]?.text?.message}
              {...register(`companies.${index}.text`)}
            />
          </Row>
        ))}
      </RowSection>

      <RowSection
        legend="FAQs"
        intro="Questions learners ask before enrolling. Empty: the academy's standard answers."
        count={faqs.fields.length}
        max={COURSE_PAGE_ROWS.faqs}
        addLabel="Add question"
        onAdd={() => faqs.append({ question: '', answer: '' }, { shouldFocus: true })}
        error={listError(errors.faqs)}
      >
        {faqs.fields.map((field, index) => (
          <Row
            key={field.id}
            onRemove={() => faqs.remove(index)}
            removeLabel={`Remove question ${index + 1}`}
          >
            <TextField
              label={`Question ${index + 1}`}
              autoComplete="off"
              error={errors.faqs?.[index]?.question?.message}
              {...register(`faqs.${index}.question`)}
            />
            <TextArea
              label={`Answer ${index + 1}`}
              rows={3}
              error={errors.faqs?.[index]?.answer?.message}
              {...register(`faqs.${index}.answer`)}
            />
          </Row>
        ))}
      </RowSection>
    </div>
  );
}

/** A section of rows: its name, what an empty section means, the rows, and Add (until it is full). */
function RowSection({
  legend,
  intro,
  count,
  max,
  addLabel,
  onAdd,
  error,
  nested = false,
  children,
}: {
  legend: string;
  intro?: string;
  count: number;
  max: number;
  addLabel: string;
  onAdd: () => void;
  error?: string;
  nested?: boolean;
  children: ReactNode;
}) {
  const full = count >= max;
  return (
    <fieldset className={nested ? styles.nested : styles.section}>
      <legend className={styles.legend}>
        {legend}{' '}
        <span className={styles.count}>
          {count} of {max}
        </span>
      </legend>
      {intro && <p className={muted}>{intro}</p>}
      {count > 0 && <ol className={layoutOf('stack', 4, 'bare')}>{children}</ol>}
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
        onClick={onAdd}
        disabled={full}
      >
        {full ? `${legend}: ${max} at most` : addLabel}
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
