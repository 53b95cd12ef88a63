Feature: Mini-game widget
  "Draggable mini-game container positioned by optional bottom and left properties; script locations
  /mini-game/v1/minigame.js and /mini-game/s1/minigame.js" (player-journey.md §2). "Mini-game widget: shown
  only while a member is logged in and hidden when logged out. The script loads once; the widget is
  rendered once and then shown or hidden. Tapping versus dragging: movement under 2 px counts as a tap."
  (§4). "The mini-game is disabled unless LOTTMINIGAME3 or SEALOTTMINIGAME3 is on." (§5). "Mini-game: drag
  click debounce 250 ms; bounds poll every 250 ms; margin 2% of window width; tap if movement under 2 px"
  (§9). LOTTMINIGAME3 gives the v1 script, SEALOTTMINIGAME3 the s1 script, both on: v1 (docs/decisions.md
  "Mini-game widget").

  Scenario Outline: The merchant's flag picks the script, fetched from the mock when a member logs in
    Given the player uses the site of merchant "<merchant>" over https
    And the mini-game is set up on the page
    When the player is logged in as "player01" with password "Passw0rd!"
    Then the mini-game widget is shown
    And the mock backend received 1 request for "<script>"
    And the mini-game widget was rendered for merchant "<merchant>" with the member's token

    Examples:
      | merchant | script                    |
      | DEMO1    | /mini-game/v1/minigame.js |
      | DEMO2    | /mini-game/s1/minigame.js |

  Scenario: With both flags on, the v1 script is the one loaded
    Given the mock turns the white-label flag "LOTTMINIGAME3" on for "DEMO2"
    And the player uses the site of merchant "DEMO2" over https
    And the mini-game is set up on the page
    When the player is logged in as "player01" with password "Passw0rd!"
    Then the mini-game widget is shown
    And the mock backend received 1 request for "/mini-game/v1/minigame.js"
    And the mock backend received 0 requests for "/mini-game/s1/minigame.js"

  Scenario: With neither flag on the mini-game is disabled: nothing shown, nothing fetched
    Given the mock turns the white-label flag "LOTTMINIGAME3" off for "DEMO1"
    And the player uses the site of merchant "DEMO1" over https
    And the mini-game is set up on the page
    When the player is logged in as "player01" with password "Passw0rd!"
    Then the mini-game widget is hidden
    And the mini-game host is not wanted
    And the mock backend received 0 requests for "/mini-game/v1/minigame.js"

  Scenario: A guest sees no widget and fetches no script
    Given the player uses the site of merchant "DEMO1" over https
    And the mini-game is set up on the page
    Then the mini-game widget is hidden
    And the mini-game host is not wanted
    And the mock backend received 0 requests for "/mini-game/v1/minigame.js"

  Scenario: Shown while logged in, hidden when logged out; the script loads once and the widget renders once
    Given the player uses the site of merchant "DEMO1" over https
    And the mini-game is set up on the page
    When the player is logged in as "player01" with password "Passw0rd!"
    Then the mini-game widget is shown
    When the player logs out
    Then the mini-game widget is hidden
    When the player is logged in as "agent01" with password "Passw0rd!"
    Then the mini-game widget is shown
    And the mock backend received 1 request for "/mini-game/v1/minigame.js"
    And the mini-game widget was told "render, hide, show"

  Scenario: A script that does not load leaves the widget failed; the next login tries again
    Given the player uses the site of merchant "DEMO1" over https
    And the mock fails the mini-game script "/mini-game/v1/minigame.js"
    And the mini-game is set up on the page
    When the player is logged in as "player01" with password "Passw0rd!"
    Then the mini-game widget is failed
    When the player logs out
    And the mock serves the mini-game script "/mini-game/v1/minigame.js" again
    And the player is logged in as "player01" with password "Passw0rd!"
    Then the mini-game widget is shown
    And the mock backend received 2 requests for "/mini-game/v1/minigame.js"

  Scenario: The bounds poll keeps it inside when the window shrinks, every 250 ms
    Given the player uses the site of merchant "DEMO1" over https
    And the mini-game is set up on the page in a 400 x 800 window at bottom 100 and left 300
    When the player is logged in as "player01" with password "Passw0rd!"
    Then the mini-game container is at left 300 and top 640
    When the window becomes 320 x 600
    And 249 ms pass on the mini-game clock
    Then the mini-game container is at left 300 and top 640
    When 1 ms passes on the mini-game clock
    Then the mini-game container is at left 253.6 and top 440

  Scenario Outline: Clamping keeps a 2 % margin of the window width on every side
    Then in a <window> window a <widget> container asked to go to (<left>, <top>) sits at (<x>, <y>)

    Examples:
      | window     | widget  | left | top  | x     | y     |
      | 400 x 800  | 60 x 60 | 100  | 300  | 100   | 300   |
      | 400 x 800  | 60 x 60 | -50  | -50  | 8     | 8     |
      | 400 x 800  | 60 x 60 | 1000 | 1000 | 332   | 732   |
      | 375 x 667  | 64 x 64 | 0    | 700  | 7.5   | 595.5 |
      | 1000 x 600 | 80 x 80 | 990  | 0    | 900   | 20    |

  Scenario Outline: Optional bottom and left place the container at first; without bottom it docks one margin above the 60 px navigation
    Then in a 400 x 800 window a 60 x 60 container anchored at <anchor> starts at (<x>, <y>)

    Examples:
      | anchor               | x   | y   |
      | bottom 20 and left 30 | 30  | 720 |
      | left 30              | 30  | 672 |
      | bottom 20            | 332 | 720 |
      | nothing              | 332 | 672 |

  Scenario Outline: Movement under 2 px is a tap, anything more a drag
    Then a pointer moving by (<dx>, <dy>) is a <gesture>

    Examples:
      | dx  | dy   | gesture |
      | 0   | 0    | tap     |
      | 1   | 1    | tap     |
      | 1.9 | 0    | tap     |
      | 2   | 0    | drag    |
      | 1.5 | 1.5  | drag    |
      | 0   | -30  | drag    |

  Scenario Outline: A click within 250 ms of the last one, or of a drag, is ignored
    Then after <event>, a click <gap> ms later counts: <counts>

    Examples:
      | event          | gap  | counts |
      | a click        | 100  | no     |
      | a click        | 249  | no     |
      | a click        | 250  | yes    |
      | the end of a drag | 0 | no     |
      | the end of a drag | 249 | no   |
      | the end of a drag | 250 | yes  |
