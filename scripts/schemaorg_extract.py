#!/usr/bin/env python3
"""Writes the compact extract of the schema.org vocabulary that the structured-data test
(crates/server/tests/site/structured_data.rs) checks every JSON-LD block against.

Usage: scripts/schemaorg_extract.py 30.0 schemaorg-all-https.jsonld > crates/server/tests/data/schemaorg-vocabulary.json

The input is schema.org's release file (data/releases/<version>/schemaorg-all-https.jsonld in
schemaorg/schemaorg). The extract keeps only the facts a check needs: every type with its
direct superclasses, every property with the types it belongs to (domainIncludes) and the
types its values may have (rangeIncludes), and every enumeration member with its type. The
vocabulary is schema.org's, under CC BY-SA 3.0; so is this extract of it.
"""

import json
import sys

PREFIX = "schema:"


def ids(value):
    """The schema.org names among a JSON-LD node's references (one or a list)."""
    if value is None:
        return []
    values = value if isinstance(value, list) else [value]
    return sorted(
        v["@id"][len(PREFIX):] for v in values if v["@id"].startswith(PREFIX)
    )


def main(path, version):
    graph = json.load(open(path, encoding="utf-8"))["@graph"]
    types, properties, members = {}, {}, {}
    for node in graph:
        name = node["@id"]
        if not name.startswith(PREFIX):
            continue
        name = name[len(PREFIX):]
        kinds = node["@type"] if isinstance(node["@type"], list) else [node["@type"]]
        if "rdfs:Class" in kinds or "schema:DataType" in kinds:
            types[name] = ids(node.get("rdfs:subClassOf"))
        elif "rdf:Property" in kinds:
            properties[name] = {
                "domains": ids(node.get("schema:domainIncludes")),
                "ranges": ids(node.get("schema:rangeIncludes")),
            }
        else:
            # An enumeration member: its type is the enumeration (schema:InStock is an
            # ItemAvailability).
            member_of = [k[len(PREFIX):] for k in kinds if k.startswith(PREFIX)]
            if member_of:
                members[name] = sorted(member_of)
    extract = {
        "about": (
            f"schema.org vocabulary release {version} (schemaorg-all-https.jsonld), reduced to "
            "types and superclasses, properties with domainIncludes and rangeIncludes, and "
            "enumeration members, by scripts/schemaorg_extract.py. Licence: CC BY-SA 3.0 "
            "(https://creativecommons.org/licenses/by-sa/3.0/), schema.org's."
        ),
        "version": version,
        "types": dict(sorted(types.items())),
        "properties": dict(sorted(properties.items())),
        "members": dict(sorted(members.items())),
    }
    json.dump(extract, sys.stdout, ensure_ascii=False, separators=(",", ":"), sort_keys=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[2], sys.argv[1])
