"""Settings as plain data in a TOML file: typed reads, validation, a damaged file never stops
the app, and nothing in the file is ever unpickled."""

from __future__ import annotations

import base64
import os
import stat
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vptrainer.gui import settings as prefs
from vptrainer.gui.settings import Setting, Settings, checked_value, settings_path

ALL = [v for v in vars(prefs).values() if isinstance(v, Setting)]

PICKLE_PAYLOAD = (
    '[analyze]\nlast_table = "@Variant(\\\\0\\\\0\\\\0\\\\x7f\\\\0\\\\0\\\\0\\\\x10PyQt_PyObject'
    '\\\\0\\\\0\\\\0\\\\0\\\\x1e\\\\x80\\\\x04\\\\x95cos\\\\nsystem\\\\n)"\n'
)


def test_the_file_is_plain_toml_in_the_config_folder(tmp_path: Path) -> None:
    path = settings_path()
    assert path.name == "settings.toml" and "config" in str(path)
    s = Settings(tmp_path / "s.toml", autosave=False)
    s.set(prefs.LAST_TABLE, "/tables/mine.toml")
    s.set(prefs.PRACTICE_BET, 3)
    s.set(prefs.MISTAKE_THRESHOLD, 0.05)
    s.set(prefs.WARN_BEFORE_DRAW, True)
    s.set(prefs.RECENT_FILES, ["/a.toml", "/b.toml"])
    s.set(prefs.GEOMETRY, b"\x01\xd9\xd0\xcb\x00\x03")
    s.sync()
    doc = tomllib.loads((tmp_path / "s.toml").read_text())
    assert doc["analyze"]["last_table"] == "/tables/mine.toml"
    assert doc["practice"]["bet"] == 3 and doc["practice"]["warn_before_draw"] is True
    assert base64.b64decode(doc["window"]["geometry"]) == b"\x01\xd9\xd0\xcb\x00\x03"
    again = Settings(tmp_path / "s.toml")
    assert again.problem is None
    assert again.get(prefs.LAST_TABLE) == "/tables/mine.toml"
    assert again.get(prefs.PRACTICE_BET) == 3
    assert again.get(prefs.MISTAKE_THRESHOLD) == 0.05
    assert again.get(prefs.RECENT_FILES) == ["/a.toml", "/b.toml"]
    assert again.get(prefs.GEOMETRY) == b"\x01\xd9\xd0\xcb\x00\x03"


