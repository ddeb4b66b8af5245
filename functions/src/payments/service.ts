export { exportData } from './export-data';
