"""The main pair's four-card packet, review round 3 (gen.packet_choose.alkupelit.7002, 7003, kotkat.7000,
7003, 7004): each situation is built directly from the review's deal, so that the tests do not depend on
the drill generator's seeds.

Handbook sections: *Pääpelaajien korttien vaihdot* and *Valttipeli* (the alkupelit lifter),
*Maalattu misääri / Korttien vaihdot* (the misère packet), *KOTKAT / Valttipelin korttien vaihdot* (the
kotkat top bidder).
"""

from __future__ import annotations

from tests.conventions_helpers import make_deal, state_after
from trainer.bids import Form
from trainer.cards import Card, parse_card_list, parse_cards
from trainer.conventions.core import Reason
from trainer.conventions.exchanges import PacketAdvice, _equal_cards, advise_packet
from trainer.drills import Kind, check
from trainer.drills.make import from_state
from trainer.drills.model import Drill
from trainer.seats import Seat
from trainer.state import State

A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def cards(text: str) -> frozenset[Card]:
    return frozenset(parse_card_list(text))


def packet_advice(s: State) -> PacketAdvice:
    d = drill(s)
    assert d.point is not None
    return advise_packet(d.point)


def drill(s: State) -> Drill:
    d = from_state("test.packet_choice", Kind.PACKET_CHOOSE, s, "generated", strict=False)
    assert d is not None
    return d


def sets(pa: PacketAdvice) -> tuple[set[frozenset[Card]], set[frozenset[Card]]]:
    return {frozenset(o) for o in pa.recommended}, {frozenset(o) for o in pa.acceptable}


def keys(pa: PacketAdvice, packet: str) -> set[str]:
    return {r.key for r in pa.reasons_for(cards(packet))}


def verdict(d: Drill, packet: str) -> tuple[str, set[str]]:
    fb = check(d, packet)
    return fb.verdict, {r.key for r in fb.reasons}


# --- the lifter who holds no trump (gen.packet_choose.alkupelit.7002) ------------------------------------

NO_TRUMP = {
    A: "♠AJ ♣98 ♦AQ7 ♥KQ873",
    B: "♠Q2 ♣J4 ♦1052 ♥A9654",
    C: "♠109743 ♣K63 ♦J963",
    D: "♠K5 ♣A10752 ♦84 ♥J102",
}
NO_TRUMP_AUCTION = "pass pass 3♥ 5M  pass pass 5♦ pass  5♥ " + "pass " * 8


def no_trump_state() -> State:
    return state_after(make_deal(Form.ALKUPELIT, C, NO_TRUMP, "♦K ♠6 ♣Q ♠8"), NO_TRUMP_AUCTION)


def test_a_lifter_without_trumps_gives_the_highest_honours() -> None:
    # *Pääpelaajien korttien vaihdot*: partner gives the trump hand "korkeimmat honöörensä"; with no trump
    # a void of the lifter's ruffs nothing, so the short suit is not the packet's aim.
    pa = packet_advice(no_trump_state())
    rec, _ = sets(pa)
    assert rec == {cards("♣K ♣Q ♦K ♦J")}
    said = {r.key for r in pa.reasons}
    assert "ex_lifter_no_trump" in said  # the deciding fact is told
    assert "ex_fill_highest_honour" in said
    # Not the defenders' rule ("lyhyestä maastaan korkeimman korttinsa", *Sivupelaajien korttien
    # vaihdot*): the short ♣ with its small cards is told what is wrong with its own small cards.
    d = drill(no_trump_state())
    v, why = verdict(d, "♣K ♣Q ♣6 ♣3")
    assert v == "not_advised" and "ex_pk_trump_filler" in why
    assert "ex_pk_only_with" not in why  # the honours ♣K ♣Q are not what is wrong


def test_a_lifter_with_trumps_is_not_told_there_are_none() -> None:
    # Must not fire: the same lifter with two trumps gives them (*Valttipeli*: "antaa useimmiten yli kaikki
    # valttinsa").
    hands = {**NO_TRUMP, C: "♠10974 ♣K63 ♦J96 ♥54", B: "♠Q32 ♣J4 ♦10532 ♥A96"}
    pa = packet_advice(state_after(make_deal(Form.ALKUPELIT, C, hands, "♦K ♠6 ♣Q ♠8"), NO_TRUMP_AUCTION))
    assert "ex_lifter_no_trump" not in {r.key for r in pa.reasons}
    for o in pa.recommended:
        assert cards("♥5 ♥4") <= set(o)


