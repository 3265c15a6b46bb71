"""YAML loading that keeps text as text and refuses duplicate keys.

PyYAML follows YAML 1.1, where a bare ``on``, ``off``, ``yes``, ``no`` (and
capitalised forms) become booleans; ``on`` is an everyday Finnish word.  This
loader resolves only ``true``/``false`` as booleans, reads every other plain
scalar as a string or number, and raises on a key repeated in one mapping
(PyYAML silently keeps the last one).  Each loaded document comes with a map
from key paths (``("play", 3)``) to 1-based line numbers for error messages.

Untrusted-input limits: anchors and aliases (``&a``/``*a``) are refused (no
lesson, quiz or deal record uses them, and a few hundred bytes of nested
aliases expand to billions of nodes), a document may be at most
:data:`MAX_CHARS` characters long and nest at most :data:`MAX_DEPTH`
collections deep, and an integer may have at most :data:`MAX_INT_DIGITS`
digits.
"""

from __future__ import annotations

import re
from typing import Any

import yaml
from yaml.events import AliasEvent, CollectionStartEvent, NodeEvent
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from trainer.errors import RecordError

Path = tuple[str | int, ...]

MAX_CHARS = 2_000_000
"""Longest YAML document :func:`load_yaml` reads (the largest shipped file is about 26,000)."""
MAX_DEPTH = 64
"""Deepest nesting of mappings and sequences (the shipped files nest about 6 deep)."""
MAX_INT_DIGITS = 100
"""Longest plain integer (Python refuses to convert more than 4,300 digits)."""

_INT_TAG = "tag:yaml.org,2002:int"


class _Loader(yaml.SafeLoader):
    """SafeLoader that refuses anchors, aliases, deep nesting and huge integers while composing.

    Each refusal raises RecordError naming the file (``name``) and the line.
    """

    def __init__(self, text: str, name: str) -> None:
        super().__init__(text)
        self._name = name
        self._depth = 0

    def _refuse(self, message: str, event: NodeEvent, code: str, **params: Any) -> RecordError:
        mark = event.start_mark
        line = mark.line + 1 if mark is not None else None
        return RecordError(message, file=self._name, line=line, code=code, **params)

    def compose_node(self, parent: Node | None, index: int) -> Node | None:
        event = self.peek_event()  # type: ignore[no-untyped-call]
        if isinstance(event, AliasEvent):
            raise self._refuse(
                f"aliases (*{event.anchor}) are not allowed: write the value out",
                event,
                "yaml_alias",
                anchor=event.anchor,
            )
        if isinstance(event, NodeEvent) and event.anchor is not None:
            raise self._refuse(
                f"anchors (&{event.anchor}) are not allowed: write the value out",
                event,
                "yaml_alias",
                anchor=event.anchor,
            )
        if isinstance(event, CollectionStartEvent):
            self._depth += 1
            if self._depth > MAX_DEPTH:
                raise self._refuse(
                    f"nested more than {MAX_DEPTH} levels deep", event, "yaml_too_deep", limit=MAX_DEPTH
                )
            try:
                return super().compose_node(parent, index)
            finally:
                self._depth -= 1
        node = super().compose_node(parent, index)
        if isinstance(node, ScalarNode) and node.tag == _INT_TAG and len(node.value) > MAX_INT_DIGITS:
            raise RecordError(
                f"a number of {len(node.value)} characters is too long (at most {MAX_INT_DIGITS})",
                file=self._name,
                line=node.start_mark.line + 1,
                code="yaml_number_too_long",
                limit=MAX_INT_DIGITS,
            )
        return node


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

    Raises RecordError naming ``name`` and the line for syntax errors
    (``yaml_syntax``), duplicate keys (``duplicate_key``), anchors and aliases
    (``yaml_alias``), nesting deeper than :data:`MAX_DEPTH` (``yaml_too_deep``)
    and integers longer than :data:`MAX_INT_DIGITS` (``yaml_number_too_long``);
    naming ``name`` for a text longer than :data:`MAX_CHARS` (``yaml_too_large``).
    """
    if len(text) > MAX_CHARS:
        raise RecordError(
            f"the file has {len(text)} characters; at most {MAX_CHARS} are read",
            file=name,
            code="yaml_too_large",
            size=len(text),
            limit=MAX_CHARS,
        )
    try:
        loader = _Loader(text, name)
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
