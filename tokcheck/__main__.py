"""`python -m tokcheck`: the same command as the `tokcheck` console script."""
import sys

from tokcheck.cli import main

sys.exit(main())