# --- a repair that would undo the packet's void (gen.packet_choose.alkupelit.7003) ------------------------

CUP = {
    A: "♠4 ♣Q6 ♦6543 ♥109864",
    B: "♠AKQ10 ♣K752 ♦J10 ♥K7",
    C: "♠J63 ♣A1094 ♦Q92 ♥A2",
    D: "♠982 ♣J83 ♦A87 ♥QJ3",
}
CUP_AUCTION = (
    "pass 3♠ pass 3♥  pass pass pass pass  pass 4♠ pass 4♦  pass pass pass pass  pass 4♥ pass pass  "
    "pass pass pass 5♠  pass pass pass pass  pass pass pass pass"
)


def test_a_cup_packet_without_its_void_is_not_acceptable() -> None:
    # *Keskeistä…* / *Valttipeli*: a cup game keeps trumps in both hands and voids a short suit.  ♣J83 with
    # one trump has no truthful order (♠9 alone on top reads as an ace signal); replacing ♣3 would leave D
    # a ♣ and void nothing, so that packet is not offered as "a cup game".
    d = drill(state_after(make_deal(Form.ALKUPELIT, A, CUP, "♥5 ♠5 ♦K ♠7"), CUP_AUCTION))
    assert d.seat is D
    assert verdict(d, "♠9 ♠8 ♠7 ♠5")[0] == "recommended"  # "neljä korkeinta valttia"
    v, why = verdict(d, "♣8 ♠9 ♣J ♦7")
    assert v == "not_advised" and "ex_cup_plan" not in why


# --- kotkat misère: equal cards, and the text of a repaired packet (gen.packet_choose.kotkat.7000) -------

K_MISERE = {
    A: "♠KJ1094 ♣AQ85 ♦K3 ♥J2",
    B: "♠72 ♣J10632 ♦A102 ♥843",  # ♦A102, not ♦A107: ♦ holds its two, a void suit (C55c, review round 5)
    C: "♠AQ3 ♣7 ♦Q865 ♥AQ965",
    D: "♠865 ♣K94 ♦J974 ♥K107",
}


def k_misere_state() -> State:
    return state_after(make_deal(Form.KOTKAT, C, K_MISERE), "pass pass 6♠ 6M " + "pass " * 8)


def test_touching_cards_are_equal_in_the_packet() -> None:
    # *Maalattu misääri / Korttien vaihdot*: "Jos maahan jää korkeita kortteja, ne voi jakaa" -- ♣J and
    # ♣10 touch, so giving either (and keeping the other) is the same.
    d = drill(k_misere_state())
    assert d.seat is B
    assert verdict(d, "♦A ♦10 ♦2 ♣10")[0] == "recommended"
    v, why = verdict(d, "♦A ♦10 ♦2 ♣J")
    assert v in ("recommended", "acceptable") and "ex_pk_equal_card" in why
    # Must not fire: ♣6 does not touch ♣10 (♣9 ♣8 ♣7 lie between), and it is a small card.
    assert verdict(d, "♦A ♦10 ♦2 ♣6")[0] == "not_advised"
    full = frozenset(parse_cards("♠72 ♣J10632 ♦A102 ♥843"))
    assert _equal_cards(Card.parse("♣10"), full) == [Card.parse("♣J")]
    assert _equal_cards(Card.parse("♣6"), full) == []
    assert _equal_cards(Card.parse("♣3"), full) == []  # the two is a misère card, never "equal"


def test_a_replaced_filler_is_not_announced() -> None:
    # The recommended packet voids ♦ and its ♠2 filler was replaced (a lone ♠2 on top reads as an ace
    # signal): the text says the void only, not "add the smallest ♠" of a packet without ♠.
    pa = packet_advice(k_misere_state())
    said = keys(pa, "♦A ♦10 ♦2 ♣10")
    assert "ex_misere_void_only" in said
    assert "ex_no_false_ace_signal" not in said  # "with ♠2 in it": no ♠2 in this packet (review round 7)
    assert not {"ex_misere_void_add", "ex_misere_void_fill"} & said
    # Must not fire where the added card stays: ♦7 ♦A with the small ♠7 ♠2 voids ♠ and ♦ (no "add" there).
    assert "ex_misere_void_only" not in keys(pa, "♦2 ♦A ♠7 ♠2")


