"""The engine (everything in trainer/ outside trainer/ui/) never imports streamlit."""

from __future__ import annotations

import ast
from pathlib import Path

TRAINER = Path(__file__).resolve().parent.parent / "trainer"


def _imported_modules(tree: ast.AST) -> list[str]:
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, (ast.Name, ast.Attribute))
            and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names.append(node.args[0].value)
    return names


def test_engine_modules_do_not_import_streamlit() -> None:
    files = [p for p in sorted(TRAINER.rglob("*.py")) if "ui" not in p.relative_to(TRAINER).parts[:-1]]
    assert any(p.name == "cards.py" for p in files)
    offenders = []
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for name in _imported_modules(tree):
            if name == "streamlit" or name.startswith("streamlit."):
                offenders.append(f"{path.relative_to(TRAINER.parent)} imports {name}")
    assert not offenders, "\n".join(offenders)


def test_ui_markup_helpers_do_not_import_streamlit() -> None:
    """trainer/ui/cards_html.py stays pure, so it can be tested without a browser."""
    tree = ast.parse((TRAINER / "ui" / "cards_html.py").read_text(encoding="utf-8"))
    assert not [n for n in _imported_modules(tree) if n.split(".")[0] == "streamlit"]
