#!/usr/bin/env bash
# Runs a command with the project's Node and pnpm on PATH (installing them first when missing).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh" >&2 || exit 1
exec "$@"
