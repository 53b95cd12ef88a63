Feature: Remembered login and automatic login
  A "remember me" login keeps username, password, type and merchant (the password encrypted on the
  phone); automatic login replays it only under the rules of player-journey.md §5, a repeat tap within
  500 ms is ignored, and a failure, a logout or token_ip_different turns it off (§4, §8, §9).

  Background:
    Given the player uses the site of merchant "DEMO1" over https

  Scenario: Autologin runs when MOBILEAUTOLOGIN3 is on, no token exists, no redirect is pending and the merchant matches
    Given the phone remembers "player01" with password "Passw0rd!" for merchant "DEMO1"
    When the app tries automatic login
    Then automatic login signed in as "player01"
    And the player has a session

  Scenario: Autologin runs only if white-label option MOBILEAUTOLOGIN3 is on
    Given the phone remembers "player01" with password "Passw0rd!" for merchant "DEMO1"
    And the white-label option "MOBILEAUTOLOGIN3" is off for "DEMO1"
    When the app tries automatic login
    Then automatic login did not run because "option-off"
    And the mock backend received 0 requests for "/wps/session/login"

  Scenario: Autologin runs only if no token exists
    Given the phone remembers "agent01" with password "Passw0rd!" for merchant "DEMO1"
    And the player is logged in as "player01" with password "Passw0rd!"
    When the app tries automatic login
    Then automatic login did not run because "has-token"
    And the mock backend received 1 request for "/wps/session/login"

  Scenario Outline: Autologin runs only if no <field> query parameter is present
    Given the phone remembers "player01" with password "Passw0rd!" for merchant "DEMO1"
    And the page was opened with the query "<query>"
    When the app tries automatic login
    Then automatic login did not run because "redirect-pending"
    And the player has no session

    Examples:
      | field       | query                           |
      | redirectUrl | ?redirectUrl=%2Fm%2Fmine        |
      | backUrl     | ?lang=EN&backUrl=%2Fm%2Fpromo   |

  Scenario: Autologin runs only if the merchant matches the remembered login
    Given the phone remembers "player01" with password "Passw0rd!" for merchant "DEMO2"
    When the app tries automatic login
    Then automatic login did not run because "other-merchant"
    And the mock backend received 0 requests for "/wps/session/login"

  Scenario: Nothing remembered, nothing to log in with
    When the app tries automatic login
    Then automatic login did not run because "nothing-remembered"

  Scenario: The remembered login is cleared on login failure, and automatic login is disabled then
    Given the phone remembers "player01" with password "an-old-password" for merchant "DEMO1"
    When the app tries automatic login
    Then automatic login was rejected with error code "login.cred.err"
    And no login is remembered
    And automatic login is off
    And the player has no session

  Scenario: A "remember me" login signs the player in automatically on the next visit
    Given the player logs in by hand as "player01" with password "Passw0rd!" and "remember me" ticked
    When the player comes back in a new browser session
    And the app tries automatic login
    Then automatic login signed in as "player01"

  Scenario: token_ip_different turns automatic login off
    Given the player logs in by hand as "player01" with password "Passw0rd!" and "remember me" ticked
    And the mock answers "/wps/member/info" with the error code "token_ip_different"
    When the app calls "memberInfo"
    Then automatic login is off
    When the player comes back in a new browser session
    And the app tries automatic login
    Then automatic login did not run because "switched-off"
    And the player has no session

  Scenario: A repeat click is blocked for 500 ms
    Given the phone remembers "player01" with password "an-old-password" for merchant "DEMO1"
    And the white-label option "MOBILEAUTOLOGIN3" is off for "DEMO1"
    When the app tries automatic login
    And the player taps automatic login again after 499 ms
    Then the repeat tap was ignored
    When the player taps automatic login again after 1 ms
    Then the repeat tap was not ignored

  Scenario: A repeat click within 500 ms sends no second login
    Given the phone remembers "player01" with password "Passw0rd!" for merchant "DEMO1"
    When the app tries automatic login
    And the player taps automatic login again after 499 ms
    Then the repeat tap was ignored
    And the mock backend received 1 request for "/wps/session/login"

  Scenario: A login with "remember me" ticked remembers the login and turns automatic login back on
    Given automatic login was turned off on this phone
    When the player logs in by hand as "player01" with password "Passw0rd!" and "remember me" ticked
    Then the phone remembers "player01" for merchant "DEMO1"
    And automatic login is on

  Scenario: A login with "remember me" unticked forgets the remembered login
    Given the phone remembers "agent01" with password "Passw0rd!" for merchant "DEMO1"
    When the player logs in by hand as "player01" with password "Passw0rd!" and "remember me" unticked
    Then no login is remembered

  Scenario: login.cred.err clears the remembered login
    Given the phone remembers "player01" with password "Passw0rd!" for merchant "DEMO1"
    When the player logs in by hand as "player01" with password "wrong-password" and "remember me" ticked
    Then no login is remembered
    And automatic login is off

  Scenario: The remembered login is cleared on logout, and automatic login is disabled then
    Given the player logs in by hand as "player01" with password "Passw0rd!" and "remember me" ticked
    When the player logs out
    Then no login is remembered
    And automatic login is off
