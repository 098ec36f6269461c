#!/usr/bin/env bash
# Orion x schemathesis: the upstream OpenAPI document against `agent-wire-peer serve orion`,
# plus the SSE downlink checked on its own.
# Usage: peers/interop/run-orion.sh PEER_BINARY   (SPEC_DIR defaults to ../shared/spec)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
peer="$(realpath "${1:?usage: run-orion.sh PEER_BINARY}")"
spec="$(realpath -m "${SPEC_DIR:-$here/../../../shared/spec}/orion/web-api-v0.3.0.yaml")"
if [ ! -f "$spec" ]; then
  echo "SKIP: Orion interop: upstream $spec is missing; nothing was checked"
  exit 0
fi
exec timeout 170 python3 "$here/orion/run_orion.py" "$peer" "$spec"
