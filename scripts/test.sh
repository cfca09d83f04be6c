#!/usr/bin/env bash
# `npm test`: installs what is missing (Node 24, pnpm, dependencies, Debian's Chromium and PostgreSQL 15),
# then runs every suite. Every step runs even when an earlier one fails; the exit code is non-zero if any failed.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/bootstrap.sh --with-chromium || { echo "bootstrap failed"; exit 1; }
export CI="${CI:-}"
export FORCE_COLOR=0

passed=0; failed=0; failed_names=(); failed_logs=()
# Each step's output is also kept in a file, so that the end of the run repeats what a failed step said (a CI log is
# often read from its tail only).
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
step() {
  local name="$1"; shift
  printf '\n\033[1;35m==> %s\033[0m\n' "$name"
  local start=$SECONDS log="$logs/step-$((passed + failed + 1)).log"
  if "$@" 2>&1 | tee "$log"; then
    passed=$((passed + 1)); printf '\033[1;32m<== %s: ok (%ss)\033[0m\n' "$name" $((SECONDS - start))
  else
    failed=$((failed + 1)); failed_names+=("$name"); failed_logs+=("$log")
    printf '\033[1;31m<== %s: FAILED (%ss)\033[0m\n' "$name" $((SECONDS - start))
  fi
}

step "lint (eslint, incl. no imports between remotes; prettier --check: fix with npm run format)" bash scripts/lint.sh
step "typecheck (tsc strict, every package)" pnpm -r --workspace-concurrency=2 typecheck
step "unit and component tests (vitest, every package; shared-ui stories as tests)" pnpm -r --workspace-concurrency=1 --filter '!@funil/e2e' test
step "SQL tests on embedded PostgreSQL" node scripts/with-local-supabase.ts -- node scripts/sql-tests.ts
step "generated files match the migrations (supabase/schema.sql, data-client/src/database.types.ts; fix: npm run db:types)" bash scripts/pg15.sh node scripts/with-local-supabase.ts -- node scripts/db-types.ts --check
step "generated Worker types match the wrangler configurations (edge/src/*worker-configuration.d.ts; fix: pnpm --filter @funil/edge types)" pnpm --filter @funil/edge types:check
step "data layer against local Supabase (embedded PostgreSQL)" node scripts/with-local-supabase.ts -- pnpm --filter @funil/data-client test:integration
step "edge against local Supabase: Hotmart webhook, e-mail sender + real SMTP catcher (fails without its environment)" node scripts/with-local-supabase.ts -- pnpm --filter @funil/edge test:integration
step "data layer against local Supabase (Debian PostgreSQL 15)" bash scripts/pg15.sh node scripts/with-local-supabase.ts -- sh -c 'node scripts/sql-tests.ts && pnpm --filter @funil/data-client test:integration'
step "Storybook build" pnpm --filter @funil/shared-ui build-storybook
step "visual regression (every story, both themes, against shared-ui/visual/__screenshots__)" pnpm --filter @funil/shared-ui test:visual
step "production build (shell + remotes)" pnpm -r --workspace-concurrency=1 --filter './shell' --filter './mfe-*' build
step "edge worker bundle + asset set (wrangler deploy --dry-run, offline)" node scripts/deploy.ts --dry-run
step "bundle-size budgets (shell and remote entries: scripts/bundle-budgets.json; pages: build-config/pages.ts)" node scripts/check-bundle-size.ts
step "npm start on a fresh data folder, as a newcomer runs it (the README's first command; then Ctrl-C)" node --test scripts/first-command.test.ts
step "end-to-end (Playwright, Debian Chromium, composed site on local Supabase)" pnpm --filter @funil/e2e test

echo
if [ "$failed" -gt 0 ]; then
  for i in "${!failed_names[@]}"; do
    printf '\n\033[1;31m--- what "%s" said about its failures ---\033[0m\n' "${failed_names[$i]}"
    # The lines that name a failure, then the step's last lines.
    grep -E -i -a '(✗|✘|×|FAIL|failed|not ok|error:|assert|expected|received|timed? ?out)' "${failed_logs[$i]}" | grep -v -a 'erro ao ' | tail -n 60
    printf -- '--- its last lines ---\n'
    tail -n 40 "${failed_logs[$i]}"
  done
  printf '\nFailed steps:\n'; printf '  - %s\n' "${failed_names[@]}"
fi
echo "suites: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
