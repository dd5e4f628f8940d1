"""Hostile pay tables through the command line: exit status 2 and one clean line on stderr.

Nothing a file holds (a name, a key, a label) reaches the terminal as a control
sequence, and a table without pay lines is a valid table that returns 0%.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from vptrainer.cli import main
from vptrainer.core.plaintext import control_problem, printable

HEAD = 'name = "x"\n'
BAD_TABLES = {
    "inf.toml": HEAD + '[pays]\nroyal_flush = "inf"\n',
    "infinity.toml": HEAD + '[pays]\nroyal_flush = "Infinity"\n',
    "huge-exponent.toml": HEAD + '[pays]\nroyal_flush = "1e999999999"\n',
    "digits.toml": HEAD + "[pays]\nroyal_flush = " + "9" * 4301 + "\n",
    "nan.toml": HEAD + "[pays]\nroyal_flush = nan\n",
    "nested.toml": HEAD + "z = " + "[" * 600 + "]" * 600 + "\n",
    "dotted.toml": HEAD + ".".join(["a"] * 100_000) + " = 1\n",
    "quads.toml": HEAD + '[[quads]]\nranks = "A"\npays = 1\n' * 3000,
    "kickers.toml": HEAD + '[[quads]]\nranks = "A"\nkickers = ""\npays = 80\n',
    "escape-name.toml": 'name = "\\u001b[2J\\u001b]0;owned\\u0007"\n',
    "escape-key.toml": HEAD + '[pays]\n"\\u001b[31m" = 3\n',
    "not-utf8.toml": "",
}


def _run(args: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    code = main(args, out=out)
    return code, out.getvalue()


@pytest.fixture
def bad_tables(tmp_path: Path) -> Path:
    for name, text in BAD_TABLES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "not-utf8.toml").write_bytes(b'name = "\xff\xfe"\n')
    (tmp_path / "folder.toml").mkdir()
    return tmp_path


@pytest.mark.parametrize("name", [*BAD_TABLES, "folder.toml", "missing.toml"])
@pytest.mark.parametrize("command", ["analyze", "sweep", "risk", "hand"])
def test_a_bad_table_exits_2_with_one_clean_line(
    bad_tables: Path, name: str, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    args = [command, str(bad_tables / name)]
    if command == "hand":
        args += ["Ah", "Kh", "Qh", "Jh", "Th"]
    code, out = _run(args)
    err = capsys.readouterr().err
    assert code == 2, (name, err)
    assert out == ""
    assert err.startswith("vptrainer: error: ") and err.endswith("\n")
    assert err.count("\n") == 1
    assert control_problem(err.rstrip("\n")) is None
    assert "Traceback" not in err
    if name == "folder.toml":
        assert "is a folder" in err
    if name == "missing.toml":
        assert "no such file" in err


def test_a_real_process_never_prints_a_traceback(bad_tables: Path) -> None:
    for name in ("infinity.toml", "digits.toml", "dotted.toml", "escape-key.toml"):
        proc = subprocess.run(
            [sys.executable, "-m", "vptrainer", "analyze", str(bad_tables / name)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert proc.returncode == 2, proc.stderr
        assert proc.stdout == ""
        assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr
        assert "\x1b" not in proc.stderr


def test_text_from_a_file_cannot_send_control_sequences(tmp_path: Path) -> None:
    # a name with control characters is refused at validation...
    path = tmp_path / "t.toml"
    path.write_text('name = "a\\u001bb"\n[pays]\nflush = 6\n')
    assert _run(["analyze", str(path)])[0] == 2
    # ...and whatever the command line prints goes through printable()
    assert printable("a\x1b[2Jb\x9b\u202e\r\n\t") == "a\\x1b[2Jb\\x9b\\u202e\\x0d\n\t"


@pytest.mark.slow
def test_a_table_without_pay_lines_returns_zero_everywhere(tmp_path: Path) -> None:
    empty = tmp_path / "empty.toml"
    empty.write_text("")
    bare = tmp_path / "bare.toml"
    bare.write_text('name = "Nothing"\n[pays]\n')
    for path in (empty, bare):
        code, out = _run(["analyze", str(path), "--json"])
        assert code == 0
        doc = json.loads(out)
        assert doc["return"] == 0 and doc["return_exact"] == "0/1"
        code, out = _run(["analyze", str(path)])
        assert code == 0 and "0.0000%" in out
        code, out = _run(["hand", str(path), "Ah", "Kh", "Qh", "Jh", "Th", "--json"])
        assert code == 0 and all(h["ev"] == 0 for h in json.loads(out)["holds"])
        code, out = _run(["risk", str(path), "--bankroll", "100", "--json"])
        assert code == 0 and json.loads(out)["certain_ruin"] is True
        code, out = _run(["compare", str(path), "jacks-or-better-9-6", "--json"])
        assert code == 0 and json.loads(out)["tables"][0]["return"] == 0
    code, _ = _run(["sweep", str(bare)])
    assert code == 2  # nothing to vary: a clear error, not a crash


def test_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbfname = 'BOM'\n[pays]\nroyal_flush = 800\n")
    code, out = _run(["analyze", str(path), "--json"])
    assert code == 0 and json.loads(out)["name"] == "BOM"


def test_an_edited_builtin_saved_to_a_file_has_no_published_return(tmp_path: Path) -> None:
    from vptrainer.core.games.builtin import load_builtin
    from vptrainer.core.games.tomlfile import save_paytable

    edited = load_builtin("jacks-or-better-9-6").with_pay("full_house", 8)
    save_paytable(edited, tmp_path / "e.toml")
    code, out = _run(["analyze", str(tmp_path / "e.toml")])
    assert code == 0
    assert "Published" not in out and "(edited)" in out
    code, out = _run(["analyze", "jacks-or-better-9-6"])
    assert "Published        99.5439043695%" in out  # the digits published
