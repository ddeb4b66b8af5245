import {
  CreateTicketBody,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  type TicketDetail,
  ticketCategories,
  ticketPriorities,
} from '@academy/shared/features/support/schemas';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import * as z from 'zod';
import { Select, TextArea, TextField } from '../../../components/ui';
import { FormModal } from '../../../components/ui/kit';
import { refusalReason } from '../../../components/ui/kit-load-failed';
import { useSchemaForm } from '../../../components/ui/kit-schema-form';
import { ApiError } from '../../../lib/api-client';
import type { EnrolledCourse } from '../../enrollments';
import { useCreateTicket } from '../api/create-ticket';
import { categoryLabels, newRequestId, priorityLabels } from '../lib/tickets';
import styles from './support.module.css';

/** The form's fields: the shared body's, with the course as the select gives it ('' for none). */
const TicketForm = CreateTicketBody.omit({ courseId: true, requestId: true }).extend({
  courseId: z.string(),
});

const formFields = ['subject', 'description', 'category', 'priority', 'courseId'] as const;

interface CreateTicketModalProps {
  /** The caller's enrolled courses (students); null hides the course choice. */
  courses: readonly EnrolledCourse[] | null;
  onClose: () => void;
  onCreated: (ticket: TicketDetail) => void;
}

/**
 * New Ticket (spec part 2 §8): subject and description required, category technical and priority medium by
 * default, and for a student an optional course, whose instructor then gets it. Render it only while open:
 * each opening starts afresh with a new request key, which a retry of the same opening sends again, so a lost
 * answer never makes a second ticket.
 */
export function CreateTicketModal({ courses, onClose, onCreated }: CreateTicketModalProps) {
  const { t, i18n } = useLingui();
  const categoryOptions = ticketCategories.map((value) => ({ value, label: i18n._(categoryLabels[value]) }));
  const priorityOptions = ticketPriorities.map((value) => ({ value, label: i18n._(priorityLabels[value]) }));
  const create = useCreateTicket();
  const [requestId] = useState(newRequestId);
  const firstRef = useRef<HTMLElement | null>(null);
  const formId = 'create-ticket-form';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
    field,
  } = useSchemaForm(TicketForm, {
    subject: '',
    description: '',
    category: 'technical',
    priority: 'medium',
    courseId: '',
  });
  const subjectField = register('subject');

  const submit = handleSubmit(({ courseId, ...values }) => {
    create.mutate(
      { ...values, courseId: courseId || undefined, requestId },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const issue of error.issues) {
            const field = formFields.find((name) => name === issue.path.split('.')[0]);
            if (field) setError(field, { type: 'server', message: issue.message });
          }
        },
      },
    );
  });

  const reason = refusalReason(create.error);

  return (
    <FormModal
      formId={formId}
      title={t`New Ticket`}
      description={t`Tell us what is wrong; we answer in this ticket’s thread.`}
      initialFocus={firstRef}
      onSubmit={submit}
      onClose={onClose}
      busy={create.isPending}
      submitLabel={t`Create Ticket`}
      busyText={t`Creating...`}
      error={create.isError ? (reason ?? '') : null}
      errorTitle={`❌ ${SUPPORT_MESSAGES.createFailed}`}
      density="compact"
    >
      <TextField
        label={t`Subject`}
        autoComplete="off"
        maxLength={SUPPORT_LIMITS.subject}
        placeholder={t`A short summary of the problem`}
        error={errors.subject?.message}
        {...subjectField}
        ref={(node) => {
          subjectField.ref(node);
          firstRef.current = node;
        }}
      />
      <TextArea
        label={t`Description`}
        rows={5}
        maxLength={SUPPORT_LIMITS.description}
        placeholder={t`What happened, what you expected, and any steps to see it`}
        {...field('description')}
      />
      <div className={styles.formRow}>
        <Select label={t`Category`} options={categoryOptions} {...field('category')} />
        <Select label={t`Priority`} options={priorityOptions} {...field('priority')} />
      </div>
      {courses && courses.length > 0 && (
        <Select
          label={t`Course`}
          optional
          hint={t`The course’s instructor gets a ticket about their course.`}
          options={[
            { value: '', label: t`Not about a course` },
            ...courses.map((course) => ({ value: course.id, label: course.title })),
          ]}
          {...field('courseId')}
        />
      )}
    </FormModal>
  );
}
