#!/usr/bin/env python3
"""Reports import circles between the source files of each Rust crate.

An edge runs from a file to the file of every module it names through a `crate::`, `super::`,
`self::` or child-module path, in a `use` declaration or inline: `use crate::web::PageCache`
is an edge to web/mod.rs, whichever child defines `PageCache`. A re-export (`pub use
child::Item`) is no edge by itself: a parent that only gathers its children's items for
others is not a knot, but one whose own code calls back into a child is. Inside an inline
module (`mod tests { use super::*; }`), `super` is the file's own module. Files that import each other form a
strongly connected component; a component of more than two files is an import circle,
printed with its files, and the script exits 1.

Usage: scripts/import_circles.py [crates/NAME ...]   (default: every crate under crates/)
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LARGEST_ALLOWED = 2

COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
STRING = re.compile(r'"(?:\\.|[^"\\])*"')
USE = re.compile(r"\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);")
PATH = re.compile(r"(?<![\w:$])(\w+(?:\s*::\s*(?:\w+|\{[^;]*?\}|\*))+)")
MOD = re.compile(r"^\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;", re.M)
INLINE_MOD = re.compile(r"\bmod\s+\w+\s*\{")
PATH_ATTR = re.compile(r'#\[path\s*=\s*"([^"]+)"\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;')


def strip(text):
    return STRING.sub('""', COMMENT.sub("", text))


def expand(tree):
    """`a::{b, c::{d, e}}` -> [[a, b], [a, c, d], [a, c, e]] (renames and globs kept as segments)."""
    tree = re.sub(r"\s+", " ", tree).strip()
    brace = tree.find("{")
    if brace < 0:
        name = tree.split(" as ")[0].strip()
        return [[s.strip() for s in name.split("::") if s.strip()]]
    prefix = [s.strip() for s in tree[:brace].split("::") if s.strip()]
    inner = tree[brace + 1 : tree.rfind("}")]
    parts, depth, current = [], 0, ""
    for ch in inner:
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
            continue
        depth += ch == "{"
        depth -= ch == "}"
        current += ch
    parts.append(current)
    paths = []
    for part in parts:
        if part.strip():
            for rest in expand(part):
                paths.append(prefix + (rest if rest != ["self"] else []))
    return paths


class Crate:
    def __init__(self, src):
        self.src = src
        self.modules = {}  # module path tuple -> file
        self.files = {}  # file -> module path tuple
        for root in ("lib.rs", "main.rs"):
            if (src / root).exists():
                self.walk(src / root, ())

    def walk(self, file, path):
        if file in self.files:
            return
        self.modules[path] = file
        self.files[file] = path
        text = strip(file.read_text())
        here = file.parent if file.name in ("lib.rs", "main.rs", "mod.rs") else file.with_suffix("")
        for attr_path, name in PATH_ATTR.findall(text):
            self.walk((file.parent / attr_path).resolve(), path + (name,))
        for name in MOD.findall(text):
            if path + (name,) in self.modules:
                continue
            for child in (here / f"{name}.rs", here / name / "mod.rs"):
                if child.exists():
                    self.walk(child.resolve(), path + (name,))
                    break

    def absolute(self, file, segments, inline_depth=0):
        """A path as written in `file`, made absolute from the crate root; None if external."""
        module = list(self.files[file])
        head = segments[0]
        if head == "crate":
            return segments[1:]
        if head not in ("super", "self"):
            return None
        rest = list(segments)
        while rest and rest[0] in ("super", "self"):
            if rest.pop(0) == "super":
                if inline_depth:
                    inline_depth -= 1
                elif module:
                    module.pop()
        return module + rest

    def resolve(self, target):
        """The file of the deepest module an absolute path names."""
        for length in range(len(target), -1, -1):
            if tuple(target[:length]) in self.modules:
                return self.modules[tuple(target[:length])]
        return None

    def edges(self):
        graph = {file: set() for file in self.files}
        for file, module in self.files.items():
            text = strip(file.read_text())
            blocks = inline_modules(text)
            written = [
                (m.start(), m.group(2)) for m in USE.finditer(text) if not m.group(1)
            ]
            without_uses = USE.sub(lambda m: " " * len(m.group(0)), text)
            written += [(m.start(), m.group(1)) for m in PATH.finditer(without_uses)]
            for position, tree in written:
                depth = sum(start <= position < end for start, end in blocks)
                for segments in expand(tree):
                    if not segments:
                        continue
                    first = segments[0]
                    if first not in ("crate", "super", "self") and (module + (first,)) in self.modules:
                        segments = ["self"] + segments
                    target = self.absolute(file, segments, depth)
                    if target is None:
                        continue
                    if target and target[-1] == "*":
                        target = target[:-1]
                    other = self.resolve(target)
                    if other and other != file:
                        graph[file].add(other)
        return graph


def inline_modules(text):
    """(start, end) of each `mod name { ... }` body in `text`."""
    blocks = []
    for match in INLINE_MOD.finditer(text):
        depth, position = 1, match.end()
        while depth and position < len(text):
            depth += text[position] == "{"
            depth -= text[position] == "}"
            position += 1
        blocks.append((match.end(), position))
    return blocks


def components(graph):
    """Tarjan's strongly connected components."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []
    counter = [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            found.append(group)

    sys.setrecursionlimit(10000)
    for node in graph:
        if node not in index:
            visit(node)
    return found


def main(args):
    crates = [ROOT / a for a in args] or sorted(p.parent for p in ROOT.glob("crates/*/src"))
    failed = False
    for crate_dir in crates:
        crate = Crate((crate_dir / "src").resolve())
        graph = crate.edges()
        circles = [c for c in components(graph) if len(c) > LARGEST_ALLOWED]
        largest = max((len(c) for c in components(graph)), default=0)
        name = crate_dir.name
        print(f"{name}: {len(graph)} files, largest import circle {largest} file(s)")
        for circle in sorted(circles, key=len, reverse=True):
            failed = True
            files = sorted(str(f.relative_to(crate.src)) for f in circle)
            print(f"  circle of {len(circle)}: " + " ".join(files))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
