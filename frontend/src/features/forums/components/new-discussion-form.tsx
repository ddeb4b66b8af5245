import {
  CreatePostBody,
  FORUM_LIMITS,
  type ForumPost,
  forumCategories,
} from '@academy/shared/features/forums/schemas';
import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode, RefObject } from 'react';
import { Select, TextArea, TextField } from '../../../components/ui';
import { Form } from '../../../components/ui/kit';
import { useSchemaForm } from '../../../components/ui/kit-schema-form';
import { ApiError } from '../../../lib/api-client';
import type { useCreatePost } from '../api/create-post';
import { categoryLabels } from '../lib/forms';

const formFields = ['course', 'title', 'content', 'category'] as const;

interface NewDiscussionFormProps {
  formId: string;
  /** The course it goes to; with `courses`, the first choice. */
  courseId: string;
  /** Offer a course choice (the instructor's modal). */
  courses?: readonly { id: string; title: string }[];
  /** Staff choose a category; a student's post is general. */
  chooseCategory: boolean;
  create: ReturnType<typeof useCreatePost>;
  onCreated: (post: ForumPost) => void;
  /** The submit button and the like, inside the form. */
  actions?: ReactNode;
  firstFieldRef?: RefObject<HTMLElement | null>;
}

/**
 * Start a discussion (spec part 2 §5): title and content are required; the shared schema checks them here as
 * the server does. The instructor's form also has the course and the category (general by default).
 */
export function NewDiscussionForm({
  formId,
  courseId,
  courses,
  chooseCategory,
  create,
  onCreated,
  actions,
  firstFieldRef,
}: NewDiscussionFormProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
    field,
  } = useSchemaForm(CreatePostBody, { course: courseId, title: '', content: '', category: 'general' });
  const courseField = register('course');
  const titleField = register('title');
  const setFirst = (node: HTMLElement | null) => {
    if (firstFieldRef) firstFieldRef.current = node;
  };

  const submit = handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: ({ post }) => {
        reset({ course: values.course, title: '', content: '', category: values.category });
        onCreated(post);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const issue of error.issues) {
          const field = formFields.find((name) => name === issue.path.split('.')[0]);
          if (field) setError(field, { type: 'server', message: issue.message });
        }
      },
    });
  });

  return (
    <Form
      id={formId}
      onSubmit={submit}
      busy={create.isPending}
      density="compact"
      error={
        create.isError
          ? create.error instanceof ApiError && create.error.serverMessage
            ? create.error.serverMessage
            : ''
          : null
      }
      errorTitle={t`Failed to create discussion. Please try again.`}
      after={actions}
    >
      {courses ? (
        <Select
          label={t`Course`}
          options={courses.map((course) => ({ value: course.id, label: course.title }))}
          error={errors.course?.message}
          {...courseField}
          ref={(node) => {
            courseField.ref(node);
            setFirst(node);
          }}
        />
      ) : (
        <input type="hidden" {...courseField} />
      )}
      <TextField
        label={t`Title`}
        autoComplete="off"
        maxLength={FORUM_LIMITS.title}
        placeholder={t`What is your discussion about?`}
        error={errors.title?.message}
        {...titleField}
        ref={(node) => {
          titleField.ref(node);
          if (!courses) setFirst(node);
        }}
      />
      <TextArea
        label={t`Content`}
        rows={5}
        maxLength={FORUM_LIMITS.content}
        placeholder={t`Share your question or idea`}
        {...field('content')}
      />
      {chooseCategory && (
        <Select
          label={t`Category`}
          options={forumCategories.map((category) => ({
            value: category,
            label: i18n._(categoryLabels[category]),
          }))}
          {...field('category')}
        />
      )}
    </Form>
  );
}
