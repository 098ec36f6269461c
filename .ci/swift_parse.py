#!/usr/bin/env python3
"""Parses every .swift file under the given folders with tree-sitter's Swift
grammar and fails when any file has an ERROR or MISSING node.

usage: swift_parse.py DIR [DIR ...]

A syntax check of the generated Swift package (`generated/swift`) that takes
seconds; CI runs it before `.ci/swift`, which compiles and tests the package. It prints one line per file with a problem,
then `N passed, N failed`.
"""

import sys
from pathlib import Path

import tree_sitter_swift
from tree_sitter import Language, Parser


def problems(tree, source: bytes, limit: int = 5):
    """Up to `limit` ERROR / MISSING nodes as `line:col kind text`."""
    found = []
    cursor = tree.walk()
    stack = [tree.root_node]
    while stack and len(found) < limit:
        node = stack.pop()
        if node.is_error or node.is_missing:
            row, col = node.start_point
            kind = "MISSING" if node.is_missing else "ERROR"
            text = source[node.start_byte : node.end_byte].decode("utf-8", "replace")
            text = text.splitlines()[0][:60] if text else node.type
            found.append(f"{row + 1}:{col + 1} {kind} {text!r}")
            continue
        if node.has_error:
            stack.extend(reversed(node.children))
    del cursor
    return found


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    parser = Parser(Language(tree_sitter_swift.language()))
    files = []
    for arg in argv[1:]:
        root = Path(arg)
        if not root.is_dir():
            print(f"{root}: not a directory", file=sys.stderr)
            return 2
        files.extend(sorted(root.rglob("*.swift")))
    if not files:
        print("no .swift files found", file=sys.stderr)
        return 1
    passed = failed = 0
    for path in files:
        source = path.read_bytes()
        tree = parser.parse(source)
        found = problems(tree, source) if tree.root_node.has_error else []
        if found:
            failed += 1
            print(f"{path}:")
            for p in found:
                print(f"  {p}")
        else:
            passed += 1
    print(f"swift parse: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
