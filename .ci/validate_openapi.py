"""Validates an OpenAPI 3.1 document with openapi-spec-validator."""
import json
import pathlib
import sys

from openapi_spec_validator import validate

path = pathlib.Path(sys.argv[1])
if not path.exists():
    print(f"{path} does not exist yet: nothing to validate")
    sys.exit(0)
validate(json.loads(path.read_text()))
print(f"{path}: valid OpenAPI {json.loads(path.read_text()).get('openapi')}")
