import type { CourseAssignmentsResponse, SubmissionsResponse } from '@academy/shared';
import { assignmentsRoutes } from '@academy/shared/features/assignments/routes';
import { type DemoPerson, routeCaller, routeModules } from './seed-call';
import { courseIdFor } from './seed-courses';

/** The assignment routes' handler modules the demo and the bench call (loaded late, as the gateway does). */
const modules = routeModules(assignmentsRoutes);

/**
 * Calls an assignment route's handler module as the local gateway does once it has checked the token: the same
 * validation, role and ownership checks, transactions and notifications as a request from the web app.
 */
export const callAssignmentRoute = routeCaller(modules, 'seed');

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

interface DemoAssignment {
  key: string;
  course: string;
  title: string;
  description: string;
  instructions: string;
  dueInDays: number;
  maxPoints: number;
}

/** Assignments on three demo courses: two of the primary instructor's, one of the second's. */
const demoAssignments: DemoAssignment[] = [
  {
    key: 'semantic-page',
    course: 'web-foundations-html-css-js',
    title: 'Build a semantic profile page',
    description:
      'Mark up a one-page profile with header, nav, main, article and footer, an accessible contact form and alt text on every image.',
    instructions:
      'Paste the link to your repository or a CodePen, and one paragraph on the landmarks you chose and why.',
    dueInDays: -6,
    maxPoints: 100,
  },
  {
    key: 'responsive-grid',
    course: 'web-foundations-html-css-js',
    title: 'Responsive gallery with Grid and Flexbox',
    description:
      'Lay out a photo gallery that shows one column on a 360 px phone, two on a tablet and four on a desktop, with no horizontal scroll.',
    instructions: 'Share the live link and a screenshot at each width.',
    dueInDays: 5,
    maxPoints: 50,
  },
  {
    key: 'dom-todo',
    course: 'web-foundations-html-css-js',
    title: 'A to-do list with the DOM',
    description:
      'Add, tick off and delete tasks with plain JavaScript, and keep them in localStorage so a reload keeps the list.',
    instructions: '',
    dueInDays: 12,
    maxPoints: 100,
  },
  {
    key: 'typed-bill-splitter',
    course: 'react-typescript-production-apps',
    title: 'Type the bill splitter',
    description:
      'Give every component of the starter bill splitter typed props, and model an expense and a settlement as TypeScript types.',
    instructions: 'Link your pull request against the starter repository.',
    dueInDays: 9,
    maxPoints: 100,
  },
  {
    key: 'ipl-analysis',
    course: 'python-data-analysis',
    title: 'Analyse IPL match results',
    description:
      'Load the IPL matches dataset with pandas, find each season’s toss-winner win rate, and chart it with Matplotlib.',
    instructions: 'Share a notebook link (Colab or GitHub).',
    dueInDays: 7,
    maxPoints: 100,
  },
];

/** A file a demo student attached: its name and the lines of text its one page shows. */
interface DemoFile {
  name: string;
  lines: string[];
}

type Work =
  | { kind: 'submit'; content: string; file?: DemoFile }
  | { kind: 'graded'; content: string; grade: number; feedback: string; file?: DemoFile };

/**
 * A one-page PDF showing `lines` in Helvetica: the smallest well-formed file (catalogue, page, font, one content
 * stream, and the cross-reference table with each object's byte offset), so the demo attachment opens in any
 * viewer. ASCII text only.
 */
