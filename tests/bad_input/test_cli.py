"""Command-line misuse: each case run as a person would type it, through ``main``.

The cases run in this process (``toolkit.cli.main`` with the output captured): what is
checked is what the command prints and writes, not the process; the misuses that could
cost minutes or gigabytes if a limit were missing run in a limited subprocess in
``tests/test_bad_input.py``. Every misuse must end with a non-zero exit, exactly one line on standard error
(``error: ...``), no traceback, nothing on standard output (no game was played)
and no file written.
"""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.bad_input.helpers import assert_clean
from toolkit.cli import build_parser, main
from toolkit.core.errors import SetupError, UsageError
from toolkit.tournament.cli import check

HR = ["simulate", "hero-realms"]
V = ["simulate", "villainous"]
T = ["tournament", "hero-realms", "--no-progress"]
TV = ["tournament", "villainous", "--no-progress"]


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# (case id, arguments ({tmp} is a temporary folder; {file} a file in it; {port} a closed
# port), words the one line must hold)
CASES: list[tuple[str, list[str], tuple[str, ...]]] = [
    # simulate: counts
    ("players 0", [*HR, "--players", "0"], ("--players", "not 0")),
    ("players 7", [*HR, "--players", "7"], ("--players", "2 to 6")),
    ("games 0", [*HR, "--games", "0"], ("--games", "got 0")),
    ("games negative", [*HR, "--games", "-5"], ("--games",)),
    ("games gigantic", [*HR, "--games", "1000000000000"], ("--games", "1000000")),
    ("games not a number", [*HR, "--games", "many"], ("--games", "invalid int")),
    ("max turns 0", [*HR, "--max-turns", "0"], ("--max-turns",)),
    ("seed negative", [*HR, "--seed", "-1"], ("--seed",)),
    ("seed gigantic", [*HR, "--seed", str(2**70)], ("--seed",)),
    # simulate: names of things
    ("unknown bot", [*HR, "--bots", "greedy,wizard"], ("unknown bot(s) wizard",)),
    ("no bot", [*HR, "--bots", " , "], ("--bots",)),
    (
        "bots do not match seats",
        [*HR, "--bots", "greedy,random,greedy", "--players", "2"],
        ("--bots",),
    ),
    ("unknown variant", [*HR, "--variant", "battle-royale"], ("unknown variant",)),
    ("unknown game", ["simulate", "chess"], ("invalid choice",)),
    ("unknown command", ["play"], ("invalid choice",)),
    ("unknown option", [*HR, "--fast"], ("unrecognized",)),
    ("unknown villain", [*V, "--villains", "jafar,ursula"], ("unknown villain(s) jafar",)),
    ("unknown villain bot", [*V, "--bots", "clever"], ("unknown bot(s) clever",)),
    ("duplicate villain", [*V, "--villains", "ursula,ursula"], ("ursula twice",)),
    ("one villain", [*V, "--villains", "ursula"], ("--villains",)),
    ("villainous players 1", [*V, "--players", "1"], ("--players",)),
    ("villainous players 6", [*V, "--players", "6"], ("--players",)),
    # simulate: options that do not apply
    ("markets outside emperor", [*HR, "--markets", "2"], ("--markets", "emperor")),
    (
        "markets 3",
        [*HR, "--variant", "emperor", "--players", "6", "--markets", "3"],
        ("--markets",),
    ),
    (
        "villains for hero realms",
        [*HR, "--villains", "ursula,tamatoa"],
        ("--villains", "does not apply"),
    ),
    ("variant for villainous", [*V, "--variant", "hydra"], ("--variant", "does not apply")),
    ("markets for villainous", [*V, "--markets", "1"], ("--markets", "does not apply")),
    # names
    ("too few names", [*HR, "--names", "Ada"], ("--names", "one per seat")),
    ("empty name", [*HR, "--names", "Ada,"], ("--names", "empty")),
    ("name too long", [*HR, "--names", "Ada," + "B" * 101], ("--names", "at most 100")),
    # output folders
    ("save logs into a file", [*HR, "--save-logs", "{file}"], ("--save-logs", "not a folder")),
    ("save logs under a file", [*HR, "--save-logs", "{file}/logs"], ("--save-logs",)),
    ("save logs empty path", [*HR, "--save-logs", ""], ("--save-logs", "needs a path")),
    # tournament: backend
    ("workers negative", [*T, "--backend", "processes", "--workers", "-1"], ("--workers",)),
    ("workers 0", [*T, "--backend", "processes", "--workers", "0"], ("--workers",)),
    ("workers with serial", [*T, "--workers", "2"], ("--workers", "serial")),
    (
        "closed scheduler",
        [*T, "--backend", "dask", "--scheduler", "tcp://127.0.0.1:{port}"],
        ("--scheduler", "cannot reach"),
    ),
    (
        "malformed scheduler",
        [*T, "--backend", "dask", "--scheduler", "my laptop"],
        ("--scheduler",),
    ),
    (
        "scheduler bad port",
        [*T, "--backend", "dask", "--scheduler", "tcp://h:99999"],
        ("--scheduler",),
    ),
    ("scheduler without dask", [*T, "--scheduler", "tcp://127.0.0.1:8786"], ("--scheduler",)),
    (
        "workers with scheduler",
        [*T, "--backend", "dask", "--scheduler", "tcp://127.0.0.1:1", "--workers", "2"],
        ("--workers",),
    ),
    ("batch size 0", [*T, "--batch-size", "0"], ("--batch-size",)),
    ("unknown backend", [*T, "--backend", "gpu"], ("invalid choice",)),
    # tournament: counts and line-ups
    ("tournament games gigantic", [*T, "--games", "10000000"], ("--games",)),
    ("tournament players 0", [*T, "--players", "0"], ("--players",)),
    ("tournament max turns 0", [*T, "--max-turns", "0"], ("--max-turns",)),
    ("tournament unknown bot", [*T, "--bots", "greedy,nobody"], ("nobody",)),
    ("hero realms bot with a villain", [*T, "--bots", "greedy:ursula,random"], ("villain",)),
    (
        "too many competitors",
        [*T, "--bots", ",".join(["greedy"] * 31), "--players", "2"],
        ("at most 30",),
    ),
    (
        "round robin too large",
        [*T, "--bots", ",".join(f"b{i}" for i in range(30)), "--players", "6"],
        ("lineups",),
    ),
    ("duplicate villain in line-up", [*TV, "--bots", "heuristic:ursula,random:ursula"], ("twice",)),
    ("duplicate villains", [*TV, "--villains", "ursula,ursula"], ("twice",)),
    ("villainous variant", [*TV, "--variant", "hydra"], ("does not apply",)),
    # tournament: output files, refused before the tournament runs
    ("out suffix", [*T, "--out", "{tmp}/results.txt"], ("--out", ".parquet or .csv")),
    ("out no suffix", [*T, "--out", "{tmp}/results"], ("--out",)),
    ("out in a missing folder", [*T, "--out", "{tmp}/missing/r.csv"], ("--out", "does not exist")),
    ("out under a file", [*T, "--out", "{file}/r.csv"], ("--out", "not a folder")),
    ("out is a folder", [*T, "--out", "{tmp}/folder.csv"], ("--out", "is a folder")),
    ("out empty", [*T, "--out", ""], ("--out", "needs a path")),
    ("composition suffix", [*T, "--composition", "{tmp}/c.json"], ("--composition",)),
    ("composition for villainous", [*TV, "--composition", "{tmp}/c.csv"], ("--composition",)),
    (
        "out and composition the same",
        [*T, "--out", "{tmp}/r.csv", "--composition", "{tmp}/r.csv"],
        ("same file",),
    ),
    # export
    ("export a missing log", ["export", "{tmp}/none.json", "--html", "{tmp}/x.html"], ("log",)),
    ("export a folder", ["export", "{tmp}", "--html", "{tmp}/x.html"], ("not a file",)),
    ("export html suffix", ["export", "{log}", "--html", "{tmp}/x.txt"], ("--html", ".html")),
    ("export html folder", ["export", "{log}", "--html", "{tmp}/folder.html"], ("is a folder",)),
    ("export html under a file", ["export", "{log}", "--html", "{file}/x.html"], ("--html",)),
    (
        "export views",
        ["export", "{log}", "--html", "{tmp}/x.html", "--views", "some"],
        ("--views",),
    ),
    ("export a non-log", ["export", "{file}", "--html", "{tmp}/x.html"], ()),
    ("export without html", ["export", "{log}"], ("--html",)),
    ("exercises html suffix", ["export-exercises", "--html", "{tmp}/x.txt"], ("--html",)),
    ("exercises html folder", ["export-exercises", "--html", "{tmp}/folder.html"], ("folder",)),
    ("exercises under a file", ["export-exercises", "--html", "{file}/x.html"], ("--html",)),
    ("coverage of no project", ["coverage", "--root", "{tmp}/none"], ("no project",)),
    # classroom: the port
    ("classroom port negative", ["classroom", "--port", "-1"], ("--port", "1 to 65535")),
    ("classroom port 0", ["classroom", "--port", "0"], ("--port", "1 to 65535")),
    ("classroom port 70000", ["classroom", "--port", "70000"], ("--port", "1 to 65535")),
    ("classroom port in use", ["classroom", "--port", "{busy}"], ("--port", "in use")),
    # turn-summary: nothing overwritten, both paths checked before writing
    ("summary out exists", ["turn-summary", "--out", "{tmp}/taken.html"], ("--out", "--force")),
    (
        "summary pdf exists",
        ["turn-summary", "--out", "{tmp}/new.html", "--pdf", "{tmp}/taken.pdf"],
        ("--pdf", "--force"),
    ),
    (
        "summary pdf is the html",
        ["turn-summary", "--out", "{tmp}/new.html", "--pdf", "{tmp}/new.html"],
        ("--pdf",),
    ),
    ("summary out suffix", ["turn-summary", "--out", "{tmp}/s.txt"], ("--out", ".html")),
    # every other output file: an existing one is kept unless --force is given
    (
        "export html exists",
        ["export", "{log}", "--html", "{tmp}/taken.html"],
        ("--html", "--force"),
    ),
    (
        "exercises html exists",
        ["export-exercises", "--html", "{tmp}/taken.html"],
        ("--html", "--force"),
    ),
    (
        "review html exists",
        ["review", "{log}", "--html", "{tmp}/taken.html"],
        ("--html", "--force"),
    ),
    (
        "tournament out exists",
        ["tournament", "hero-realms", "--games", "2", "--out", "{tmp}/taken.csv"],
        ("--out", "--force"),
    ),
    (
        "tournament composition exists",
        ["tournament", "hero-realms", "--games", "2", "--composition", "{tmp}/taken.csv"],
        ("--composition", "--force"),
    ),
    ("summary out empty", ["turn-summary", "--out", ""], ("--out", "needs a path")),
    ("summary out a folder", ["turn-summary", "--out", "{tmp}/folder.html"], ("is a folder",)),
    (
        "summary unknown language",
        ["turn-summary", "--out", "{tmp}/s.html", "--lang", "fr"],
        ("fr",),
    ),
    # simulate: an earlier run's logs are never replaced
    ("save logs over earlier logs", [*HR, "--save-logs", "{tmp}/logs"], ("already holds",)),
    ("villainous logs over earlier logs", [*V, "--save-logs", "{tmp}/logs"], ("already holds",)),
    # lessons and edition: an empty path would mean the current folder
    ("lessons out empty", ["lessons", "--out", ""], ("--out", "needs a path")),
    ("lessons out blank", ["lessons", "--out", "   "], ("--out", "needs a path")),
    ("lessons out a file", ["lessons", "--out", "{file}"], ("--out", "not a folder")),
    ("edition out empty", ["edition", "--out", ""], ("--out", "needs a path")),
]


