"""``python -m trainer``: deal, check an auction, read a packet, score a deal, benchmark.

Human-readable output in Finnish (default) or English with ``--lang``;
``--json`` prints the machine format documented in the README, which is a
public interface.  A bad argument prints one line to stderr and exits with
status 2; ``auction`` exits with 1 when a call is illegal.  Never a traceback:
an unexpected error is one line too, with status 70 (``SKRUUVI_DEBUG=1``
raises it instead).  The user's text quoted in an error goes through
:func:`shown` (control and format characters escaped, long text cut).
Numbers are ASCII digits only, at most 20 of them.  ``lead --auction`` must be
a whole initial auction that can end in ``--contract`` by ``--declarer``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import sys
import unicodedata
from collections.abc import Sequence
from typing import Any, NoReturn

from trainer.auction import bidding_state, check_auction, parse_calls
from trainer.bids import Bid, Call, Form
from trainer.cards import Card, format_cards, format_hand, parse_card_list, parse_cards
from trainer.dealing import Deal, deal
from trainer.errors import IllegalActionError, NotationError, SkruuviError
from trainer.i18n import LANGUAGES, Translator
from trainer.marker import N_
from trainer.phases import puupaa
from trainer.rules import find_rules
from trainer.scoring import Doubling, score_bolshevik, score_contract, score_passimisaari
from trainer.seats import SEATS, Pair, Seat
from trainer.texts import PAIR_SHOWN, error_text, note_text, score_item_text

PROG = "python -m trainer"


class UsageError(Exception):
    """A bad argument: one line, exit status 2.

    ``key`` names a template in :data:`USAGE`; ``params`` fill it.  Values the
    user typed go through :func:`shown` before they are given here.
    """

    def __init__(self, key: str, /, **params: object) -> None:
        super().__init__(USAGE[key].format(**params))  # English, for logs and tests
        self.key = key
        self.params = params

    def text(self, _: Translator) -> str:
        """The message in the translator's language."""
        return _(USAGE[self.key], **self.params)


class _ArgparseError(UsageError):
    """argparse's own message, said again in the user's language by :func:`usage_text`."""

    def __init__(self, message: str) -> None:
        Exception.__init__(self, message)
        self.key = ""
        self.params = {}

    def text(self, _: Translator) -> str:
        return usage_text(str(self), _)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _ArgparseError(message)


EXIT_INTERNAL = 70
"""Exit status after an unexpected error (``EX_SOFTWARE``): a bug, reported in one line."""

DEBUG_ENV = "SKRUUVI_DEBUG"
"""With this environment variable set (to anything but empty or 0), an unexpected error is re-raised."""

SHOWN_LIMIT = 60
"""Longest piece of the user's input quoted back in an error (characters, before escaping)."""

# Unicode categories escaped when the user's text is quoted back: controls (Cc: newline, ESC of ANSI and
# OSC sequences, BEL...), format characters (Cf: bidi overrides, zero-width spaces and joiners, the BOM,
# soft hyphen), surrogates (Cs: undecodable bytes of argv) and the line and paragraph separators (Zl, Zp).
# ZWJ is escaped too: in a card, seat or number it is never meant, and "“A” is not a seat" with a hidden
# joiner would not say what is wrong.
_ESCAPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
_NAMED_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape_char(ch: str) -> str:
    named = _NAMED_ESCAPES.get(ch)
    if named is not None:
        return named
    cp = ord(ch)
    if 0xDC80 <= cp <= 0xDCFF:  # a byte that was not UTF-8 (os.fsdecode's surrogateescape)
        return f"\\x{cp - 0xDC00:02x}"
    if cp <= 0xFF:
        return f"\\x{cp:02x}"
    return f"\\u{cp:04x}" if cp <= 0xFFFF else f"\\U{cp:08x}"


def shown(text: str, limit: int | None = SHOWN_LIMIT) -> str:
    """``text`` safe to quote in a one-line error: control and format characters escaped, at most ``limit``.

    Each character of category Cc, Cf, Cs, Zl or Zp becomes a visible escape (``\\n``, ``\\x1b``,
    ``\\u2028``), so an error stays one line and no terminal escape sequence reaches the terminal.  A
    text longer than ``limit`` characters is cut there and ends with "…".  Backslashes are not doubled.
    """
    cut = text if limit is None or len(text) <= limit else text[:limit]
    out = "".join(_escape_char(c) if unicodedata.category(c) in _ESCAPED_CATEGORIES else c for c in cut)
    return out if cut is text else out + "…"


