/** A course's forum for a student: the Discussions tab of its learning page. */
export const courseForumHref = (courseId: string) => `/learn/${encodeURIComponent(courseId)}?tab=discussions`;
