"""The classroom command stops its server when it is told to stop (SIGTERM or SIGINT).

The command runs in its own process with a stand-in server (a sleeping child process in
place of Voilà), so the test needs no Voilà and checks only the stopping: after the
signal, the command exits and its server child is gone.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent(
    """
    import subprocess, sys
    from toolkit.edition import classroom

    def fake_start(notebooks=None, *, lang=None, port=0, quiet=False):
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        print(child.pid, flush=True)
        return child

    classroom.start_classroom = fake_start
    sys.exit(classroom.serve_classroom(port=1))
    """
)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie (exited, not yet reaped by its parent) no longer serves
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split(")")[-1].split()[0] == "Z")


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_the_classroom_stops_its_server_on_a_signal(sig: signal.Signals) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-c", SCRIPT], env=env, stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    server = 0
    try:
        assert proc.stdout is not None
        server = int(proc.stdout.readline())
        assert _alive(server)
        proc.stdout.readline()  # "classroom: open ...": the handlers are in place
        proc.send_signal(sig)
        assert proc.wait(timeout=60) == 0
        assert not _alive(server), "the server kept running after the command stopped"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        if server and _alive(server):
            os.kill(server, signal.SIGKILL)
