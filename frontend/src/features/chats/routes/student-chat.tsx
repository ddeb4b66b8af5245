import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, EmptyState, Select } from '../../../components/ui';
import { Page, PageHeader } from '../../../components/ui/kit';
import { EmptyCard } from '../../../components/ui/kit-empty-card';
import { PageQuery } from '../../../components/ui/kit-page-query';
import { textOf } from '../../../components/ui/site-text';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useClearNotificationsOnVisit } from '../../../lib/use-clear-notifications';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStudentChats } from '../api/list-student-chats';
import { ChatThread } from '../components/chat-thread';
import styles from '../components/chats.module.css';
import { ChatIcon, WaveIcon } from '../components/icons';
import { ThreadHeader } from '../components/thread-header';
import { mentorOptionLabel, selectedMentor } from '../lib/lists';
import { hasHistory } from '../lib/send';

/**
 * Student chat (/student/chat?course={id}; spec part 2 §6): a dropdown of the student's mentors, one per enrolled
 * course (course title and mentor name, with what is unread), the chosen conversation and a send box. The course
 * is in the address, so a notification or a reload lands on it; without one the conversation with the newest
 * activity opens. Visiting reads the student's chat notifications. With no enrolments: No Active Chat and Go
 * Back.
 */
export default function StudentChatPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = useStudentChats();
  const mentors = query.data?.mentors ?? [];
  const requested = params.get('course');
  const selected = selectedMentor(mentors, requested);
  const selectedName = selected?.mentor.name ?? '';
  usePageTitle(selected ? t`Chat: ${selectedName}` : t`Chat`);

  useClearNotificationsOnVisit('chat');

  // The address names the conversation shown (the first one until the student picks another).
  const selectedCourse = selected?.courseId ?? null;
  useEffect(() => {
    if (selectedCourse && requested !== selectedCourse) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('course', selectedCourse);
          return next;
        },
        { replace: true },
      );
    }
  }, [selectedCourse, requested, setParams]);

  useEffect(() => {
    if (query.error) console.error('Loading chats failed', query.error);
  }, [query.error]);

  const goBack = () => {
    if (hasHistory(window.history.state)) navigate(-1);
    else navigate('/student/dashboard');
  };

  const unreadElsewhere = mentors
    .filter((m) => m !== selected)
    .reduce((sum, m) => sum + (m.chat?.unreadCount ?? 0), 0);

  let content: ReactNode;
  if (!selected) {
    content = (
      <EmptyCard
        icon={<ChatIcon />}
        title={t`No Active Chat`}
        description={t`Each course you enrol in comes with a mentor to chat with. Enrol in a course to start.`}
        action={
          <Button variant="secondary" onClick={goBack}>
            <Trans>Go Back</Trans>
          </Button>
        }
      />
    );
  } else {
    const { mentor, courseTitle } = selected;
    const mentorName = mentor.name;
    content = (
      <Card as="section" padding="none" className={styles.panel} aria-label={t`Mentor chat`}>
        <div className={styles.picker}>
          <Select
            label={t`Mentor`}
            className={styles.pickerField}
            options={mentors.map((m) => ({ value: m.courseId, label: mentorOptionLabel(m) }))}
            value={selected.courseId}
            onChange={(event) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('course', event.target.value);
                  return next;
                },
                { replace: true },
              )
            }
          />
          {unreadElsewhere > 0 && (
            <p className={`${styles.pickerNote} ${textOf('sm', 'medium', 'primary')}`} role="status">
              <Trans>{unreadElsewhere} unread in other chats</Trans>
            </p>
          )}
        </div>
        <ChatThread
          key={selected.courseId}
          chatId={selected.chat?.id ?? null}
          myId={user.id}
          otherName={mentor.name}
          target={{ courseId: selected.courseId }}
          header={
            <ThreadHeader person={mentor.name} title={mentor.name} subtitle={t`Mentor · ${courseTitle}`} />
          }
          empty={
            <EmptyState
              icon={<WaveIcon />}
              title={t`Say hello to ${mentorName}`}
              description={t`Ask anything about ${courseTitle}. ${mentorName} gets a notification and answers here.`}
            />
          }
        />
      </Card>
    );
  }

  return (
    <Page className={styles.page}>
      <PageHeader
        shrinkOnPhone
        eyebrow={t`Mentor chat`}
        title={t`Chat`}
        lead={t`Ask your course mentors anything, one conversation per course.`}
      />
      <PageQuery query={query} loading={t`Loading your mentors`} failed={t`Your chats could not be loaded`}>
        {content}
      </PageQuery>
    </Page>
  );
}
