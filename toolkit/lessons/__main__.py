"""``python -m toolkit.lessons build``: see :mod:`toolkit.lessons.build`."""

import sys

from toolkit.lessons.build import main

if __name__ == "__main__":
    sys.exit(main())
