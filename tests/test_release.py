"""What a release ships besides the program: one version, the icons drawn from app.svg, the
Linux desktop files, and a tarball whose install script puts it all under ~/.local."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import tarfile
import tomllib
import xml.etree.ElementTree as ElementTree
from configparser import ConfigParser
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

import euchre_desktop
from euchre_desktop import APP_ID
from tests.scripts import REPO_ROOT, load_script

LINUX = REPO_ROOT / "packaging" / "linux"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def test_the_version_is_the_one_in_pyproject() -> None:
    config = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert euchre_desktop.__version__ == config["project"]["version"]
    linux_release = load_script("packaging/linux_release.py")
    assert linux_release.project_version() == config["project"]["version"]
    run = subprocess.run([sys.executable, "-m", "euchre_desktop", "--version"],
                         capture_output=True, text=True, check=True)
    assert run.stdout.strip() == f"euchre-desktop {euchre_desktop.__version__}"


def test_the_icons_are_drawn_from_the_svg_in_every_size(qapp: object, tmp_path: Path) -> None:
    make_icons = load_script("packaging/make_icons.py")
    make_icons.write_icons(tmp_path)
    for size in make_icons.HICOLOR_SIZES:
        image = QImage(str(tmp_path / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255, "the icon is drawn"
    ico = (tmp_path / "app.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    sides = [ico[6 + 16 * index] or 256 for index in range(count)]
    assert sides == list(make_icons.ICO_SIZES)
    icns = (tmp_path / "app.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    for code, size in make_icons.ICNS_TYPES:
        start = icns.index(code) + 8
        assert icns[start:start + 8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack_from(">II", icns, start + 16)
        assert (width, height) == (size, size)


def _desktop_entry(path: Path) -> dict[str, str]:
    parser = ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment, method-assign]
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_the_desktop_files_agree_on_one_id_and_one_file_type() -> None:
    entry = _desktop_entry(LINUX / f"{APP_ID}.desktop")
    assert entry["Icon"] == APP_ID
    assert entry["Exec"] == "euchre-desktop %f", "a double-clicked match is passed to the game"
    (mime_type,) = ElementTree.parse(LINUX / f"{APP_ID}.mime.xml").getroot()
    assert entry["MimeType"] == mime_type.get("type") + ";"
    assert mime_type.find(f"{MIME_NS}glob").get("pattern") == "*.euchre.json"  # type: ignore[union-attr]
    metainfo = ElementTree.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert metainfo.findtext("id") == APP_ID
    assert metainfo.findtext("launchable") == f"{APP_ID}.desktop"
    assert metainfo.findtext("provides/mediatype") == mime_type.get("type")


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils")
def test_the_desktop_entry_is_valid() -> None:
    run = subprocess.run(["desktop-file-validate", str(LINUX / f"{APP_ID}.desktop")],
                         capture_output=True, text=True)
    assert run.returncode == 0 and run.stdout == "", run.stdout


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream")
def test_the_metainfo_of_a_release_is_valid(tmp_path: Path) -> None:
    metainfo = tmp_path / f"{APP_ID}.metainfo.xml"
    linux_release = load_script("packaging/linux_release.py")
    metainfo.write_text(linux_release.metainfo_with_release("1.2.3", "2026-11-23"),
                        encoding="utf-8")
    run = subprocess.run(["appstreamcli", "validate", "--no-net", str(metainfo)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "releases-info-missing" not in run.stdout


@pytest.mark.skipif(sys.platform != "linux", reason="the Linux release")
def test_the_tarball_installs_under_local_and_uninstalls_leaving_the_players_data(
    qapp: object, tmp_path: Path
) -> None:
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    program = bundle / "euchre-desktop"
    program.write_text("#!/bin/sh\necho \"started with $*\"\n", encoding="utf-8")
    program.chmod(0o755)
    linux_release = load_script("packaging/linux_release.py")
    tarball = linux_release.make_tarball(bundle, tmp_path / "dist", "1.2.3", "2026-11-23")
    assert tarball.name.startswith("euchre-desktop-1.2.3-linux-")
    with tarfile.open(tarball) as archive:
        archive.extractall(tmp_path / "unpacked", filter="tar")
    release = tmp_path / "unpacked" / "euchre-desktop-1.2.3"

    home = tmp_path / "home"
    saves = home / ".local" / "share" / "euchre-desktop"
    saves.mkdir(parents=True)
    (saves / "statistics.sqlite3").write_text("the player's history", encoding="utf-8")
    environment = {"HOME": str(home), "PATH": os.environ["PATH"]}
    subprocess.run([str(release / "install.sh")], env=environment, check=True,
                   capture_output=True)

    local = home / ".local"
    command = local / "bin" / "euchre-desktop"
    run = subprocess.run([str(command), "match.euchre.json"], capture_output=True, text=True)
    assert run.stdout.strip() == "started with match.euchre.json"
    entry = _desktop_entry(local / "share" / "applications" / f"{APP_ID}.desktop")
    assert entry["Exec"] == f'"{local}/lib/euchre-desktop/euchre-desktop" %f'
    assert (local / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (local / "share" / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    assert (local / "share" / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png"
            ).is_file()
    assert (saves / "statistics.sqlite3").is_file()

    subprocess.run([str(release / "uninstall.sh")], env=environment, check=True,
                   capture_output=True)
    assert not command.exists() and not (local / "lib" / "euchre-desktop").exists()
    assert not (local / "share" / "applications" / f"{APP_ID}.desktop").exists()
    assert not list((local / "share" / "icons").rglob(f"{APP_ID}.*"))
    assert (saves / "statistics.sqlite3").read_text(encoding="utf-8") == "the player's history"
