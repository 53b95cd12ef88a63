Feature: The error catalogue in every flow that shows its own failures
  A flow that turns the request layer's alert off to show a failure itself (sign-in, the second factor,
  registration by social channel, the password change) still follows the catalogue's rows (shell §8):
  "HTTP 502: Rejected silently", "Error code starting with TOO_MANY_REQUEST: No dialog", and "Other failures:
  Notice dialog with the server message, or 'unknown error'". Registration keeps the request layer's alert
  (player-journey §8 "Registration failure: notice popup with the server message or error message").

  Background:
    Given the player uses the site of merchant "DEMO1" over https

  Scenario Outline: Password sign-in on the screen, <failure>: <seen>
    Given the mock answers "/wps/session/login" with <failure>
    When the player signs in on the screen as "player01" with password "Passw0rd!"
    Then <seen>
    And the screen keeps the username and clears the password

    Examples:
      | failure                                   | seen                                  |
      | HTTP 502                                  | no notice is shown                    |
      | the error code "TOO_MANY_REQUEST_LOGIN"   | no notice is shown                    |
      | HTTP 500                                  | the notice "unknown_error" is shown   |
      | the error code "login.locked"             | the notice "unknown_error" is shown   |
      | the message "Login is paused for upkeep"  | the notice "Login is paused for upkeep" is shown |

  Scenario Outline: The second factor on the screen, <failure>: <seen>
    Given the mock asks for a second factor with the options "ga"
    And the player signs in on the screen as "player01" with password "Passw0rd!"
    And the mock answers "/wps/session/login/verification" with <failure>
    When the player completes the second factor on the screen with the authenticator code "123456"
    Then <seen>
    And the player has no session

    Examples:
      | failure                                        | seen                                  |
      | HTTP 502                                       | no notice is shown                    |
      | the error code "TOO_MANY_REQUEST_VERIFY"       | no notice is shown                    |
      | HTTP 500                                       | the notice "unknown_error" is shown   |
      | the message "Verification is paused"           | the notice "Verification is paused" is shown |

  Scenario Outline: Registration by username, <failure>: <seen>
    Given the mock answers "/wps/member/register" with <failure>
    When the player registers as "fresh01" with password "Passw0rd!"
    Then <seen>
    And the registration flow stays on the form
    And the player has no session

    Examples:
      | failure                                       | seen                                  |
      | HTTP 502                                      | no notice is shown                    |
      | the error code "TOO_MANY_REQUEST_REGISTER"    | no notice is shown                    |
      | HTTP 500                                      | the notice "unknown_error" is shown   |
      | the message "Registration is closed today"    | the notice "Registration is closed today" is shown |

  Scenario Outline: Registration by social channel on the screen, <failure>: <seen>
    Given social sign-in runs through the fake identity provider
    And the player consents as "new01"
    And the mock answers "/wps/member/register" with <failure>
    When the player signs in on the screen with "twitter"
    Then <seen>
    And the player has no session

    Examples:
      | failure                                       | seen                                  |
      | HTTP 502                                      | no notice is shown                    |
      | the error code "TOO_MANY_REQUEST_REGISTER"    | no notice is shown                    |
      | HTTP 500                                      | the notice "unknown_error" is shown   |
      | the message "Registration is closed today"    | the notice "Registration is closed today" is shown |

  Scenario Outline: The password change, <failure>: <said>
    Given the player is logged in as "player01" with password "Passw0rd!"
    And the mock answers "/wps/member/password" with <failure>
    When the player changes the password from "Passw0rd!" to "N3wSecret!"
    Then the password change is refused <said>
    And no notice is shown

    Examples:
      | failure                                       | said                                    |
      | HTTP 502                                      | with nothing to say                     |
      | the error code "TOO_MANY_REQUEST_PASSWORD"    | with nothing to say                     |
      | HTTP 500                                      | with the text "unknown_error"           |
      | the message "Password changes are paused"     | with the message "Password changes are paused" |
