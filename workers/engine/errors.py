"""The one error the pure core raises for input it cannot use.

Every caller (CLI, API, jobs) turns it into its own clear message: the CLI into one line and exit 2,
the API into a 4xx body naming the field.
"""


class InputError(ValueError):
    """Bad input: `field` is a dotted path into the document (or None), `message` says what was expected."""

    def __init__(self, message: str, field: str | None = None):
        super().__init__(f"{field}: {message}" if field else message)
        self.message = message
        self.field = field
