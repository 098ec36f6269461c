#!/usr/bin/env bash
# The TypeScript clients (`@agent-wire/<package>/client`) against the
# reference peers: every *.test.mjs here, the Node ones first, then the
# browser ones (headless Debian Chromium). $PEER is the agent-wire-peer
# binary; $CHROMIUM the browser.
set -euo pipefail
# $PEER may be relative to the caller's directory: make it absolute first.
PEER="${PEER:-$(dirname "$0")/../../target/debug/agent-wire-peer}"
PEER="$(cd "$(dirname "$PEER")" && pwd)/$(basename "$PEER")"
export PEER
cd "$(dirname "$0")"
failed=0
for t in orion coderook workerdeck browser-orion browser-workerdeck; do
  echo "--- $t"
  start=$SECONDS
  if ! node "$t.test.mjs"; then
    echo "FAILED: $t"
    failed=$((failed + 1))
  fi
  echo "    ($((SECONDS - start)) s)"
done
echo "ts-clients: $((5 - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
