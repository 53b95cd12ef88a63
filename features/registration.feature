Feature: Registration
  A visitor signs up by username or by mobile number (encrypted, ModuleId REG3 / MOBILENUMREG3) with every
  field of the registration request; repeat submissions are blocked until 500 ms after the finish; the
  country list is fetched once; sms codes count down from the server's expirationTime; a username can be
  suggested. Every action goes through the registration flow the screen uses, which answers the screen's next
  step; a success lands home 100 ms after the confirm dialog (player-journey.md §2, §3, §4 "Registration", §5, §7,
  §8, §9; shell.md §2 "Country code picker").

  Background:
    Given the player uses the site of merchant "DEMO1" over https

  Scenario: Registration by username sends the stored affiliate code, signs the new member in, confirms it in a dialog, then goes home
    Given the shell stored the affiliate code "AFF1"
    And the registration page was opened with the query "?referralCode=FRIEND"
    When the player registers as "fresh777" with password "secret77"
    Then the success dialog "register_success" titled "register_success_title" was shown and confirmed
    And the registration flow goes home 100 ms later
    And the player has a session
    And the session is for the new member "fresh777"
    And the mock decrypted a registration with affiliateCode "AFF1" and referralCode "FRIEND"
    And the mock decrypted a registration with registerMethod "H5", the device id and the login flag
    And no notice is shown

  Scenario: Inside the app wrapper, the pushed registration info (affiliateCode, referralCode, originalDomain) goes into the registration
    Given the shell stored the affiliate code "AFF1"
    And the app wrapper pushed the registration info '{"affiliateCode":"APPAFF","referralCode":"APPREF","originalDomain":"aff.demo1.test"}'
    When the player registers as "fresh779" with password "secret77"
    Then the registration flow goes home 100 ms later
    And the mock decrypted a registration with affiliateCode "APPAFF" and referralCode "APPREF"
    And the mock decrypted a registration with the domain "aff.demo1.test"

  Scenario: Without a push the registration sends the stored codes and the page's own host
    Given the shell stored the affiliate code "AFF1"
    When the player registers as "fresh780" with password "secret77"
    Then the mock decrypted a registration with affiliateCode "AFF1" and referralCode ""
    And the mock decrypted a registration with the domain "m.demo.test"

  Scenario Outline: "registerMethod (APP, H5, PWA or WEBCLIP)" follows how the app runs: <how>
    Given the phone runs the site <how>
    When the player registers as "fresh778" with password "secret77"
    Then the registration flow goes home 100 ms later
    And the mock decrypted a registration with registerMethod "<method>", the device id and the login flag

    Examples:
      | how                            | method  |
      | in a plain mobile browser      | H5      |
      | as an iOS home-screen web clip | WEBCLIP |
      | as an installed PWA            | PWA     |
      | inside the official app        | APP     |

  Scenario: Registration by mobile number sends the dial code and the number, signs in and goes home
    When the player asks for an sms code for "+63" "917 000 0009"
    And the player registers by mobile "+63" "917 000 0009" with the sms code "123456"
    Then the registration flow goes home 100 ms later
    And the player has a session
    And the mock decrypted a mobile registration for dial code "63" and number "9170000009"
    And the mobile registration carried the placeholder password

  Scenario: An sms code counts only for the number it was sent to: the server's refusal is shown, the form stays
    When the player asks for an sms code for "+63" "917 000 0001"
    And the player registers by mobile "+63" "917 000 0009" with the sms code "123456"
    Then the registration flow stays on the form
    And the notice "The verification code is incorrect for this mobile number." is shown
    And the player has no session

  Scenario: A taken username is refused with the server's message in one notice; the form stays
    When the player registers as "player01" with password "secret77"
    Then the registration flow stays on the form
    And the notice "This username is already taken." is shown
    And the player has no session

  Scenario: Client-side validation stops a bad username before any call, marking and focusing it
    When the player registers as "abc" with password "secret77"
    Then the registration flow marks "register_username_invalid" and focuses "username"
    And the mock backend received 0 requests for "/wps/member/register"

  Scenario: Repeat submissions are blocked; the flag is released 500 ms after finish
    When the player submits the registration as "fresh777" twice at once
    Then the second submission stays on the form while the first goes home 100 ms later
    And the mock backend received 1 request for "/wps/member/register"
    When the clock moves on 399 ms
    And the player registers as "fresh778" with password "secret77"
    Then the registration flow stays on the form
    When the clock moves on 1 ms
    And the player registers as "fresh778" with password "secret77"
    Then the registration flow goes home 100 ms later

  Scenario: The country list is requested once however many components ask
    When 3 components ask for the country list at once
    And another component asks for the country list later
    Then the mock backend received 1 request for "/wps/system/country"
    And every component got 3 countries with the default dial code "63"

  Scenario: The sms code countdown comes from the server's expirationTime
    When the player asks for an sms code for "+63" "917 000 0009"
    Then the send button counts down 120 seconds

  Scenario: Sending a code needs a mobile number: the number is marked, the focus stays on the button
    When the player asks for an sms code for "+63" ""
    Then the registration flow marks "register_mobile_required" and leaves the focus where it is
    And the mock backend received 0 requests for "/wps/verification/sms/noLogin"

  Scenario: A suggested username goes into the field and can be registered as it is
    When the player asks for a suggested username
    Then the registration flow fills in the suggested username
    When the player registers under the suggested username with password "secret77"
    Then the registration flow goes home 100 ms later
    And the player has a session
