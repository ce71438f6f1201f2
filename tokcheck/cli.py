"""The `tokcheck` command: check a record file or link, compare two records, run the service or a worker.

Exit 0 on any verdict, 2 on bad input with one line naming the problem, 3 when a link's record can't be
resolved; never a traceback.
"""
import argparse
import json
import os
import sys
from pathlib import Path

from tokcheck.card_text import card, comparison
from workers.annotate import annotate, annotate_all
from workers.annotation_schema import AnnotationSchema
from workers.compare import compare
from workers.errors import InputError
from workers.messages import LANGUAGES
from workers.normalize import normalize_document
from workers.record import Record
from workers.reference import REFERENCE
from workers.resolvers import Unresolvable, resolve
from workers.settings import Settings

EXIT_BAD_INPUT = 2
EXIT_UNRESOLVED = 3


class UsageError(Exception):
    """A problem with what the user gave, said in one line."""


class UnresolvedLink(Exception):
    """A link whose record could not be fetched or read, said in one line."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tokcheck", description="Judge LLM tok/s claims with divisions anyone can redo.")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="check a saved leaderboard record (one, or a list for the series check)")
    check.add_argument("source", help="a record link, or a JSON file (a record, {\"benchmarks\": [...]} or an array)")
    check.add_argument("--json", action="store_true", help="print the annotation JSON instead of the card")
    check.add_argument("--claim", type=float, metavar="TOKS", help="the tok/s the post claims, when it differs from the record")
    check.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the card")
    cmp = sub.add_parser("compare", help="difference table of two records")
    cmp.add_argument("a")
    cmp.add_argument("b")
    cmp.add_argument("--json", action="store_true")
    serve = sub.add_parser("serve", help="run the API with workers (and an embedded Redis when REDIS_URL is unset)")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--data-dir", type=Path, default=None, help="where the embedded Redis keeps its data")
    serve.add_argument("--workers", type=int, default=1, help="worker processes to run beside the API (0 with REDIS_URL: API only)")
    worker = sub.add_parser("worker", help="run an RQ worker against REDIS_URL")
    worker.add_argument("--burst", action="store_true", help="stop when the queue is empty")
    return parser


def _settings() -> Settings:
    try:
        return Settings.from_env()
    except InputError as error:
        raise UsageError(str(error)) from None


def resolve_link(link: str, claimed: float | None) -> list[Record]:
    """The record behind a link, fetched now through the resolvers and the fetch guard (no Redis)."""
    settings = _settings()
    fetcher = settings.fetcher()
    try:
        resolved = resolve(link, settings.upstreams, fetcher, claimed=claimed)
    except Unresolvable as error:
        raise UnresolvedLink(error.reason) from None
    finally:
        fetcher.close()
    return [resolved.record] + [r for r in resolved.series if r.record_id != resolved.record.record_id]


def load_records(path: str, claimed: float | None = None) -> list[Record]:
    if path.startswith(("http://", "https://")):
        return resolve_link(path, claimed)
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
    if args.claim is not None and args.claim <= 0:
        raise UsageError(f"--claim: expected a number above 0, got {args.claim:g}")
    records = load_records(args.source, args.claim)
    if args.claim is not None:
        for record in records:
            record.tok_s_out = args.claim
    if args.source.startswith(("http://", "https://")):
        annotations = [annotate(records[0], series=records, reference=REFERENCE)]
    else:
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


def _serve(args) -> None:
    from api.config import moderators
    from tokcheck.serve import serve

    settings = _settings()
    try:
        moderators(os.environ.get("TOKCHECK_MODERATORS", ""))
    except InputError as error:
        raise UsageError(str(error)) from None
    if args.workers < 0 or (args.workers == 0 and not settings.redis_url):
        raise UsageError(f"--workers: expected 1 or more (0 only with REDIS_URL, when workers run elsewhere), "
                         f"got {args.workers}")
    data_dir = args.data_dir
    if data_dir is None and not settings.redis_url:
        from workers.redis_server import default_data_dir
        data_dir = default_data_dir()
    try:
        serve(args.host, args.port, data_dir, args.workers, os.environ)
    except OSError as error:
        raise UsageError(f"cannot listen on {args.host}:{args.port}: {error.strerror or error}") from None


def _worker(args) -> None:
    from workers.worker import run_worker

    settings = _settings()
    if not settings.redis_url:
        raise UsageError("REDIS_URL is not set: point it at the Redis that `tokcheck serve` or your server runs")
    try:
        run_worker(settings, burst=args.burst)
    except KeyboardInterrupt:
        pass


COMMANDS = {"check": _check, "compare": _compare, "serve": _serve, "worker": _worker}


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        output = COMMANDS[args.command](args)
    except UsageError as error:
        print(f"tokcheck {args.command}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except UnresolvedLink as error:
        print(f"tokcheck {args.command}: {error}", file=sys.stderr)
        return EXIT_UNRESOLVED
    if output is not None:
        sys.stdout.write(output + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
