Feature: Game vendor ordering
  Game ordinal steps of 100. ELOTT gets ELOTTO at the same rank and SEA_LOTT at +5; LOTT gets
  VIETNAM_LOTTO at +1. Vendors RNG and PVP merge into TCG. Game-vendor cache keyed by vendor and
  language (shell.md §9). The vendor list is GET /wps/relay/GCSGAME_newGameVendor with platform html5
  (player-journey.md §7).

  Scenario: Game ordinal steps of 100, and RNG and PVP merge into TCG
    Given the player uses the site of merchant "DEMO1" over https
    When the app loads the game vendors
    Then the vendors are "ELOTT@100, LOTT@200, TCG@300, SPORTS@400, LIVE@500, FISH@600"
    And the TCG entry stands for "RNG, PVP"
    And the vendor list was asked for platform "html5"

  Scenario: ELOTT gets ELOTTO at the same rank and SEA_LOTT at +5; LOTT gets VIETNAM_LOTTO at +1
    Given the player uses the site of merchant "DEMO1" over https
    When the app loads the game vendors
    Then the game ordinals are:
      | vendor        | ordinal |
      | ELOTT         | 100     |
      | ELOTTO        | 100     |
      | SEA_LOTT      | 105     |
      | LOTT          | 200     |
      | VIETNAM_LOTTO | 201     |
      | RNG           | 300     |
      | PVP           | 300     |
      | TCG           | 300     |

  Scenario: Another server form (vendorCode, sort as strings) is ordered by its sort field
    Given the player uses the site of merchant "DEMO2" over https
    When the app loads the game vendors
    Then the vendors are "LOTT@100, ELOTT@200, TCG@300, LIVE@400, SPORTS@500"
    And the TCG entry stands for "PVP, RNG"

  Scenario: Game cards sort by their vendor's ordinal
    Given the player uses the site of merchant "DEMO1" over https
    When the app loads the game vendors
    Then the cards "TCG, VIETNAM_LOTTO, UNKNOWN, SEA_LOTT, ELOTTO" sort as "ELOTTO, SEA_LOTT, VIETNAM_LOTTO, TCG, UNKNOWN"

  Scenario: The game-vendor cache is keyed by vendor and language
    Then the vendor cache key of "ELOTT" in "EN" is "gameVendor:ELOTT:EN"
    And the vendor cache key of "ELOTT" in "VI" is "gameVendor:ELOTT:VI"
    And the vendor cache key of "LOTT" in "EN" is "gameVendor:LOTT:EN"
