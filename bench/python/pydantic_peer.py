#!/usr/bin/env python3
"""The Python (pydantic v2) peer of the Coderook decoding benchmark.

Builds pydantic v2 models from our generated Coderook JSON Schema with
datamodel-code-generator, assembles the server-message union the Rust
`ServerMessage` decodes (an event push whose `event` is discriminated by
`type`, or a JSON-RPC response), and times `TypeAdapter.validate_json` once
per NDJSON line over the corpus the `ratios` binary wrote.

    python pydantic_peer.py --schema generated/coderook/coderook.schema.json \
        --corpus target/bench-corpus/coderook.ndjson --work /tmp/pydantic-models [--reps 3]

With `--serve` it prints `ready <lines> <bytes> <versions>` and then times one
pass per `run` line on stdin (answering `<seconds> <lines>`), until `quit`:
the `ratios` binary drives it between its own rounds.

Install its dependencies into a throwaway venv (never committed):

    python3 -m venv /tmp/bench-venv
    /tmp/bench-venv/bin/pip install -r bench/python/requirements.txt
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Annotated, Any, Literal, Optional, Union


def generate_models(schema: Path, work: Path) -> Path:
    """Runs datamodel-codegen once per schema content; returns the module path."""
    work.mkdir(parents=True, exist_ok=True)
    out = work / "coderook_models.py"
    stamp = work / "schema.stamp"
    digest = hashlib.sha256(schema.read_bytes()).hexdigest()
    if out.exists() and stamp.exists() and stamp.read_text() == digest:
        return out
    codegen = Path(sys.executable).with_name("datamodel-codegen")
    subprocess.run(
        [
            str(codegen),
            "--input", str(schema),
            "--input-file-type", "jsonschema",
            "--output-model-type", "pydantic_v2.BaseModel",
            "--output", str(out),
        ],
        check=True,
        stderr=subprocess.DEVNULL,
    )
    stamp.write_text(digest)
    return out


def load_module(path: Path):
    spec = importlib.util.spec_from_file_location("coderook_models", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["coderook_models"] = module
    spec.loader.exec_module(module)
    return module


def event_class_names(schema: Path) -> list[str]:
    """The `$defs` entries that are events: a `*Event` object with a `type` const."""
    defs = json.loads(schema.read_text())["$defs"]
    names = []
    for name, d in sorted(defs.items()):
        t = d.get("properties", {}).get("type", {})
        if name.endswith("Event") and "const" in t:
            names.append(name)
    return names


def build_adapter(schema: Path, work: Path):
    from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

    models = load_module(generate_models(schema, work))
    names = event_class_names(schema)
    events = tuple(getattr(models, n) for n in names)

    EventUnion = Annotated[Union[events], Field(discriminator="type")]

    class EventPush(BaseModel):
        kind: Literal["event"] = "event"
        event: EventUnion

    class ErrorObject(BaseModel):
        code: int
        message: str
        data: Any = None

    class Response(BaseModel):
        model_config = ConfigDict(extra="ignore")
        jsonrpc: Literal["2.0"]
        id: Union[int, str, None]
        result: Any = None
        error: Optional[ErrorObject] = None

    ServerMessage = Annotated[
        Union[EventPush, Response], Field(union_mode="left_to_right")
    ]
    return TypeAdapter(ServerMessage), len(names)


def one_pass(adapter, lines: list[bytes]) -> float:
    """CPU seconds of this thread for one pass (the Rust side measures the same way)."""
    validate = adapter.validate_json
    start = time.thread_time()
    for line in lines:
        validate(line)
    return time.thread_time() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--schema", type=Path, required=True)
    ap.add_argument("--corpus", type=Path, required=True)
    ap.add_argument("--work", type=Path, default=Path("/tmp/pydantic-models"))
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--serve", action="store_true")
    args = ap.parse_args()

    import pydantic
    import pydantic_core

    adapter, n_events = build_adapter(args.schema, args.work)
    lines = [l for l in args.corpus.read_bytes().split(b"\n") if l]
    total = sum(len(l) for l in lines)
    # Every line must validate, or the comparison is void.
    one_pass(adapter, lines[:2000])
    versions = f"pydantic {pydantic.VERSION}, pydantic-core {pydantic_core.__version__}, Python {sys.version.split()[0]}"

    if args.serve:
        print(f"ready {len(lines)} {total} {versions}", flush=True)
        for command in sys.stdin:
            command = command.strip()
            if command == "run":
                secs = one_pass(adapter, lines)
                print(f"{secs:.6f} {len(lines)}", flush=True)
            elif command == "quit":
                break
        return 0

    print(f"{versions}; {n_events} event models; {len(lines)} lines, {total / 1e6:.1f} MB")
    results = []
    for rep in range(args.reps):
        secs = one_pass(adapter, lines)
        results.append(total / 1e6 / secs)
        print(f"rep {rep + 1}: {results[-1]:.2f} MB/s ({secs:.2f} s)")
    results.sort()
    print(f"median: {results[len(results) // 2]:.2f} MB/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
