#!/usr/bin/env bash
# Coderook x pydantic: models generated from the upstream WIRE_PROTOCOL.md,
# a Python asyncio client against `agent-wire-peer serve coderook`.
# Usage: peers/interop/run-coderook.sh PEER_BINARY   (SPEC_DIR defaults to ../shared/spec)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
peer="$(realpath "${1:?usage: run-coderook.sh PEER_BINARY}")"
spec="${SPEC_DIR:-$here/../../../shared/spec}/coderook/WIRE_PROTOCOL.md"
if [ ! -f "$spec" ]; then
  echo "SKIP: Coderook interop: upstream $spec is missing; nothing was checked"
  exit 0
fi
work="$(mktemp -d)"
peer_pid=""
cleanup() { [ -n "$peer_pid" ] && kill "$peer_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

python3 "$here/coderook/extract_schemas.py" "$spec" "$work/schemas"
# The models are generated on every run from the upstream document, never committed.
datamodel-codegen --input "$work/schemas" --input-file-type jsonschema \
  --output "$work/coderook_models" --output-model-type pydantic_v2.BaseModel \
  --strict-nullable --disable-timestamp --formatters black 2>/dev/null
echo "generated $(ls "$work/coderook_models" | grep -c '\.py$') model modules"

token="interop-$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
mkfifo "$work/stdin" "$work/stdout"
# The peer serves until its standard input closes: hold it open with sleep.
sleep 600 > "$work/stdin" &
holder=$!
"$peer" serve coderook --listen 127.0.0.1:0 --token "$token" < "$work/stdin" > "$work/stdout" 2> "$work/stderr" &
peer_pid=$!
exec 3< "$work/stdout"
read -r -t 30 first <&3 || { echo "the peer printed no listening line"; cat "$work/stderr"; exit 1; }
echo "peer: $first"
addr="${first#listening on tcp://}"
[ "$addr" != "$first" ] || { echo "unexpected first line: $first"; exit 1; }
cat <&3 > /dev/null &
status=0
timeout 170 python3 "$here/coderook/client.py" "$addr" "$token" "$spec" "$work" || status=$?
kill "$holder" 2>/dev/null || true
[ "$status" -eq 0 ] || { echo "peer stderr (last lines):"; tail -20 "$work/stderr"; }
exit "$status"
