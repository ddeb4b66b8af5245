import { DashboardSection, SectionEmpty } from '../dashboard-section';

/**
 * Recent Submissions (spec part 1 §2: the 6 newest, each with a Grade button). The assignments feature fills
 * this section; until then it says what will appear here.
 */
export function RecentSubmissions() {
  return (
    <DashboardSection
      title="Recent Submissions"
      link={{ to: '/instructor/courses?tab=assignments', label: 'Assignments' }}
    >
      <SectionEmpty>Submissions to grade will appear here once assignments open.</SectionEmpty>
    </DashboardSection>
  );
}
