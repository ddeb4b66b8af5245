import type { LiveSession, SessionStatus } from '@academy/shared/features/live-sessions/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { VideoIcon } from '../../../components/icons/icons';
import { Alert, EmptyState } from '../../../components/ui';
import { ListTab, useListTabState } from '../../../components/ui/kit-list-tab';
import { messageOf } from '../../../lib/api-client';
import { useDeleteSession } from '../api/delete-session';
import { useCourseSessions } from '../api/list-course-sessions';
import { useSetSessionStatus } from '../api/set-session-status';
import { sortSessions, statusChanged } from '../lib/sessions';
import { SessionFormModal } from './session-form-modal';
import { SessionItem } from './session-item';

interface SessionsTabProps {
  courseId: string;
  courseTitle: string;
}

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * The Sessions tab of a course (spec part 2 §2, /instructor/courses?tab=sessions&course={id}): its sessions,
 * live first, with Refresh and New; each with the status buttons its status allows, Edit and Delete. Saving
 * says 'Session saved.'; a failed save 'Failed to save session.'.
 */
export function SessionsTab({ courseId, courseTitle }: SessionsTabProps) {
  const { t } = useLingui();
  /** What goes with a session (spec part 2 §8: 'Delete session?'). */
  const deleteNote = ({ attendeeCount }: LiveSession) =>
    attendeeCount > 0
      ? plural(attendeeCount, {
          one: 'Its attendance record (# student) goes with it.',
          other: 'Its attendance record (# students) goes with it.',
        })
      : t`Students will no longer see it or be reminded of it.`;
  const errorText = (error: unknown) => messageOf(error, t`Please try again.`);
  const list = useCourseSessions(courseId);
  const setStatus = useSetSessionStatus();
  const remove = useDeleteSession();
  const [creating, setCreating] = useState(false);
  const tab = useListTabState<LiveSession, Notice>(remove);
  const { editing, setEditing, toDelete, setToDelete, notice, setNotice } = tab;
  const now = Date.now();
  const sessions = sortSessions(list.data?.sessions ?? [], now);
  const pending = setStatus.isPending ? setStatus.variables : undefined;

  const changeStatus = (session: LiveSession, status: SessionStatus) => {
    setNotice(null);
    setStatus.mutate(
      { id: session.id, status },
      {
        onSuccess: ({ session: saved }) =>
          setNotice({ tone: 'success', text: statusChanged(saved.title, saved.status) }),
        onError: (error) =>
          setNotice({
            tone: 'error',
            text: `${t`Failed to save session.`} ${messageOf(error, t`Please try again.`)}`,
          }),
      },
    );
  };

  const confirmDelete = () => {
    const session = toDelete;
    if (!session) return;
    const { title } = session;
    remove.mutate(
      { id: session.id },
      {
        onSuccess: () => {
          setToDelete(null);
          setNotice({ tone: 'success', text: t`Session “${title}” deleted.` });
        },
      },
    );
  };

  const closeForm = () => {
    setCreating(false);
    setEditing(null);
  };

  return (
    <ListTab
      title={t`Live sessions`}
      noun="session"
      about={t`Classes your students join live`}
      list={list}
      items={sessions}
      renderItem={(session) => (
        <SessionItem
          key={session.id}
          session={session}
          pendingStatus={pending?.id === session.id ? pending.status : null}
          onStatus={changeStatus}
          onEdit={tab.edit}
          onDelete={tab.askDelete}
        />
      )}
      onNew={() => {
        setNotice(null);
        setCreating(true);
      }}
      deleting={{
        ...tab.deleteDialog,
        item: toDelete,
        onConfirm: confirmDelete,
        errorText,
        note: deleteNote,
      }}
      notice={notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      empty={
        <EmptyState
          icon={<VideoIcon />}
          title={t`No live sessions scheduled`}
          description={t`Schedule the first one with New: its enrolled students are notified and reminded within the hour before it starts.`}
        />
      }
    >
      {(creating || editing) && (
        <SessionFormModal
          key={editing?.id ?? 'new'}
          courseId={courseId}
          courseTitle={courseTitle}
          session={editing ?? undefined}
          onClose={closeForm}
          onSaved={() => {
            closeForm();
            setNotice({ tone: 'success', text: t`Session saved.` });
          }}
        />
      )}
    </ListTab>
  );
}
