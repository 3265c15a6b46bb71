"""Every error code the source can raise, found by walking its syntax trees (used by tests/test_error_catalogue.py).

A *site* is one place that raises (or builds) an error with a known code:

* a call with a literal ``code="..."`` keyword (``NotationError("...", code="bad_card", text=text)``);
* a call of a *helper* that passes one of its parameters on as the code, as
  ``illegal(reason, message, **params)`` does with ``code="illegal_" + reason``, or
  ``_Reader.err(path, message, code)``: the literal given for that parameter is the code;
* a call of a helper whose error has a literal code (``_bad_deal("missing_hand", ...)``): its
  forwarded parameters (``problem=problem``) take the literals of the call;
* a call of an error class (a subclass of ``SkruuviError``) without ``code=`` and without
  ``**`` arguments: the class's default ``code`` (``RateLimited(...)`` is ``rate_limited``).

Helpers are found per module: a file sees its own functions and methods, the ones it imports
(``from trainer.game import illegal``) and their aliases (``_illegal = illegal``).  ``params`` of a site are the keyword names the error
gets, each with the literal given where there is one, else None.

``python -m tests.error_codes`` prints the number of codes and sites.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

#: The sources scanned: the package (every subpackage) and the app's pages.
SOURCES = ("trainer", "app_pages")


@dataclass(frozen=True)
class Site:
    code: str
    path: str
    line: int
    params: dict[str, Any] = field(default_factory=dict, compare=False)
    #: More params than ``params`` (a ``**`` argument, or a class that sets its own): not all are known.
    open_params: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class _Helper:
    """A function that raises or returns an error whose code is a parameter (``code_arg``) or a literal."""

    code: str | None  # a literal code, or None when it comes from the parameter ``code_arg``
    prefix: str  # put in front of the parameter's literal ("illegal_")
    code_arg: str | None
    args: tuple[str, ...]  # positional parameters, without self/cls
    forwarded: dict[str, str | None]  # keyword of the error -> the helper's parameter it passes on (or None)


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _str(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _literal(node: ast.expr) -> Any:
    return node.value if isinstance(node, ast.Constant) else None


def _error_classes(trees: Iterable[ast.Module]) -> dict[str, str]:
    """Each SkruuviError subclass by name, with its default code (inherited when not set)."""
    bases: dict[str, list[str]] = {}
    own: dict[str, str] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases[node.name] = [n for b in node.bases if (n := _name(b))]
                for stmt in node.body:
                    target = (
                        stmt.targets[0]
                        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                        else stmt.target
                        if isinstance(stmt, ast.AnnAssign)
                        else None
                    )
                    value = stmt.value if isinstance(stmt, (ast.Assign, ast.AnnAssign)) else None
                    if isinstance(target, ast.Name) and target.id == "code" and (code := _str(value)):
                        own[node.name] = code

    def default(name: str, seen: frozenset[str] = frozenset()) -> str | None:
        if name in own:
            return own[name]
        for b in bases.get(name, ()):
            if b not in seen and (code := default(b, seen | {name})) is not None:
                return code
        return None

    def is_error(name: str, seen: frozenset[str] = frozenset()) -> bool:
        return name == "SkruuviError" or any(
            b not in seen and is_error(b, seen | {name}) for b in bases.get(name, ())
        )

    out = {"SkruuviError": own.get("SkruuviError", "error")}
    for name in bases:
        if is_error(name) and (code := default(name)) is not None:
            out[name] = code
    return out


def _helpers_of(tree: ast.Module) -> dict[str, _Helper]:
    """The helpers defined in one module, by name (functions and methods)."""
    helpers: dict[str, _Helper] = {}
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) or fn.name == "__init__":
            continue
        args = [a.arg for a in (*fn.args.posonlyargs, *fn.args.args)]
        if args[:1] in (["self"], ["cls"]):
            args = args[1:]
        names = set(args) | {a.arg for a in fn.args.kwonlyargs}
        for call in ast.walk(fn):
            if not isinstance(call, ast.Call):
                continue
            kws = {k.arg: k.value for k in call.keywords if k.arg is not None}
            value = kws.get("code")
            if value is None:
                continue
            forwarded = {
                k: (v.id if isinstance(v, ast.Name) and v.id in names else None)
                for k, v in kws.items()
                if k != "code"
            }
            if isinstance(value, ast.Name) and value.id in names:
                helpers[fn.name] = _Helper(None, "", value.id, tuple(args), forwarded)
            elif (
                isinstance(value, ast.BinOp)
                and isinstance(value.op, ast.Add)
                and (prefix := _str(value.left)) is not None
                and isinstance(value.right, ast.Name)
                and value.right.id in names
            ):
                helpers[fn.name] = _Helper(None, prefix, value.right.id, tuple(args), forwarded)
            elif (code := _str(value)) is not None and any(v is not None for v in forwarded.values()):
                helpers.setdefault(fn.name, _Helper(code, "", None, tuple(args), forwarded))
    return helpers


def _module_path(path: str, level: int, module: str | None) -> str:
    """The file an import names: ``trainer.game`` -> ``trainer/game.py``; ``.core`` from its package."""
    parts = path.removesuffix(".py").split("/")[:-1] if level else []
    if level > 1:
        parts = parts[: len(parts) - (level - 1)]
    parts += module.split(".") if module else []
    return "/".join(parts) + ".py"


def _resolved_helpers(files: list[tuple[str, ast.Module]]) -> dict[str, dict[str, _Helper]]:
    """For each file, the helpers it can call by name: its own, the ones it imports, and their aliases."""
    own = {path: _helpers_of(tree) for path, tree in files}
    out: dict[str, dict[str, _Helper]] = {}
    for path, tree in files:
        visible = dict(own[path])
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                source = _module_path(path, node.level, node.module)
                source_helpers = own.get(source) or own.get(source.removesuffix(".py") + "/__init__.py") or {}
                for alias in node.names:
                    if alias.name in source_helpers:
                        visible[alias.asname or alias.name] = source_helpers[alias.name]
        for node in ast.walk(tree):  # ``_illegal = illegal``
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Name) and node.value.id in visible:
                for t in node.targets:
                    if isinstance(t, ast.Name):
                        visible.setdefault(t.id, visible[node.value.id])
        out[path] = visible
    return out


def _argument(call: ast.Call, helper: _Helper, param: str) -> ast.expr | None:
    for k in call.keywords:
        if k.arg == param:
            return k.value
    if param in helper.args:
        i = helper.args.index(param)
        if i < len(call.args) and not any(isinstance(a, ast.Starred) for a in call.args[: i + 1]):
            return call.args[i]
    return None


def scan_trees(files: Iterable[tuple[str, ast.Module]]) -> list[Site]:
    """The sites of ``files`` (pairs of a name and its parsed module)."""
    files = list(files)
    trees = [t for _, t in files]
    classes = _error_classes(trees)
    helpers_of = _resolved_helpers(files)
    sites: list[Site] = []
    for path, tree in files:
        helpers = helpers_of[path]
        for call in ast.walk(tree):
            if not isinstance(call, ast.Call):
                continue
            name = _name(call.func)
            kws = {k.arg: k.value for k in call.keywords if k.arg is not None}
            spread = any(k.arg is None for k in call.keywords)
            params = {k: _literal(v) for k, v in kws.items() if k != "code"}
            code = _str(kws.get("code"))
            if code is not None:
                sites.append(Site(code, path, call.lineno, params, spread))
                continue
            helper = helpers.get(name or "")
            if helper is not None and "code" not in kws:
                if helper.code_arg is not None:
                    literal = _str(_argument(call, helper, helper.code_arg))
                    if literal is None:
                        continue
                    code = helper.prefix + literal
                else:
                    code = helper.code
                assert code is not None
                passed = {}
                for k, param in helper.forwarded.items():
                    arg = _argument(call, helper, param) if param is not None else None
                    passed[k] = _literal(arg) if arg is not None else None
                if helper.code_arg is not None and helper.prefix == "illegal_":
                    passed.setdefault("reason", code.removeprefix("illegal_"))
                sites.append(Site(code, path, call.lineno, {**passed, **params}, spread))
                continue
            if name in classes and "code" not in kws and not spread:
                sites.append(Site(classes[name], path, call.lineno, params, open_params=True))
    return sites


def source_files(root: Path = ROOT) -> list[Path]:
    return sorted(p for top in SOURCES for p in (root / top).rglob("*.py"))


def scan(root: Path = ROOT) -> list[Site]:
    """Every site in :data:`SOURCES` under ``root``."""
    files = [(str(p.relative_to(root)), ast.parse(p.read_text(encoding="utf-8"))) for p in source_files(root)]
    return scan_trees(files)


def codes(sites: Iterable[Site]) -> set[str]:
    return {s.code for s in sites}


if __name__ == "__main__":
    from trainer.texts import catalogued_codes

    found = scan()
    raised = codes(found)
    print(f"{len(raised)} codes at {len(found)} sites; {len(raised & catalogued_codes())} with a text")
    for c in sorted(raised - catalogued_codes()):
        print("  no text:", c, *sorted({f"{s.path}:{s.line}" for s in found if s.code == c}))
