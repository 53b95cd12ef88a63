Feature: The error catalogue
  What the player sees when a call fails: the error catalogues of shell.md §8 and
  player-journey.md §8 for the request layer.

  Background:
    Given the player uses the site of merchant "DEMO1" over https
    And the player is logged in as "player01" with password "Passw0rd!"

  Scenario Outline: <situation>: user logged out, session cleared, "please login" dialog leading to /m/login
    Given the mock answers "/wps/relay/CBS_launchChat" with <failure>
    When the app calls "launchChat"
    Then the call is rejected
    And the player has no session
    And the notice "please_login" is shown
    When the player confirms the notice
    Then the player is taken to "/m/login"

    Examples:
      | situation                   | failure                                   |
      | HTTP 401                    | HTTP 401                                  |
      | message CUSTOMER_NOT_LOGIN  | the message "CUSTOMER_NOT_LOGIN"          |
      | error code customer.not.login | the error code "customer.not.login"     |
      | error code user.or.token.invalid | the error code "user.or.token.invalid" |
      | error code login.not.session | the error code "login.not.session"       |

  Scenario Outline: An auth failure on a call with alerts off (member/info) still asks the player to log in (<failure>)
    Given the mock answers "/wps/member/info" with <failure>
    When the app calls "memberInfo"
    Then the call is rejected
    And the player has no session
    And the notice "please_login" is shown

    Examples:
      | failure                          |
      | HTTP 401                         |
      | the error code "login.not.session" |

  Scenario: Several calls failing for one expired session raise one "please login" dialog
    Given the mock answers "/wps/member/info" with HTTP 401
    And the mock answers "/wps/relay/CBS_unreadCount" with HTTP 401
    When the app calls "memberInfo" and "unreadCount" at the same time
    Then the player has no session
    And the notice "please_login" is shown

  Scenario: HTTP 502 is rejected silently
    Given the mock answers "/wps/relay/GCSGAME_getGameMatchV2" with HTTP 502
    When the app calls "gameMatches"
    Then the call is rejected
    And no notice is shown

  Scenario: An error code starting with TOO_MANY_REQUEST shows no dialog
    Given the mock answers "/wps/relay/GCSGAME_getGameMatchV2" with the error code "TOO_MANY_REQUEST_GAME"
    When the app calls "gameMatches"
    Then the call is rejected
    And no notice is shown

  Scenario: Other failures show the server message
    Given the mock answers "/wps/relay/GCSGAME_getGameMatchV2" with the message "Matches are being updated"
    When the app calls "gameMatches"
    Then the call is rejected
    And the notice "Matches are being updated" is shown

  Scenario: Other failures without a message show "unknown error"
    Given the mock answers "/wps/relay/GCSGAME_getGameMatchV2" with HTTP 500
    When the app calls "gameMatches"
    Then the notice "unknown_error" is shown

  Scenario: A call that sets alert off shows nothing when it fails
    Given the mock answers "/wps/relay/MCSFE_getPlayerRankProgress" with HTTP 500
    When the app calls "playerRankProgress"
    Then the call is rejected
    And no notice is shown

  Scenario: A malformed answer is a failure, not a crash
    Given the mock answers "/wps/relay/GCSGAME_getGameMatchV2" with a malformed body
    When the app calls "gameMatches"
    Then the call is rejected
    And the notice "unknown_error" is shown

  Scenario: token_ip_different turns auto login off
    Given the mock answers "/wps/relay/GCSGAME_getGameMatchV2" with the error code "token_ip_different"
    When the app calls "gameMatches"
    Then automatic login is off

  Scenario: token_ip_different on a call with alerts off (member/info) turns auto login off without a dialog
    Given the mock answers "/wps/member/info" with the error code "token_ip_different"
    When the app calls "memberInfo"
    Then automatic login is off
    And no notice is shown

  Scenario: Network offline on https shows the "network offline" toast for 1.5 s
    Given the phone is offline
    And the mock answers "/wps/relay/GCSGAME_getGameMatchV2" with a network error
    When the app calls "gameMatches"
    Then the toast "network_offline" is shown
    And after 1500 ms the toast is gone

  Scenario: A network error on http shows "Network Error / CORS Errors"
    Given the player uses the site of merchant "DEMO1" over http
    And the mock answers "/wps/relay/GCSGAME_getGameMatchV2" with a network error
    When the app calls "gameMatches"
    Then the notice "Network Error / CORS Errors" is shown

  Scenario: Offline on plain http shows "Network Error / CORS Errors", not the offline toast (https only)
    Given the player uses the site of merchant "DEMO1" over http
    And the phone is offline
    And the mock answers "/wps/relay/GCSGAME_getGameMatchV2" with a network error
    When the app calls "gameMatches"
    Then the notice "Network Error / CORS Errors" is shown
    And no toast is shown

  Scenario: An encryption failure shows a message and rejects the call
    Given the mock answers "/wps/session/key/rsa" with HTTP 500
    When the app calls "register"
    Then the call is rejected
    And the notice "encryption_failed" is shown
    And the mock backend received 0 requests for "/wps/member/register"

  @slow
  Scenario: No reply within the game launch's 10 s shows timeout_retry_please
    Given the mock answers "/wps/game/launchGame" after 10500 ms
    When the app calls "launchGame"
    Then the call is rejected
    And the notice "timeout_retry_please" is shown
