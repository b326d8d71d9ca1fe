"""Schemathesis hooks for the project's fuzzing (loaded by scripts/e2e.sh through
SCHEMATHESIS_HOOKS).

A multipart form carries a list as one part per item, so an empty list is no part at all: the
request on the wire is the one without that field, which the schema allows. Schemathesis still
counts such a body as its mutation ("`area_sqm` was integer, became array") and expects a
refusal, so a floor plan uploaded without an area failed the "schema-violating request
accepted" check (CI, stop 58, uploadFloorPlan). Multipart bodies holding an empty list are not
generated; every other mutation of these operations still is, and every JSON body keeps its
empty lists (there `[]` is on the wire).
"""

import schemathesis


def _multipart(operation):
    raw = operation.definition.raw or {}
    content = (raw.get("requestBody") or {}).get("content") or {}
    return "multipart/form-data" in content


@schemathesis.hook
def filter_body(context, body):
    if context.operation is None or not isinstance(body, dict) or not _multipart(context.operation):
        return True
    return not any(value == [] for value in body.values())