# argparse's own messages (Python 3.11 wording), said again in the user's language.
USAGE: dict[str, str] = {
    "required": N_("missing: {args}"),
    "unrecognized": N_("not understood: {args}"),
    "command": N_("“{value}” is not a command: use one of {choices}"),
    "choice": N_("{arg}: “{value}” is not one of {choices}"),
    "int": N_("{arg}: “{value}” is not a whole number"),
    "float": N_("{arg}: “{value}” is not a number"),
    "not_with": N_("{arg} cannot be used together with {other}"),
    "one_value": N_("{arg} needs a value"),
    # The command line's own checks.
    "too_large": N_("{arg}: “{value}” is too large"),
    "not_negative": N_("{arg} must be 0 or more, not {value}"),
    "seconds_range": N_("{arg} must be more than 0 and at most {most}"),
    "aces_form": N_("{arg}: “{value}” is not TRICK:SIDE (for example 3:decl)"),
    "aces_side": N_("{arg}: side “{value}” is not one of {choices}"),
    "decode_bolsevikit": N_("decode reads alkupelit or kotkat packets; the bolshevik gives single cards"),
    "no_passimisaari": N_("bolsevikit has no passimisääri"),
    "bolsevikit_only": N_("--declarer and --doubled-by are for bolsevikit"),
    "revoke_pairs": N_("--revoke for passimisääri is AC or BD"),
    "revoke_sides": N_("--revoke is decl or def"),
    "contract_not_bid": N_("--contract must be a bid or pass, not “{value}”"),
    "contract_too_low": N_("{contract} cannot be a final contract in {form} (lowest level {level})"),
    "bolsevikit_declarer": N_("bolsevikit needs --declarer (the bolshevik player)"),
    "bolsevikit_double": N_("in bolsevikit each defender doubles for themself: use --doubled-by B,C"),
    "declarer_needed": N_("--declarer is needed for a contract"),
    "auction_call": N_("{arg}: call {n} ({call}): {reason}"),
    "bad_value": N_("{arg}: {reason}"),
    "auction_not_over": N_("--auction: the auction is not over: {seat} is still to call"),
    "auction_thrown_in": N_("--auction: nobody bid the bolshevik, so the deal is not played"),
    "auction_passimisaari": N_("--auction: all four passed (passimisääri), but --contract is {contract}"),
    "auction_has_bid": N_("--auction: {seat} bid {bid}, so the game is not passimisääri"),
    "contract_below_auction": N_("--contract {contract} is lower than the highest bid {bid} of --auction"),
    "declarer_not_main_pair": N_("--declarer {seat} is not in the main pair {pair} of --auction"),
    "declarer_not_player": N_("--declarer {seat} is not the bolshevik player {player} of --auction"),
    "declarer_not_bidder": N_("--declarer {seat} did not bid the bolshevik in --auction"),
    "record_pbn": N_("--record prints PBN: leave out --json, or use --format pbn"),
    "deal_hands": N_("--deal: give four hands separated by “;” (A; B; C; D) or a PBN deal"),
    "deal_seats": N_("--deal: each seat A, B, C, D once"),
    "deal_leader": N_("--deal: the hand of the leader {seat} differs from --hand"),
    "at_least_one": N_("{arg} must be 1 or more, not {value}"),
    "player_unavailable": N_("the {player} player is not available in this installation"),
    "internal": N_("internal error ({error}); please report it"),
}
_USAGE_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^the following arguments are required: (?P<args>.+)$"), "required"),
    (re.compile(r"^unrecognized arguments: (?P<args>.+)$"), "unrecognized"),
    (
        re.compile(r"^argument command: invalid choice: '(?P<value>.*)' \(choose from (?P<choices>.+)\)$"),
        "command",
    ),
    (
        re.compile(
            r"^argument (?P<arg>\S+): invalid choice: '(?P<value>.*)' \(choose from (?P<choices>.+)\)$"
        ),
        "choice",
    ),
    (re.compile(r"^argument (?P<arg>\S+): invalid int value: '(?P<value>.*)'$"), "int"),
    (re.compile(r"^argument (?P<arg>\S+): invalid float value: '(?P<value>.*)'$"), "float"),
    (re.compile(r"^argument (?P<arg>\S+): not allowed with argument (?P<other>\S+)$"), "not_with"),
    (re.compile(r"^argument (?P<arg>\S+): expected one argument$"), "one_value"),
)


def usage_text(message: str, _: Translator) -> str:
    """An argparse error message in the translator's language (unchanged if its wording is unknown)."""
    for pattern, key in _USAGE_PATTERNS:
        m = pattern.match(message)
        if m:
            params = {k: shown(v.replace("'", "")) for k, v in m.groupdict().items()}
            template = USAGE[key]
            return _(template, **params)
    return message


def _lang_of(argv: Sequence[str]) -> str:
    """The ``--lang`` asked for, read before parsing (so that a usage error is in that language too)."""
    for i, a in enumerate(argv):
        if a == "--lang" and i + 1 < len(argv) and argv[i + 1] in LANGUAGES:
            return argv[i + 1]
        if a.startswith("--lang=") and a[7:] in LANGUAGES:
            return a[7:]
    return "fi"


