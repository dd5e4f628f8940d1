"""The frozen app's entry point: the same as the ``vptrainer`` command."""

import sys

from vptrainer.cli import main

if __name__ == "__main__":
    sys.exit(main())