@pytest.fixture(scope="module")
def log_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("log")
    assert main([*HR, "--games", "1", "--max-turns", "3", "--save-logs", str(folder)]) == 0
    return next(folder.glob("game-*.json"))


@pytest.mark.parametrize(("argv", "words"), [pytest.param(a, w, id=i) for i, a, w in CASES])
def test_misuse_is_one_clear_line(
    tmp_path: Path,
    log_file: Path,
    argv: list[str],
    words: tuple[str, ...],
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    (tmp_path / "file.txt").write_text("not a folder, not a log\n")
    (tmp_path / "folder.csv").mkdir()
    (tmp_path / "folder.html").mkdir()
    (tmp_path / "taken.html").write_text("a teacher's page\n")
    (tmp_path / "taken.pdf").write_text("a teacher's pdf\n")
    (tmp_path / "taken.csv").write_text("an earlier tournament\n")
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "game-00001.json").write_text("{}\n")
    busy = socket.socket()
    busy.bind(("127.0.0.1", 0))
    busy.listen()
    fill = {
        "{tmp}": str(tmp_path),
        "{file}": str(tmp_path / "file.txt"),
        "{log}": str(log_file),
        "{port}": str(_closed_port()),
        "{busy}": str(busy.getsockname()[1]),
    }
    args = []
    for a in argv:
        for key, value in fill.items():
            a = a.replace(key, value)
        args.append(a)
    before = sorted((p.name, p.stat().st_size) for p in tmp_path.rglob("*"))
    monkeypatch.chdir(tmp_path)
    capsys.readouterr()
    try:
        code = main(args)
    except SystemExit as exc:  # the argument parser's own mistakes
        code = exc.code
    finally:
        busy.close()
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert code == 2, (code, err)
    assert "Traceback" not in err
    assert len(lines) == 1, err
    assert lines[0].startswith("error: ") and len(lines[0]) <= 600, lines[0]
    for word in words:
        assert word in lines[0], lines[0]
    assert out == "", out  # no game was played
    assert (
        sorted((p.name, p.stat().st_size) for p in tmp_path.rglob("*")) == before
    )  # nothing written


