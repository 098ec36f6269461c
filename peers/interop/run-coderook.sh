#!/usr/bin/env bash
# Coderook x pydantic: models generated from the upstream WIRE_PROTOCOL.md,
# a Python asyncio client against `agent-wire-peer serve coderook`.
# Usage: peers/interop/run-coderook.sh PEER_BINARY   (SPEC_DIR defaults to ../shared/spec)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
peer="$(realpath "${1:?usage: run-coderook.sh PEER_BINARY}")"
spec="$(realpath -m "${SPEC_DIR:-$here/../../../shared/spec}/coderook/WIRE_PROTOCOL.md")"
if [ ! -f "$spec" ]; then
  echo "SKIP: Coderook interop: upstream $spec is missing; nothing was checked"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 "$here/coderook/extract_schemas.py" "$spec" "$work/schemas"
# The models are generated on every run from the upstream document, never committed.
python3 -m datamodel_code_generator --input "$work/schemas" --input-file-type jsonschema \
  --output "$work/coderook_models" --output-model-type pydantic_v2.BaseModel \
  --strict-nullable --disable-timestamp --formatters black 2>/dev/null
echo "generated $(ls "$work/coderook_models" | grep -c '\.py$') model modules with datamodel-code-generator"

# client_against [PEER FLAGS…]: starts a peer, runs the client, stops the peer.
client_against() {
  local token status=0 first
  token="interop-$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
  rm -f "$work/stdin" "$work/stdout"
  mkfifo "$work/stdin" "$work/stdout"
  # The peer serves until its standard input closes: a sleeping writer holds it open.
  sleep 300 > "$work/stdin" &
  local holder=$!
  "$peer" serve coderook --listen 127.0.0.1:0 --token "$token" "$@" \
    < "$work/stdin" > "$work/stdout" 2> "$work/stderr" &
  local peer_pid=$!
  exec 3< "$work/stdout"
  if ! read -r -t 30 first <&3; then
    echo "the peer printed no listening line"; cat "$work/stderr"
    kill "$holder" "$peer_pid" 2>/dev/null || true; return 1
  fi
  echo "peer: $first"
  cat <&3 > /dev/null &
  local addr="${first#listening on tcp://}"
  timeout 120 python3 "$here/coderook/client.py" "$addr" "$token" "$spec" "$work" || status=$?
  kill "$holder" 2>/dev/null || true
  wait "$peer_pid" 2>/dev/null || true
  exec 3<&-
  [ "$status" -eq 0 ] || { echo "peer stderr (last lines):"; tail -20 "$work/stderr"; }
  return "$status"
}

# The leg must be able to fail: a peer that sends an event type the document
# does not define is caught.
if client_against --unknown-event > "$work/control.out" 2>&1; then
  echo "FAIL: negative control: the client accepted a peer sending an unknown event type"
  cat "$work/control.out"; echo "0 passed, 1 failed"; exit 1
fi
echo "negative control: the client refused a peer run with --unknown-event ($(grep -c '^FAIL' "$work/control.out") finding(s))"

client_against
