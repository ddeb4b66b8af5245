/** What the course shell's first script (src/early/course-page.ts) leaves for the app: the course it started to load, and its answer (null: ask again). */
export interface EarlyCourse {
  id: string;
  answer: Promise<unknown>;
}

declare global {
  interface Window {
    __earlyCourse?: EarlyCourse;
  }
}
