Feature: Home screen content
  The home screen shows a banner carousel, game lanes (title, cards, classification, counts), the vendor
  list, promotions and an announcement marquee (shell.md §3 "Game lane: title, cards
  (accountTypeName, displayName), gameClassify, gameCount"; player-journey.md §9 "Marquee speed default:
  60 fps"). Game and lottery launches require a login (shell.md §5). The content comes from the mock.

  Background:
    Given the player uses the site of merchant "DEMO1" over https

  Scenario: Game lanes carry a title, a classification, a count and their cards
    When the home screen loads its game lanes
    Then the lanes are "Hot lottery/LOTT, Live casino/LIVE, Slots/RNG, Card games/PVP"
    And every lane counts at least the cards it shows
    And the game lanes were asked for platform "html5"

  Scenario: A guest tapping a lottery card is sent to /m/login
    When the home screen loads its game lanes
    Then the card "Hanoi lottery" leads to the login page

  Scenario: A member tapping a lottery card launches it, by vendor plus code for the Vietnam lottery
    Given the player is logged in as "player01" with password "Passw0rd!"
    When the home screen loads its game lanes
    Then the card "Hanoi lottery" launches the game with "vendor=VIETNAM_LOTTO&code=HN"
    And the card "Lottery lobby" launches the game with "code=lobby"

  Scenario: Another vendor's card opens the game area on that vendor, for a guest too
    When the home screen loads its game lanes
    Then the card "Mega Gems" leads to the in-app route "/m/game?vendor=TCG"

  Scenario: The carousel shows the home banners, never the download-image groups
    When the player reads the home banners
    Then the carousel holds 6 banners
    And the carousel holds no banner of the groups "m_popup1, m_popup2"

  Scenario: The marquee reads the announcement list's marquee category as plain text
    When the home screen loads its marquee
    Then the announcement list was asked with category "marquee"
    And the marquee has 3 lines, none holding markup

  Scenario Outline: The marquee crosses the strip at a pixel a frame, 60 frames a second by default
    Then crossing <distance> px at <fps> fps takes <ms> ms

    Examples:
      | distance | fps | ms    |
      | 600      | 60  | 10000 |
      | 600      | 30  | 20000 |
      | 600      | 0   | 10000 |

  Scenario: Promotion categories lead to the promotions page on each category
    When the home screen loads its promotion categories
    Then the category "VIP" leads to "/m/activity?category=VIP"
