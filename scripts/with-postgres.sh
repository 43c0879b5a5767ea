#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster on loopback
# (Debian's binaries), removed afterwards. Usage: bash scripts/with-postgres.sh <command…>
# Env: PG_PORT (default 54329), PG_BIN (default: the newest /usr/lib/postgresql/*/bin).
set -euo pipefail

PG_PORT="${PG_PORT:-54329}"
PG_BIN="${PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  for candidate in /usr/lib/postgresql/*/bin; do
    [ -x "$candidate/initdb" ] && PG_BIN="$candidate"
  done
fi
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL binaries not found (apt-get install -y postgresql, or set PG_BIN)" >&2
  exit 1
fi

PG_DIR="$(mktemp -d /tmp/clinica-pg.XXXXXX)"
# initdb refuses to run as root: run the server as the 'postgres' system user in that case.
as_pg() { "$@"; }
if [ "$(id -u)" = "0" ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "running as root but there is no 'postgres' user to run the server as" >&2
    exit 1
  fi
  chown postgres "$PG_DIR"
  as_pg() { runuser -u postgres -- "$@"; }
fi

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT

as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT ($PG_DIR)"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
"$@"