# -- Hypothesis: any counts and names, checked without playing -----------------------------------
NUMBER = st.integers(min_value=-(10**20), max_value=10**20) | st.integers(-3, 12)
WORDS = st.lists(
    st.sampled_from(
        [
            "greedy",
            "random",
            "heuristic",
            "heuristic:ursula",
            "random:tamatoa",
            "greedy:ursula",
            "tuned",
            "x",
            "ursula",
            "tamatoa",
            "evil_queen",
            "jafar",
            "",
        ]
    ),
    max_size=7,
).map(",".join)
OPTIONS = {
    "--games": NUMBER,
    "--players": NUMBER,
    "--max-turns": NUMBER,
    "--seed": NUMBER,
    "--markets": NUMBER,
    "--workers": NUMBER,
    "--batch-size": NUMBER,
    "--bots": WORDS,
    "--villains": WORDS,
    "--names": st.sampled_from(["Ada", "Ada,Ben", "Ada,Ben,Cy", "Ada,", ",", "x" * 50]),
    "--variant": st.sampled_from(["free-for-all", "hydra", "emperor", "first-blood", "x"]),
    "--backend": st.sampled_from(["serial", "processes", "dask"]),
}


@settings(deadline=None)
@given(
    game=st.sampled_from(["hero-realms", "villainous"]),
    chosen=st.dictionaries(st.sampled_from(sorted(OPTIONS)), st.just(None), max_size=5),
    data=st.data(),
)
def test_any_tournament_options_are_accepted_or_one_clear_error(
    game: str, chosen: dict[str, None], data: st.DataObject
) -> None:
    argv = ["tournament", game]
    for option in chosen:
        argv += [f"{option}={data.draw(OPTIONS[option])}"]
    args = build_parser().parse_args(argv)
    try:
        lineups, players, _options = check(args)
    except (UsageError, SetupError) as exc:
        assert_clean(exc)
        return
    assert lineups and all(len(lu) == players for lu in lineups)
    assert len(lineups) * args.games <= 1_000_000


