#!/usr/bin/env bash
# `npm run lint` (and the lint step of `npm test`): eslint with no warning allowed, then Prettier's check of every
# file it formats (.prettierrc.json, .prettierignore). Both always run; the exit code is non-zero when either fails.
# Fix formatting with `npm run format`.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
status=0
pnpm exec eslint . --max-warnings=0 || status=1
# The architecture's import rules must keep firing: each probe below is an import they forbid, linted from stdin as if
# it were a file of that folder; eslint must refuse it (exit 1) naming the rule.
probe() { # <file it pretends to be> <rule id> <source>
  local out
  out=$(printf '%s\n' "$3" | pnpm exec eslint --stdin --stdin-filename "$1" 2>&1)
  if [ $? -ne 1 ] || ! grep -q "$2" <<<"$out"; then
    echo "lint self-check: '$2' no longer refuses, in $1: $3" >&2
    status=1
  fi
}
probe mfe-dashboards/src/features/checkout/probe.ts import-x/no-restricted-paths \
  "export { x } from '../lead-sources/pages/lead-source-dashboard-page';"
probe mfe-funnel/src/features/waitlist/probe.ts import-x/no-restricted-paths \
  "export { x } from '../registration/registration-validation';"
probe mfe-lessons/src/features/shared/probe.ts import-x/no-restricted-paths \
  "export { x } from '../class-live/class-page-text';"
probe mfe-funnel/src/probe.ts no-restricted-imports "export { Button } from '@funil/shared-ui/src/button/button';"
probe bench/src/probe.ts import-x/no-relative-packages "export { x } from '../../local-supabase/src/stack.ts';"
probe mfe-funnel/src/probe.ts no-restricted-imports "export { x } from '../../mfe-sales/src/x';"
probe shell/src/probe.test.ts no-restricted-syntax "it.only('x', () => {});"
probe e2e/tests/probe.spec.ts no-restricted-syntax "test.describe.only('x', () => {});"
if ! pnpm exec prettier --check . --log-level warn; then
  echo 'Prettier: the files above are not formatted; run `npm run format`.' >&2
  status=1
fi
exit "$status"
