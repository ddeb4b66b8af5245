import { DashboardSection, SectionEmpty } from '../dashboard-section';

/**
 * Support Tickets (spec part 1 §2: the 3 newest with status and priority). The support feature fills this
 * section; until then it says what will appear here.
 */
export function SupportTickets() {
  return (
    <DashboardSection title="Support Tickets" link={{ to: '/instructor/tickets', label: 'All tickets' }}>
      <SectionEmpty>
        Your students' newest support tickets will appear here, with status and priority.
      </SectionEmpty>
    </DashboardSection>
  );
}
