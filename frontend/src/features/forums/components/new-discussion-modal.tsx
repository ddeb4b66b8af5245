import type { ForumPost } from '@academy/shared/features/forums/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Button, Modal } from '../../../components/ui';
import { useCreatePost } from '../api/create-post';
import { NewDiscussionForm } from './new-discussion-form';

interface NewDiscussionModalProps {
  courses: readonly { id: string; title: string }[];
  /** The course chosen on the page: the modal's first choice. */
  courseId: string;
  onClose: () => void;
  onCreated: (post: ForumPost) => void;
}

/**
 * The instructor's New Discussion (spec part 2): course, title, content and category. Render it only while
 * open: each opening starts afresh. Focus goes to the course choice and back to the opener on close.
 */
export function NewDiscussionModal({ courses, courseId, onClose, onCreated }: NewDiscussionModalProps) {
  const { t } = useLingui();
  const create = useCreatePost();
  const firstRef = useRef<HTMLElement | null>(null);
  const formId = 'new-discussion-form';
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!create.isPending}
      size="lg"
      title={t`New Discussion`}
      description={t`Start a discussion in one of your courses.`}
      initialFocus={firstRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} busy={create.isPending} busyText={t`Posting...`}>
            <Trans>Create Discussion</Trans>
          </Button>
        </>
      }
    >
      <NewDiscussionForm
        formId={formId}
        courseId={courseId || (courses[0]?.id ?? '')}
        courses={courses}
        chooseCategory
        create={create}
        onCreated={onCreated}
        firstFieldRef={firstRef}
      />
    </Modal>
  );
}
