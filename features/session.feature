Feature: Session lifecycle, shared config and web manifest
  The player's session lives in session storage and as streams; a login brings token sync and member
  info, a logout removes both. The merchant's shared config is read once at boot, and the web-app
  manifest is made from it (shell.md §3-§5, §7, §9; player-journey.md §3, §4, §7).

  Background:
    Given the player uses the site of merchant "DEMO1" over https
    And the session lifecycle is running

  Scenario: A login is followed by a token sync POST and the member info
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    Then the mock backend received 1 "POST" request for "/wps/session/token/sync"
    And the token sync carried the player's bearer token
    And the member info names "player01"
    And the VIP benefit is shown

  Scenario: Logout removes the token sync, logs out and clears session and member info
    Given the player is logged in as "player01" with password "Passw0rd!"
    And the session calls have settled
    When the player logs out
    Then the mock backend received 1 "DELETE" request for "/wps/session/token/sync"
    And the mock backend received 1 "POST" request for "/wps/session/logout"
    And the player has no session
    And no member info is held
    And the member type is -1
    And no notice is shown

  Scenario: A failed logout call still logs the player out on the phone
    Given the player is logged in as "player01" with password "Passw0rd!"
    And the session calls have settled
    And the mock answers "/wps/session/logout" with HTTP 500
    When the player logs out
    Then the player has no session
    And no member info is held
    And no notice is shown

  Scenario Outline: Member type <type> and what it allows
    Given the member "player01" has type <type>
    And the player is logged in as "player01" with password "Passw0rd!"
    And the session calls have settled
    Then the member type is <type>
    And for this member download prompts are <prompts>, agent is <agent> and chat is <chat>

    Examples:
      | type | prompts | agent | chat |
      | 0    | on      | off   | on   |
      | 1    | on      | on    | on   |
      | 2    | on      | on    | on   |
      | 4    | off     | off   | off  |

  Scenario: A token handed over in the URL becomes the session and is filled in from member info
    Given the native app holds a session token for "agent01"
    When the page opens with that token in the query
    And the session calls have settled
    Then the session belongs to "agent01" with type 1
    And the mock backend received 1 "POST" request for "/wps/session/token/sync"

  Scenario: The shared config is read once and its flags are readable
    Given the mock turns the white-label flag "STARTGAMEINAPP3" on for "DEMO1"
    When the app loads the shared config twice
    Then the mock backend received 1 request for "/wps/system/settings/consolidated"
    And the white-label flag "CBS3" is on
    And the white-label flag "STARTGAMEINAPP3" is on
    And the white-label flag "GOOGLELOGIN3" is off
    And the captcha for "login" is off

  Scenario: A malformed settings answer leaves the defaults and nothing breaks
    Given the mock answers "/wps/system/settings/consolidated" with a malformed body
    When the app loads the shared config
    Then the shared config holds the defaults
    And the white-label flag "CBS3" is off

  Scenario: Session settings: 1 to 2.5 s after a login, the phone's language is written to the member's account
    Given the player's language is "TH"
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    And 999 ms pass
    Then the mock backend received 0 "POST" requests for "/wps/member/language"
    When 1501 ms pass
    And the session settings have been applied
    Then the mock backend received 1 "POST" request for "/wps/member/language"
    And the member "player01" speaks "TH" on the server
    And no notice is shown

  Scenario: Session settings: an account already in the phone's language gets no write
    Given the player's language is "EN"
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    And 2500 ms pass
    And the session settings have been applied
    Then the mock backend received 0 "POST" requests for "/wps/member/language"

  Scenario: Session settings: member type 4 is excluded from language sync
    Given the member "player01" has type 4
    And the player's language is "TH"
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    And 2500 ms pass
    And the session settings have been applied
    Then the mock backend received 0 "POST" requests for "/wps/member/language"
    And the member "player01" speaks "EN" on the server

  Scenario: Without PWA settings the manifest is skipped with a warning
    Given merchant "DEMO1" has no PWA settings
    When the app installs the manifest
    Then no manifest is published
    And the warning "manifest skipped: mobile template has no pwa" is logged
    And the mock backend received 0 requests for "/wps/system/manifest.json"

  Scenario: With PWA settings the manifest is published once, with the shell's fixed fields
    When the app installs the manifest twice
    Then 1 manifest named "Demo Lottery One" is published
    And the manifest is standalone, portrait, scoped to "/m/" and starts at "/m/home?utm_source=homescreen"
    And the manifest has icons of 192, 256, 384 and 512 px
    And the mock backend received 1 request for "/wps/system/manifest.json"

  Scenario: When the server manifest cannot be fetched it is built from the PWA settings
    Given the mock answers "/wps/system/manifest.json" with HTTP 500
    When the app installs the manifest
    Then 1 manifest named "Demo Lottery One" is published
    And the manifest has icons of 192, 256, 384 and 512 px
