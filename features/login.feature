Feature: Password login: the whole request, the device id and the forced password change
  The login request carries every field of player-journey §3, including the 36-character device id
  and how the app runs; a successful login may force a password change (player-journey §4), and a
  refused one says whether the remembered login must be cleared (player-journey §8).

  Background:
    Given the player uses the site of merchant "DEMO1" over https
    And the phone runs the site in a plain mobile browser

  Scenario: "Login request: username, password, type, geetestChallenge, geetestSeccode, geetestValidateV4, loginDeviceId, isOfficialAppLogin, device"
    When the player logs in with the username " player01 ", the password "Passw0rd!" and the captcha result "chal-1", "sec-1", "v4-1"
    Then the player has a session
    And the decrypted login request named exactly these fields:
      | username           | player01          |
      | password           | Passw0rd!         |
      | type               | username          |
      | geetestChallenge   | chal-1            |
      | geetestSeccode     | sec-1             |
      | geetestValidateV4  | v4-1              |
      | loginDeviceId      | (the device id)   |
      | isOfficialAppLogin | false             |
      | device             | IPAD              |
    And the login call carried the device id in the Device header

  Scenario Outline: "device (IPAD, PWA or WEBCLIP)" and isOfficialAppLogin follow how the app runs: <how>
    Given the phone runs the site <how>
    When the player logs in as "player01" with password "Passw0rd!"
    Then the decrypted login request has device "<device>" and isOfficialAppLogin <official>

    Examples:
      | how                                | device  | official |
      | in a plain mobile browser          | IPAD    | false    |
      | as an iOS home-screen web clip     | WEBCLIP | false    |
      | as an installed PWA                | PWA     | false    |
      | inside the official app            | IPAD    | true     |

  Scenario: "Device id: a 36-character identifier kept in local storage and in a cookie (365 days)"
    When the player logs in as "player01" with password "Passw0rd!"
    Then the device id is 36 characters in the UUID form
    And local storage and a 365-day cookie hold the device id

  Scenario: "or taken from the user agent inside the native app"
    Given the phone runs the site inside the official app
    When the player logs in as "player01" with password "Passw0rd!"
    Then the login request carried the official app's device id

  Scenario: A device id is reused across logins and page loads
    When the player logs in as "player01" with password "Passw0rd!"
    And the player opens the site again and logs in as "agent01" with password "Passw0rd!"
    Then both login requests carried the same device id

  Scenario: "A device id is valid only if exactly 36 characters": a stored id of 35 characters is replaced
    Given local storage holds the device id "0123456789abcdef0123456789abcdef012"
    When the player logs in as "player01" with password "Passw0rd!"
    Then the login request carried a 36-character device id other than "0123456789abcdef0123456789abcdef012"
    And local storage and a 365-day cookie hold the device id

  Scenario: An invalid id in local storage gives way to the valid one in the cookie
    Given local storage holds the device id "too-short"
    And the device cookie holds "cccccccc-cccc-4ccc-8ccc-cccccccccccc"
    When the player logs in as "player01" with password "Passw0rd!"
    Then the login request carried the device id "cccccccc-cccc-4ccc-8ccc-cccccccccccc"
    And local storage and a 365-day cookie hold the device id

  Scenario: "The mock checks the device id": an id sent with 37 characters is refused
    When the player logs in as "player01" with password "Passw0rd!" from a device id of 37 characters
    Then the login is rejected with error code "param.invalid"

  Scenario: No forced password change for a regular login
    When the player logs in as "player01" with password "Passw0rd!"
    Then the login succeeds without a forced password change

  Scenario: "Forced password change applies when firstTimeLogin is set"
    When the player logs in as "newbie01" with password "Passw0rd!"
    Then the login succeeds and the password must be changed

  Scenario: "or when the password is expired and option PWDEXPFORCECHANGE3 is on"
    Given the mock turns the white-label flag "PWDEXPFORCECHANGE3" on for "DEMO1"
    When the player logs in as "expired01" with password "Passw0rd!"
    Then the login succeeds and the password must be changed

  Scenario: An expired password with PWDEXPFORCECHANGE3 off forces nothing
    Given the mock turns the white-label flag "PWDEXPFORCECHANGE3" off for "DEMO1"
    When the player logs in as "expired01" with password "Passw0rd!"
    Then the login succeeds without a forced password change

  Scenario: "or when the password equals 123456 for non-sms logins"
    Given the mock member "agent01" has the password "123456"
    When the player logs in as "agent01" with password "123456"
    Then the login succeeds and the password must be changed

  Scenario: An sms login with the code 123456 forces nothing ("for non-sms logins")
    When the player logs in by sms with the mobile number "9171234567" and the code "123456"
    Then the login succeeds without a forced password change
    And the decrypted login request has type "sms"

  Scenario Outline: "The dial-code field shows on login and register forms when UPDATEMOBILEICC3 is on or the fallback provider is used" (<merchant>, UPDATEMOBILEICC3 <flag>)
    Given the player uses the site of merchant "<merchant>" over https
    And the mock sets the white-label flag "UPDATEMOBILEICC3" <flag> for "<merchant>"
    When the login and register forms read the merchant's settings and country list
    Then the dial-code field is <field> and the country selector is "<selector>"

    # DEMO1: sms provider not firebase, DISABLEDMOBILEICC3 off. DEMO2: firebase (the fallback provider), DISABLEDMOBILEICC3 on.
    Examples:
      | merchant | flag | field  | selector |
      | DEMO1    | on   | shown  | enabled  |
      | DEMO1    | off  | hidden | hidden   |
      | DEMO2    | off  | shown  | disabled |
      | DEMO2    | on   | shown  | disabled |

  Scenario: The login form's mobile-number method: the dial code, the number and an sms code log the member in
    When the player asks for a login code for "63" "917 123 4567"
    Then a login code was sent, counting down 120 s
    When the player logs in with the mobile number "+63" "917 123 4567" and the sms code "123456"
    Then the login succeeds without a forced password change
    And the decrypted login request has type "sms" and the username "+639171234567"

  Scenario Outline: "login.cred.err, not.exists.user: remembered login cleared" (<case>)
    When the player logs in as "<username>" with password "<password>"
    Then the login is rejected with error code "<code>"
    And the player has no session and nothing was stored
    And the outcome says the remembered login must be cleared
    And no notice is shown

    Examples:
      | case           | username  | password  | code            |
      | wrong password | player01  | wrong     | login.cred.err  |
      | unknown member | nobody99  | Passw0rd! | not.exists.user |

  Scenario: The sign-in screen: "Success: token is stored, then home"
    When the player signs in on the screen as "player01" with password "Passw0rd!"
    Then the screen goes home
    And the player has a session
    And the phone remembers "player01" for merchant "DEMO1"

  Scenario: The sign-in screen: "or the forced password change screen when required"
    When the player signs in on the screen as "newbie01" with password "Passw0rd!"
    Then the screen goes to the forced password change

  Scenario: The sign-in screen: a failed login shows the server's message, keeps the username and clears the password
    When the player signs in on the screen as "player01" with password "wrong"
    Then the screen keeps the username and clears the password
    And the screen shows the server's message "Incorrect username or password."
    And the player has no session

  Scenario: The forced password change succeeds and does not come back
    Given the player logged in as "newbie01" with password "Passw0rd!" and must change the password
    When the player changes the password from "Passw0rd!" to "N3wSecret!"
    Then the password is changed
    And the session no longer asks for a password change
    When the player logs in as "newbie01" with password "N3wSecret!"
    Then the login succeeds without a forced password change

  Scenario: The password change is refused for a wrong old password
    Given the player logged in as "newbie01" with password "Passw0rd!" and must change the password
    When the player changes the password from "Wr0ngOld!" to "N3wSecret!"
    Then the password change is refused with the message "The old password is incorrect."
    When the player logs in as "newbie01" with password "Passw0rd!"
    Then the login succeeds and the password must be changed

  Scenario: A new password of 123456 is refused before any call
    Given the player logged in as "newbie01" with password "Passw0rd!" and must change the password
    When the player changes the password from "Passw0rd!" to "123456"
    Then the password change is invalid with the message "change_password_weak"
    And the mock backend received 0 requests for "/wps/member/password"
