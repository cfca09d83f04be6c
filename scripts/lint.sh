#!/usr/bin/env bash
# `npm run lint` (and the lint step of `npm test`): eslint with no warning allowed, then Prettier's check of every
# file it formats (.prettierrc.json, .prettierignore). Both always run; the exit code is non-zero when either fails.
# Fix formatting with `npm run format`.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
status=0
pnpm exec eslint . --max-warnings=0 || status=1
if ! pnpm exec prettier --check . --log-level warn; then
  echo 'Prettier: the files above are not formatted; run `npm run format`.' >&2
  status=1
fi
exit "$status"
