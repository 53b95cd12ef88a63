Feature: Social, phone-code, one-tap and Maya sign-in
  Social login obtains a third-party credential and sends its id token to the login call; an unbound
  account registers automatically or offers the login-choice dialog (player-journey §4 "Social login",
  "Phone-code login", "Redirect flow"; §5 social rules; §8 bind_customer_required and provider errors).
  The fake identity provider answers `fake-idtoken.{channel}.{uid}`, which the mock backend reads.

  Background:
    Given the player uses the site of merchant "DEMO1" over https
    And social sign-in runs through the fake identity provider

  Scenario: "Social login is blocked in private or incognito browsing: message not_support_incognito for 1.5 s"
    Given the browser is in private mode
    When the player signs in with "google"
    Then the sign-in shows the toast "not_support_incognito" for 1500 ms
    And the identity provider was not asked

  Scenario Outline: "<channel> logins in the Android app show coming_soon for 1.5 s when no native handler exists"
    Given the site runs in the Android app
    When the player signs in with "<channel>"
    Then the sign-in shows the toast "coming_soon" for 1500 ms
    And the identity provider was not asked

    Examples:
      | channel  |
      | twitter  |
      | line     |
      | facebook |

  Scenario: In the Android app a channel with a native handler goes on
    Given the site runs in the Android app
    And the app offers a native handler for "line"
    When the player signs in with "line"
    Then the identity provider was asked to sign in with "line" in a popup

  Scenario: "Auth provider errors: translated text (fallback auth/unknown), plus 'Code: {code}' and, if present, 'Reason: {message}'"
    Given the identity provider fails with "auth/operation-not-allowed" and the reason "Provider disabled"
    When the player signs in with "google"
    Then the sign-in shows the provider error lines "auth/unknown", "Code: auth/operation-not-allowed", "Reason: Provider disabled"

  Scenario: "cancelled-popup-request is ignored silently"
    Given the identity provider fails with "auth/cancelled-popup-request" and the reason "superseded"
    When the player signs in with "google"
    Then the sign-in is ignored
    And no notice is shown

  Scenario: "Success: token saved" and the player goes to /m/home
    Given the player consents as "player01"
    When the player signs in with "google"
    Then the sign-in logged in
    And the signed-in session is for "player01"
    And the decrypted login request carried type "firebase", channel "google" and the id token "fake-idtoken.google.player01"

  Scenario: "On error code bind_customer_required: if FIREBASECREATEACC3 is on, registration by social channel starts automatically"
    Given the player consents as "new01"
    When the player signs in with "twitter"
    Then the sign-in registered a new member, going home after 100 ms
    And the player has a session
    And the register event with method firebase was tracked
    And the mock decrypted a social registration for "twitter" with the id token "fake-idtoken.twitter.new01"

  Scenario: "otherwise the login-choice dialog is shown with the server message stripped of any parenthesised text"
    Given the player uses the site of merchant "DEMO2" over https
    And social sign-in runs through the fake identity provider
    And the player consents as "new02"
    When the player signs in with "google"
    Then the login-choice dialog says "This account is not bound" without a register button
    And the player has no session
    When the player registers by social channel from the dialog
    Then the registration by social channel succeeded

  Scenario: The sign-in screen: "a button to log in with an existing account", then the password login binds the kept social account
    Given the player uses the site of merchant "DEMO2" over https
    And social sign-in runs through the fake identity provider
    And the player consents as "new02"
    When the player signs in on the screen with "google" and chooses the existing account
    Then the screen offers to bind an existing account
    When the player signs in on the screen as "player01" with password "Passw0rd!"
    Then the decrypted login request carried type "username", channel "google" and the id token "fake-idtoken.google.new02"

  Scenario: "Any other error: stored social arguments are reset and the message is alerted"
    Given the player uses the site of merchant "DEMO2" over https
    And social sign-in runs through the fake identity provider
    And the player consents as "new03"
    And the player signed in with "google" and was offered the login-choice dialog
    And the mock answers "/wps/session/login" with the error code "member.locked"
    When the player signs in with "google"
    Then the sign-in was rejected with error code "member.locked"
    And no social arguments are kept

  Scenario: "Redirect flow: the channel is kept in session storage before the redirect, and on return the result is processed (10 ms delay)"
    Given the page uses the redirect flow
    And the player consents as "player01"
    When the player signs in with "google"
    Then the page is redirecting with "google" kept
    When the player returns from the provider
    Then the result is not processed before 10 ms
    And after 10 ms the sign-in logged in

  Scenario: "Phone-code login: send the sms, keep the confirmation result, verify the code to obtain an id token"
    When the player asks for a phone code for "+63" "917 123 4567"
    And the player verifies the phone code "123456"
    Then the sign-in logged in
    And the signed-in session is for "player01"
    And the decrypted login request carried type "sms", username "+639171234567" and the id token "fake-idtoken.phone.+639171234567"

  Scenario: "With no pending confirmation the alert is auth/code-expired"
    When the player verifies the phone code "123456"
    Then the sign-in shows the provider error lines "auth/code-expired", "Code: auth/code-expired"

  Scenario: "Sending a code needs a mobile number"
    When the player asks for a phone code for "+63" " "
    Then the phone code was not sent for want of a number

  Scenario: "One-tap google login … otherwise it is delayed 500 ms"
    Given the player uses the site of merchant "DEMO2" over https
    And social sign-in runs through the fake identity provider
    And the player consents as "player99"
    When the app offers one-tap google
    Then one-tap is not offered before 500 ms
    And after 500 ms one-tap signs in with "google"

  Scenario Outline: "One-tap google login is skipped <rule>"
    Given the player uses the site of merchant "DEMO2" over https
    And social sign-in runs through the fake identity provider
    And <condition>
    When the app offers one-tap google
    Then one-tap is skipped because "<reason>"

    Examples:
      | rule                                     | condition                                                  | reason                  |
      | inside the native app                    | the phone runs the site inside the official app            | native-app              |
      | when GOOGLELOGIN3 is off                 | the mock turns the white-label flag "GOOGLELOGIN3" off for "DEMO2" | google-login-off  |
      | when there is no google web client id    | the merchant "DEMO2" has no google web client id           | no-google-web-client-id |
      | in private mode                          | the browser is in private mode                             | private-browsing        |
      | when a session already exists            | the player is logged in as "player01" with password "Passw0rd!" | session-exists     |

  Scenario: "Maya login: sessionId, env, registerUrl, affiliateCode, domain, loginDeviceId, device"
    When the page opens with the query "?sessionId=maya-ok&env=sandbox"
    Then the Maya login logged in
    And the mock received a Maya login with session id "maya-ok", env "sandbox" and the device id

  Scenario: A Maya login the server refuses is rejected with its message
    Given the mock answers "/wps/session/login/maya" with the message "Maya session expired"
    When the page opens with the query "?sessionId=maya-old"
    Then the Maya login was rejected with the message "Maya session expired"
