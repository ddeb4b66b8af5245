/** The notification types' names as the spec words them, in the order the settings list them. */
export const typeNames = [
  'Chat',
  'Support',
  'Forum',
  'Assignment',
  'Enrolment',
  'Discussion',
  'Live session',
  'Account',
];
