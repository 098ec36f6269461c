"""Validates an OpenAPI 3.1 document with openapi-spec-validator."""
import json
import pathlib
import sys

from openapi_spec_validator import validate

path = pathlib.Path(sys.argv[1])
if not path.exists():
    sys.exit(f"{path} does not exist: run `cargo run -p codegen -- generate`")
validate(json.loads(path.read_text()))
print(f"{path}: valid OpenAPI {json.loads(path.read_text()).get('openapi')}")
