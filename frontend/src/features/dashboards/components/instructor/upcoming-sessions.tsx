import { DashboardSection, SectionEmpty } from '../dashboard-section';

/**
 * Upcoming Sessions (spec part 1 §2: the next 5, each with Join). The live sessions feature fills this
 * section; until then it says what will appear here.
 */
export function UpcomingSessions() {
  return (
    <DashboardSection
      title="Upcoming Sessions"
      link={{ to: '/instructor/courses?tab=sessions', label: 'Live sessions' }}
    >
      <SectionEmpty>Your next live sessions will appear here, with a link to join each one.</SectionEmpty>
    </DashboardSection>
  );
}