def test_turn_summary_replaces_a_file_only_with_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "s.html"
    out.write_text("mine\n")
    assert main(["turn-summary", "--out", str(out)]) == 2
    assert "--force" in capsys.readouterr().err
    assert out.read_text() == "mine\n"
    assert main(["turn-summary", "--out", str(out), "--force"]) == 0
    assert "<!DOCTYPE html>" in out.read_text()


def test_export_and_tournament_replace_a_file_only_with_force(
    tmp_path: Path, log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    page, table = tmp_path / "game.html", tmp_path / "results.csv"
    page.write_text("mine\n")
    table.write_text("mine\n")
    export = ["export", str(log_file), "--html", str(page)]
    tournament = ["tournament", "hero-realms", "--games", "2", "--out", str(table)]
    for argv in (export, tournament):
        assert main(argv) == 2
    assert page.read_text() == table.read_text() == "mine\n"  # nothing written
    capsys.readouterr()
    for argv in (export, tournament):
        assert main([*argv, "--force"]) == 0
    assert "<html" in page.read_text().lower()
    assert table.read_text() != "mine\n"


def test_simulate_writes_logs_into_a_new_folder_each_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    for folder in (first, second):
        assert main([*HR, "--games", "2", "--max-turns", "2", "--save-logs", str(folder)]) == 0
    capsys.readouterr()
    again = main([*HR, "--games", "2", "--max-turns", "2", "--save-logs", str(first)])
    assert again == 2 and "already holds" in capsys.readouterr().err
    assert sorted(p.name for p in first.iterdir()) == ["game-00001.json", "game-00002.json"]


def test_the_readme_examples_save_logs_in_different_folders() -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text("utf-8")
    folders = [
        line.split("--save-logs", 1)[1].split()[0]
        for line in readme.splitlines()
        if line.startswith("python -m toolkit simulate") and "--save-logs" in line
    ]
    assert len(folders) >= 2 and len(set(folders)) == len(folders), folders


MISSING_EXTRA = """
import sys
sys.modules[{module!r}] = None  # as if the scale extra were not installed
from toolkit.cli import main
sys.exit(main({argv!r}))
"""


@pytest.mark.parametrize(
    ("module", "argv"),
    [
        ("pyarrow", [*T, "--out", "{tmp}/r.parquet", "--games", "100000", "--max-turns", "300"]),
        ("pyarrow", [*T, "--composition", "{tmp}/c.parquet", "--games", "100000"]),
        ("distributed", [*T, "--backend", "dask", "--games", "100000"]),
        ("dask", [*T, "--backend", "dask", "--games", "100000"]),
    ],
    ids=["parquet out", "parquet composition", "dask backend (distributed)", "dask backend (dask)"],
)
def test_a_missing_scale_extra_is_refused_before_any_game(
    tmp_path: Path, module: str, argv: list[str]
) -> None:
    from tests.bad_input.helpers import run_limited

    args = [a.replace("{tmp}", str(tmp_path)) for a in argv]
    proc = run_limited(MISSING_EXTRA.format(module=module, argv=args), timeout=60)
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2, proc.stderr[-800:]
    assert len(lines) == 1 and "scale" in lines[0] and module in lines[0], lines
    assert proc.stdout == "" and list(tmp_path.iterdir()) == []
