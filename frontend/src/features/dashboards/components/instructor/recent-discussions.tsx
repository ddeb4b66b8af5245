import { DashboardSection, SectionEmpty } from '../dashboard-section';

/**
 * Discussions (spec part 1 §2: 5 items from the first course's forums). The forums feature fills this
 * section; until then it says what will appear here.
 */
export function RecentDiscussions() {
  return (
    <DashboardSection title="Discussions" link={{ to: '/instructor/discussions', label: 'All discussions' }}>
      <SectionEmpty>The latest posts in your course forums will appear here once forums open.</SectionEmpty>
    </DashboardSection>
  );
}
