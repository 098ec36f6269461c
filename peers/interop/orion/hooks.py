"""Schemathesis hooks for the Orion leg: one narrowing of the upstream document, in memory.

`offsetBytes` of `getToolDetail` is an integer with `minimum: 0` and no
maximum. A byte offset is a 64-bit integer in every runtime that serves it
(ours decodes it as i64), so the run bounds it at 2^63 - 1: larger values are
then generated as negative cases, which must be refused, instead of positive
ones. The README lists this with the reason.
"""

import schemathesis

I64_MAX = 2**63 - 1


@schemathesis.hook
def before_load_schema(ctx, raw_schema):
    param = raw_schema["components"]["parameters"]["OffsetBytes"]
    param["schema"].setdefault("maximum", I64_MAX)
