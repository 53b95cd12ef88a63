Feature: What follows a login and a logout
  After login a push token is bound and subscribed to topic ALL, player rank progress is fetched and a
  login event is tracked; after logout the push token is unsubscribed (unsubscribeAll) and member info is
  cleared (player-journey.md §3 Tracking payload, §4 After login / After logout, §7; shell.md §4 VIP
  progress, §7 player rank progress). Push and tracking are no-op adapters for now: these scenarios
  record what core tells them.

  Background:
    Given the player uses the site of merchant "DEMO1" over https
    And push and tracking are recorded
    And the session lifecycle is running

  Scenario: After login the player rank progress is fetched with the player's token
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    Then the mock backend received 1 "GET" request for "/wps/relay/MCSFE_getPlayerRankProgress"
    And the rank progress call carried the player's bearer token
    And the VIP progress is 0.4

  Scenario: VIP progress is 1 when there is no label
    When the player logs in as "agent01" with password "Passw0rd!"
    And the session calls have settled
    Then the VIP progress is 1

  Scenario: After login a push token is bound and subscribed to topic ALL
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    Then push was told: "bind and subscribe to ALL"

  Scenario: After login a login event is tracked with customerId and customerName
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    Then 1 "login" event is tracked for customer "1000001" named "player01"

  Scenario: A failed rank-progress call leaves no VIP progress and the player logged in
    Given the mock answers "/wps/relay/MCSFE_getPlayerRankProgress" with HTTP 500
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    Then there is no VIP progress
    And the member info names "player01"
    And push was told: "bind and subscribe to ALL"
    And no notice is shown

  Scenario: After logout the push token is unsubscribed and member info and VIP progress are cleared
    Given the player is logged in as "player01" with password "Passw0rd!"
    And the session calls have settled
    When the player logs out
    And the session calls have settled
    Then push was told: "bind and subscribe to ALL", "unsubscribe all"
    And no member info is held
    And there is no VIP progress
    And the mock backend received 1 "GET" request for "/wps/relay/MCSFE_getPlayerRankProgress"

  Scenario: A guest's boot asks nothing: no rank progress, no push, no event
    When the session calls have settled
    Then the mock backend received 0 "GET" requests for "/wps/relay/MCSFE_getPlayerRankProgress"
    And push was told nothing
    And no event is tracked

  Scenario: A reload with a stored session fetches the progress and binds push again, but tracks no new login
    Given the player is logged in as "player01" with password "Passw0rd!"
    And the session calls have settled
    When the page is reloaded
    And the session calls have settled
    Then the mock backend received 2 "GET" requests for "/wps/relay/MCSFE_getPlayerRankProgress"
    And the VIP progress is 0.4
    And push was told: "bind and subscribe to ALL"
    And no event is tracked