# --- kotkat trump: any side ace with a small card kept (gen.packet_choose.kotkat.7004) -------------------

K_TRUMP = {
    A: "♠Q632 ♣109743 ♥10872",
    B: "♠1098 ♣KQ8 ♦7532 ♥Q64",
    C: "♠A75 ♣J2 ♦AK1096 ♥J53",
    D: "♠KJ4 ♣A65 ♦QJ84 ♥AK9",
}


def test_every_side_ace_keeping_a_small_card_is_the_kotkat_recipe() -> None:
    # *KOTKAT / Valttipelin korttien vaihdot*: the shortest or worst suit void, and "sivumaan ässän jättäen
    # itselleen yhteyskortiksi pienen kortin": ♣A keeping ♣65 is that recipe as much as ♥A keeping ♥K9.
    d = drill(state_after(make_deal(Form.KOTKAT, B, K_TRUMP), "pass pass 6♠ " + "pass " * 8))
    assert d.seat is D
    assert verdict(d, "♠K ♠J ♠4 ♥A")[0] == "recommended"
    v, why = verdict(d, "♠K ♠J ♠4 ♣A")
    assert v == "acceptable" and {"ex_kotkat_side_ace", "ex_kotkat_void"} <= why
    # Must not fire: a card of the wished trump ♦ is no side ace.
    v, why = verdict(d, "♠K ♠J ♠4 ♦Q")
    assert v == "not_advised" and {"ex_kotkat_keeps_wish", "ex_kotkat_keeps_best"} & why


# --- review round 4 (gen.packet_choose.kotkat.8000, kotkat.8004, alkupelit.8005) --------------------------

K_ONE_THREE = {
    A: "♠J974 ♣Q9763 ♥QJ106",
    B: "♠52 ♣K102 ♦9652 ♥K985",
    C: "♠K103 ♣A854 ♦QJ3 ♥732",
    D: "♠AQ86 ♣J ♦AK10874 ♥A4",
}


def test_the_one_plus_three_kotkat_packet_is_the_recipe() -> None:
    # *KOTKAT / Valttipelin korttien vaihdot*: "lyhimmän / huonoimman maansa renoksi" and "sivumaan ässän
    # jättäen itselleen yhteyskortiksi pienen kortin" in "kahta maata 1 + 3 korttia": ♣J void, ♠A with two
    # more ♠, a small ♠ kept (gen.packet_choose.kotkat.8000).
    d = drill(state_after(make_deal(Form.KOTKAT, C, K_ONE_THREE), "pass 6♠ " + "pass " * 8))
    assert d.seat is D
    assert verdict(d, "♠A ♥A ♥4 ♣J")[0] == "recommended"  # the plan's two voids stay the advice
    for packet, link in (("♣J ♠A ♠Q ♠8", "♠6"), ("♣J ♠A ♠Q ♠6", "♠8")):
        v, why = verdict(d, packet)
        assert v == "acceptable", (packet, link)
        assert {"ex_kotkat_void", "ex_kotkat_one_three"} <= why
        assert "drill_pk_suit_kept" not in why  # no "the handbook's packet gives every ♥" for the recipe
    # Must not fire: keeping only ♠Q keeps no small card as the link.
    v, why = verdict(d, "♣J ♠A ♠8 ♠6")
    assert v == "not_advised" and "ex_kotkat_one_three" not in why


K_MISERE_TIE = {
    A: "♠Q ♣AK108 ♦QJ10973 ♥A3",
    B: "♠J92 ♣J7432 ♦A64 ♥76",
    C: "♠A76543 ♣Q ♦K5 ♥QJ105",
    D: "♠K108 ♣965 ♦82 ♥K9842",
}


def k_misere_tie() -> Drill:
    d = drill(state_after(make_deal(Form.KOTKAT, C, K_MISERE_TIE), "pass pass 6♠ 6M " + "pass " * 8))
    assert d.seat is B
    return d


