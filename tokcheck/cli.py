"""`tokcheck check FILE` and `tokcheck compare A B`: the check engine from a terminal.

Exit 0 on any verdict, 2 on bad input with one line naming the problem, never a traceback.
"""
import argparse
import json
import sys

from tokcheck.card_text import card, comparison
from workers.annotate import annotate_all
from workers.annotation_schema import AnnotationSchema
from workers.compare import compare
from workers.errors import InputError
from workers.messages import LANGUAGES
from workers.normalize import normalize_document
from workers.record import Record
from workers.reference import REFERENCE

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """A problem with what the user gave, said in one line."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tokcheck", description="Judge LLM tok/s claims with divisions anyone can redo.")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="check a saved leaderboard record (one, or a list for the series check)")
    check.add_argument("source", help="a JSON file (a record, {\"benchmarks\": [...]} or an array)")
    check.add_argument("--json", action="store_true", help="print the annotation JSON instead of the card")
    check.add_argument("--claim", type=float, metavar="TOKS", help="the tok/s the post claims, when it differs from the record")
    check.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the card")
    cmp = sub.add_parser("compare", help="difference table of two records")
    cmp.add_argument("a")
    cmp.add_argument("b")
    cmp.add_argument("--json", action="store_true")
    return parser


def load_records(path: str) -> list[Record]:
    if path.startswith(("http://", "https://")):
        raise UsageError(f"{path}: resolving links needs the service resolvers, which this version does not have; "
                         "save the record's JSON and pass the file")
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError as error:
        raise UsageError(f"{path}: {error.strerror or error}") from None
    try:
        doc = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise UsageError(f"{path}: not UTF-8 text (byte {error.start})") from None
    except json.JSONDecodeError as error:
        raise UsageError(f"{path}: invalid JSON at line {error.lineno} column {error.colno}: {error.msg}") from None
    try:
        return normalize_document(doc)
    except InputError as error:
        raise UsageError(f"{path}: {error}") from None


def _check(args) -> str:
    records = load_records(args.source)
    if args.claim is not None:
        if args.claim <= 0:
            raise UsageError(f"--claim: expected a number above 0, got {args.claim:g}")
        for record in records:
            record.tok_s_out = args.claim
    annotations = annotate_all(records, REFERENCE)
    if args.json:
        dumped = AnnotationSchema(many=True).dump(annotations)
        return json.dumps(dumped[0] if len(dumped) == 1 else dumped, ensure_ascii=False, indent=2)
    return "\n\n".join(card(a, args.lang) for a in annotations)


def _compare(args) -> str:
    sides = []
    for path in (args.a, args.b):
        records = load_records(path)
        if len(records) != 1:
            raise UsageError(f"{path}: compare takes one record per file, found {len(records)}")
        sides.append(records[0])
    result = compare(sides[0], sides[1], REFERENCE)
    return json.dumps(result, ensure_ascii=False, indent=2) if args.json else comparison(result)


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        output = _check(args) if args.command == "check" else _compare(args)
    except UsageError as error:
        print(f"tokcheck {args.command}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    sys.stdout.write(output + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
