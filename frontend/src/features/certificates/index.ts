/**
 * What other features may use of the certificates feature (the learning page issues a certificate when a
 * course is complete); everything else in the folder is internal to it.
 */
export { useGenerateCertificate } from './api/generate-certificate';
export { PdfLink } from './components/pdf-link';
export { gradePhrase } from './lib/grade';
