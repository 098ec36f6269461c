#!/usr/bin/env bash
# WorkerDeck x node: a `ws` client with frame checks generated from the upstream
# protocol-0.9.0.ts, against `agent-wire-peer serve workerdeck`.
# Usage: peers/interop/run-workerdeck.sh PEER_BINARY   (SPEC_DIR defaults to ../shared/spec)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
peer="$(realpath "${1:?usage: run-workerdeck.sh PEER_BINARY}")"
spec="$(realpath -m "${SPEC_DIR:-$here/../../../shared/spec}/workerdeck/protocol-0.9.0.ts")"
if [ ! -f "$spec" ]; then
  echo "SKIP: WorkerDeck interop: upstream $spec is missing; nothing was checked"
  exit 0
fi
cd "$here/node"
[ -d node_modules/ws ] || npm ci --no-audit --no-fund --silent
control="$(mktemp)"
trap 'rm -f "$control"' EXIT
# The leg must be able to fail: a peer adding an undeclared member to known frames is caught.
if timeout 120 node workerdeck.mjs "$peer" "$spec" --undeclared-member > "$control" 2>&1; then
  echo "FAIL: negative control: the client accepted a peer run with --undeclared-member"
  cat "$control"; echo "0 passed, 1 failed"; exit 1
fi
echo "negative control: the client refused a peer run with --undeclared-member ($(grep -c '^FAIL' "$control") finding(s))"
timeout 170 node workerdeck.mjs "$peer" "$spec"
