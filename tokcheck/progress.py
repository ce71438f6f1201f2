"""The progress bar `tokcheck check` draws on stderr while it judges a list: a 5,000-record list takes seconds
to minutes, and without it the command looks hung. Only on a terminal: piped or redirected stderr (a script, a
log) gets nothing, so output that is read by programs never carries it."""
import shutil

WIDTH = 30


def progress_bar(stream):
    """A progress(done, total) callback drawing on stream, or None when stream is not a terminal."""
    if not stream.isatty():
        return None
    shown = -1

    def progress(done: int, total: int) -> None:
        nonlocal shown
        percent = done * 100 // total
        if total < 2 or percent == shown:          # one record needs no bar; redraw only when the bar moves
            return
        shown = percent
        filled = WIDTH * done // total
        line = f"[{'#' * filled}{'.' * (WIDTH - filled)}] {done:,}/{total:,} records"
        stream.write("\r" + line[:shutil.get_terminal_size().columns - 1])
        if done == total:
            stream.write("\n")
        stream.flush()

    return progress
