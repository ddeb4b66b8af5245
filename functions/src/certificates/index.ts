/**
 * The certificates feature's second door (docs/features.md): what another feature needs without the PDF writer
 * that `service.ts` brings along (its `issueCertificate` draws the certificate). The data export's builder
 * (privacy/build-export) and the account eraser (privacy/erase-accounts, issue 41) read or delete the stored
 * PDFs only, so their bundles stay without the writer, its fonts and wasm.
 */
export { eraseData } from './erase-data';
export { exportData } from './export-data';
