"""``python -m trainer``: see :mod:`trainer.cli`."""

import sys

from trainer.cli import main

sys.exit(main())
