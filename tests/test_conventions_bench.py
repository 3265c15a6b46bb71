"""The conventions benchmark runs and reports medians and 95th percentiles (figures go in notes, not tests)."""

from __future__ import annotations

from trainer.conventions.bench import bench


def test_bench_reports_advice_and_grading_times() -> None:
    out = bench(points=40, deals=0)
    for key in ("advice_ms", "grade_ms"):
        assert set(out[key]) == {"median", "p95", "n"} and out[key]["n"] == 40
        assert 0 <= out[key]["median"] <= out[key]["p95"]