def test_a_variant_value_is_text_never_an_object(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text(PICKLE_PAYLOAD)
    s = Settings(path)
    value = s.get(prefs.LAST_TABLE)
    assert isinstance(value, str)  # read as the text it is (control characters refused)
    assert value in ("jacks-or-better-9-6",) or value.startswith("@Variant")


@pytest.mark.parametrize(
    ("text", "setting", "expected"),
    [
        ("[practice]\nbet = 9\n", prefs.PRACTICE_BET, 5),
        ("[practice]\nbet = true\n", prefs.PRACTICE_BET, 5),
        ('[practice]\nbet = "3"\n', prefs.PRACTICE_BET, 5),
        ("[practice]\nminor_threshold = nan\n", prefs.MISTAKE_THRESHOLD, 0.02),
        ("[practice]\nminor_threshold = -1.0\n", prefs.MISTAKE_THRESHOLD, 0.02),
        ("[practice]\nminor_threshold = 1\n", prefs.MISTAKE_THRESHOLD, 1.0),
        ('[practice]\nwarn_before_draw = "true"\n', prefs.WARN_BEFORE_DRAW, False),
        ("[analyze]\nlast_table = 5\n", prefs.LAST_TABLE, "jacks-or-better-9-6"),
        ('[analyze]\nlast_table = "a\\u001bb"\n', prefs.LAST_TABLE, "jacks-or-better-9-6"),
        ('[window]\ngeometry = "not base64!"\n', prefs.GEOMETRY, b""),
        ("[window]\ncurrent_view = 7\n", prefs.CURRENT_VIEW, 0),
        ('[files]\nrecent = "x"\n', prefs.RECENT_FILES, []),
        ('[files]\nrecent = ["a", 3, "b"]\n', prefs.RECENT_FILES, ["a", "b"]),
        ("analyze = 3\n", prefs.LAST_TABLE, "jacks-or-better-9-6"),
    ],
)
def test_every_value_is_read_with_its_type_and_checked(
    tmp_path: Path, text: str, setting: Setting[Any], expected: object
) -> None:
    path = tmp_path / "s.toml"
    path.write_text(text)
    assert Settings(path).get(setting) == expected


@pytest.mark.parametrize(
    "content",
    [
        b"not = toml = at all",
        b"\xff\xfe\x00garbage",
        b"[practice]\nbet = " + b"9" * 5000 + b"\n",
        b"a = " + b"[" * 5000 + b"]" * 5000,
        b"# " + b"x" * (prefs.MAX_FILE_BYTES + 10),
    ],
)
def test_a_damaged_file_is_set_aside_and_the_defaults_used(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "s.toml"
    path.write_bytes(content)
    s = Settings(path, autosave=False)
    assert s.problem is not None and "defaults are used" in s.problem
    assert all(s.get(x) == x.default for x in ALL)
    aside = tmp_path / "s.toml.damaged"
    assert aside.read_bytes() == content  # kept for the user, never overwritten
    s.set(prefs.PRACTICE_BET, 2)
    s.sync()
    assert Settings(path).get(prefs.PRACTICE_BET) == 2


def test_a_folder_where_the_file_should_be(tmp_path: Path) -> None:
    (tmp_path / "s.toml").mkdir()
    s = Settings(tmp_path / "s.toml", autosave=False)
    assert s.problem is not None
    s.set(prefs.PRACTICE_BET, 2)
    s.sync()  # cannot write over a folder: said, not raised
    assert s.problem is not None and "cannot be saved" in s.problem


def test_a_bad_value_is_not_stored(tmp_path: Path) -> None:
    s = Settings(tmp_path / "s.toml", autosave=False)
    for setting, bad in (
        (prefs.PRACTICE_BET, 9),
        (prefs.PRACTICE_BET, True),
        (prefs.LAST_TABLE, "a\x1bb"),
        (prefs.LAST_TABLE, "/tmp/line\nbreak.toml"),
        (prefs.MISTAKE_THRESHOLD, float("inf")),
    ):
        assert s.set(setting, bad) is False  # type: ignore[arg-type]
        assert s.get(setting) == setting.default


_TOML_VALUES = st.one_of(
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(),
    st.text(max_size=30),
    st.lists(st.one_of(st.text(max_size=10), st.integers()), max_size=5),
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    doc=st.dictionaries(
        st.sampled_from(["analyze", "files", "window", "practice", "charts", "x"]),
        st.one_of(
            _TOML_VALUES,
            st.dictionaries(
                st.sampled_from(
                    [s.key.split("/")[1] for s in ALL] + ["other"],
                ),
                _TOML_VALUES,
                max_size=6,
            ),
        ),
        max_size=5,
    )
)
def test_any_settings_document_reads_as_typed_values(
    tmp_path_factory: pytest.TempPathFactory, doc: dict[str, Any]
) -> None:
    import tomli_w

    path = tmp_path_factory.mktemp("s") / "s.toml"
    path.write_text(tomli_w.dumps(doc))
    s = Settings(path, autosave=False)
    for setting in ALL:
        value = s.get(setting)
        assert type(value) is type(setting.default)
        if not isinstance(value, bytes):  # what is read would be accepted when set
            assert checked_value(setting, value) == value


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(content=st.binary(max_size=400))
def test_any_bytes_never_stop_the_settings(
    tmp_path_factory: pytest.TempPathFactory, content: bytes
) -> None:
    path = tmp_path_factory.mktemp("b") / "s.toml"
    path.write_bytes(content)
    s = Settings(path, autosave=False)
    for setting in ALL:
        assert type(s.get(setting)) is type(setting.default)


# ------------------------------------------- links, devices, pipes, bounds (issue 23)


def test_a_key_of_many_dotted_parts_is_refused_at_once(tmp_path: Path) -> None:
    """100,000 parts took 23 s and 5.6 GB inside the TOML parser."""
    path = tmp_path / "s.toml"
    path.write_text("[a]\n" + ".".join(["k"] * 100_000) + " = 1\n")
    s = Settings(path, autosave=False)
    assert s.problem is not None and "dotted parts" in s.problem
    assert (tmp_path / "s.toml.damaged").exists()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(parts=st.integers(1, 3000), nest=st.integers(0, 3000))
def test_deep_keys_and_nesting_never_cost_more_than_a_moment(
    tmp_path_factory: pytest.TempPathFactory, parts: int, nest: int
) -> None:
    path = tmp_path_factory.mktemp("d") / "s.toml"
    path.write_text(".".join(["k"] * parts) + " = " + "[" * nest + "]" * nest + "\n")
    s = Settings(path, autosave=False)
    assert all(type(s.get(x)) is type(x.default) for x in ALL)


def test_a_link_to_a_device_is_neither_read_nor_replaced(tmp_path: Path) -> None:
    """A settings file linked to a device once had the device replaced by the settings."""
    device = tmp_path / "null"
    try:
        os.mknod(device, 0o600 | stat.S_IFCHR, os.makedev(1, 3))
    except PermissionError:
        device = Path("/dev/null")  # not replaceable by this user either way
    path = tmp_path / "s.toml"
    path.symlink_to(device)
    s = Settings(path, autosave=False)
    assert s.problem is not None and "a device, not a regular file" in s.problem
    s.set(prefs.PRACTICE_BET, 2)
    s.sync()
    assert stat.S_ISCHR(device.lstat().st_mode)  # the device is still a device
    assert not path.is_symlink() or path.resolve() == device  # the link replaced at most


def test_a_link_to_another_file_is_never_written_through(tmp_path: Path) -> None:
    other = tmp_path / "other.toml"
    other.write_text("[practice]\nbet = 3\n")
    path = tmp_path / "s.toml"
    path.symlink_to(other)
    s = Settings(path, autosave=False)
    assert s.get(prefs.PRACTICE_BET) == 3  # read through the link
    s.set(prefs.PRACTICE_BET, 2)
    s.sync()
    assert other.read_text() == "[practice]\nbet = 3\n"  # the other file untouched
    assert Settings(path).get(prefs.PRACTICE_BET) == 2


def test_a_pipe_never_blocks_the_settings(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    os.mkfifo(path)
    s = Settings(path, autosave=False)  # returns at once
    assert s.problem is not None and "named pipe" in s.problem
    s.set(prefs.PRACTICE_BET, 2)
    s.sync()
    assert stat.S_ISFIFO(path.lstat().st_mode)
    assert s.problem is not None and "cannot be saved" in s.problem


def test_the_settings_folder_is_private(tmp_path: Path) -> None:
    s = Settings(tmp_path / "config" / "s.toml", autosave=False)
    s.set(prefs.PRACTICE_BET, 2)
    s.sync()
    assert stat.S_IMODE((tmp_path / "config").stat().st_mode) == 0o700
