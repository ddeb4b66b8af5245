import { archiveName, readObjectIfAny } from '../lib/export-files';
import { type ExportData, type PersonalFile, personalRecord } from '../lib/personal-data';
import { listStudentSubmissions } from './repository';

/**
 * The assignments feature's part of a data export (issue 41): the person's submissions (AP37, GSI1, bounded),
 * each with its grade and feedback, and each attached file from the submissions' bucket (`VIDEOS_BUCKET`,
 * `submissions/…`) as `files/assignments/<assignmentId>/<name>`. Who graded is left out (staff's id).
 */
export const exportData: ExportData = async (userId) => {
  const submissions = await listStudentSubmissions(userId);
  const files: PersonalFile[] = [];
  const documents = submissions.map((s) => {
    const record = personalRecord(s as unknown as Record<string, unknown>, [
      'instructorId',
      'gradedBy',
      'detailsVersion',
      'gradeVersion',
    ]);
    if (s.file) {
      const { key } = s.file;
      const path = `files/assignments/${s.assignmentId}/${archiveName(s.file.name)}`;
      files.push({ path, read: () => readObjectIfAny('VIDEOS_BUCKET', key) });
      record.file = {
        name: s.file.name,
        size: s.file.size,
        contentType: s.file.contentType,
        archivePath: path,
      };
    }
    return record;
  });
  return { documents: { submissions: documents }, files };
};
