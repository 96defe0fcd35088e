#!/usr/bin/env bash
# The API tests with the API's connections going through Debian's PgBouncer in transaction
# mode, in front of the local PostgreSQL: what an operator runs when many API processes
# share one database. PgBouncer 1.18 (Debian 12) cannot keep protocol-level prepared
# statements across transactions (that came in 1.21), so DATABASE_PREPARED_STATEMENTS=0.
# Nor does it pass the statement timeout the API sends as a startup parameter: it is told
# to ignore it and sets the same timeout on its server connections (connect_query).
# Skipped, with a message, when PgBouncer cannot be installed or no PostgreSQL answers.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=api-suite.sh
source .ci/api-suite.sh

if ! command -v pgbouncer >/dev/null && ! [ -x /usr/sbin/pgbouncer ]; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends pgbouncer) ||
    { echo "== PgBouncer could not be installed: skipping the API tests behind it"; exit 0; }
fi
PGBOUNCER=$(command -v pgbouncer || echo /usr/sbin/pgbouncer)
DIRECT=postgres://postgres@127.0.0.1:5432/postgres
if ! node -e "const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:2000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$DIRECT"; then
  echo "== no PostgreSQL on 127.0.0.1:5432: skipping the API tests behind PgBouncer"
  exit 0
fi

DB=pgbouncer_api_tests
# The service's default DATABASE_STATEMENT_TIMEOUT_MS.
STATEMENT_TIMEOUT_MS=30000
PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
WORK=$(mktemp -d)
chmod 755 "$WORK"
psql -q -h 127.0.0.1 -U postgres -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" -c "CREATE DATABASE $DB" postgres
cat > "$WORK/users.txt" <<USERS
"postgres" ""
USERS
cat > "$WORK/pgbouncer.ini" <<INI
[databases]
$DB = host=127.0.0.1 port=5432 dbname=$DB user=postgres connect_query='SET statement_timeout = $STATEMENT_TIMEOUT_MS'
[pgbouncer]
ignore_startup_parameters = statement_timeout
listen_addr = 127.0.0.1
listen_port = $PORT
unix_socket_dir =
auth_type = trust
auth_file = $WORK/users.txt
pool_mode = transaction
default_pool_size = 20
max_client_conn = 500
logfile = $WORK/pgbouncer.log
pidfile = $WORK/pgbouncer.pid
INI
# PgBouncer refuses to run as root; it drops to the postgres user.
USER_FLAG=()
[ "$(id -u)" = 0 ] && USER_FLAG=(-u postgres) && chown -R postgres "$WORK"
"$PGBOUNCER" -d "${USER_FLAG[@]}" "$WORK/pgbouncer.ini"
stop() {
  kill "$(cat "$WORK/pgbouncer.pid")" 2>/dev/null || true
  psql -q -h 127.0.0.1 -U postgres -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" postgres || true
  rm -rf "$WORK"
}
trap stop EXIT

echo "== API tests through PgBouncer $("$PGBOUNCER" --version | head -1 | cut -d' ' -f2) (transaction mode) on port $PORT"
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/$DB" DATABASE_PREPARED_STATEMENTS=0 \
  npx mocha "${API_SUITE[@]}"
