#!/usr/bin/env bash
# Runs `cardscript lint` for the composite GitHub Action (action.yml at the repository root).
# Inputs arrive as environment variables:
#   CARDSCRIPT_PATHS         files, folders or globs, separated by spaces (default ".")
#   CARDSCRIPT_SARIF         where to write the SARIF report (default cardscript.sarif)
#   CARDSCRIPT_CONFIG        optional --config file
#   CARDSCRIPT_MAX_WARNINGS  --max-warnings (-1 = no limit)
#   CARDSCRIPT_ANNOTATIONS   "true": also print GitHub annotations (--format github)
#   CARDSCRIPT_FAIL_ON_ERROR "true": exit with CardScript's exit code when it is 1
# Writes `sarif-file` and `exit-code` to $GITHUB_OUTPUT. A usage or IO failure (exit 2) always fails.
set -uo pipefail

cli="${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set}/bin/cardscript.js"
sarif="${CARDSCRIPT_SARIF:-cardscript.sarif}"
# Split on spaces only; globs are passed on unexpanded (CardScript expands them).
read -r -a paths <<< "${CARDSCRIPT_PATHS:-.}"
[ "${#paths[@]}" -eq 0 ] && paths=(.)
args=("${paths[@]}")
[ -n "${CARDSCRIPT_CONFIG:-}" ] && args+=(--config "$CARDSCRIPT_CONFIG")
max="${CARDSCRIPT_MAX_WARNINGS:--1}"
[ "$max" != "-1" ] && args+=(--max-warnings "$max")

node "$cli" lint "${args[@]}" --format sarif --output-file "$sarif"
code=$?

if [ "${CARDSCRIPT_ANNOTATIONS:-true}" = "true" ] && [ "$code" -ne 2 ]; then
  node "$cli" lint "${args[@]}" --format github || true
fi

if [ -n "${GITHUB_OUTPUT:-}" ]; then
  echo "sarif-file=$sarif" >> "$GITHUB_OUTPUT"
  echo "exit-code=$code" >> "$GITHUB_OUTPUT"
fi

if [ "$code" -eq 2 ]; then
  echo "::error title=cardscript::CardScript could not run (usage, config or IO failure; see the log above)"
  exit 2
fi
if [ "$code" -ne 0 ] && [ "${CARDSCRIPT_FAIL_ON_ERROR:-true}" = "true" ]; then
  exit "$code"
fi
exit 0
