Feature: Game launch, trial games and the game area
  "POST /wps/game/launchGame: lottoArea VN, launchMode LOTT, lottoPrizeMode, lottoGameCode, lottoView (betting or
  lobby), device MOBILE, backUrl, hasLobby, language, title, labelName; alternate form uses lottoMode
  SEA_Tradition_Mobile; timeout 10 s; Authorization required; response value.gameUrl" and "GET
  /wps/relay/GCS_gameTrialLaunch: gameId, nodeId, platform (default html5)" (player-journey.md §7). "The default
  language is … VI for game launch" (§1). "Game and lottery launches require a login; otherwise the user goes to
  /m/login" (shell.md §5). "When option STARTGAMEINAPP3 is on the game requires the app" (player-journey.md §5).
  The game view goes back to a same-origin backUrl only. That back rule, and which fields each form sends:
  docs/decisions.md "Game launch and the game view".

  Scenario: The Vietnam lottery (vendor LOTT) launches with lottoArea VN and launchMode LOTT
    Given the player uses the site of merchant "DEMO1" over https
    And the player is logged in as "player01" with password "Passw0rd!"
    When the player opens "/m/launchGame?vendor=LOTT&code=HN&lottoView=betting&backUrl=%2Fm%2Fhome"
    Then the game is launched on the mock game page "/wps/mock/game/lottery/HN"
    And the launch sent "lottoArea=VN&launchMode=LOTT&lottoGameCode=HN&lottoView=betting&device=MOBILE&hasLobby=true&language=EN&title=Lottery&labelName=Gold"
    And the launch sent the backUrl "https://m.demo.test/m/home"
    And the launch did not send "lottoMode"
    And the launch carried the player's token and module id "GAMELO3"

  Scenario: The Southeast-Asia lottery (prize_mode) launches with lottoMode SEA_Tradition_Mobile
    Given the player uses the site of merchant "DEMO1" over https
    And the player is logged in as "player01" with password "Passw0rd!"
    When the player opens "/m/launchGame?prize_mode=1&code=lobby&playType=dx&backUrl=%2Fm%2Fhome"
    Then the game is launched on the mock game page "/wps/mock/game/lottery/lobby"
    And the launch sent "lottoMode=SEA_Tradition_Mobile&lottoPrizeMode=1&lottoGameCode=lobby&lottoView=lobby&device=MOBILE&playType=dx"
    And the launch did not send "lottoArea"
    And the launch did not send "launchMode"

  Scenario: The game launch language is VI when the player has none
    Given the player uses the site of merchant "DEMO1" over https
    And the player has no language set
    And the player is logged in as "player01" with password "Passw0rd!"
    When the player opens "/m/launchGame?vendor=VIETNAM_LOTTO&code=HCM"
    Then the launch sent "language=VI&lottoView=betting"

  Scenario: A guest's launch goes to /m/login and asks nothing
    Given the player uses the site of merchant "DEMO1" over https
    When the player opens "/m/launchGame?vendor=LOTT&code=HN"
    Then the launch answers "login-required"
    And the player is taken to "/m/login"
    And the mock backend received 0 requests for "/wps/game/launchGame"

  Scenario: With STARTGAMEINAPP3 on the game asks for the app instead of launching
    Given the player uses the site of merchant "DEMO1" over https
    And the mock turns the white-label flag "STARTGAMEINAPP3" on for "DEMO1"
    And the player is logged in as "player01" with password "Passw0rd!"
    When the player opens "/m/launchGame?vendor=LOTT&code=HN"
    Then the launch answers "app-required"
    And the mock backend received 0 requests for "/wps/game/launchGame"

  Scenario: No reply within the launch's 10 s is a timeout the view offers to retry
    Given the player uses the site of merchant "DEMO1" over https
    And the player is logged in as "player01" with password "Passw0rd!"
    And the mock answers "/wps/game/launchGame" after 10500 ms
    When the player opens "/m/launchGame?vendor=LOTT&code=HN"
    Then the launch answers "timed-out"
    And no notice is shown
    When the mock answers "/wps/game/launchGame" at once
    And the player retries the launch
    Then the game is launched on the mock game page "/wps/mock/game/lottery/HN"

  Scenario: A trial game needs no login and sends gameId, nodeId, platform html5, Merchant and Language
    Given the player uses the site of merchant "DEMO1" over https
    When the player tries the game "lucky-fruits" on node "N-3"
    Then the game is launched on the mock game page "/wps/mock/game/trial/lucky-fruits"
    And the trial was asked with "gameId=lucky-fruits&nodeId=N-3&platform=html5"
    And the trial carried the headers Merchant "DEMO1" and Language "EN" and no Authorization

  Scenario Outline: The game view goes back to a same-origin backUrl only
    Then the game view's back from "<backUrl>" goes to "<path>"

    Examples:
      | backUrl                           | path            |
      | https://m.demo.test/m/home        | /m/home         |
      | /m/member/home?tab=1              | /m/member/home?tab=1 |
      | https://evil.example/m/home       | /m/game         |
      | //evil.example/m/home             | /m/game         |
      | javascript:alert(1)               | /m/game         |
      | /wps/session/logout               | /m/game         |

  Scenario: The game area lists the vendors and the matches in shell §9 order
    Given the player uses the site of merchant "DEMO1" over https
    When the game area loads
    Then the game area's vendors are "ELOTT, LOTT, TCG, SPORTS, LIVE, FISH"
    And the game area's games follow their vendors' ordinals, unknown vendors last
    And with the filter "?vendor=TCG" every game is of the vendors "TCG, RNG, PVP", among them "Tongits, Lucky Fruits, Mega Gems"
    And with the filter "?classify=LIVE" every game is of class "LIVE", among them "Baccarat"

  Scenario: Another merchant's served order decides the game area's order
    Given the player uses the site of merchant "DEMO2" over https
    When the game area loads
    Then the game area's vendors are "LOTT, ELOTT, TCG, LIVE, SPORTS"
    And the game area's games follow their vendors' ordinals, unknown vendors last
