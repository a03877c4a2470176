"""DE FAQ entry → its PL twin (ordinals: ``kf:faq/de-NN`` ↔ ``kf:faq/pl-NN``).

All 55 German entries have a Polish twin. Found by the cards both questions cite (set
code + number, or name where the PL FAQ misprints the number: DE 28 "Masterplan (RdA
288)" ↔ PL 31 "Planem idealnym (Zew Archontów 228)") and, where the cards are the same,
by what is asked: DE 2/3 (first-turn rule) ↔ PL 76/77 under "Zasada pierwszej tury",
DE 12 (two Phase Shifts) ↔ PL 53, DE 46/47 (Mimicry as Eureka!, second/first card) ↔
PL 1/2, DE 4/5 (2 chains with 7/5 cards, no card cited) ↔ PL 27/28. A test checks that
twins name the same cards. The PL FAQ is sorted by topic, the DE FAQ by date, hence the
shuffled order; the 28 PL entries without a German twin are the newer questions
(Mass Mutation, Worlds Collide cards, bonus icons, replacement effects …).
"""

TWINS: dict[int, int] = {
    1: 52, 2: 76, 3: 77, 4: 27, 5: 28, 6: 8, 7: 72, 8: 22, 9: 26, 10: 9,
    11: 46, 12: 53, 13: 10, 14: 69, 15: 58, 16: 79, 17: 80, 18: 68, 19: 48, 20: 47,
    21: 3, 22: 50, 23: 73, 24: 23, 25: 43, 26: 55, 27: 78, 28: 31, 29: 11, 30: 32,
    31: 12, 32: 51, 33: 13, 34: 33, 35: 14, 36: 57, 37: 49, 38: 74, 39: 16, 40: 66,
    41: 34, 42: 67, 43: 17, 44: 30, 45: 54, 46: 1, 47: 2, 48: 35, 49: 44, 50: 5,
    51: 6, 52: 7, 53: 29, 54: 42, 55: 36,
}
