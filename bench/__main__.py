"""`python -m bench [--only NAME]`: runs each benchmark in turn (loopback only, each loop bounded), then prints
one table and one JSON line per figure: {"name", "value", "floor", "ratio", "goal", "ok"}. Exit 1 when a goal is
missed or a benchmark failed to run, so the run itself says whether the goals hold."""
import argparse
import importlib
import sys
import time
import traceback

from bench.figure import table

BENCHES = ["detector", "checks", "service", "queue_cost", "latency", "dedupe", "healthz", "check_list", "browser"]


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=BENCHES, action="append", help="run only this benchmark (repeatable)")
    args = parser.parse_args()
    figures, failed = [], []
    for name in args.only or BENCHES:
        began = time.monotonic()
        print(f"running {name} ...", file=sys.stderr, flush=True)
        try:
            figures += importlib.import_module(f"bench.{name}").figures()
        except Exception:                      # one broken bench must not hide the others' figures
            traceback.print_exc()
            failed.append(name)
        print(f"  {name}: {time.monotonic() - began:.0f} s", file=sys.stderr, flush=True)
    print(table(figures))
    if failed:
        print(f"failed to run: {', '.join(failed)}")
    for figure in figures:
        print(figure.json_line())
    return 1 if failed or any(f.ok is False for f in figures) else 0


if __name__ == "__main__":
    sys.exit(main())
