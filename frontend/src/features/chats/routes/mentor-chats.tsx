import type { ChatSummary } from '@academy/shared/features/chats/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, EmptyState } from '../../../components/ui';
import { Page, PageHeader } from '../../../components/ui/kit';
import { EmptyCard } from '../../../components/ui/kit-empty-card';
import { PageQuery } from '../../../components/ui/kit-page-query';
import { textOf } from '../../../components/ui/site-text';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useClearNotificationsOnVisit } from '../../../lib/use-clear-notifications';
import { usePageTitle } from '../../../lib/use-page-title';
import { useNewChatNames } from '../api/list-course-students';
import { useMentorChats } from '../api/list-mentor-chats';
import { ChatThread } from '../components/chat-thread';
import styles from '../components/chats.module.css';
import { ConversationList } from '../components/conversation-list';
import { ChatIcon, InboxIcon, PlusIcon } from '../components/icons';
import { NewChatDialog } from '../components/new-chat-dialog';
import { ThreadHeader } from '../components/thread-header';
import { mentorChatHref, type NewChatState } from '../lib/links';

/**
 * Mentor chat (/instructor/chats?chat={id}; spec part 2 §6): the instructor's conversations by student and
 * course, newest activity first, and the open one (in the address, so the dashboard's Recent Chats and a reload
 * land on it) with a send box. Side by side on a desktop; on a phone the list and the thread are two views, with
 * Back to conversations. Either side starts a conversation: the instructor with New message (a course, then one
 * of its enrolled students) or the students page's Message, both landing on ?course={id}&student={id}, which
 * opens the conversation if there is one and otherwise waits for the first message to start it. An admin may
 * read one but only its instructor writes. Visiting reads the caller's chat notifications.
 */
