"""Pydantic models of the cards API (every game of ``judge.cardgames``: KeyForge, Riftbound);
the OpenAPI document is generated from these."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, RootModel

from judge.cardgames import GAME_NAMES, GAMES

#: a game filter: its name or its code ("riftbound", "rb")
GameName = Literal[GAME_NAMES]  # type: ignore[valid-type]
#: the game a card, a hit or a set belongs to
Game = Literal[tuple(g.game for g in GAMES)]  # type: ignore[valid-type]
GAME_FILTER = ("only this game's cards (its name or code: keyforge/kf, riftbound/rb, ascension/asc, shards/soi); "
               "default every game")


class CardPath(BaseModel):
    key: str = Field(description="a card's URL key (cota-001, ogn-251), another printing's key or code, a set and "
                                 "number (\"CotA 1\", \"RdA 1\", \"OGN-251/298\") or a name (KeyForge: English, "
                                 "German or Polish; Riftbound: as printed, or as the Core Rules name it)")


class CardQuery(BaseModel):
    game: GameName | None = Field(None, description=GAME_FILTER)


class CardsQuery(BaseModel):
    q: str = Field(min_length=1, max_length=200, description="a card name in any language, misspelt or not, "
                                                              "a set and number or code, or a question naming a card")
    limit: int = Field(5, ge=1, le=25)
    game: GameName | None = Field(None, description=GAME_FILTER)


class CardHitOut(BaseModel):
    game: Game = Field(description="the game the card belongs to")
    game_code: str = Field(description="the game's code in rule IDs: kf, rb")
    game_title: str
    key: str
    url: str = Field(description="the card page")
    name_en: str
    name_de: str | None = None
    name_pl: str | None = None
    set: str
    number: str | None = Field(None, description="the card's number in its set (Ascension and Shards: none)")
    house: str | None = Field(None, description="KeyForge: the card's house")
    faction: str | None = Field(None, description="Ascension, Shards of Infinity: the card's faction")
    cost: int | None = Field(None, description="Ascension: runes to acquire; Shards of Infinity: gems to recruit")
    supertype: str | None = Field(None, description="Riftbound: Champion, Signature, Token or Basic")
    domains: list[str] = Field(default_factory=list, description="Riftbound: the card's domains")
    type: str
    covered: bool = Field(description="KeyForge: the rulebooks (DE v1.5, PL 2020) cover the card's set; Riftbound: "
                                      "the German Core Rules define every keyword of the card")
    why: Literal["exact", "named", "similar", "contains"] = Field(
        description="exact name or code · a card named in the question · a misspelt name · a word of the name")


class CardsOut(BaseModel):
    query: str
    cards: list[CardHitOut]


class PrintingOut(BaseModel):
    set: str
    set_name: str
    number: str
    house: str
    key: str


class SentenceOut(BaseModel):
    text: str
    compiled: bool
    why: str = Field(description="why the sentence did not compile (empty when it did)")
    phrasing: bool = Field(description="it did not compile because the grammar has no such phrasing yet")


class RuleRefOut(BaseModel):
    id: str
    title: str
    lang: str | None = None
    excerpt: str | None = Field(None, description="the beginning of the text (the Core Rules' examples)")


class ScenarioRefOut(BaseModel):
    path: str
    url: str = Field(description="the trace page replaying it")


class SharedNameOut(BaseModel):
    name: str = Field(description="a name of this card that another card also bears")
    key: str
    url: str
    name_en: str
    set: str
    number: str
    resolves_here: bool = Field(description="whether the judge reads the name as this card (see /rulings#keyforge-37)")


class ReadingLineOut(BaseModel):
    kind: Literal["keywords", "gigantic", "constant", "ability", "unsupported"]
    trigger: list[str] = Field(description="an ability's triggers (play, reap, …); empty for the other lines")
    en: str
    de: str
    pl: str | None = Field(None, description="the line in Polish, where the catalogue says all of it (so far: "
                                             "keywords, gigantic, not compiled, the simpler constant abilities)")


class KeyForgeCardOut(BaseModel):
    game: Literal["keyforge"]
    game_title: str
    id: str
    key: str
    url: str
    name_en: str
    name_de: str | None = None
    name_pl: str | None = None
    set: str
    set_name: str
    number: str
    house: str
    type: str
    power: int
    armor: int
    amber: int
    keywords: list[str]
    traits: list[str]
    rarity: str | None = None
    text_en: str = Field(description="the printed English text")
    covered: bool
    printings: list[PrintingOut]
    engine: Literal["hand-written", "compiled", "partly-compiled", "not-covered", "unknown"] = Field(
        description="how the engine knows the card")
    engine_de: str
    engine_en: str
    engine_pl: str = Field(description="how the engine knows the card, in Polish")
    sentences: list[SentenceOut] = Field(description="each sentence of the printed text and whether it compiled")
    definition: dict[str, Any] | None = Field(None, description="the card format the engine plays (none for a set "
                                                                 "the rulebooks do not cover)")
    reading: list[ReadingLineOut] = Field([], description="the definition the engine runs (hand-written or compiled) "
                                                          "in words: one line per ability — its trigger, then each "
                                                          "instruction — and per constant ability, in English and "
                                                          "German (Polish where ReadingLineOut.pl says it)")
    faq: list[RuleRefOut] = Field(description="FAQ entries naming the card")
    errata: list[RuleRefOut]
    scenarios: list[ScenarioRefOut] = Field(description="built-in scenarios using the card")
    shared_names: list[SharedNameOut] = Field(description="names printed on another card too")


class RbPrintingOut(BaseModel):
    code: str = Field(description="the printing's code: OGN-301*")
    public_code: str = Field(description="as printed, with the set's size: OGN-301*/298")
    set: str
    set_name: str
    number: str
    variant: str = Field(description="standard, alternate_art, overnumbered, signature, promo, token")
    rarity: str | None = None


class RiftboundCardOut(BaseModel):
    game: Literal["riftbound"]
    game_title: str
    id: str = Field(description="the code of its first printing: OGN-251")
    key: str
    url: str
    name_en: str = Field(description="the printed name (the German Core Rules use the English names)")
    core_rules_names: list[str] = Field(description="other names the Core Rules' examples give it (\"Loose Cannon\")")
    set: str
    set_name: str
    number: str
    public_code: str = Field(description="OGN-251/298")
    type: Literal["Unit", "Spell", "Gear", "Rune", "Legend", "Battlefield"]
    supertype: str | None = Field(None, description="Champion, Signature, Token or Basic")
    domains: list[str]
    energy: int | None = Field(None, description="the energy cost")
    power: int | None = Field(None, description="how many power icons the cost shows")
    power_icons: list[str] = Field(description="the domains of the power icons as the engine reads them "
                                               "(/rulings#riftbound-13: the catalogue counts them, without domains)")
    might: int | None = None
    tags: list[str]
    keywords: list[str]
    rarity: str | None = None
    text_en: str = Field(description="the printed English text, icons as tokens (:rb_might:, :rb_energy_2:, …)")
    covered: bool = Field(description="whether the German Core Rules define every keyword of the card")
    beyond_rulebook: list[str] = Field(description="the card's keywords the German Core Rules do not define")
    printings: list[RbPrintingOut]
    engine: Literal["hand-written", "compiled", "partly-compiled", "beyond-rulebook", "basic", "unknown"] = Field(
        description="how the engine knows the card")
    engine_de: str
    engine_en: str
    engine_pl: str = Field(description="how the engine knows the card, in Polish")
    sentences: list[SentenceOut] = Field(description="each sentence of the printed text and whether it compiled")
    definition: dict[str, Any] | None = Field(None, description="the card format the engine plays")
    examples: list[RuleRefOut] = Field(description="the Core Rules' examples naming the card")
    scenarios: list[ScenarioRefOut] = Field(description="built-in scenarios using the card")


class DeckbuildingFactsOut(BaseModel):
    type: str = Field(description="hero, construct, monster (Ascension); ally, champion, mercenary, starter (Shards)")
    faction: str | None = None
    cost: int | None = Field(None, description="runes (Ascension) or gems (Shards) to acquire or recruit")
    honor: int | None = Field(None, description="Ascension: honor the card is worth")
    power: int | None = Field(None, description="Ascension: power needed to defeat a monster")
    defense: int | None = Field(None, description="Shards: a champion's defense")
    shield: int | None = Field(None, description="Shards: the shield shown from hand")
    mercenary: bool | None = Field(None, description="Shards: may be fast-played from the centre row")
    count: int = Field(description="copies in the base set")
    role: Literal["starting", "always_available", "center_deck"]


class DeckbuildingCardOut(BaseModel):
    game: Literal["ascension", "shards"]
    game_title: str
    key: str = Field(description="asc-mystic, soi-systema-ai")
    id: str | None = Field(description="the card's ID in the vendored card facts")
    url: str
    cli_ref: str
    name_en: str
    name_de: str | None = Field(description="the German rulebook's name, where it prints one (else none: not invented)")
    names: dict[str, str]
    set: Literal["base"]
    set_name: str
    set_name_de: str
    facts: DeckbuildingFactsOut
    faction_names: dict[str, str] | None = Field(description="the faction's name in German, English and Polish "
                                                             "(Polish: the English name)")
    description: dict[str, str] = Field(description="what the card does, in our words (de, en, pl), made from the "
                                                    "definition the engine plays")
    covered: bool
    engine: Literal["data"] = Field(description="every card is a definition (data) the engine plays")
    engine_de: str
    engine_en: str
    engine_pl: str = Field(description="how the engine knows the card, in Polish")
    sentences: list[SentenceOut] = Field(description="empty: the engine does not compile these cards' text")
    definition: dict[str, Any] = Field(description="the card format the engine plays")
    faq: list[RuleRefOut] = Field(description="the game's FAQ entries naming the card")
    scenarios: list[ScenarioRefOut] = Field(description="built-in scenarios using the card")


class CardOut(RootModel[Annotated[KeyForgeCardOut | RiftboundCardOut | DeckbuildingCardOut, Field(discriminator="game")]]):
    """One card of any game; ``game`` says which, and which fields follow."""


class SetOut(BaseModel):
    game: Game
    code: str
    name: str
    covered: bool = Field(description="KeyForge: the rulebooks cover the set; Riftbound: the German Core Rules "
                                      "define every keyword of its cards")
    cards: int = Field(description="the cards first printed in the set")
    kind: str | None = Field(None, description="Riftbound: main, starter or promo")
    printings: int | None = Field(None, description="Riftbound: the printings of the set (reprints, variants)")
    beyond_rulebook: int | None = Field(None, description="Riftbound: its cards with keywords the Core Rules do "
                                                          "not define")


class CoverageSetOut(BaseModel):
    cards: int
    complete: int
    share: float


class CoverageOut(BaseModel):
    game: Game
    cards: int
    complete: int
    share: float
    sets: dict[str, CoverageSetOut]
    missing: list[tuple[str, int]] = Field(description="the most frequent sentences that do not compile, numbers as N")
    constructs: list[tuple[str, int]] = Field(default_factory=list, description=(
        "the sentences that do not compile, grouped by the construct they use (what to build next)"))
    beyond_rulebook: CoverageSetOut | None = Field(None, description=(
        "Riftbound: the cards with keywords the German Core Rules do not define, counted apart"))
