"""YAML loading that keeps text as text and refuses duplicate keys.

PyYAML follows YAML 1.1, where a bare ``on``, ``off``, ``yes``, ``no`` (and
capitalised forms) become booleans; ``on`` is an everyday Finnish word.  This
loader resolves only ``true``/``false`` as booleans, reads every other plain
scalar as a string or number, and raises on a key repeated in one mapping
(PyYAML silently keeps the last one).  Each loaded document comes with a map
from key paths (``("play", 3)``) to 1-based line numbers for error messages.
"""

from __future__ import annotations

import re
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from trainer.errors import RecordError

Path = tuple[str | int, ...]


class _Loader(yaml.SafeLoader):
    pass


# Drop YAML 1.1 booleans (yes/no/on/off...) and keep only true/false.
_Loader.yaml_implicit_resolvers = {
    ch: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:bool"]
    for ch, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)


def _check_duplicates(node: Node, where: str) -> None:
    if isinstance(node, MappingNode):
        seen: dict[Any, int] = {}
        for key, value in node.value:
            if isinstance(key, ScalarNode):
                line = key.start_mark.line + 1
                if key.value in seen:
                    raise RecordError(
                        f"key {key.value!r} appears twice (first on line {seen[key.value]})",
                        file=where,
                        line=line,
                        code="duplicate_key",
                        key=key.value,
                    )
                seen[key.value] = line
            _check_duplicates(value, where)
    elif isinstance(node, SequenceNode):
        for item in node.value:
            _check_duplicates(item, where)


def _lines(node: Node, path: Path, out: dict[Path, int]) -> None:
    out[path] = node.start_mark.line + 1
    if isinstance(node, MappingNode):
        for key, value in node.value:
            if isinstance(key, ScalarNode):
                _lines(value, (*path, key.value), out)
    elif isinstance(node, SequenceNode):
        for i, item in enumerate(node.value):
            _lines(item, (*path, i), out)


def load_yaml(text: str, name: str = "") -> tuple[Any, dict[Path, int]]:
    """Parse one YAML document; returns the data and a path→line map.

    Raises RecordError naming ``name`` and the line for syntax errors and
    duplicate keys.
    """
    try:
        loader = _Loader(text)
        try:
            node = loader.get_single_node()
            if node is None:
                return None, {}
            _check_duplicates(node, name)
            data = loader.construct_document(node)
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark
        line = mark.line + 1 if mark is not None else None
        raise RecordError(f"not valid YAML: {e.problem}", file=name, line=line, code="yaml_syntax") from e
    except yaml.YAMLError as e:
        raise RecordError(f"not valid YAML: {e}", file=name, code="yaml_syntax") from e
    lines: dict[Path, int] = {}
    _lines(node, (), lines)
    return data, lines


def line_of(lines: dict[Path, int], path: Path) -> int | None:
    """The line of ``path`` or of its nearest ancestor that has one."""
    while True:
        if path in lines:
            return lines[path]
        if not path:
            return None
        path = path[:-1]