def test_equally_short_second_suits_both_fill_the_misere_packet() -> None:
    # *Maalattu misääri / Korttien vaihdot*: "lyhimmän maansa renoksi ja lisäksi toiseksi lyhimmästä
    # maastaan pienimmän (ja mahdollisesti myös suurimman)": ♠J92 and ♦A64 are both the second shortest
    # beside ♥76 (gen.packet_choose.kotkat.8004).
    d = k_misere_tie()
    assert verdict(d, "♥7 ♥6 ♦A ♦4")[0] == "recommended"
    for packet in ("♥7 ♥6 ♠J ♠2", "♥7 ♥6 ♠9 ♠2"):
        fb = check(d, packet)
        assert fb.verdict == "acceptable", packet
        fill = [r for r in fb.reasons if r.key == "ex_misere_void_fill"]
        assert fill and fill[0].params["second"] == "♠"  # its own suit, not ♦
    # Must not fire: ♣ (five cards) is not a second shortest suit.
    assert verdict(d, "♥7 ♥6 ♣J ♣2")[0] == "not_advised"


def test_the_repair_reason_is_said_only_of_a_packet_it_is_true_of() -> None:
    # C65a: "with ♥6 in it the packet has no truthful order ... give ♠J instead" was said of ♦A64 ♥6.  A
    # packet with a truthful order (read by trainer.signals.decode), or with ♠J already in it, is not told
    # so (gen.packet_choose.kotkat.8004: ♥76 ♦A ♠2).
    d = k_misere_tie()
    v, why = verdict(d, "♥7 ♥6 ♦A ♠2")
    assert v == "not_advised" and "ex_no_false_ace_signal" not in why
    # ♦A64 ♥6 voids ♦, three cards without the ♦2: the twos rule (C55c, review round 5) is its fault now,
    # before any order is tried.
    v, why = verdict(d, "♦A ♦6 ♦4 ♥6")
    assert v == "not_advised" and "ex_misere_void_no_two" in why


A_FIVE_TRUMPS = {
    A: "♠J ♣AQ108 ♦KQ3 ♥K732",
    B: "♠AQ97654 ♣J6 ♦108 ♥10",
    C: "♠8 ♣74 ♦J975 ♥QJ965",
    D: "♠K102 ♣K9532 ♦42 ♥A4",
}


def test_a_true_ace_signal_in_place_of_a_trump_is_told_the_five_trump_rule() -> None:
    # *Pääpelaajien korttien vaihdot*: a lone small card on top from the ace's holder "kertoo antajalla
    # olevan ässä" -- ♣8 with ♣A kept is a true ace signal; *Valttipeli*: with five trumps "neljä korkeinta
    # valttia ... tai ... kuppipeliä", so ♥K87 + ♣8 is not advised for that reason
    # (gen.packet_choose.alkupelit.8005).
    s = state_after(
        make_deal(Form.ALKUPELIT, D, A_FIVE_TRUMPS, "♦6 ♦A ♥8 ♠3"), "pass 3♣ pass 3♥ pass 4♥ " + "pass " * 8
    )
    d = drill(s)
    assert d.seat is A
    assert verdict(d, "♥K ♥8 ♥7 ♥3")[0] == "recommended"
    v, why = verdict(d, "♥K ♥8 ♥7 ♣8")
    assert v == "not_advised" and "ex_pk_signal_not_trump" in why and "ex_pk_trump_filler" not in why
    # Must not fire: ♣10 is no small card, so no ace signal: the filler reason stays.
    v, why = verdict(d, "♥K ♥8 ♥7 ♣10")
    assert v == "not_advised" and "ex_pk_trump_filler" in why and "ex_pk_signal_not_trump" not in why


A_LINK = {
    A: "♠K ♣10962 ♦AQJ8 ♥Q64",
    B: "♠AJ852 ♣A85 ♦103 ♥A9",
    C: "♠6 ♣KQJ ♦K9652 ♥K87",
    D: "♠Q9743 ♣4 ♦74 ♥J1053",
}
A_LINK_AUCTION = (
    "1♠ pass 2♠ pass  pass pass pass pass  2♣ pass pass pass  2♥ pass pass pass  3♠ pass pass pass"
)


