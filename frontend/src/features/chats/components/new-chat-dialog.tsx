import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, buttonClassName, Modal, Select, Spinner, TextField } from '../../../components/ui';
import { NextPageButton } from '../../../components/ui/kit-list';
import { Picker, PickerFilters, PickList, PickRow } from '../../../components/ui/kit-picker';
import { messageOf } from '../../../lib/api-client';
import { initialsOf, pluralise } from '../../../lib/format';
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
  const courses = useChatCourses(true);
  const list = courses.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  // The first course with students (the newest may have none yet), until the instructor picks one.
  const courseId = chosen ?? (list.find((c) => c.enrollmentCount > 0) ?? list[0])?.id ?? null;
  const course = list.find((c) => c.id === courseId);
  const students = useCourseStudents(courseId);
  const [filter, setFilter] = useState('');
  const loaded = students.data?.pages.flatMap((page) => page.students) ?? [];
  const shown = matching(loaded, filter);

  let body: ReactNode;
  if (courses.isPending) {
    body = <Spinner label="Loading your courses" />;
  } else if (courses.isError) {
    body = (
      <Alert tone="error" title="Your courses could not be loaded">
        {messageOf(courses.error, 'Please check your connection and try again.')}
      </Alert>
    );
  } else if (list.length === 0) {
    body = <p className={styles.threadSubtitle}>You have no courses yet, so no students to write to.</p>;
  } else {
    body = (
      <Picker roomy>
        <PickerFilters>
          <Select
            label="Course"
            options={list.map((c) => ({
              value: c.id,
              label: `${c.title} (${pluralise(c.enrollmentCount, 'student')})`,
            }))}
            value={courseId ?? ''}
            onChange={(event) => {
              setChosen(event.target.value);
              setFilter('');
            }}
          />
          <TextField
            label="Find a student"
            type="search"
            autoComplete="off"
            placeholder="Name or email"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </PickerFilters>
        {students.isPending ? (
          <Spinner label="Loading students" />
        ) : students.isError ? (
          <Alert tone="error" title="The students could not be loaded">
            {messageOf(students.error, 'Please check your connection and try again.')}
          </Alert>
        ) : shown.length === 0 ? (
          <p className={styles.threadSubtitle} aria-live="polite">
            {loaded.length === 0
              ? 'Nobody has enrolled in this course yet.'
              : students.hasNextPage
                ? 'No student matches among those loaded; More students reads on.'
                : 'No student matches.'}
          </p>
        ) : (
          <PickList maxHeight="min(22rem, 50dvh)" aria-label={`Students of ${course?.title ?? 'the course'}`}>
            {shown.map((student) => (
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
                    aria-label={`Message ${student.name}`}
                    onClick={onClose}
                  >
                    Message
                  </Link>
                }
              />
            ))}
          </PickList>
        )}
        <NextPageButton pages={students} size="sm" variant="secondary">
          More students
        </NextPageButton>
      </Picker>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="New message"
      description="Write to a student enrolled in one of your courses."
    >
      {body}
    </Modal>
  );
}
