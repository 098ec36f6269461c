#!/usr/bin/env bash
# The npm packages as a user meets them: `npm pack` each committed package,
# install the three tarballs in a fresh project (tests/ts-consumer, pinned by
# its own package-lock.json), type-check its client under both stated
# configurations (nodenext; esnext + bundler), run it under Node, and check
# that openapi-typescript's types of generated/orion/openapi.yaml, used
# through openapi-fetch, type-check a call to every operation. Then every
# README snippet is compiled and run against the reference peers
# (.ci/readme_snippets.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$(mktemp -d)"
# KEEP_WORK=1 keeps the consumer project for a look after a failure.
trap '[ -n "${KEEP_WORK:-}" ] || rm -rf "$work"' EXIT

cp tests/ts-consumer/package.json tests/ts-consumer/package-lock.json \
  tests/ts-consumer/*.ts tests/ts-consumer/tsconfig.*.json "$work/"
mkdir "$work/packs"
for pkg in orion-api-types coderook-protocol workerdeck-protocol; do
  (cd "generated/npm/$pkg" && npm pack --silent --pack-destination "$work/packs" >/dev/null)
done
ls "$work/packs"
[ "$(ls "$work/packs" | wc -l)" -eq 3 ] || { echo "expected three tarballs"; exit 1; }

cd "$work"
npm ci --no-audit --no-fund --silent
npm install --no-save --no-audit --no-fund ./packs/*.tgz
for pkg in orion-api-types coderook-protocol workerdeck-protocol; do
  [ -f "node_modules/@agent-wire/$pkg/index.d.ts" ] || { echo "@agent-wire/$pkg not installed"; exit 1; }
done

npx --no-install openapi-typescript "$root/generated/orion/openapi.yaml" -o orion-api.ts --silent

echo "tsc: strict, exactOptionalPropertyTypes, target es2020, module/moduleResolution nodenext"
npx --no-install tsc -p tsconfig.nodenext.json
echo "tsc: strict, exactOptionalPropertyTypes, target es2020, module esnext, moduleResolution bundler"
npx --no-install tsc -p tsconfig.bundler.json
node dist/client.js

bash "$root/.ci/readme_snippets.sh" "$root"