def test_a_packet_voiding_partners_ace_suit_is_told_to_keep_the_link() -> None:
    # *Valttipeli*: "Jos partnerilla on ässä jostakin maasta, pelaajan tulee säilyttää ... yhteyskortti ...
    # eikä renottaa kyseistä maata": B's 2♣ in the ace rounds shows ♣A, so the cup packet ♣743 + ♠Q is
    # not advised, and told why (gen.packet_choose.alkupelit.8102).
    s = state_after(
        make_deal(Form.ALKUPELIT, B, A_LINK, "♥2 ♣3 ♣7 ♠10"), A_LINK_AUCTION + " pass pass 4♠ " + "pass " * 8
    )
    d = drill(s)
    assert d.seat is D
    assert verdict(d, "♠Q ♠10 ♠9 ♠7")[0] == "recommended"
    v, why = verdict(d, "♣7 ♣4 ♣3 ♠Q")
    assert v == "not_advised" and "ex_keep_link" in why and "ex_keep_link_king" not in why  # B showed the ace
    # Must not fire: a packet that keeps a ♣ leaves the link.
    v, why = verdict(d, "♣7 ♣4 ♠Q ♠10")
    assert v == "not_advised" and "ex_keep_link" not in why


# --- review round 4b: a reason is said only where it is true of the learner's packet ----------------------
# (gen.packet_choose.kotkat.8400, kotkat.8404, alkupelit.8405, alkupelit.8401)

K_AK_VOIDS = {
    A: "♠85 ♣J9754 ♦Q42 ♥J102",
    B: "♠10643 ♣32 ♦J95 ♥9765",
    C: "♠AK2 ♣AK6 ♦A1063 ♥A43",
    D: "♠QJ97 ♣Q108 ♦K87 ♥KQ8",
}


def k_ak_voids() -> Drill:
    return drill(state_after(make_deal(Form.KOTKAT, D, K_AK_VOIDS), "pass pass pass 6♠ " + "pass " * 8))


def k_akq() -> Drill:
    hands = {**K_AK_VOIDS, C: "♠AKQ ♣AK6 ♦A1063 ♥A43", D: "♠J972 ♣Q108 ♦K87 ♥KQ8"}
    return drill(state_after(make_deal(Form.KOTKAT, D, hands), "pass pass pass 6♠ " + "pass " * 8))


def test_a_kotkat_packet_that_voids_a_suit_is_not_told_it_voids_none() -> None:
    # *KOTKAT / Valttipelin korttien vaihdot*: "lyhimmän / huonoimman maansa renoksi" -- the planner's
    # reason against ♥Q ("voids none of your short or weak suits", ex_kotkat_pk_no_use) is false of a packet
    # that voids ♥ (kotkat.8404: ♥QJ3 + ♦A) and true of one that keeps a ♥.
    no_use = Reason("ex_kotkat_pk_no_use", "KOTKAT / Valttipelin korttien vaihdot", {"card": "♥Q"})
    pa = PacketAdvice(
        "t",
        (),
        (),
        (),
        worse={Card.parse("♥Q"): (no_use,)},
        hand=frozenset(parse_cards("♠Q4 ♣KQJ98 ♦AJ3 ♥QJ3")),
    )
    assert pa.card_faults(Card.parse("♥Q"), cards("♥Q ♥J ♥3 ♦A")) == ()
    assert pa.card_faults(Card.parse("♥Q"), cards("♥Q ♥J ♦A ♦3")) == (no_use,)
    # Must not fire: with ♠AKQ (spades the second wish, C56e), ♠K with ♥A ♥4 ♥3 leaves ♠AQ in the hand,
    # so ♠K voids nothing and is no side ace.
    v, why = verdict(k_akq(), "♠K ♥A ♥4 ♥3")
    assert v == "not_advised" and "ex_kotkat_pk_no_use" in why


def test_an_honour_of_partners_suit_is_not_called_no_honour_of_it() -> None:
    # *Valttipeli*: the lifter "antaa useimmiten yli kaikki valttinsa"; ♦Q is an honour of ♦, a suit C bid
    # three times, so ex_pk_trump_filler ("nor an honour of a suit partner bid") is false of it
    # (alkupelit.8405): the trumps come first instead.
    hands = {
        A: "♠Q9 ♣J1072 ♦Q86 ♥A93",
        B: "♠A103 ♣Q5 ♦753 ♥J852",
        C: "♠K ♣AK864 ♦AK1094 ♥K",
        D: "♠J8752 ♣93 ♦- ♥Q10764",
    }
    auction = "pass 1♦ pass pass  pass 2♣ pass 3♣  pass 3♦ pass 3♥  pass 4♣ pass pass  pass 4♦ pass pass "
    auction += "pass pass pass 5♣ " + "pass " * 8
    d = drill(state_after(make_deal(Form.ALKUPELIT, B, hands, "♠6 ♦J ♠4 ♦2"), auction))
    assert d.seat is A
    v, why = verdict(d, "♣J ♣10 ♣7 ♦Q")
    assert v == "not_advised" and "ex_pk_partner_honour_late" in why and "ex_pk_trump_filler" not in why
    # Must not fire: ♠Q is from a suit partner never bid, so the filler reason is true of it.
    v, why = verdict(d, "♣J ♣10 ♣7 ♠Q")
    assert v == "not_advised" and "ex_pk_trump_filler" in why and "ex_pk_partner_honour_late" not in why


