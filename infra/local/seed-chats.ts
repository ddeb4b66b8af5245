interface DemoPerson {
  id: string;
  name: string;
  email: string;
}

/** Demo conversations between the demo instructors and students (issue 14); filled by the chats feature. */
export async function seedChats(_demo: {
  instructors: { primary: DemoPerson; second: DemoPerson };
  students: DemoPerson[];
}): Promise<void> {}
