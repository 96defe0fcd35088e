# Thin wrappers over the npm scripts, so CI, Docker and developers run the same commands.
.PHONY: install dev run build test test-local fuzz migrate lint typecheck openapi-lint bench check

install:
	npm ci

dev: export LOG_FORMAT ?= pretty
dev: ## API + worker with reload on change, readable logs (LOG_FORMAT=json for JSON lines)
	npm run dev

run: ## build and start, as in production
	npm start

build:
	npm run build

test: ## the whole suite (embedded PostgreSQL unless DATABASE_URL is set)
	npm test

test-local: ## the suite against the PostgreSQL on 127.0.0.1:5432
	DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test

fuzz: ## the spec-driven fuzz suite, long: FUZZ_RUNS cases (default 5000), FUZZ_SEED to replay
	FUZZ_RUNS=$${FUZZ_RUNS:-5000} npx mocha 'test/fuzz/**/*.test.ts'

migrate:
	npm run migrate

lint:
	npm run lint

typecheck:
	npm run typecheck

openapi-lint:
	npm run openapi-lint

# `bench` is also the benchmarks' folder: the target runs because it is .PHONY.
bench: ## the benchmarks in bench/ (not part of the suite); record figures in bench/RESULTS.md
	npm run bench

check: lint typecheck openapi-lint test