def test_a_link_to_partners_king_says_king() -> None:
    # *Kolmannen ja neljännen kierroksen maalaukset*: "jos kolmannella kierroksella passaa, niin neljännen
    # kierroksen maalaus kuvaa kuningasta" -- C passed in round 3, so C's 4♥ shows ♥K (alkupelit.8401).
    hands = {
        A: "♠Q982 ♣K752 ♦AJ3 ♥9",
        B: "♠K ♣J98 ♦2 ♥AJ106542",
        C: "♠A10 ♣A106 ♦KQ105 ♥KQ8",
        D: "♠43 ♣Q43 ♦98764 ♥73",
    }
    auction = "pass 3♦ pass 4♣  pass pass pass pass  pass pass pass 4♦  pass 4♥ pass pass  pass pass pass 5♦ "
    auction += "pass " * 8
    d = drill(state_after(make_deal(Form.ALKUPELIT, B, hands, "♠5 ♠J ♠7 ♠6"), auction))
    assert d.seat is A
    v, why = verdict(d, "♦A ♦J ♦3 ♥9")
    assert v == "not_advised" and "ex_keep_link_king" in why and "ex_keep_link" not in why


def test_a_small_trump_may_be_swapped_for_a_touching_one() -> None:
    # *Pääpelaajien korttien vaihdot*: three trumps and "ässän merkki" -- ♠J85 + ♥5 (keeping ♠4) and
    # ♠J84 + ♥5 (keeping ♠5) hold the same trumps in play, so both are acceptable (alkupelit.8400, C53g).
    hands = {
        A: "♠J854 ♣K3 ♦J94 ♥K95",
        B: "♠Q62 ♣9854 ♦Q5 ♥1064",
        C: "♠A1093 ♣A106 ♦AK6 ♥32",
        D: "♠K7 ♣QJ72 ♦832 ♥QJ7",
    }
    auction = "pass pass 1G pass  pass pass 2♠ pass  pass pass 2G pass  3♣ pass 3♦ pass  3♥ " + "pass " * 8
    d = drill(state_after(make_deal(Form.ALKUPELIT, A, hands, "♦7 ♥8 ♦10 ♥A"), auction))
    assert d.seat is A
    assert verdict(d, "♠J ♠8 ♠5 ♥5")[0] == "acceptable"
    v, why = verdict(d, "♠J ♠8 ♠4 ♥5")
    assert v == "acceptable" and "ex_pk_equal_card" in why
    # Must not fire: ♠5 and ♠8 are not touching (♠7 ♠6 are not in the hand), so keeping ♠8 is no equal swap.
    assert verdict(d, "♠J ♠5 ♠4 ♥5")[0] == "not_advised"


def test_an_equally_strong_suit_may_be_voided_instead_of_the_second_wish() -> None:
    # *KOTKAT / Valttipelin korttien vaihdot*: "lyhimmän / huonoimman maansa renoksi" and "sivumaan ässän"
    # -- ♠AK2 and ♣AK6 are equally short and strong, so ♣AK6 + ♥A is as good as ♠AK2 + ♣A (kotkat.8400, C56e).
    d = k_ak_voids()
    assert verdict(d, "♠A ♠K ♠2 ♣A")[0] == "recommended"
    v, why = verdict(d, "♣A ♣K ♣6 ♥A")
    assert v == "acceptable" and {"ex_kotkat_void", "ex_kotkat_side_ace"} <= why
    # Must not fire: with ♠AKQ the spades are the stronger suit, kept for the second wish, not voided.
    d = k_akq()
    assert verdict(d, "♠A ♠K ♠Q ♥A")[0] == "not_advised"
    assert verdict(d, "♣A ♣K ♣6 ♥A")[0] in ("recommended", "acceptable")
