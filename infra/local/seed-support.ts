interface DemoPerson {
  id: string;
  name: string;
  email: string;
}

/** Demo tickets in several states (issue 14); filled by the support feature. */
export async function seedSupport(_demo: {
  admin: DemoPerson;
  instructors: { primary: DemoPerson; second: DemoPerson };
  students: DemoPerson[];
}): Promise<void> {}
