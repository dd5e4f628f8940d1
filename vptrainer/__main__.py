"""``python -m vptrainer``: the same as the ``vptrainer`` command."""

import sys

from vptrainer.cli import main

sys.exit(main())
