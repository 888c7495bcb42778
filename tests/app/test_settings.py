"""The settings schema: defaults, round trips, and files that are damaged or out of date."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from euchre_desktop.app import settings as settings_module
from euchre_desktop.app.settings import SCHEMA, Settings
from euchre_desktop.rules import PRESETS


def test_every_setting_has_a_valid_default_and_a_description() -> None:
    names = [setting.name for setting in SCHEMA]
    assert len(names) == len(set(names))
    for setting in SCHEMA:
        assert setting.accepts(setting.default), setting.name
        assert setting.description.endswith("."), setting.name


def test_a_missing_file_gives_the_defaults(tmp_path: Path) -> None:
    settings, message = Settings.load(tmp_path / "settings.json")
    assert message is None and settings.notes == []
    assert settings["preset"] == "north-american"
    assert settings["animation_speed"] == "normal"
    assert settings.house_rules() == PRESETS["north-american"]


def test_settings_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings, _ = Settings.load(path)
    rules = PRESETS["british"].with_changes(target_score=7)
    settings.set("preset", "british")
    settings.set("house_rules", rules.to_dict())
    settings.set("bot_levels", ["expert"] * 6)
    settings.set("animation_speed", "fast")
    settings.set("show_hints", False)
    settings.set("player_name", "Ada")
    settings.set("window_geometry", "AdnQywADAAAAAAAA")
    settings.save()
    again, message = Settings.load(path)
    assert message is None and again.notes == []
    assert again.as_dict() == settings.as_dict()
    assert again.house_rules() == rules


def test_bad_values_are_refused_when_set(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.json")
    for name, value in [("animation_speed", "ludicrous"), ("sound", "yes"),
                        ("bot_levels", ["expert"]), ("house_rules", {"players": 5}),
                        ("preset", None)]:
        with pytest.raises(ValueError):
            settings.set(name, value)
    with pytest.raises(KeyError):
        settings.set("colour", "blue")


def test_unknown_keys_and_bad_values_are_noted_and_defaults_used(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({
        "sound": False, "volume": 11, "animation_speed": "warp", "show_hints": 1,
        "house_rules": {"deck": "52"},
    }))
    settings, message = Settings.load(path)
    assert message is None
    assert settings["sound"] is False
    assert settings["animation_speed"] == "normal" and settings["show_hints"] is True
    assert settings["house_rules"] is None
    assert len(settings.notes) == 4 and any("volume" in note for note in settings.notes)


@pytest.mark.parametrize("content", ['{"sound": fal', "[1, 2]", "\udcff"])
def test_a_damaged_file_is_kept_aside_and_defaults_used(tmp_path: Path, content: str) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    settings, message = Settings.load(path)
    assert settings.as_dict() == Settings(path).as_dict()
    (backup,) = tmp_path.glob("settings.json.corrupt-*")
    assert message == (f"Your settings file was damaged; it was kept as {backup.name} "
                       "and defaults are in use.")
    settings.save()  # and the defaults can be saved in its place
    assert Settings.load(path)[1] is None


def test_the_default_place_follows_euchre_desktop_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    settings, _ = Settings.load()
    settings.set("sound", False)
    settings.save()
    assert settings_module.default_path() == tmp_path / "settings.json"
    assert json.loads((tmp_path / "settings.json").read_text())["sound"] is False


def test_values_handed_out_are_copies(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.json")
    settings["bot_levels"].append("expert")
    assert len(settings["bot_levels"]) == 6


@pytest.mark.parametrize("content", [
    '{"sound": 1' + "0" * 5000 + "}",  # more digits than Python converts
    '{"house_rules": ' + "[" * 50_000 + "]" * 50_000 + "}",  # deeper than the parser goes
])
def test_huge_numbers_and_deep_nesting_are_damage_not_a_crash(
    tmp_path: Path, content: str
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(content)
    settings, message = Settings.load(path)
    assert message is not None and "damaged" in message
    assert settings.as_dict() == Settings(path).as_dict()


@pytest.mark.parametrize("levels", [None, 6, "expert", [None] * 6, [["expert"]] * 6, {}])
def test_odd_bot_levels_give_the_default(tmp_path: Path, levels: object) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"bot_levels": levels, "sound": False}))
    settings, message = Settings.load(path)
    assert message is None and settings["sound"] is False
    assert settings["bot_levels"] == ["standard"] * 6
    assert any("bot_levels" in note for note in settings.notes)


def test_a_byte_order_mark_is_valid(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"sound": False}).encode())
    settings, message = Settings.load(path)
    assert message is None and settings["sound"] is False
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_a_huge_player_name_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"player_name": "A" * 50_000_000, "sound": False}))
    settings, message = Settings.load(path)
    assert message is None and settings["player_name"] == "" and settings["sound"] is False
    assert max(len(note) for note in settings.notes) < 200
    with pytest.raises(ValueError):
        settings.set("player_name", "Ada\nLovelace")


def test_two_copies_of_the_game_keep_each_others_changes(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    first, _ = Settings.load(path)
    second, _ = Settings.load(path)
    first.set("sound", False)
    first.save()
    second.set("animation_speed", "fast")
    second.save()
    first.set("player_name", "Ada")
    first.save()
    final, _ = Settings.load(path)
    assert (final["sound"], final["animation_speed"], final["player_name"]) == (
        False, "fast", "Ada")
    assert second["sound"] is False  # what the other copy saved is picked up on save
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]  # no lock left
