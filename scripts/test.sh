#!/usr/bin/env bash
# The whole suite: typecheck, unit, integration (PGlite and the real Postgres when reachable), browser e2e.
set -uo pipefail
cd "$(dirname "$0")/.."
export TMPDIR="${TMPDIR_OVERRIDE:-$PWD/.tmp}"
export LAYOUTLIFT_TMP="$TMPDIR/chromium"
mkdir -p "$TMPDIR" "$LAYOUTLIFT_TMP"

# The five typechecks and the layer check are independent and single-threaded: two at a time keep both cores busy.
# Each tsc keeps its .tsbuildinfo beside its tsconfig (gitignored), so a rerun checks only what changed.
echo "== typecheck, layers"
checks="$TMPDIR/checks"
rm -rf "$checks" && mkdir -p "$checks"
check() {
  local name=$1
  shift
  while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
  ( "$@" >"$checks/$name.log" 2>&1; echo $? >"$checks/$name.rc" ) &
}
check tsc-web npx tsc -p web/tsconfig.json
check tsc-root npx tsc -p tsconfig.json
check layers node --import tsx scripts/lint-layers.ts
check tsc-stacks npx tsc -p stacks/tsconfig.json
check tsc-runtime npx tsc -p core/src/behaviours/runtime/tsconfig.json
# The code that runs inside captured pages, against the DOM alone (no Node types).
check tsc-in-page npx tsc -p core/src/extract/browser/in-page/tsconfig.json
wait
failed=0
for rc in "$checks"/*.rc; do
  name=$(basename "$rc" .rc)
  if [ "$(cat "$rc")" != "0" ]; then
    echo "-- $name failed:"
    cat "$checks/$name.log"
    failed=1
  fi
done
[ $failed = 0 ] || exit 1
cat "$checks/layers.log"

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
