"""The smallest params a command's JSON Schema accepts.

Required members only (the daemon fills in the defaults), each the simplest
value its schema allows; an id the client has already seen in a result is
reused so a call names something that exists.
"""


# Values for the patterns the document uses, checked by the command's model before sending.
PATTERNS = {
    "^[0-9a-f]{64}$": "0" * 64,
    "^image/(png|jpeg|webp|gif)$": "image/png",
}


def minimal(schema, known, defs=None, name=None):
    defs = schema.get("$defs", {}) if defs is None else defs
    if "$ref" in schema:
        return minimal(defs[schema["$ref"].rsplit("/", 1)[1]], known, defs, name)
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    for key in ("anyOf", "oneOf"):
        if key in schema:
            options = [s for s in schema[key] if s.get("type") != "null"] or schema[key]
            return minimal(options[0], known, defs, name)
    if "allOf" in schema:
        return minimal(schema["allOf"][0], known, defs, name)
    kind = schema.get("type", "object")
    if isinstance(kind, list):
        kind = next(k for k in kind if k != "null")
    if kind == "object":
        props = schema.get("properties", {})
        return {
            key: minimal(props.get(key, {}), known, defs, key)
            for key in schema.get("required", [])
        }
    if kind == "array":
        items = schema.get("items", {})
        return [minimal(items, known, defs, name) for _ in range(schema.get("minItems", 0))]
    if kind == "string":
        return string(schema, known, name)
    if kind == "integer":
        return number(schema, 1)
    if kind == "number":
        return float(number(schema, 1))
    if kind == "boolean":
        return False
    return None


def string(schema, known, name):
    if "pattern" in schema:
        return PATTERNS.get(schema["pattern"], "x")
    value = known.get(name) if name else None
    if value is None:
        value = f"py-{name}" if name else "x"
    low, high = schema.get("minLength", 0), schema.get("maxLength")
    value = value.ljust(low, "x")
    return value[:high] if high is not None else value


def number(schema, fallback):
    if "minimum" in schema:
        return schema["minimum"]
    if "exclusiveMinimum" in schema:
        return int(schema["exclusiveMinimum"]) + 1
    if "maximum" in schema:
        return min(schema["maximum"], fallback)
    return fallback
