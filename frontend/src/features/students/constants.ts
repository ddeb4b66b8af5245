/** Students read per call of GET /api/instructor/students ("Load more" reads the next as many). */
export const STUDENTS_PAGE_SIZE = 100;
/** The search box filters the loaded students once typing pauses this long. */
export const STUDENT_SEARCH_DEBOUNCE_MS = 150;
