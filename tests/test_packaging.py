"""What a wheel holds: every package of the source tree, and the data folders from the top of
the repository inside the package, where ``importlib.resources`` looks for them."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

import euchre_desktop
from euchre_desktop.bots import solver, twins

REPO_ROOT = Path(__file__).resolve().parent.parent

# What a stand-alone build must leave out: Qt pieces the game never loads and what they drag in
# from the build machine (the GTK theme's cairo and pango, QtNetwork's TLS and Kerberos).
NOT_IN_THE_BUNDLE = re.compile("|".join((
    r"platformthemes/[^/]*gtk3", r"platforms/[^/]*(eglfs|linuxfb|minimal|vnc)",
    r"plugins/(generic|egldeviceintegrations|tls|networkinformation)/",
    r"QtNetwork|Qt6Network", r"imageformats/[^/]*(gif|jpeg|tiff|webp|tga|wbmp)",
    r"(^|/)lib(cairo|pango|gdk_pixbuf|atk|gssapi|krb5)[^/]*$",
)), re.IGNORECASE)


def _source_packages() -> set[str]:
    return {
        ".".join(init.parent.relative_to(REPO_ROOT).parts)
        for init in (REPO_ROOT / "euchre_desktop").rglob("__init__.py")
    }


def test_every_package_of_the_source_tree_is_listed_for_the_wheel() -> None:
    config = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    assert _source_packages() <= listed
    assert {"euchre_desktop.resources", "euchre_desktop.translations"} <= listed


def test_the_installed_package_reads_its_data_folders() -> None:
    assert resources.files("euchre_desktop.resources").joinpath("icons", "app.svg").is_file()
    names = [entry.name for entry in resources.files("euchre_desktop.translations").iterdir()]
    for language in ("en", "fr", "de"):  # English holds the plural forms
        assert f"euchre_desktop_{language}.ts" in names
        assert f"euchre_desktop_{language}.qm" in names


class Build:
    """A build command run in the background, its output kept in ``folder / "build.log"``."""

    def __init__(self, command: list[str], folder: Path) -> None:
        self.folder = folder
        self.log = folder / "build.log"
        with self.log.open("wb") as log:
            self.process = subprocess.Popen(command, cwd=folder, stdout=log,
                                            stderr=subprocess.STDOUT)

    def wait(self) -> Path:
        """Wait for it to finish, which it must do successfully; its folder."""
        code = self.process.wait()
        assert code == 0, self.log.read_text(errors="replace")
        return self.folder

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def _start_wheel_build(folder: Path) -> Build:
    # Built from a copy, so that the build's scratch folders stay out of the checkout.
    source = folder / "source"
    shutil.copytree(REPO_ROOT, source, ignore=shutil.ignore_patterns(
        ".*", "build", "dist", "*.egg-info", "__pycache__"))
    return Build([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps",
                  "--no-build-isolation", "--wheel-dir", str(folder), str(source)], folder)


def _start_stand_alone_build(folder: Path) -> Build:
    return Build([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                  "--distpath", str(folder / "dist"), "--workpath", str(folder / "work"),
                  str(REPO_ROOT / "packaging" / "euchre_desktop.spec")], folder)


BUILDS = {
    "test_a_built_wheel_holds_the_packages_and_the_data": _start_wheel_build,
    "test_the_stand_alone_build_starts_and_paints": _start_stand_alone_build,
}


@pytest.fixture(scope="module")
def builds(request: pytest.FixtureRequest,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Build]]:
    """The wheel and the stand-alone build, each in a folder of its own, for the tests of this
    run that look at them: both are started as soon as either is wanted and run side by side
    (each keeps one core busy for about a minute; neither reads what the other writes)."""
    wanted = {getattr(item, "originalname", item.name) for item in request.session.items
              if getattr(item, "module", None) is request.module} & set(BUILDS)
    started = {name: BUILDS[name](tmp_path_factory.mktemp("build")) for name in sorted(wanted)}
    yield started
    for build in started.values():
        build.stop()


def test_a_built_wheel_holds_the_packages_and_the_data(builds: dict[str, Build]) -> None:
    folder = builds["test_a_built_wheel_holds_the_packages_and_the_data"].wait()
    (wheel,) = folder.glob("euchre_desktop-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for package in _source_packages():
        assert f"{package.replace('.', '/')}/__init__.py" in names
    assert "euchre_desktop/resources/icons/app.svg" in names
    assert "euchre_desktop/resources/match_equity.json" in names
    assert "euchre_desktop/translations/euchre_desktop_fr.ts" in names
    assert "euchre_desktop/translations/euchre_desktop_en.qm" in names
    assert not any(name.startswith(("resources/", "translations/", "tests/")) for name in names)
    if solver.COMPILED:  # a machine that compiled the search for the checkout does for a wheel
        for module in twins.TWINNED:
            assert any(name.startswith(f"euchre_desktop/bots/_{module}_compiled.")
                       for name in names)


def test_the_stand_alone_build_starts_and_paints(builds: dict[str, Build]) -> None:
    """The PyInstaller spec builds a bundle that finds its data and paints the table."""
    tmp_path = builds["test_the_stand_alone_build_starts_and_paints"].wait()
    bundle = tmp_path / "dist" / "euchre-desktop"
    program = bundle / ("euchre-desktop.exe" if sys.platform == "win32" else "euchre-desktop")
    for language in ("en", "fr"):
        assert (bundle / "_internal" / "euchre_desktop" / "translations"
                / f"euchre_desktop_{language}.qm").is_file()
    inside = [path.relative_to(bundle).as_posix() for path in bundle.rglob("*")]
    unused = [name for name in inside if NOT_IN_THE_BUNDLE.search(name)]
    assert unused == [], "files the game never loads"
    qt_texts = {name.rsplit("/", 1)[1] for name in inside if "/Qt/translations/" in name}
    game_languages = {path.stem.rsplit("_", 1)[1]
                      for path in (REPO_ROOT / "translations").glob("euchre_desktop_*.ts")}
    assert qt_texts <= {f"qtbase_{language}.qm" for language in game_languages}
    assert {"qtbase_fr.qm", "qtbase_de.qm"} <= qt_texts
    if sys.platform.startswith("linux") and shutil.which("readelf"):
        (python_library,) = (bundle / "_internal").glob("libpython3*.so*")
        sections = subprocess.run(["readelf", "-S", "-W", str(python_library)],
                                  capture_output=True, text=True, check=True).stdout
        assert ".symtab" not in sections and ".debug" not in sections, "not stripped"
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
                   "EUCHRE_DESKTOP_HOME": str(tmp_path / "home")}
    run = subprocess.run([str(program), "--smoke"], capture_output=True, text=True,
                         env=environment, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("first frame in")
    if solver.COMPILED:  # the bundle takes the compiled solver built for the checkout
        assert "(search: compiled)" in run.stdout
    version = subprocess.run([str(program), "--version"], capture_output=True, text=True,
                             env=environment, timeout=60)
    assert version.stdout.strip() == f"euchre-desktop {euchre_desktop.__version__}"


def _setup_script() -> Any:
    spec = importlib.util.spec_from_file_location("setup_script", REPO_ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("fails", [False, True])
def test_the_build_stamps_the_compiled_twins_or_goes_on_without_them(
        fails: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """setup.py compiles a copy of each twinned module stamped with its source's digest, as
    optional extensions; when mypyc fails, the build goes on without them."""
    import mypyc.build
    from setuptools import Extension

    setup_script = _setup_script()
    bots = REPO_ROOT / "euchre_desktop" / "bots"
    (tmp_path / "euchre_desktop" / "bots").mkdir(parents=True)
    for name in (*twins.TWINNED, "twins"):
        shutil.copy(bots / f"{name}.py", tmp_path / "euchre_desktop" / "bots")
    monkeypatch.chdir(tmp_path)
    compiled: dict[str, str] = {}

    def mypycify(paths: list[str], opt_level: str, separate: bool) -> list[Extension]:
        compiled.update((Path(path).name, Path(path).read_text(encoding="utf-8"))
                        for path in paths)
        if fails:
            raise SystemExit(1)
        return [Extension(twins.twin_name(f"euchre_desktop.bots.{name}"), ["twin.c"])
                for name in twins.TWINNED]

    monkeypatch.setattr(mypyc.build, "mypycify", mypycify)
    monkeypatch.setattr(sys, "argv", ["setup.py", "egg_info"])
    assert setup_script.compiled_twins() == []  # metadata alone compiles nothing
    monkeypatch.setattr(sys, "argv", ["setup.py", "bdist_wheel"])
    extensions = setup_script.compiled_twins()
    expected = {}
    for name in twins.TWINNED:
        source = (bots / f"{name}.py").read_text(encoding="utf-8")
        digest = hashlib.sha256((bots / f"{name}.py").read_bytes()).hexdigest()
        expected[f"_{name}_compiled.py"] = source + f'\nCOMPILED_FROM = "{digest}"\n'
    assert compiled == expected
    assert not list((tmp_path / "euchre_desktop" / "bots").glob("_*_compiled.py"))
    if fails:
        assert extensions == []
    else:
        assert [extension.optional for extension in extensions] == [True] * len(twins.TWINNED)
