/** The office's calendar day lives in the shared dates module (America/Sao_Paulo); re-exported so callers keep this path. */
export { officeDate, officeDayRange } from '@office/domain/dates';