def _parser() -> argparse.ArgumentParser:
    common = _Parser(add_help=False)
    common.add_argument(
        "--lang", choices=LANGUAGES, default="fi", help="language of the text output (fi, en)"
    )
    common.add_argument("--json", action="store_true", help="print JSON for other programs")

    p = _Parser(prog=PROG, description="Skruuvikoulu rules engine: deal, auction, decode, score, bench.")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)

    d = sub.add_parser(
        "deal",
        parents=[common],
        help="deal the cards; read a deal in PBN (--deal); a deal record at the opening lead as PBN (--record)",
        description="Deal the cards (--form, --seed, --dealer), or read a deal written in PBN (--deal), or give a "
        "deal record's position at the opening lead as PBN (--record). PBN seats: A B C D = N E S W.",
    )
    d.add_argument(
        "--form",
        help="alkupelit, kotkat or bolsevikit (optional with --deal, where it must agree with a Form tag)",
    )
    source = d.add_mutually_exclusive_group()
    source.add_argument("--seed", help="a whole number: the same seed and dealer give the same cards")
    source.add_argument(
        "--deal",
        metavar="PBN",
        help='read this deal instead of dealing: PBN tags ([Dealer "E"] [Deal "N:..."] [Form "alkupelit"] '
        '[Middle "SK C5 HT D2"]), as --format pbn prints them, or the Deal tag\'s value alone',
    )
    source.add_argument(
        "--record",
        metavar="FILE",
        help="a deal record (YAML): print its hands when the first card is led, as PBN",
    )
    d.add_argument("--dealer", help="A, B, C or D (default A)")
    d.add_argument(
        "--variant",
        help="puupaa: three players and a dummy (alkupelit, kotkat); adds the dummy's seat and the dummy's "
        "cards each player looked at",
    )
    d.add_argument(
        "--format",
        choices=("text", "json", "pbn"),
        help="text (default), json (as --json) or pbn: the deal as PBN tags, 12-card hands and a Middle tag "
        "in alkupelit and bolsevikit",
    )

    a = sub.add_parser("auction", parents=[common], help="check an initial auction")
    a.add_argument("--form", required=True)
    a.add_argument("--dealer", required=True)
    a.add_argument("calls", nargs="+", metavar="CALLS")

    c = sub.add_parser("decode", parents=[common], help="read a four-card packet (top card first)")
    c.add_argument("--form", required=True)
    c.add_argument("cards", nargs="+", metavar="CARDS")

    s = sub.add_parser("score", parents=[common], help="score a deal")
    s.add_argument("--form", required=True)
    s.add_argument("--contract", required=True)
    s.add_argument("--tricks", required=True)
    g = s.add_mutually_exclusive_group()
    g.add_argument("--double", action="store_true")
    g.add_argument("--redouble", action="store_true")
    s.add_argument("--aces", default="")
    s.add_argument("--declarer")
    s.add_argument("--doubled-by", default="")
    s.add_argument("--revoke", help="side that revoked: decl or def (passimisääri: AC or BD)")

    v = sub.add_parser(
        "advise", parents=[common], help="the handbook's call for a seat in the initial auction"
    )
    v.add_argument("--form", required=True)
    v.add_argument("--dealer", required=True)
    v.add_argument("--seat", required=True)
    v.add_argument("--hand", required=True)
    v.add_argument("--auction", default="")

    ld = sub.add_parser("lead", parents=[common], help="the handbook's opening lead")
    ld.add_argument("--form", required=True)
    ld.add_argument("--contract", required=True)
    ld.add_argument("--declarer")
    ld.add_argument("--dealer", default="A")
    ld.add_argument("--hand", required=True)
    ld.add_argument("--auction", default="")
    ld.add_argument("--received")
    ld.add_argument("--gave")
    ld.add_argument("--partner-doubled", action="store_true")
    ld.add_argument("--deal")

    b = sub.add_parser("bench", parents=[common], help="play random deals and report deals per second")
    b.add_argument("--seconds", default="2")

    from trainer.players import PLAYER_NAMES

    sp = sub.add_parser(
        "selfplay",
        parents=[common],
        help="computer players play whole deals, pair A-C against pair B-D; mean scores and contracts",
    )
    sp.add_argument("--form", required=True, help="alkupelit, kotkat or bolsevikit")
    sp.add_argument("--deals", required=True, help="how many deals (1 or more)")
    sp.add_argument("--seed", default="0", help="a whole number: the same seed plays the same deals")
    sp.add_argument("--ac", choices=PLAYER_NAMES, default="handbook", help="the players at seats A and C")
    sp.add_argument("--bd", choices=PLAYER_NAMES, default="handbook", help="the players at seats B and D")

    rv = sub.add_parser(
        "review",
        parents=[common],
        help="every decision of one seat in a deal record, graded by the handbook, with the tricks each card cost",
    )
    rv.add_argument("record", metavar="RECORD", help="a deal record (YAML), e.g. one saved at the table")
    rv.add_argument("--seat", required=True, help="the seat whose decisions are reviewed: A, B, C or D")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    A bad argument prints one line to stderr and returns 2.  Any other exception is a bug: it too is
    one line (naming the exception's class) and returns :data:`EXIT_INTERNAL`, never a traceback,
    unless the environment variable :data:`DEBUG_ENV` is set, when it is raised (the tests set it).
    """
    raw = list(sys.argv[1:] if argv is None else argv)
    _ = Translator(_lang_of(raw))
    try:
        args = _parser().parse_args(raw)
        _ = Translator(args.lang)  # as parsed (argparse also takes abbreviations such as --la)
        return int(_COMMANDS[args.command](args, _))
    except UsageError as e:
        return _fail(e.text(_), 2)
    except SkruuviError as e:
        return _fail(error_text(_quoted(e), _), 2)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as e:
        if os.environ.get(DEBUG_ENV, "") not in ("", "0"):
            raise
        return _fail(UsageError("internal", error=type(e).__name__).text(_), EXIT_INTERNAL)


def _fail(message: str, status: int) -> int:
    """Print ``message`` as the one line on stderr (escaped once more: never a second line); return ``status``."""
    with contextlib.suppress(OSError, UnicodeError):
        print(f"{PROG}: {shown(message, None)}", file=sys.stderr)
    return status


def _quoted(e: SkruuviError) -> SkruuviError:
    """``e`` with its text parameters (what the user typed) passed through :func:`shown`."""
    params = {k: shown(v) if isinstance(v, str) else v for k, v in e.params.items()}
    out = SkruuviError(shown(e.message, 300), **params)
    out.code = e.code
    return out


_WHOLE = re.compile(r"-?[0-9]+", re.ASCII)
_DECIMAL = re.compile(r"[0-9]+(?:\.[0-9]*)?|\.[0-9]+", re.ASCII)
_MAX_DIGITS = 20


def whole_number(text: str, arg: str) -> int:
    """``text`` as a whole number: ASCII digits only (an optional ``-``), at most 20 digits.

    Raises UsageError (``int``) for anything else, such as ``²``, ``٣``, ``５`` or ``1e3``, and
    ``too_large`` for more digits, naming ``arg`` and the value.
    """
    t = text.strip()
    if not _WHOLE.fullmatch(t):
        raise UsageError("int", arg=arg, value=shown(text))
    if len(t.lstrip("-")) > _MAX_DIGITS:
        raise UsageError("too_large", arg=arg, value=shown(text, 20))
    return int(t)


def decimal_number(text: str, arg: str) -> float:
    """``text`` as a number written with ASCII digits and an optional decimal point (``0.5``, ``2``, ``.5``).

    Raises UsageError (``float``) for anything else (``nan``, ``1e3``, ``５``), ``too_large`` for more
    than 20 digits, naming ``arg`` and the value.
    """
    t = text.strip()
    if not _DECIMAL.fullmatch(t):
        raise UsageError("float", arg=arg, value=shown(text))
    if len(t) > _MAX_DIGITS:
        raise UsageError("too_large", arg=arg, value=shown(text, 20))
    return float(t)


def _out(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False))


def _form(text: str) -> Form:
    return Form.parse(text)


# --- deal ------------------------------------------------------------------------


def _cmd_deal(args: argparse.Namespace, _: Translator) -> int:
    fmt = "json" if args.json else args.format or "text"
    if args.json and args.format not in (None, "json"):
        raise UsageError("not_with", arg="--json", other=f"--format {args.format}")
    if args.variant is not None and args.form is not None:
        find_rules(_form(args.form), args.variant)  # an unknown variant is refused before anything is printed
    if args.record is not None:
        return _deal_record_pbn(args)
    if args.deal is not None:
        d = _read_deal_arg(args, _)
        if fmt == "text":
            print(_("{form}, dealer {dealer}", form=_(FORM_NAMES[d.form]), dealer=d.dealer))
    else:
        if args.form is None:
            raise UsageError("required", args="--form")
        form = _form(args.form)
        dealer = Seat.parse("A" if args.dealer is None else args.dealer)
        seed = (
            whole_number(args.seed, "--seed")
            if args.seed is not None
            else int.from_bytes(os.urandom(4), "big")
        )
        if seed < 0:
            raise UsageError("not_negative", arg="--seed", value=seed)
        d = deal(form, dealer, seed)
        if fmt == "text":
            print(
                _("{form}, dealer {dealer}, seed {seed}", form=_(FORM_NAMES[form]), dealer=dealer, seed=seed)
            )
    # Puupää (trainer.phases.puupaa): the dummy sits opposite the dealer; each live player has looked at
    # some of its cards.
    looks = None
    if args.variant is not None:
        rules = find_rules(d.form, args.variant)
        if rules.dummy:
            looks = puupaa.default_looks(d)
    if fmt == "json":
        data = d.to_json()
        if looks is not None:
            data["dummy"] = str(d.dealer.partner)
            data["seen"] = {str(s): [str(c) for c in looks[s]] for s in SEATS if s is not d.dealer.partner}
        _out(data)
        return 0
    if fmt == "pbn":
        from trainer.pbn import deal_pbn

        print(deal_pbn(d), end="")
        return 0
    for s in SEATS:
        print(f"  {s}: {format_hand(d.hands[s])}")
    if d.middle:
        print("  " + _("Middle cards: {cards}", cards=format_cards(d.middle)))
    if looks is not None:
        dummy = d.dealer.partner
        lengths = [0, 0, 0, 0]
        for c in d.hands[dummy]:
            lengths[c.suit] += 1
        print("  " + _("Dummy: {seat} (suits {lengths})", seat=dummy, lengths=puupaa.lengths_text(lengths)))
        for s in SEATS:
            if s is not dummy:
                print("  " + _("{seat} looked at {cards}", seat=s, cards=format_hand(looks[s])))
    return 0


FORM_NAMES = {Form.ALKUPELIT: "alkupelit", Form.KOTKAT: "kotkat", Form.BOLSEVIKIT: "bolsevikit"}


def _read_deal_arg(args: argparse.Namespace, _: Translator) -> Deal:
    """``deal --deal PBN``: the deal read with :func:`trainer.pbn.read_deal`; ``--form``/``--dealer`` must agree."""
    from trainer.pbn import read_deal

    form = _form(args.form) if args.form is not None else None
    dealer = Seat.parse(args.dealer) if args.dealer is not None else None
    try:
        return read_deal(args.deal, form, dealer)
    except NotationError as e:
        raise UsageError("bad_value", arg="--deal", reason=error_text(_quoted(e), _)) from e


def _deal_record_pbn(args: argparse.Namespace) -> int:
    """``deal --record FILE``: the record's hands at the opening lead, as PBN."""
    from trainer.pbn import play_start_pbn
    from trainer.records import load

    for given, name in ((args.form, "--form"), (args.dealer, "--dealer")):
        if given is not None:
            raise UsageError("not_with", arg=name, other="--record")
    if args.json or args.format not in (None, "pbn"):
        raise UsageError("record_pbn")
    print(play_start_pbn(load(args.record)), end="")
    return 0


# --- auction ---------------------------------------------------------------------


def _cmd_auction(args: argparse.Namespace, _: Translator) -> int:
    form = _form(args.form)
    dealer = Seat.parse(args.dealer)
    calls = parse_calls(args.calls)
    rep = check_auction(form, dealer, calls)
    status = 1 if rep.errors else 0
    if args.json:
        _out(rep.to_json())
        return status
    seat = dealer
    for i, c in enumerate(rep.calls):
        rnd = i // 4 + 1
        if i % 4 == 0:
            print(_("Round {n}:", n=rnd))
        print(f"  {seat}: {c}")
        seat = seat.left
    for corr in rep.corrections:
        print(
            _(
                "Call {n}: {call} is insufficient; by the handbook's rule it becomes {becomes}.",
                n=corr.index + 1,
                call=corr.call,
                becomes=corr.becomes,
            )
        )
    for err in rep.errors:
        text = error_text(SkruuviError(err.message, **err.params), _) if err.params else err.message
        if err.reason == "auction_over":
            text = _("The auction is already over.")
        print(_("Call {n} ({call}) is not allowed: {reason}", n=err.index + 1, call=err.call, reason=text))
    if rep.passimisaari:
        print(_("All four passed in the first round: passimisääri."))
    elif rep.over and rep.lifter is not None:
        if form is Form.BOLSEVIKIT:
            print(_("The auction is over: {seat} plays the bolshevik.", seat=rep.lifter))
        else:
            print(
                _(
                    "The auction is over. Highest bid {bid} by {seat} (the lifter); main pair {pair}.",
                    bid=rep.highest,
                    seat=rep.lifter,
                    pair=PAIR_SHOWN.get(str(rep.main_pair), str(rep.main_pair)),
                )
            )
        if rep.defenders_exchange is not None:
            print(
                _("The defenders exchange one card.")
                if rep.defenders_exchange
                else _(
                    "The defenders do not exchange: the main pair opened at level 6 or 7 in the first round."
                )
            )
    elif rep.over:
        print(_("The auction is over."))
    elif rep.next is not None:
        print(_("The auction goes on: {seat} to call.", seat=rep.next))
    return status


# --- decode ----------------------------------------------------------------------


def _cmd_decode(args: argparse.Namespace, _: Translator) -> int:
    from trainer.signals import decode

    form = _form(args.form)
    if form is Form.BOLSEVIKIT:
        raise UsageError("decode_bolsevikit")
    cards = parse_card_list(" ".join(args.cards))
    reading = decode(cards, form)
    if args.json:
        _out(reading.to_json())
        return 0
    print(_("Packet (top card first): {cards}", cards=format_cards(cards)))
    for note in reading.notes:
        print("  " + note_text(note.key, note.params, _))
    if reading.ambiguous:
        print("  " + _("The order can be read in more than one way."))
    return 0


# --- score -----------------------------------------------------------------------


def _parse_aces(text: str, sides: dict[str, Any]) -> list[tuple[int, Any]]:
    """``3:decl,9:def`` as (trick, side) pairs; the trick in ASCII digits.

    Raises UsageError naming ``--aces`` and the part that does not read.
    """
    out: list[tuple[int, Any]] = []
    for part in [p for p in text.replace(";", ",").split(",") if p.strip()]:
        trick, sep, side = part.strip().partition(":")
        if not sep or not _WHOLE.fullmatch(trick.strip()) or trick.strip().startswith("-"):
            raise UsageError("aces_form", arg="--aces", value=shown(part.strip()))
        key = side.strip().lower()
        if key not in sides:
            raise UsageError(
                "aces_side", arg="--aces", value=shown(side.strip()), choices=", ".join(sorted(set(sides)))
            )
        out.append((whole_number(trick, "--aces"), sides[key]))
    return out


_DECL_SIDES = {
    "decl": True,
    "declarer": True,
    "declarers": True,
    "def": False,
    "defender": False,
    "defenders": False,
}
_PAIR_SIDES = {"ac": Pair.AC, "bd": Pair.BD}


def _cmd_score(args: argparse.Namespace, _: Translator) -> int:
    form = _form(args.form)
    doubling = Doubling.REDOUBLED if args.redouble else Doubling.DOUBLED if args.double else Doubling.NONE
    tricks = whole_number(args.tricks, "--tricks")
    contract_text = args.contract.strip().lower()
    if contract_text in ("pass", "p", "passimisaari", "passimisääri"):
        if form is Form.BOLSEVIKIT:
            raise UsageError("no_passimisaari")
        if args.declarer or args.doubled_by:
            raise UsageError("bolsevikit_only")
        revoke = None
        if args.revoke:
            revoke = _PAIR_SIDES.get(args.revoke.strip().lower())
            if revoke is None:
                raise UsageError("revoke_pairs")
        ps = score_passimisaari(tricks, doubling, _parse_aces(args.aces, _PAIR_SIDES), revoke)
        if args.json:
            _out(ps.to_json())
        else:
            print(_("Passimisääri: A–C {ac:+d}, B–D {bd:+d}", ac=ps.ac, bd=ps.bd))
            _print_items(ps.breakdown, _)
        return 0
    call = _contract_bid(args.contract, form)
    aces = _parse_aces(args.aces, _DECL_SIDES)
    if form is Form.BOLSEVIKIT:
        if args.declarer is None:
            raise UsageError("bolsevikit_declarer")
        if args.double:
            raise UsageError("bolsevikit_double")
        player = Seat.parse(args.declarer)
        doubled_by = [Seat.parse(x) for x in args.doubled_by.split(",") if x.strip()]
        revoke_b = {"decl": "player", "player": "player", "def": "defenders"}.get((args.revoke or "").lower())
        if args.revoke and revoke_b is None:
            raise UsageError("revoke_sides")
        bs = score_bolshevik(call, player, tricks, doubled_by, args.redouble, aces, revoke_b)  # type: ignore[arg-type]
        if args.json:
            _out(bs.to_json())
        else:
            print(", ".join(f"{s} {bs.players[s]:+d}" for s in SEATS))
            _print_items(bs.breakdown, _)
        return 0
    if args.declarer or args.doubled_by:
        raise UsageError("bolsevikit_only")
    revoke_c = {"decl": "declarers", "def": "defenders"}.get((args.revoke or "").lower())
    if args.revoke and revoke_c is None:
        raise UsageError("revoke_sides")
    cs = score_contract(call, tricks, doubling, aces, revoke_c)  # type: ignore[arg-type]
    if args.json:
        _out(cs.to_json())
    else:
        print(
            _(
                "{contract}: main pair {decl:+d}, defenders {dfn:+d}",
                contract=call,
                decl=cs.declarers,
                dfn=cs.defenders,
            )
        )
        _print_items(cs.breakdown, _)
    return 0


def _print_items(items: Sequence[Any], _: Translator) -> None:
    for it in items:
        print("  " + score_item_text(it.key, it.points, it.params, _))


# --- advise and lead ----------------------------------------------------------------


def _reasons_json(reasons: Sequence[Any], _: Translator) -> list[dict[str, Any]]:
    from trainer.conventions.texts import reason_text

    return [{"key": r.key, "text": reason_text(r, _), "section": r.section} for r in reasons]


def _print_advice(
    recommended: Sequence[Any], acceptable: Sequence[Any], reasons: Sequence[Any], _: Translator
) -> None:
    from trainer.conventions.texts import reason_text, section_label

    print(_("Recommended: {actions}", actions=" ".join(str(a) for a in recommended) or "-"))
    if acceptable:
        print(_("Also acceptable: {actions}", actions=" ".join(str(a) for a in acceptable)))
    for r in reasons:
        print(
            f"  {reason_text(r, _)} " + _("(handbook: {section})", section=section_label(r.section, _.lang))
        )


def _cmd_advise(args: argparse.Namespace, _: Translator) -> int:
    from trainer.conventions.advise import advise
    from trainer.conventions.core import GENERIC_SECTION, NO_CONVENTION, Reason

    form = _form(args.form)
    calls = parse_calls(args.auction) if args.auction.strip() else []
    try:
        state = bidding_state(
            form, Seat.parse(args.dealer), Seat.parse(args.seat), parse_cards(args.hand), calls
        )
    except IllegalActionError as e:
        if e.code == "not_their_turn":
            raise  # said as it is: whose turn it is after --auction, not --seat's
        i = e.params.get("index")
        if e.code == "auction_over" or not isinstance(i, int):
            raise UsageError("bad_value", arg="--auction", reason=error_text(_quoted(e), _)) from e
        raise UsageError(
            "auction_call", arg="--auction", n=i, call=calls[i - 1], reason=error_text(_quoted(e), _)
        ) from e
    except NotationError as e:
        if e.code != "bad_hand_size":
            raise
        raise UsageError("bad_value", arg="--hand", reason=error_text(_quoted(e), _)) from e
    advice = advise(state)
    recommended = list(advice.recommended) if advice else []
    acceptable = list(advice.acceptable) if advice else list(state.legal_actions())
    reasons = list(advice.reasons) if advice else [Reason(NO_CONVENTION, GENERIC_SECTION)]
    if args.json:
        _out(
            {
                "recommended": [str(c) for c in recommended],
                "acceptable": [str(c) for c in acceptable],
                "reasons": _reasons_json(reasons, _),
            }
        )
        return 0
    _print_advice(recommended, acceptable, reasons, _)
    return 0


def _parse_deal_arg(text: str, _: Translator) -> dict[Seat, Sequence[Card]]:
    """Four hands: PBN or ``A: ♠AK ...; B: ...`` in seat order.

    PBN is a Deal tag's value (``N:AK.QJ.T9.8765 ...``, N=A, E=B, S=C, W=D, any first seat) or PBN tags
    with a Deal tag (what ``deal --format pbn`` prints, or another program's PBN), read by
    :func:`trainer.pbn.read_hands`; its errors are said as ``--deal: ...``.
    """
    t = text.strip()
    if (len(t) > 2 and t[0] in "NESWnesw" and t[1] == ":") or t[:1] in ("[", "%", "{", ";"):
        from trainer.pbn import read_hands

        try:
            return dict(read_hands(t))
        except NotationError as e:
            raise UsageError("bad_value", arg="--deal", reason=error_text(_quoted(e), _)) from e
    chunks = [c for c in t.replace("/", ";").split(";") if c.strip()]
    if len(chunks) != 4:
        raise UsageError("deal_hands")
    out: dict[Seat, Sequence[Card]] = {}
    for i, chunk in enumerate(chunks):
        c = chunk.strip()
        seat = Seat(i)
        if len(c) > 1 and c[0].upper() in "ABCD" and c[1] in ":=":
            seat, c = Seat.parse(c[0]), c[2:]
        out[seat] = parse_cards(c)
    if len(out) != 4:
        raise UsageError("deal_seats")
    return out


def _contract_bid(text: str, form: Form) -> Bid:
    """``--contract`` as a bid that can be a final contract in ``form``; raises UsageError otherwise."""
    call = Call.parse(text)
    if not isinstance(call, Bid):
        raise UsageError("contract_not_bid", value=shown(text))
    if call.level < form.min_contract_level:
        raise UsageError("contract_too_low", contract=call, form=form, level=form.min_contract_level)
    return call


def _check_lead_auction(
    form: Form,
    dealer: Seat,
    calls: Sequence[Call],
    contract: Bid | None,
    declarer: Seat | None,
    _: Translator,
) -> None:
    """Check that ``--auction`` is a whole, legal initial auction that can end in ``contract`` by ``declarer``.

    The contract is fixed after the initial auction (by the main pair's continuation bidding, or the
    bolshevik player's final call), so it must be the auction's highest bid or higher, declared by the main
    pair (bolsevikit: by the bolshevik player); passimisääri (``contract`` None) needs four passes.
    Raises UsageError saying what does not match.
    """
    rep = check_auction(form, dealer, calls)
    if rep.errors:
        err = rep.errors[0]
        reason = (
            error_text(_quoted(SkruuviError(err.message, **err.params)), _) if err.params else err.message
        )
        if err.reason == "auction_over":
            reason = _("The auction is already over.")
        raise UsageError(
            "auction_call", arg="--auction", n=err.index + 1, call=shown(err.call), reason=reason
        )
    if not rep.over:
        raise UsageError("auction_not_over", seat=rep.next)
    if rep.passimisaari:
        if contract is not None:
            raise UsageError("auction_passimisaari", contract=contract)
        return
    bids = [(dealer.next(i), c) for i, c in enumerate(rep.calls) if isinstance(c, Bid)]
    if not bids:  # bolsevikit: all passed, the deal is thrown in
        raise UsageError("auction_thrown_in")
    if contract is None:
        seat, first = bids[0]
        raise UsageError("auction_has_bid", seat=seat, bid=first)
    assert declarer is not None  # a contract always comes with its declarer (checked by the caller)
    if form is Form.BOLSEVIKIT:
        if rep.lifter is not None and declarer is not rep.lifter:
            raise UsageError("declarer_not_player", seat=declarer, player=rep.lifter)
        if rep.lifter is None and declarer not in {seat for seat, _c in bids}:  # who plays is still to choose
            raise UsageError("declarer_not_bidder", seat=declarer)
        return
    highest = rep.highest
    assert highest is not None and rep.lifter is not None  # over, not passimisääri, with a bid
    if contract != highest and not contract.beats(highest, form):
        raise UsageError("contract_below_auction", contract=contract, bid=highest)
    if declarer.pair is not rep.lifter.pair:
        raise UsageError("declarer_not_main_pair", seat=declarer, pair=PAIR_SHOWN[str(rep.lifter.pair)])


def _cmd_lead(args: argparse.Namespace, _: Translator) -> int:
    from trainer.conventions.advise import advise_point
    from trainer.conventions.core import GENERIC_SECTION, NO_CONVENTION, Reason
    from trainer.conventions.points import lead_point

    form = _form(args.form)
    text = args.contract.strip().lower()
    contract: Bid | None
    if text in ("pass", "p", "passimisaari", "passimisääri"):
        if form is Form.BOLSEVIKIT:
            raise UsageError("no_passimisaari")
        contract, declarer = None, None
    else:
        call = _contract_bid(args.contract, form)
        if args.declarer is None:
            raise UsageError("declarer_needed")
        contract, declarer = call, Seat.parse(args.declarer)
    dealer = Seat.parse(args.dealer)
    hand = parse_cards(args.hand)
    calls = parse_calls(args.auction) if args.auction.strip() else []
    if calls:
        _check_lead_auction(form, dealer, calls, contract, declarer, _)
    point = lead_point(
        form,
        contract,
        declarer,
        hand,
        dealer=dealer,
        auction=calls,
        received=Card.parse(args.received) if args.received else None,
        gave=Card.parse(args.gave) if args.gave else None,
        partner_doubled=args.partner_doubled,
    )
    advice = advise_point(point)
    dd: dict[str, int] | None = None
    if args.deal:
        hands = _parse_deal_arg(args.deal, _)
        if set(hands[point.seat]) != set(hand):
            raise UsageError("deal_leader", seat=point.seat)
        # Double dummy is a two-partnership game: no figures for a misère, nor for the bolsevikit dictator
        # (one player against three).
        if (
            contract is not None
            and contract.game != "misere"
            and declarer is not None
            and form is not Form.BOLSEVIKIT
        ):
            from trainer.conventions import double_dummy

            if double_dummy.is_available():
                analysis = double_dummy.lead_analysis(hands, declarer, contract.trump)
                dd = {str(c): n for c, n in sorted(analysis.items())}
    recommended = list(advice.recommended) if advice else []
    acceptable = list(advice.acceptable) if advice else list(point.legal)
    reasons = list(advice.reasons) if advice else [Reason(NO_CONVENTION, GENERIC_SECTION)]
    if args.json:
        _out(
            {
                "recommended": [str(c) for c in recommended],
                "acceptable": [str(c) for c in acceptable],
                "reasons": _reasons_json(reasons, _),
                "double_dummy": dd,
            }
        )
        return 0
    print(_("Opening leader: {seat}", seat=point.seat))
    _print_advice(recommended, acceptable, reasons, _)
    if dd:
        print(_("Double-dummy analysis: the defenders' tricks after each lead"))
        print("  " + ", ".join(f"{c} {n}" for c, n in dd.items()))
    return 0


# --- bench -----------------------------------------------------------------------


def _cmd_bench(args: argparse.Namespace, _: Translator) -> int:
    from trainer.bench import bench_forms

    seconds = decimal_number(args.seconds, "--seconds")
    if not 0 < seconds <= 3600:
        raise UsageError("seconds_range", arg="--seconds", most=3600)
    report = bench_forms(seconds)
    if args.json:
        _out(report)
        return 0
    for name, r in report["forms"].items():
        print(
            _(
                "{form}: {deals} deals in {seconds:.2f} s = {rate:.0f} deals per second",
                form=name,
                deals=r["deals"],
                seconds=r["seconds"],
                rate=r["deals_per_second"],
            )
        )
    bare = report["bare"]
    print(
        _.ngettext(
            "Bare playout loop (deal, then 13 tricks following suit): {deals} deal in {seconds:.2f} s = "
            "{rate:.0f} deals per second",
            "Bare playout loop (deal, then 13 tricks following suit): {deals} deals in {seconds:.2f} s = "
            "{rate:.0f} deals per second",
            bare["deals"],
            deals=bare["deals"],
            seconds=bare["seconds"],
            rate=bare["deals_per_second"],
        )
    )
    target = round(100 * report["target_ratio"])
    for name, ratio in report["ratio"].items():
        percent = round(100 * ratio)
        print(
            _.ngettext(
                "{form}: the engine plays at {percent} percent of the bare loop's speed (the target is at "
                "least {target} percent)",
                "{form}: the engine plays at {percent} percent of the bare loop's speed (the target is at "
                "least {target} percent)",
                percent,
                form=name,
                percent=percent,
                target=target,
            )
        )
    for name, r in report["play_deal"]["random"].items():
        print(
            _.ngettext(
                "{form}, random computer players (play_deal): {deals} deal in {seconds:.2f} s = "
                "{rate:.0f} deals per second",
                "{form}, random computer players (play_deal): {deals} deals in {seconds:.2f} s = "
                "{rate:.0f} deals per second",
                r["deals"],
                form=name,
                deals=r["deals"],
                seconds=r["seconds"],
                rate=r["deals_per_second"],
            )
        )
    for name, r in report["play_deal"]["handbook"].items():
        print(
            _.ngettext(
                "{form}, handbook computer players (play_deal): {deals} deal in {seconds:.2f} s = "
                "{rate:.0f} deals per second",
                "{form}, handbook computer players (play_deal): {deals} deals in {seconds:.2f} s = "
                "{rate:.0f} deals per second",
                r["deals"],
                form=name,
                deals=r["deals"],
                seconds=r["seconds"],
                rate=r["deals_per_second"],
            )
        )
    return 0


# --- selfplay --------------------------------------------------------------------

SELFPLAY_MAX_DEALS = 1_000_000
"""The most deals one ``selfplay`` run plays (a typo of a few digits should not run for days)."""


def _cmd_selfplay(args: argparse.Namespace, _: Translator) -> int:
    from trainer.players import PlayerUnavailableError
    from trainer.players.selfplay import selfplay

    form = _form(args.form)
    deals = whole_number(args.deals, "--deals")
    if deals < 1:
        raise UsageError("at_least_one", arg="--deals", value=deals)
    if deals > SELFPLAY_MAX_DEALS:
        raise UsageError("too_large", arg="--deals", value=deals)
    seed = whole_number(args.seed, "--seed")
    if seed < 0:
        raise UsageError("not_negative", arg="--seed", value=seed)
    try:
        report = selfplay(form, deals, seed, args.ac, args.bd)
    except PlayerUnavailableError as e:
        raise UsageError("player_unavailable", player=e.name) from e
    if args.json:
        _out(report)
        return 0
    print(
        _.ngettext(
            "{form}: {deals} deal from seed {seed}, A–C {ac} against B–D {bd}",
            "{form}: {deals} deals from seed {seed}, A–C {ac} against B–D {bd}",
            deals,
            form=_(FORM_NAMES[form]),
            deals=deals,
            seed=seed,
            ac=args.ac,
            bd=args.bd,
        )
    )
    pairs = report["pairs"]
    if isinstance(pairs, dict):
        print(
            "  "
            + _(
                "Mean score per deal: A–C {ac:+.2f}, B–D {bd:+.2f}",
                ac=pairs["AC"],
                bd=pairs["BD"],
            )
        )
    seats = report["seats"]
    assert isinstance(seats, dict)
    print(
        "  "
        + _(
            "Mean score per deal by seat: {scores}",
            scores=", ".join(f"{s} {v:+.2f}" for s, v in seats.items()),
        )
    )
    contracts = report["contracts"]
    assert isinstance(contracts, dict)
    print(
        "  "
        + _(
            "Games: {games}",
            games=", ".join(
                f"{_(GAME_NAMES[g]) if g in GAME_NAMES else g} {n}" for g, n in contracts.items()
            ),
        )
    )
    print(
        "  "
        + _(
            "{ms:.1f} ms per deal; 95th percentile of one decision {decision:.2f} ms",
            ms=1000 * float(str(report["seconds_per_deal"])),
            decision=1000 * float(str(report["decision_seconds_p95"])),
        )
    )
    return 0


# --- review ----------------------------------------------------------------------


def _cmd_review(args: argparse.Namespace, _: Translator) -> int:
    from trainer.conventions.texts import reason_text
    from trainer.records import load
    from trainer.review import review, review_json

    seat = Seat.parse(args.seat)
    rv = review(load(args.record), seat)
    if args.json:
        _out(review_json(rv, _))
        return 0
    grade_names = {
        "recommended": _("recommended"),
        "acceptable": _("acceptable"),
        "not_advised": _("not advised"),
        "no_advice": _("no advice in the handbook"),
    }
    for d in rv.decisions:
        line = f"{d.step:>3}  {d.phase}  {d.action}: {grade_names[d.grade]}"
        if d.recommended and d.action not in d.recommended:
            line += "; " + _("recommended: {actions}", actions=", ".join(str(a) for a in d.recommended))
        if d.dd_cost:
            if d.cost_unit == "tricks":
                line += "; " + _.ngettext(
                    "gave away {n} trick with best play",
                    "gave away {n} tricks with best play",
                    d.dd_cost,
                )
            else:
                line += "; " + _.ngettext(
                    "cost {n} point with best play", "cost {n} points with best play", d.dd_cost
                )
        print(line)
        if d.grade == "not_advised":
            for r in d.reasons:
                print("       " + reason_text(r, _))
    summary = rv.summary()
    print(
        _(
            "{seat}: {n} decisions; {rec} recommended, {acc} acceptable, {bad} not advised, {none} without advice",
            seat=summary["seat"],
            n=summary["decisions"],
            rec=summary["recommended"],
            acc=summary["acceptable"],
            bad=summary["not_advised"],
            none=summary["no_advice"],
        )
    )
    if not rv.dd_available:
        print(_("Double-dummy analysis is not available here: no card is given a trick cost."))
    return 0


GAME_NAMES = {
    "trump": N_("a trump game"),
    "grand": N_("grand"),
    "misere": N_("misère"),
    "passimisaari": N_("passimisääri"),
    "bolshevik": N_("the bolshevik (misère)"),
    "dictator": N_("a dictator game"),
    "thrown_in": N_("thrown in"),
}
"""The game types of :attr:`trainer.game.GameType` as the summaries name them."""


_COMMANDS = {
    "deal": _cmd_deal,
    "auction": _cmd_auction,
    "decode": _cmd_decode,
    "score": _cmd_score,
    "bench": _cmd_bench,
    "advise": _cmd_advise,
    "lead": _cmd_lead,
    "selfplay": _cmd_selfplay,
    "review": _cmd_review,
}

__all__ = ["main"]
