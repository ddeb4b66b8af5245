import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, buttonClassName, Modal, Select, Spinner, TextField } from '../../../components/ui';
import { NextPageButton } from '../../../components/ui/kit-list';
import { Picker, PickerFilters, PickList, PickRow } from '../../../components/ui/kit-picker';
import { textOf } from '../../../components/ui/site-text';
import { messageOf } from '../../../lib/api-client';
import { initialsOf } from '../../../lib/format';
import { useChatCourses, useCourseStudents } from '../api/list-course-students';
import { type NewChatState, newMentorChatHref } from '../lib/links';
import styles from './chats.module.css';

interface NewChatDialogProps {
  onClose: () => void;
}

/** The students whose name or email holds the text (case and surrounding spaces ignored). */
const matching = <T extends { name: string; email: string }>(students: readonly T[], text: string) => {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return students;
  return students.filter((s) => `${s.name}\n${s.email}`.toLocaleLowerCase().includes(needle));
};

/**
 * New message (the instructor's chats page): pick one of the own courses, then one of its enrolled students
 * (a filter over the names and emails read so far; More students reads the next page), and write to them: the
 * conversation opens, or starts with the first message.
 */
export function NewChatDialog({ onClose }: NewChatDialogProps) {
  const { t } = useLingui();
  const courses = useChatCourses(true);
  const list = courses.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  // The first course with students (the newest may have none yet), until the instructor picks one.
  const courseId = chosen ?? (list.find((c) => c.enrollmentCount > 0) ?? list[0])?.id ?? null;
  const course = list.find((c) => c.id === courseId);
  const courseTitle = course?.title ?? '';
  const students = useCourseStudents(courseId);
  const [filter, setFilter] = useState('');
  const loaded = students.data?.pages.flatMap((page) => page.students) ?? [];
  const shown = matching(loaded, filter);

  let body: ReactNode;
  if (courses.isPending) {
    body = <Spinner label={t`Loading your courses`} />;
  } else if (courses.isError) {
    body = (
      <Alert tone="error" title={t`Your courses could not be loaded`}>
        {messageOf(courses.error, t`Please check your connection and try again.`)}
      </Alert>
    );
  } else if (list.length === 0) {
    body = (
      <p className={textOf('sm', 'muted', 'wrap')}>
        <Trans>You have no courses yet, so no students to write to.</Trans>
      </p>
    );
  } else {
    body = (
      <Picker roomy>
        <PickerFilters>
          <Select
            label={t`Course`}
            options={list.map((c) => {
              const title = c.title;
              return {
                value: c.id,
                label: plural(c.enrollmentCount, {
                  one: `${title} (# student)`,
                  other: `${title} (# students)`,
                }),
              };
            })}
            value={courseId ?? ''}
            onChange={(event) => {
              setChosen(event.target.value);
              setFilter('');
            }}
          />
          <TextField
            label={t`Find a student`}
            type="search"
            autoComplete="off"
            placeholder={t`Name or email`}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </PickerFilters>
        {students.isPending ? (
          <Spinner label={t`Loading students`} />
        ) : students.isError ? (
          <Alert tone="error" title={t`The students could not be loaded`}>
            {messageOf(students.error, t`Please check your connection and try again.`)}
          </Alert>
        ) : shown.length === 0 ? (
          <p className={textOf('sm', 'muted', 'wrap')} aria-live="polite">
            {loaded.length === 0
              ? t`Nobody has enrolled in this course yet.`
              : students.hasNextPage
                ? t`No student matches among those loaded; More students reads on.`
                : t`No student matches.`}
          </p>
        ) : (
          <PickList
            maxHeight="min(22rem, 50dvh)"
            aria-label={course ? t`Students of ${courseTitle}` : t`Students of the course`}
          >
            {shown.map((student) => {
              const name = student.name;
              return (
                <PickRow
                  key={student._id}
                  lead={
                    <span className={styles.avatar} aria-hidden="true">
                      {initialsOf(student.name)}
                    </span>
                  }
                  name={student.name}
                  detail={student.email}
                  action={
                    <Link
                      to={newMentorChatHref(courseId ?? '', student._id)}
                      state={
                        { studentName: student.name, courseTitle: course?.title ?? '' } satisfies NewChatState
                      }
                      className={buttonClassName({ size: 'sm' })}
                      aria-label={t`Message ${name}`}
                      onClick={onClose}
                    >
                      <Trans>Message</Trans>
                    </Link>
                  }
                />
              );
            })}
          </PickList>
        )}
        <NextPageButton pages={students} size="sm" variant="secondary">
          <Trans>More students</Trans>
        </NextPageButton>
      </Picker>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t`New message`}
      description={t`Write to a student enrolled in one of your courses.`}
    >
      {body}
    </Modal>
  );
}
