#!/usr/bin/env bash
# Build a stand-alone Euchre Desktop with PyInstaller (Linux and macOS).
# Output: dist/euchre-desktop/ (and dist/Euchre Desktop.app on macOS).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ ! -x .venv/bin/python ]]; then
    python3 -m venv .venv
fi
.venv/bin/pip install -e .
.venv/bin/pip install "pyinstaller>=6.10"
.venv/bin/pyinstaller --noconfirm --clean packaging/euchre_desktop.spec
echo "Built: dist/euchre-desktop/"
