/**
 * The certificates feature's second door (docs/features.md): what another feature needs without the PDF writer
 * that `service.ts` brings along (its `issueCertificate` draws the certificate). The data export's builder
 * (privacy/build-export, issue 41) reads the stored PDFs only, so its bundle stays without the writer, its fonts
 * and wasm.
 */
export { exportData } from './export-data';
