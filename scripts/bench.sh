#!/usr/bin/env bash
# `npm run bench`: installs what is missing (Node 24, pnpm, dependencies, Debian's Chromium), then runs the benchmark
# (bench/src/run.ts) and writes bench/report.md and bench/report.json. Takes about 10 minutes on 2 cores.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/bootstrap.sh --with-chromium || exit 1
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
exec node --import ./bench/src/ts-resolve.ts bench/src/run.ts "$@"
