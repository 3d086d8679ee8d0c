#!/usr/bin/env bash
# Runs `npm test` N times in a row (default 3) while two other processes keep both cores busy, and
# stops at the first failure. For checking that no test depends on an idle machine (e2e/README.md,
# "On a loaded machine"). Each run's result and wall time are printed as it ends; the busy
# processes are stopped however the script ends.
set -uo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
busy=()
for _ in 1 2; do
  node -e 'for (;;) {}' &
  busy+=("$!")
done
trap 'kill "${busy[@]}" 2>/dev/null' EXIT
trap 'exit 130' INT TERM
echo "two busy processes: ${busy[*]}"
for run in $(seq 1 "$runs"); do
  start=$(date +%s)
  if npm test; then result=passed; else result=failed; fi
  echo "run ${run} of ${runs}: ${result} in $(( $(date +%s) - start )) s (load average: $(cut -d' ' -f1-3 /proc/loadavg))"
  [ "$result" = passed ] || exit 1
done
