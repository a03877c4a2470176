"""Fit the weights of ``rules_index.rerank`` on the dev split of the ask benchmark.

    python benchmarks/qa/fit_rerank.py [--l2 0.3] [--cv] [--write]

Every dev question is asked once through ``rules_index.hybrid.answer`` with re-ranking
switched off; the features of the first ``rerank.TOP`` rules are recorded (the same code path
the service runs). A listwise logistic model (softmax over a question's candidates, the
records that answer it as positives, L2-regularised) is fitted by gradient descent on the
standardised features. Prints the weights, the lead@1 of the rules list on dev before and
after, and the margin that separates right leads from wrong ones; ``--write`` writes the
weights into ``rules_index/rerank.py``. The test split is never read here.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
QUESTIONS = Path(__file__).with_name("questions.json")


def collect(split: str) -> list[tuple[list[str], np.ndarray, np.ndarray]]:
    """(candidate IDs, feature matrix, labels) per question of ``split`` whose rules were re-ranked."""
    from rules_index import hybrid, rerank
    from rules_index.index import load

    engine = load().search_engine
    index = load()
    seen: list = []

    def record(engine_, groups, fused, text, dense, assumed, asked_text=(), asked_dense=(), question=""):
        seen.append((fused[:rerank.TOP], rerank.features(engine_, groups, fused, text, dense, assumed, asked_text,
                                                         asked_dense, question)))
        return fused, None

    hybrid.rerank, original = record, hybrid.rerank
    try:
        data = []
        for q in json.loads(QUESTIONS.read_text(encoding="utf-8")):
            if q["split"] != split:
                continue
            seen.clear()
            hybrid.answer(engine, q["question"], limit=10)
            if not seen:
                continue
            fused, feats = seen[0]
            answers = set(q["answers"])
            ids = [rid for rid, *_ in fused]
            labels = np.array([1.0 if ({rid, index[rid].twin} & answers) else 0.0 for rid in ids])
            x = np.array([[f[name] for name in rerank.FEATURES] for f in feats])
            data.append((ids, x, labels))
        return data
    finally:
        hybrid.rerank = original


def lead_at_1(data, w: np.ndarray | None, mean, scale) -> float:
    right = 0
    for _, x, y in data:
        if w is None:
            right += y[0] > 0
        else:
            s = ((x - mean) / scale) @ w
            right += y[int(np.argmax(s))] > 0
    return right / len(data)


def _stack(data):
    """The questions' candidates as one array (questions x TOP x features), with their labels and
    a mask of the candidates present (a question may have fewer than TOP)."""
    from rules_index import rerank

    x = np.zeros((len(data), rerank.TOP, len(rerank.FEATURES)))
    y = np.zeros((len(data), rerank.TOP))
    present = np.zeros((len(data), rerank.TOP), bool)
    for i, (_, xi, yi) in enumerate(data):
        x[i, :len(yi)], y[i, :len(yi)], present[i, :len(yi)] = xi, yi, True
    return x, y, present


def fit(data, l2: float, steps: int = 3000, lr: float = 0.1):
    """Weights, means and scales of the listwise logistic model (softmax over each question's
    candidates, the right ones as positives; the questions without one are left out)."""
    x, y, present = _stack(data)
    mean, scale = x[present].mean(0), x[present].std(0)
    scale[scale == 0] = 1.0
    z = np.where(present[..., None], (x - mean) / scale, 0.0)
    usable = y.any(1)
    z, y, present = z[usable], y[usable], present[usable]
    pos = y / y.sum(1, keepdims=True)
    w = np.zeros(x.shape[2])
    for _ in range(steps):
        s = np.where(present, z @ w, -np.inf)
        p = np.exp(s - s.max(1, keepdims=True))
        p /= p.sum(1, keepdims=True)
        w -= lr * (np.einsum("nt,ntf->f", p - pos, z) / len(z) + l2 * w)
    return w, mean, scale


def cross_validate(data, l2: float, folds: int = 5, seeds: int = 3) -> float:
    """lead@1 of the rules list on questions the weights were not fitted on: ``folds``-fold,
    averaged over ``seeds`` shuffles (the figure that chooses the regularisation; the fit on
    all of dev is better on dev than it will be on questions it has not seen)."""
    right = []
    for seed in range(seeds):
        order = np.random.default_rng(seed).permutation(len(data))
        for part in np.array_split(order, folds):
            held = set(part.tolist())
            w, mean, scale = fit([q for i, q in enumerate(data) if i not in held], l2, steps=800)
            right.append(lead_at_1([data[i] for i in part], w, mean, scale) * len(part))
    return sum(right) / (seeds * len(data))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--l2", type=float, default=0.3)
    ap.add_argument("--cv", action="store_true", help="cross-validate a grid of regularisations on dev first")
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    from rules_index import rerank

    data = collect("dev")
    answered = sum(1 for *_, y in data if y.any())
    print(f"{len(data)} dev questions re-ranked, {answered} with an answer among the first {rerank.TOP} rules")
    print(f"rules lead@1 on dev: fused {lead_at_1(data, None, 0, 1):.3f}")
    if args.cv:
        for l2 in (0.01, 0.1, 0.3, 1.0, 3.0):
            print(f"  l2 {l2:<5} cross-validated rules lead@1 on dev: {cross_validate(data, l2):.3f}")
    w, mean, scale = fit(data, args.l2)
    print(f"rules lead@1 on dev: re-ranked {lead_at_1(data, w, mean, scale):.3f}")
    for name, wi in zip(rerank.FEATURES, w):
        print(f"  {name:<15} {wi:+.3f}")
    margins = []
    for _, x, y in data:
        s = np.sort(((x - mean) / scale) @ w)[::-1]
        best = int(np.argmax(((x - mean) / scale) @ w))
        margins.append((s[0] - s[1], bool(y[best] > 0)))
    for m in (0.0, 0.25, 0.5, 0.75, 1.0, 1.5):
        sure = [ok for d, ok in margins if d >= m]
        print(f"  margin >= {m:<4}: {len(sure) / len(margins):.2f} of the questions sure, "
              f"{(sum(sure) / len(sure)) if sure else float('nan'):.3f} of those right")
    if args.write:
        path = ROOT / "rules_index" / "rerank.py"
        src = path.read_text(encoding="utf-8")
        def table(values) -> str:
            return "{" + ", ".join(f'"{n}": {v:.4f}' for n, v in zip(rerank.FEATURES, values)) + "}"
        src = re.sub(r"^WEIGHTS: dict\[str, float\] = .*$", f"WEIGHTS: dict[str, float] = {table(w)}", src, flags=re.MULTILINE)
        src = re.sub(r"^MEANS: dict\[str, float\] = .*$", f"MEANS: dict[str, float] = {table(mean)}", src, flags=re.MULTILINE)
        src = re.sub(r"^SCALES: dict\[str, float\] = .*$", f"SCALES: dict[str, float] = {table(scale)}", src, flags=re.MULTILINE)
        path.write_text(src, encoding="utf-8")
        print(f"written to {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
