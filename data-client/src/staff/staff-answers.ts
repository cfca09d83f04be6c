// The JSON answer of every staff function that returns jsonb, as a zod schema: the one declaration of its shape,
// kept with its domain (<domain>/answers.ts) and collected here.
// - The TypeScript types of the answers derive from these schemas (`z.infer`): `JsonReturns` below types the staff
//   client's RPC answers (staff-database.ts), and the fetchers' row types (StatusChange, FurtherContact, ...) are
//   taken from it. Nothing else declares an answer's shape.
// - The data layer's integration tests (staff-answers.integration.test.ts) call every one of these functions on the
//   local stack and parse its answer with the schema. Objects are strict: a key the SQL renames, adds or drops fails
//   that test, and so does a changed type.
// - Keys are snake_case, like the columns they come from (docs/conventions.md).
// - The fetchers import this module with `import type` only: the dashboards' bundle does not carry the schemas.
// A jsonb function with no schema here fails the typecheck (staff-database.ts: `JsonFunctionsCovered`).
import { emailAnswers } from './email/answers';
import { checkoutAnswers } from './checkout/answers';
import { campaignSpendAnswers } from './campaign-spend/answers';
import { coldLeadsAnswers } from './cold-leads/answers';
import { dataRequestsAnswers } from './data-requests/answers';
import { insightsAnswers } from './insights/answers';
import { purchaseLeadsAnswers } from './purchase-leads/answers';
import { launchesAnswers } from './launches/answers';
import { classAttendanceAnswers } from './class-attendance/answers';
import { siteHealthAnswers } from './site-health/answers';
import type { z } from '../schemas/zod';

/** Every staff function that returns jsonb, by name, with the schema of its answer. */
export const staffAnswers = {
  ...emailAnswers,
  ...checkoutAnswers,
  ...campaignSpendAnswers,
  ...coldLeadsAnswers,
  ...dataRequestsAnswers,
  ...insightsAnswers,
  ...purchaseLeadsAnswers,
  ...launchesAnswers,
  ...classAttendanceAnswers,
  ...siteHealthAnswers,
};

export type StaffJsonFunction = keyof typeof staffAnswers;

/** What each jsonb function returns (the staff client's RPC answers). */
export type JsonReturns = { [Name in StaffJsonFunction]: z.infer<(typeof staffAnswers)[Name]> };
