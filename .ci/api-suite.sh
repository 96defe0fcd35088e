# The API tests: run through PgBouncer (pgbouncer-api-tests.sh), and so left out of the
# second server run on the same local PostgreSQL (run). Sourced, not run.
API_SUITE=(
  'test/{auth,credentials,ratelimit,workspaces,projects,issues,comments,sprints,agents}/**/*.test.ts'
  'test/http/@(browser|conventions|document|examples|hostile-input|isolation|operations).test.ts'
)
