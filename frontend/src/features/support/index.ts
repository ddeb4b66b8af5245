/**
 * What other features may use of the support feature: a ticket's status and priority badges (the instructor
 * dashboard's Support Tickets). Everything else in the folder is internal to it.
 */
export { PriorityBadge, StatusBadge } from './components/ticket-badges';
