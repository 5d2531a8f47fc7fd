#!/usr/bin/env bash
# The whole suite: typecheck, unit, integration (PGlite and the real Postgres when reachable), browser e2e.
set -uo pipefail
cd "$(dirname "$0")/.."
export TMPDIR="${TMPDIR_OVERRIDE:-$PWD/.tmp}"
export LAYOUTLIFT_TMP="$TMPDIR/chromium"
mkdir -p "$TMPDIR" "$LAYOUTLIFT_TMP"

echo "== typecheck"
npx tsc -p tsconfig.json || exit 1
npx tsc -p web/tsconfig.json || exit 1
npx tsc -p core/src/behaviours/runtime/tsconfig.json || exit 1
# The code that runs inside captured pages, against the DOM alone (no Node types).
npx tsc -p core/src/extract/browser/in-page/tsconfig.json || exit 1
npx tsc -p stacks/tsconfig.json || exit 1

echo "== layers"
node --import tsx scripts/lint-layers.ts || exit 1

echo "== vitest"
report="$TMPDIR/vitest-report.json"
rm -f "$report"
npx vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@"
status=$?

# A closing line CI can read whatever the runner: "tests: N passed, N failed, N skipped".
node -e '
  const fs = require("fs");
  const path = process.argv[1];
  if (!fs.existsSync(path)) { console.log("tests: 0 passed, 1 failed"); process.exit(0); }
  const r = JSON.parse(fs.readFileSync(path, "utf8"));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
' "$report"
exit $status
