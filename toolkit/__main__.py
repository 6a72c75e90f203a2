"""``python -m toolkit``: see :mod:`toolkit.cli`."""

import sys

from toolkit.cli import main

sys.exit(main(prog="python -m toolkit"))
