// Where the browser reports CSP violations: the Reporting API's `report-to` (endpoint named in the
// Reporting-Endpoints header, body application/reports+json) and the older `report-uri` (application/csp-report,
// for browsers without the Reporting API; a browser that knows report-to ignores report-uri). Both go to POST
// /signals (endpoint.ts), which accepts both shapes.
import { SIGNALS_PATH } from './catcher-script.ts';

export const CSP_REPORT_GROUP = 'csp';
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${SIGNALS_PATH}"`;
export const CSP_REPORT_DIRECTIVES: [string, ...string[]][] = [
  ['report-uri', SIGNALS_PATH],
  ['report-to', CSP_REPORT_GROUP],
];
