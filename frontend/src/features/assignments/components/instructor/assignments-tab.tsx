import type { Assignment } from '@academy/shared';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { Alert, EmptyState } from '../../../../components/ui';
import { ListTab, useListTabState } from '../../../../components/ui/kit-list-tab';
import { messageOf } from '../../../../lib/api-client';
import { useDeleteAssignment } from '../../api/delete-assignment';
import { useStaffCourseAssignments } from '../../api/list-course-assignments-staff';
import { AssignmentFormModal } from './assignment-form-modal';
import { AssignmentItem } from './assignment-item';
import { ClipboardIcon } from './icons';
import { SubmissionsModal } from './submissions-modal';

/**
 * The address keys of this tab's modals, next to ?tab=assignments&course={id}: `new=1` opens the create form
 * (the dashboard's New Assignment), `assignment` its View Submissions and `student` the submission chosen
 * there (the dashboard's Grade), so a reload or a link opens the same thing.
 */
export const ASSIGNMENT_TAB_PARAMS = ['new', 'assignment', 'student'] as const;

interface AssignmentsTabProps {
  courseId: string;
  courseTitle: string;
  /** The course's modules (for the form's Module choice), in order; undefined while they load. */
  modules: readonly { id: string; title: string }[] | undefined;
}

/**
 * The Assignments tab of a course (spec part 2 §2): its assignments with Refresh and New, each with View
 * Submissions (grading), Edit and Delete through modals.
 */
export function AssignmentsTab({ courseId, courseTitle, modules }: AssignmentsTabProps) {
  const { t } = useLingui();
  /** What goes with an assignment (spec part 2 §8). */
  const deleteNote = ({ submittedCount = 0 }: Assignment) =>
    submittedCount > 0
      ? plural(submittedCount, {
          one: 'Its # submission and their grades go with it.',
          other: 'Its # submissions and their grades go with it.',
        })
      : t`No one has submitted work for it yet.`;
  const deleteErrorText = (error: unknown) => messageOf(error, t`Please try again.`);
  const list = useStaffCourseAssignments(courseId);
  const [params, setParams] = useSearchParams();
  const remove = useDeleteAssignment();
  const tab = useListTabState<Assignment, string>(remove);
  const { editing, setEditing, toDelete, setToDelete, notice, setNotice } = tab;
  const assignments = list.data?.assignments ?? [];

  const creating = params.get('new') === '1';
  const viewingId = params.get('assignment');
  const studentId = params.get('student');

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const confirmDelete = () => {
    const assignment = toDelete;
    if (!assignment) return;
    const { title } = assignment;
    remove.mutate(
      { id: assignment.id, courseId },
      {
        onSuccess: () => {
          setToDelete(null);
          setNotice(t`Assignment “${title}” deleted.`);
        },
      },
    );
  };

  const formOpen = creating || editing !== null;

  return (
    <ListTab
      title={t`Assignments`}
      noun="assignment"
      about={t`Work for students to submit`}
      list={list}
      items={assignments}
      renderItem={(assignment) => (
        <AssignmentItem
          key={assignment.id}
          assignment={assignment}
          onView={(a) => setParam({ assignment: a.id, student: null })}
          onEdit={tab.edit}
          onDelete={tab.askDelete}
        />
      )}
      onNew={() => {
        setNotice(null);
        setParam({ new: '1' });
      }}
      deleting={{
        ...tab.deleteDialog,
        item: toDelete,
        onConfirm: confirmDelete,
        errorText: deleteErrorText,
        note: deleteNote,
      }}
      notice={notice && <Alert tone="success">{notice}</Alert>}
      failedText={messageOf(list.error, t`Please check your connection and try again.`)}
      empty={
        <EmptyState
          icon={<ClipboardIcon />}
          title={t`No assignments yet`}
          description={t`Add the first assignment with New: what to do, by when and for how many points.`}
        />
      }
    >
      {formOpen && modules && (
        <AssignmentFormModal
          key={editing?.id ?? 'new'}
          courseId={courseId}
          courseTitle={courseTitle}
          modules={modules}
          assignment={editing ?? undefined}
          onClose={() => {
            setEditing(null);
            setParam({ new: null });
          }}
          onSaved={(assignment, created) => {
            setEditing(null);
            setParam({ new: null });
            const { title } = assignment;
            setNotice(created ? t`Assignment “${title}” created.` : t`Assignment “${title}” updated.`);
          }}
        />
      )}
      {viewingId && (
        <SubmissionsModal
          key={viewingId}
          assignmentId={viewingId}
          assignment={assignments.find((a) => a.id === viewingId)}
          studentId={studentId}
          onSelectStudent={(id) => setParam({ student: id })}
          onClose={() => setParam({ assignment: null, student: null })}
        />
      )}
    </ListTab>
  );
}
