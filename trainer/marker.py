"""``N_``: marks a string for extraction into the gettext catalogs without translating it.

It lives apart from :mod:`trainer.i18n` so that engine modules can mark their
message templates while importing nothing but this identity function.
"""


def N_(message: str) -> str:
    """Return ``message`` unchanged; ``make extract`` collects it for translation."""
    return message
