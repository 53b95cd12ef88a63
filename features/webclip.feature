Feature: WEBCLIP flag
  At launch the WEBCLIP flag is set to 1 when the app runs as an installed web app without the flag, and
  to 0 when it is launched with a homescreen query parameter (`homescreen` present or
  `utm_source=homescreen`, the manifest's start URL). Run mode reads it: 1 is a web clip, 0 on an iOS
  home-screen app is a PWA (player-journey.md §4 "WEBCLIP flag"; shell.md §9 "Manifest").

  Background:
    Given the player uses the site of merchant "DEMO1" over https

  Scenario: An installed web app without the flag stores 1 and runs as a web clip
    Given the app runs on an "iPhone home-screen app" with no WEBCLIP flag
    When the app launches with the query ""
    Then the WEBCLIP flag is "1"
    And the app runs as "webclip"

  Scenario Outline: Launched from the manifest's home-screen link: 0, whatever was stored
    Given the app runs on an "iPhone home-screen app" with the WEBCLIP flag "<stored>"
    When the app launches with the query "<query>"
    Then the WEBCLIP flag is "0"
    And the app runs as "pwa"

    Examples:
      | stored | query                   |
      | none   | ?utm_source=homescreen  |
      | 1      | ?homescreen=1           |
      | 1      | ?a=b&utm_source=HOMESCREEN |

  Scenario: A stored 0 stays 0 on a later launch without the parameter
    Given the app runs on an "iPhone home-screen app" with the WEBCLIP flag "0"
    When the app launches with the query ""
    Then the WEBCLIP flag is "0"

  Scenario: A browser tab sets nothing
    Given the app runs on an "Android phone" with no WEBCLIP flag
    When the app launches with the query "?utm_source=google"
    Then the WEBCLIP flag is not set
    And the app runs as "browser"