export function demoPdf(lines: readonly string[]): Buffer {
  const text = lines
    .map(
      (line, i) =>
        `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${770 - i * 24} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Who has done what, by student email and assignment key; an assignment not named stays pending. */
const demoWork: Record<string, Record<string, Work>> = {
  'student@demo.academy': {
    'semantic-page': {
      kind: 'graded',
      content:
        'https://github.com/ananya-gupta/profile-page — I used header and nav for the site chrome, one article for the bio, and a labelled form inside main.',
      grade: 86,
      feedback:
        'Clean landmarks and a well-labelled form. Add a skip link and describe the decorative images with empty alt text.',
    },
    'responsive-grid': {
      kind: 'submit',
      content:
        'https://codepen.io/ananya-gupta/pen/gallery — grid-template-columns with auto-fill and minmax(160px, 1fr); the widths I checked are in the attached PDF.',
      file: {
        name: 'gallery-widths.pdf',
        lines: [
          'Responsive gallery: the widths I checked',
          'Ananya Gupta, Web Foundations',
          '360 px (phone): one column, no horizontal scroll.',
          '768 px (tablet): two columns.',
          '1280 px (desktop): four columns.',
          'grid-template-columns: repeat(auto-fill, minmax(160px, 1fr))',
        ],
      },
    },
    'typed-bill-splitter': {
      kind: 'submit',
      content:
        'https://github.com/ananya-gupta/bill-splitter/pull/1 — Expense and Settlement types, typed props.',
    },
  },
  'student2@demo.academy': {
    'semantic-page': {
      kind: 'submit',
      content: 'https://github.com/vikram-singh/semantic-page — header, main with two sections, footer.',
    },
  },
  'student3@demo.academy': {
    'semantic-page': {
      kind: 'graded',
      content:
        'https://codepen.io/sneha-reddy/pen/profile — landmarks and an accessible form with fieldsets.',
      grade: 92,
      feedback: 'Excellent: the fieldsets and legends make the form easy to use with a screen reader.',
    },
    'responsive-grid': {
      kind: 'submit',
      content: 'https://sneha-reddy.github.io/gallery — four columns from 1024 px, two from 600 px.',
    },
  },
};

/** Uploads a demo file through the upload route and its presigned PUT; answers the submit's `file`. */
async function uploadDemoFile(studentId: string, assignmentId: string, file: DemoFile) {
  const bytes = demoPdf(file.lines);
  const link = await callAssignmentRoute<{
    uploadUrl: string;
    headers: Record<string, string>;
    uploadId: string;
  }>('createSubmissionUpload', studentId, {
    params: { id: assignmentId },
    body: { contentType: 'application/pdf', size: bytes.length },
  });
  const put = await fetch(link.uploadUrl, {
    method: 'PUT',
    headers: link.headers,
    body: new Uint8Array(bytes),
  });
  if (!put.ok) throw new Error(`seed: the demo file's upload answered ${put.status}`);
  return { uploadId: link.uploadId, name: file.name };
}

/**
 * Demo assignments with submitted, graded and pending work (issue 11): the demo students 2–4 join the free web
 * course, and everything goes through the assignment handlers, so counts and notifications are the real ones.
 * Idempotent: an assignment is created once (found by its title), the same text is not submitted twice, a file
 * is attached once, and a graded submission is not graded again.
 */
export async function seedAssignments(people: {
  instructors: Record<'primary' | 'second', DemoPerson>;
  students: DemoPerson[];
}): Promise<void> {
  const { getCourseRecord } = await import('../../functions/src/courses/repository');
  const { recordProgress } = await import('../../functions/src/enrollments/repository');
  const { enrollFree } = await import('../../functions/src/enrollments/enroll-free');
  const { afterEnrollment } = await import('../../functions/src/enrollments/after-enrollment');

  // The other demo students take the free web course, each at a different point.
  const web = (await getCourseRecord(courseIdFor('web-foundations-html-css-js')))!;
  const modules = [...web.modules].sort((a, b) => a.order - b.order);
  const watched: Record<string, number> = {
    'student2@demo.academy': 1,
    'student3@demo.academy': 3,
    'student4@demo.academy': 0,
  };
  for (const student of people.students) {
    const done = watched[student.email];
    if (done === undefined) continue;
    await enrollFree(student, web.course);
    await afterEnrollment(student.id, web.course);
    for (const m of modules.slice(0, done)) {
      await recordProgress({
        studentId: student.id,
        course: web.course,
        modules: web.modules,
        moduleId: m.id,
        completed: true,
        watchTime: m.duration * 60,
      });
    }
  }

  const ownerOf = (slug: string) =>
    slug === 'python-data-analysis' ? people.instructors.second : people.instructors.primary;
  const ids = new Map<string, string>();
  for (const a of demoAssignments) {
    const courseId = courseIdFor(a.course);
    const owner = ownerOf(a.course);
    const listed = await callAssignmentRoute<CourseAssignmentsResponse>('listCourseAssignments', owner.id, {
      params: { id: courseId },
    });
    const found = listed.assignments.find((x) => x.title === a.title);
    const id =
      found?.id ??
      (
        await callAssignmentRoute<{ assignment: { id: string } }>('createAssignment', owner.id, {
          body: {
            course: courseId,
            title: a.title,
            description: a.description,
            instructions: a.instructions,
            dueDate: days(a.dueInDays),
            maxPoints: a.maxPoints,
          },
        })
      ).assignment.id;
    ids.set(a.key, id);
  }

  for (const student of people.students) {
    for (const [key, work] of Object.entries(demoWork[student.email] ?? {})) {
      const assignmentId = ids.get(key)!;
      const a = demoAssignments.find((x) => x.key === key)!;
      const owner = ownerOf(a.course);
      const page = await callAssignmentRoute<SubmissionsResponse>('listSubmissions', owner.id, {
        params: { id: assignmentId },
        query: { limit: '100' },
      });
      const mine = page.submissions.find((s) => s.student._id === student.id);
      if (mine?.status === 'graded') continue;
      // A file goes as from the browser: a presigned upload, the PUT, then the submit naming it.
      const file =
        work.file && !mine?.file ? await uploadDemoFile(student.id, assignmentId, work.file) : undefined;
      await callAssignmentRoute('submitAssignment', student.id, {
        params: { id: assignmentId },
        body: { content: work.content, ...(file ? { file } : {}) },
      });
      if (work.kind === 'graded') {
        await callAssignmentRoute('gradeSubmission', owner.id, {
          params: { id: assignmentId },
          body: { studentId: student.id, grade: work.grade, feedback: work.feedback },
        });
      }
    }
  }
}
