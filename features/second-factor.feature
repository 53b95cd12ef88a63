Feature: Second factor: the two-factor step of a login the server asks to verify
  A login answered with login_verify_required opens the two-factor modal with the options the server
  offers; completing it (POST /wps/session/login/verification, encrypted) finishes the login
  (player-journey §4 "Login", "Second factor"; §5 second factor rules; §8 "Second-factor failure").

  Background:
    Given the player uses the site of merchant "DEMO1" over https
    And the mock asks for a second factor with the options "email, ga, sms, payeeName"

  Scenario: "login_verify_required with options (email, ga, sms, payeeName): the two-factor modal opens"
    When the player logs in as "player01" with password "Passw0rd!"
    Then the login asks for a second factor with the options "email, ga, sms, payeeName"
    And the player has no session
    And no notice is shown for the second factor

  Scenario: The modal has only the tabs the server offers
    Given the mock asks for a second factor with the options "ga, payeeName"
    When the player logs in as "player01" with password "Passw0rd!"
    Then the two-factor modal offers the methods "ga, payeeName"

  Scenario Outline: "completing it finishes login" with the <method> method (sent as method "<letter>")
    When the player logs in as "player01" with password "Passw0rd!"
    And the player verifies with the <method> method and these values:
      | <field> | <value> |
    Then the second factor is verified without a forced password change
    And the player has a session
    And the mock decrypted a verification with method "<letter>" and <field> "<sent>"

    Examples:
      | method    | letter | field     | value                    | sent                  |
      | payeeName | P      | payeeName | Juan Dela Cruz           | Juan Dela Cruz        |
      | ga        | G      | authCode  | 123456                   | 123456                |
      | email     | E      | email     | player01@mock.invalid    | player01@mock.invalid |

  Scenario: "The phone number sent for sms is a plus sign, the country code, then the number"
    When the player logs in as "player01" with password "Passw0rd!"
    And the player verifies with the sms method and these values:
      | countryDialingCode | 63           |
      | mobileNum          | 917 123 4567 |
      | verificationCode   | 123456       |
    Then the second factor is verified without a forced password change
    And the mock decrypted a verification with method "S" and mobileNum "+639171234567"

  Scenario: "Inputs are trimmed"
    When the player logs in as "player01" with password "Passw0rd!"
    And the player verifies with the payeeName method and these values:
      | payeeName | "  Juan Dela Cruz  " |
    Then the second factor is verified without a forced password change
    And the mock decrypted a verification with method "P" and payeeName "Juan Dela Cruz"

  Scenario Outline: "each chosen method needs its value filled; if not, the field is highlighted and focused, with no message": <method> without <field>
    When the player logs in as "player01" with password "Passw0rd!"
    And the player verifies with the <method> method and these values:
      | <filled> | <value> |
    Then the second factor is incomplete at the field "<field>"
    And the mock backend received 0 requests for "/wps/session/login/verification"
    And no notice is shown for the second factor

    Examples:
      | method    | filled             | value | field     |
      | payeeName | payeeName          | "   " | payeeName |
      | email     | email              | ""    | email     |
      | ga        | authCode           | " "   | authCode  |
      | sms       | countryDialingCode | 63    | mobileNum |

  Scenario: "SMS needs both mobile number and code"
    When the player logs in as "player01" with password "Passw0rd!"
    And the player verifies with the sms method and these values:
      | countryDialingCode | 63         |
      | mobileNum          | 9171234567 |
    Then the second factor is incomplete at the field "verificationCode"
    And the mock backend received 0 requests for "/wps/session/login/verification"

  Scenario: "On failure the server message is alerted" (the dialog alerts it and clears the entered values)
    When the player logs in as "player01" with password "Passw0rd!"
    And the player verifies with the ga method and these values:
      | authCode | 000000 |
    Then the second factor is rejected with the message "The verification failed. Please check and try again."
    And the player has no session
    And no notice is shown for the second factor

  Scenario: "Forced password change applies when firstTimeLogin is set", after the second factor too
    When the player logs in as "newbie01" with password "Passw0rd!"
    And the player verifies with the ga method and these values:
      | authCode | 123456 |
    Then the second factor is verified and the password must be changed

  Scenario: "the sms tab has a send-code countdown whose length comes from the server (code valid time)"
    When the player asks for a second-factor sms code for "+63" "9171234567"
    Then the second-factor code countdown is 120 seconds

  Scenario: "or 60 s when the fallback provider is used" (the sms provider is firebase)
    Given the player uses the site of merchant "DEMO2" over https
    When the player asks for a second-factor sms code for "+55" "11987654321"
    Then the second-factor code countdown is 60 seconds

  Scenario: "Sending a code needs a mobile number"
    When the player asks for a second-factor sms code for "+63" " "
    Then the second-factor code was not sent for want of the field "mobileNum"
    And the mock backend received 0 requests for "/wps/verification/sms/noLogin"

  Scenario: The sign-in screen: "completing it finishes login", then home
    When the player signs in on the screen as "player01" with password "Passw0rd!"
    Then the screen opens the second factor with the options "email, ga, sms, payeeName"
    When the player completes the second factor on the screen with the authenticator code "123456"
    Then the screen goes home
    And the player has a session
    And the phone remembers "player01" for merchant "DEMO1"
