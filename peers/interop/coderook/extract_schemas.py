"""Writes each JSON Schema block of the upstream WIRE_PROTOCOL.md to OUT/<Name>.json.

Every `### Name` section of the document carries one fenced JSON Schema block
(the first ```json fence); a second fence, when present, is an example frame.
Usage: extract_schemas.py WIRE_PROTOCOL.md OUT_DIR
"""

import json
import re
import sys
from pathlib import Path

SECTION = re.compile(r"^### (\w+)\n", re.M)
FENCE = re.compile(r"```json\n(.*?)\n```", re.S)


def sections(text):
    """(name, schema, example or None) for every `### Name` section."""
    parts = SECTION.split(text)
    for name, body in zip(parts[1::2], parts[2::2]):
        blocks = FENCE.findall(body)
        if not blocks:
            continue
        schema = json.loads(blocks[0])
        example = json.loads(blocks[1]) if len(blocks) > 1 else None
        yield name, schema, example


def main():
    doc, out = Path(sys.argv[1]), Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    n = 0
    for name, schema, _ in sections(doc.read_text()):
        (out / f"{name}.json").write_text(json.dumps(schema, indent=2) + "\n")
        n += 1
    print(f"extracted {n} JSON Schema blocks from {doc}")


if __name__ == "__main__":
    main()