export default function MentorChatsPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const chatId = params.get('chat') || null;
  const newCourseId = chatId ? null : params.get('course') || null;
  const newStudentId = chatId ? null : params.get('student') || null;
  const draftId = newCourseId && newStudentId ? `${newCourseId}_${newStudentId}` : null;
  const query = useMentorChats();
  const chats = query.data?.chats ?? [];
  const [picking, setPicking] = useState(false);
  const canWrite = user.role === 'instructor';
  const linked = location.state as Partial<NewChatState> | null;
  const lookup = useNewChatNames(newCourseId, newStudentId, canWrite && !linked?.studentName);
  const draftNames = linked?.studentName ? (linked as NewChatState) : lookup.data;

  // A conversation that exists (or that the first message just started) opens as any other.
  const draftStarted = draftId !== null && chats.some((c) => c.id === draftId);
  useEffect(() => {
    if (draftStarted && draftId) navigate(mentorChatHref(draftId), { replace: true });
  }, [draftStarted, draftId, navigate]);
  const [threadChat, setThreadChat] = useState<ChatSummary | null>(null);
  const chat = chats.find((c) => c.id === chatId) ?? (threadChat?.id === chatId ? threadChat : null);
  const chatName = chat?.student.name ?? '';
  usePageTitle(chat ? t`Chats: ${chatName}` : t`Chats`);

  useClearNotificationsOnVisit('chat');

  useEffect(() => {
    if (query.error) console.error('Loading conversations failed', query.error);
  }, [query.error]);

  // Focus follows the view: an opened thread's heading; back on the list, the conversation just left.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const shownId = chatId ?? draftId;
  const previousChat = useRef(shownId);
  useEffect(() => {
    const before = previousChat.current;
    previousChat.current = shownId;
    if (before === shownId) return;
    if (shownId) headingRef.current?.focus();
    else if (before) {
      const link = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-chat-id]') ?? [])].find(
        (element) => element.dataset.chatId === before,
      );
      link?.focus();
    }
  }, [shownId]);

  const readOnly = !canWrite;
  const newMessageButton = canWrite && (
    <Button size="sm" variant="secondary" icon={<PlusIcon />} onClick={() => setPicking(true)}>
      <Trans>New message</Trans>
    </Button>
  );
  const studentName = chat?.student.name ?? t`the student`;

  let threadPane: ReactNode;
  if (!chatId && draftId && newCourseId && newStudentId) {
    const name = draftNames?.studentName ?? (lookup.isPending && canWrite ? t`Loading...` : t`Student`);
    const draftStudent = draftNames?.studentName ?? '';
    const draftCourse = draftNames?.courseTitle ?? '';
    threadPane = (
      <ChatThread
        key={draftId}
        chatId={null}
        myId={user.id}
        otherName={draftNames?.studentName ?? t`the student`}
        target={readOnly ? null : { courseId: newCourseId, studentId: newStudentId }}
        readOnly={readOnly}
        readOnlyNote={t`Only the course’s instructor writes here.`}
        empty={
          <EmptyState
            icon={<ChatIcon />}
            title={t`Start the conversation`}
            description={
              draftNames
                ? t`Your first message starts a conversation with ${draftStudent} about “${draftCourse}”. They are told at once.`
                : t`Your first message starts the conversation; the student is told at once.`
            }
          />
        }
        header={
          <ThreadHeader
            person={draftNames?.studentName}
            title={name}
            subtitle={draftNames ? t`${draftCourse} · new conversation` : t`New conversation`}
            backTo="/instructor/chats"
            headingRef={headingRef}
          />
        }
      />
    );
  } else if (!chatId) {
    threadPane = (
      <div className={styles.threadEmpty}>
        <EmptyState
          icon={<InboxIcon />}
          title={t`Select a conversation`}
          description={t`Choose a student on the left to read the conversation and reply.`}
        />
      </div>
    );
  } else {
    threadPane = (
      <ChatThread
        key={chatId}
        chatId={chatId}
        myId={user.id}
        otherName={studentName}
        target={readOnly || !chat ? null : { courseId: chat.course._id, studentId: chat.student._id }}
        readOnly={readOnly}
        readOnlyNote={t`Only the course’s instructor replies here.`}
        onChat={setThreadChat}
        header={
          <ThreadHeader
            person={chat?.student.name}
            title={chat?.student.name ?? t`Conversation`}
            subtitle={chat?.course.title}
            backTo="/instructor/chats"
            headingRef={headingRef}
          />
        }
      />
    );
  }

  let content: ReactNode;
  if (chats.length === 0 && !chatId && !draftId) {
    content = (
      <EmptyCard
        icon={<ChatIcon />}
        title={t`No conversations yet`}
        description={t`Students start a chat with their course’s mentor from their Chat page, and you can write to any student of your courses with New message. Each conversation shows here, by student and course.`}
        action={newMessageButton || undefined}
      />
    );
  } else {
    content = (
      <Card as="section" padding="none" className={styles.panel} aria-label={t`Student chats`}>
        <div className={styles.split} data-view={chatId || draftId ? 'thread' : 'list'}>
          <div className={styles.listPane}>
            <div className={styles.listHeader}>
              <h2 className={textOf('base', 'semibold')}>
                <Trans>Conversations</Trans>
              </h2>
              {newMessageButton}
            </div>
            {chats.length === 0 ? (
              <p className={`${styles.listEmpty} ${textOf('sm', 'muted', 'wrap')}`}>
                <Trans>No other conversations yet.</Trans>
              </p>
            ) : (
              <ConversationList chats={chats} selectedId={chatId} listRef={listRef} />
            )}
          </div>
          <div className={styles.threadPane}>{threadPane}</div>
        </div>
      </Card>
    );
  }

  return (
    <Page className={styles.page}>
      <PageHeader
        shrinkOnPhone
        eyebrow={t`Teaching`}
        title={t`Chats`}
        lead={t`Your students’ questions, one conversation per student and course.`}
      />
      <PageQuery
        query={query}
        loading={t`Loading conversations`}
        failed={t`Your conversations could not be loaded`}
      >
        {content}
      </PageQuery>
      {picking && <NewChatDialog onClose={() => setPicking(false)} />}
    </Page>
  );
}
