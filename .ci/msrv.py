"""Checks that no normal dependency of a library crate (all features) needs a
newer Rust than the workspace's declared rust-version.

The machine has a single toolchain, so the declared minimum is checked
against what every dependency declares, not by building with an old compiler."""
import json
import subprocess
import sys
import tomllib

LIBRARIES = ["agent-wire-kit", "orion-api-types", "coderook-protocol", "workerdeck-protocol"]

declared = tomllib.load(open("Cargo.toml", "rb"))["workspace"]["package"]["rust-version"]
meta = json.loads(subprocess.check_output(
    ["cargo", "metadata", "--format-version", "1", "--all-features"], text=True))
packages = {p["id"]: p for p in meta["packages"]}
nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}


def version(v):
    return tuple(int(x) for x in v.split("."))


seen, todo = set(), [p["id"] for p in meta["packages"] if p["name"] in LIBRARIES and p["source"] is None]
while todo:
    pid = todo.pop()
    if pid in seen:
        continue
    seen.add(pid)
    for dep in nodes[pid]["deps"]:
        if any(k["kind"] is None for k in dep["dep_kinds"]):
            todo.append(dep["pkg"])

too_new = sorted(
    f'{packages[p]["name"]} {packages[p]["version"]} needs {packages[p]["rust_version"]}'
    for p in seen
    if packages[p].get("rust_version") and version(packages[p]["rust_version"]) > version(declared)
)
print(f"rust-version {declared}: {len(seen)} crates checked")
if too_new:
    print("\n".join(too_new))
    sys.exit(1)
