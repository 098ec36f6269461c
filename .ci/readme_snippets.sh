#!/usr/bin/env bash
# Every ```ts block of the three package READMEs, taken from the packages as
# installed by name, is compiled (strict, exactOptionalPropertyTypes,
# nodenext, @types/node) and run under Node against the reference peers
# (`agent-wire-peer serve …`). Called by .ci/npm_consumer.sh from the
# consumer project, where the packages and the tools are installed.
set -euo pipefail
root="$1"
peer="$root/target/debug/agent-wire-peer"
[ -x "$peer" ] || { echo "$peer missing: cargo build -p agent-wire-peers"; exit 1; }

rm -rf snippets && mkdir snippets
for pkg in orion-api-types coderook-protocol workerdeck-protocol; do
  readme="node_modules/@agent-wire/$pkg/README.md"
  awk -v out="snippets/$pkg" '
    /^```ts$/ { n++; file = out "-" n ".ts"; inside = 1; next }
    /^```/    { inside = 0; next }
    inside    { print > file }
    END       { if (inside) { print "unclosed code block" > "/dev/stderr"; exit 1 } }
  ' "$readme"
  count=$(ls snippets/"$pkg"-*.ts 2>/dev/null | wc -l)
  echo "$pkg: $count snippets"
  [ "$count" -ge 2 ] || { echo "$readme: expected at least two TypeScript snippets"; exit 1; }
done

# The Orion README generates its `paths` type with this command; run it as written.
npx --no-install openapi-typescript node_modules/@agent-wire/orion-api-types/openapi.json -o snippets/orion-api.ts --silent

cat > tsconfig.snippets.json <<'JSON'
{
  "compilerOptions": {
    "strict": true,
    "exactOptionalPropertyTypes": true,
    "target": "es2022",
    "module": "nodenext",
    "moduleResolution": "nodenext",
    "lib": ["es2022", "dom"],
    "types": ["node"],
    "outDir": "snippets-dist",
    "skipLibCheck": false
  },
  "include": ["snippets/*.ts"]
}
JSON
echo "tsc: README snippets (strict, exactOptionalPropertyTypes, nodenext, @types/node)"
npx --no-install tsc -p tsconfig.snippets.json

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT

# Starts `agent-wire-peer serve ARGS…` in this shell (so the trap can stop
# it) and sets `url` to the URL of its `listening on URL` line.
serve() {
  local log
  log="$(mktemp -p "$PWD" peer.XXXXXX)"
  "$peer" serve "$@" --listen 127.0.0.1:0 </dev/null >"$log" 2>&1 &
  pids+=($!)
  for _ in $(seq 100); do
    grep -q '^listening on ' "$log" && break
    sleep 0.1
  done
  url="$(sed -n 's/^listening on //p' "$log" | head -1)"
  [ -n "$url" ] || { cat "$log" >&2; return 1; }
}

serve orion --events 3
export ORION_ORIGIN="${url%/api/v1}"
serve workerdeck --events 3
export WORKERDECK_URL="$url"
export CODEROOK_IPC_TOKEN=readme-snippets-token
serve coderook
export CODEROOK_ADDR="${url#tcp://}"

# WebSocket is a global from Node.js 22 on; Node 20 has it behind a flag.
node_flags=()
[ "$(node -p 'process.versions.node.split(".")[0]')" -ge 22 ] || node_flags+=(--experimental-websocket)

for js in snippets-dist/*-[0-9]*.js; do
  echo "node $js"
  timeout 60 node "${node_flags[@]}" "$js" >"$js.out" 2>&1 || { cat "$js.out"; echo "FAILED: $js"; exit 1; }
done
echo "README snippets: $(ls snippets-dist/*-[0-9]*.js | wc -l) compiled and run"
