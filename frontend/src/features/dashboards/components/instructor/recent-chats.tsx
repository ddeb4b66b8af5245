import { DashboardSection, SectionEmpty } from '../dashboard-section';

/** Recent Chats (spec part 1 §2: 5). The chat feature fills this section; until then it says what will appear. */
export function RecentChats() {
  return (
    <DashboardSection title="Recent Chats" link={{ to: '/instructor/chats', label: 'All chats' }}>
      <SectionEmpty>Conversations with your students will appear here once chat opens.</SectionEmpty>
    </DashboardSection>
  );
}
