#!/usr/bin/env bash
# bash scripts/pg15.sh <command...>
# Runs the command with DATABASE_URL pointing at a throwaway Debian PostgreSQL 15 cluster (hosted Supabase runs
# 15 and 17): installs postgresql-15 with apt-get when /usr/lib/postgresql/15/bin is missing, runs the cluster as
# the `postgres` user (when root) on a free loopback port in a temp folder, stops and deletes it at the end, and
# exits with the command's exit code.
set -uo pipefail
# runuser and useradd live in /usr/sbin, which a minimal PATH (a CI runner's, cron's) may leave out.
PATH="$PATH:/usr/sbin:/sbin"
say() { printf '\033[1;36m[pg15]\033[0m %s\n' "$*" >&2; }

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/pg15.sh <command...>" >&2
  exit 2
fi

PGBIN=/usr/lib/postgresql/15/bin
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
if [ ! -x "$PGBIN/postgres" ]; then
  say "PostgreSQL 15 is missing: installing Debian's postgresql-15 (apt-get)"
  $SUDO apt-get update -qq >/dev/null || { say "apt-get update failed"; exit 1; }
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null \
    || { say "apt-get install postgresql-15 failed (this release may not ship PostgreSQL 15)"; exit 1; }
  # Debian's package creates and starts a default cluster; this script does not use it.
fi

# As root, PostgreSQL runs as `postgres`; otherwise as ourselves.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}
if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
  useradd --system --user-group --no-create-home --shell /usr/sbin/nologin postgres
fi

port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORT=""
for _ in $(seq 1 100); do
  candidate=$((20000 + RANDOM % 40000))
  if ! port_taken "$candidate"; then PORT=$candidate; break; fi
done
[ -n "$PORT" ] || { say "no free port found"; exit 1; }

WORK="$(mktemp -d "${TMPDIR:-/tmp}/pg15-XXXXXX")"
chmod 755 "$WORK"
[ "$(id -u)" -eq 0 ] && chown postgres: "$WORK"
PGDATA="$WORK/data"
PASSWORD=postgres

cleanup() {
  if [ -f "$PGDATA/postmaster.pid" ]; then
    as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

printf '%s\n' "$PASSWORD" >"$WORK/pw"
[ "$(id -u)" -eq 0 ] && chown postgres: "$WORK/pw"
if ! as_pg "$PGBIN/initdb" -D "$PGDATA" -U postgres --pwfile="$WORK/pw" --auth=scram-sha-256 -E UTF8 --locale=C.UTF-8 \
  --no-sync >"$WORK/initdb.log" 2>&1; then
  say "initdb failed:"; cat "$WORK/initdb.log" >&2; exit 1
fi
rm -f "$WORK/pw"
if ! as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -l "$WORK/postgres.log" -w -t 60 \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories='$WORK' -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null; then
  say "PostgreSQL 15 did not start:"; tail -n 20 "$WORK/postgres.log" >&2; exit 1
fi
say "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

export DATABASE_URL="postgres://postgres:$PASSWORD@127.0.0.1:$PORT/postgres"
"$@" &
child=$!
trap 'kill -INT $child 2>/dev/null; wait $child; exit 130' INT
trap 'kill -TERM $child 2>/dev/null; wait $child; exit 143' TERM
wait $child
code=$?
exit $code
