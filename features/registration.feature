Feature: Registration
  A visitor signs up by username or by mobile number (encrypted, ModuleId REG3 / MOBILENUMREG3) with every
  field of the registration request; repeat submissions are blocked until 500 ms after the finish; the
  country list is fetched once; sms codes count down from the server's expirationTime; a username can be
  suggested (player-journey.md §3, §4 "Registration", §5, §7, §8, §9; shell.md §2 "Country code picker").

  Background:
    Given the player uses the site of merchant "DEMO1" over https

  Scenario: Registration by username sends the stored affiliate code, signs the new member in and confirms it in a dialog
    Given the shell stored the affiliate code "AFF1"
    And the registration page was opened with the query "?referralCode=FRIEND"
    When the player registers as "fresh777" with password "secret77"
    Then the registration outcome is "registered"
    And the success dialog "register_success" titled "register_success_title" was shown and confirmed, then home after 100 ms
    And the player has a session
    And the session is for the new member "fresh777"
    And the mock decrypted a registration with affiliateCode "AFF1" and referralCode "FRIEND"
    And the mock decrypted a registration with registerMethod "H5", the device id and the login flag
    And no notice is shown

  Scenario: Inside the app wrapper, the pushed registration info (affiliateCode, referralCode, originalDomain) goes into the registration
    Given the shell stored the affiliate code "AFF1"
    And the app wrapper pushed the registration info '{"affiliateCode":"APPAFF","referralCode":"APPREF","originalDomain":"aff.demo1.test"}'
    When the player registers as "fresh779" with password "secret77"
    Then the registration outcome is "registered"
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
    Then the registration outcome is "registered"
    And the mock decrypted a registration with registerMethod "<method>", the device id and the login flag

    Examples:
      | how                            | method  |
      | in a plain mobile browser      | H5      |
      | as an iOS home-screen web clip | WEBCLIP |
      | as an installed PWA            | PWA     |
      | inside the official app        | APP     |

  Scenario: Registration by mobile number sends the dial code and the number and signs in
    When the player registers by mobile "+63" "917 000 0009" with the sms code "123456"
    Then the registration outcome is "registered"
    And the player has a session
    And the mock decrypted a mobile registration for dial code "63" and number "9170000009"
    And the mobile registration carried the placeholder password

  Scenario: A taken username is refused with the server's message in one notice
    When the player registers as "player01" with password "secret77"
    Then the registration outcome is "rejected"
    And the notice "This username is already taken." is shown
    And the player has no session

  Scenario: Client-side validation stops a bad username before any call
    When the player registers as "abc" with password "secret77"
    Then the registration outcome is "invalid"
    And the registration problem is "register_username_invalid"
    And the mock backend received 0 requests for "/wps/member/register"

  Scenario: Repeat submissions are blocked; the flag is released 500 ms after finish
    When the player submits the registration as "fresh777" twice at once
    Then the second submission was refused as busy
    And the mock backend received 1 request for "/wps/member/register"
    When the clock moves on 499 ms
    And the player registers as "fresh778" with password "secret77"
    Then the registration outcome is "busy"
    When the clock moves on 1 ms
    And the player registers as "fresh778" with password "secret77"
    Then the registration outcome is "registered"

  Scenario: The country list is requested once however many components ask
    When 3 components ask for the country list at once
    And another component asks for the country list later
    Then the mock backend received 1 request for "/wps/system/country"
    And every component got 3 countries with the default dial code "63"

  Scenario: The sms code countdown comes from the server's expirationTime
    When the player asks for an sms code for "+63" "917 000 0009"
    Then the sms code countdown is 120 seconds

  Scenario: Sending a code needs a mobile number
    When the player asks for an sms code for "+63" ""
    Then the sms code was refused with "register_mobile_required"
    And the mock backend received 0 requests for "/wps/verification/sms/noLogin"

  Scenario: A suggested username can be registered as it is
    When the player asks for a suggested username
    And the player registers under the suggested username with password "secret77"
    Then the registration outcome is "registered"
    And the player has a session
