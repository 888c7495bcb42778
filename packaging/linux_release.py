"""Make the Linux release tarball from a PyInstaller one-folder build.

Usage: ``python packaging/linux_release.py [BUNDLE_DIR] [--out DIST_DIR]``; by default the
bundle is ``dist/euchre-desktop`` and the tarball goes to ``dist/``. The tarball unpacks to
``euchre-desktop-VERSION/``: the program folder, the desktop entry, AppStream metainfo, the
MIME type of saved matches, the icons, and ``install.sh`` / ``uninstall.sh``, which put all
of it under the player's ``~/.local``. The version comes from ``pyproject.toml``.
"""

from __future__ import annotations

import argparse
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
APP_ID = "org.euchredesktop.EuchreDesktop"


def project_version() -> str:
    """The one version of the project, as ``pyproject.toml`` states it."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return str(config["project"]["version"])


def metainfo_with_release(version: str, date: str) -> str:
    """The AppStream metainfo with this release added."""
    text = (LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    release = (f'  <releases>\n    <release version="{version}" date="{date}"/>\n'
               "  </releases>\n</component>")
    return text.replace("</component>", release)


def stage(bundle: Path, folder: Path, version: str, date: str) -> None:
    """Lay out the release folder: program, desktop files, icons and the install scripts."""
    shutil.copytree(bundle, folder / "euchre-desktop", symlinks=True)
    share = folder / "share"
    for sub, name, source in (
        ("applications", f"{APP_ID}.desktop", LINUX / f"{APP_ID}.desktop"),
        ("mime/packages", f"{APP_ID}.xml", LINUX / f"{APP_ID}.mime.xml"),
    ):
        (share / sub).mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, share / sub / name)
    (share / "metainfo").mkdir(parents=True)
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(
        metainfo_with_release(version, date), encoding="utf-8")
    with tempfile.TemporaryDirectory() as icons:
        subprocess.run([sys.executable, str(ROOT / "packaging" / "make_icons.py"), icons],
                       check=True, capture_output=True)
        shutil.copytree(Path(icons) / "hicolor", share / "icons" / "hicolor")
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy2(LINUX / script, folder / script)


def make_tarball(bundle: Path, out_dir: Path, version: str | None = None,
                 date: str | None = None) -> Path:
    """Build ``euchre-desktop-VERSION-linux-ARCH.tar.gz`` in ``out_dir``; return its path."""
    version = version or project_version()
    date = date or datetime.now(UTC).date().isoformat()
    name = f"euchre-desktop-{version}"
    out_dir.mkdir(parents=True, exist_ok=True)
    tarball = out_dir / f"{name}-linux-{platform.machine()}.tar.gz"
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / name
        stage(bundle, folder, version, date)
        with tarfile.open(tarball, "w:gz") as archive:
            archive.add(folder, arcname=name)
    return tarball


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", nargs="?", type=Path, default=ROOT / "dist" / "euchre-desktop")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv)
    if not (args.bundle / "euchre-desktop").is_file():
        parser.error(f"no build in {args.bundle}: run packaging/build.sh first")
    print(make_tarball(args.bundle, args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
