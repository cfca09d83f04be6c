#!/usr/bin/env bash
# `npm start`: installs what is missing (Node 24, pnpm, dependencies), then starts local Supabase and the site
# (scripts/start.ts). Ctrl-C or SIGTERM stops every process it started.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/bootstrap.sh || exit 1
exec node scripts/start.ts "$@"
