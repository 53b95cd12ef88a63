Feature: Add-to-home-screen sheet
  The sheet shows only on /, /m/home and /m/index.html, about 1 s after arriving. It polls up to 20 times
  at 150 ms for the browser's install prompt. A dismissal increments a session counter; once installed the
  counter is 99 and an installed flag is stored. It is suppressed while maintenance or region restriction
  is active and skipped when another prompt is open, the app is installed or runs in home-screen mode. iOS
  has no install prompt: iOS 17 or later shows a tip; earlier versions show a go-to-settings notice and
  then open the profile (player-journey.md §2, §4, §5, §9; shell.md §2; docs/decisions.md
  "Add-to-home-screen"). The clock is a fake one.

  Background:
    Given the player uses the site of merchant "DEMO1" over https

  Scenario: Shown about 1 s after arriving on /m/home when the browser offered its prompt
    Given the install sheet runs on an "Android phone"
    And the browser has offered its install prompt
    When the app's route becomes "/m/home"
    And 999 ms pass on the install clock
    Then the install sheet is "hidden"
    When 1 ms pass on the install clock
    Then the install sheet is "install"
    And the open prompts are "add-to-home-screen"

  Scenario Outline: Only on /, /m/home and /m/index.html
    Given the install sheet runs on an "Android phone"
    And the browser has offered its install prompt
    When the app's route becomes "<path>"
    And 5000 ms pass on the install clock
    Then the install sheet is "<sheet>"

    Examples:
      | path          | sheet   |
      | /             | install |
      | /m/index.html | install |
      | /m/login      | hidden  |
      | /m/game       | hidden  |

  Scenario: The browser's prompt found on the 20th poll, 150 ms apart
    Given the install sheet runs on an "Android phone"
    When the app's route becomes "/m/home"
    And 3849 ms pass on the install clock
    And the browser has offered its install prompt
    And 1 ms pass on the install clock
    Then the install sheet is "install"

  Scenario: No prompt after 20 polls: nothing more is asked
    Given the install sheet runs on an "Android phone"
    When the app's route becomes "/m/home"
    And 3850 ms pass on the install clock
    And the browser has offered its install prompt
    And 10000 ms pass on the install clock
    Then the install sheet is "hidden"

  Scenario: A dismissal increments the session counter and the sheet stays away this session
    Given the install sheet runs on an "Android phone"
    And the browser has offered its install prompt
    When the app's route becomes "/m/home"
    And 1000 ms pass on the install clock
    And the player closes the install sheet
    Then the install sheet is "hidden"
    And the session's add-to-home-screen counter is "1"
    When the app's route becomes "/m/login"
    And the app's route becomes "/m/home"
    And 5000 ms pass on the install clock
    Then the install sheet is "hidden"

  Scenario: Installed: the counter becomes 99, the flag is stored, and it never shows again
    Given the install sheet runs on an "Android phone"
    And the browser has offered its install prompt, to be "accepted"
    When the app's route becomes "/m/home"
    And 1000 ms pass on the install clock
    And the player taps Install on the install sheet
    Then the browser's install prompt was shown 1 time
    And the session's add-to-home-screen counter is "99"
    And the installed flag is stored
    When a new browser session begins
    And the browser has offered its install prompt
    And the app's route becomes "/m/home"
    And 5000 ms pass on the install clock
    Then the install sheet is "hidden"

  Scenario: The browser reports the app installed while the sheet is open
    Given the install sheet runs on an "Android phone"
    And the browser has offered its install prompt
    When the app's route becomes "/m/home"
    And 1000 ms pass on the install clock
    And the browser reports the web app installed
    Then the install sheet is "hidden"
    And the session's add-to-home-screen counter is "99"
    And the installed flag is stored

  Scenario: Suppressed while maintenance is active
    Given the site is under maintenance without a description
    And the app has checked the system status
    And the install sheet runs on an "Android phone"
    And the browser has offered its install prompt
    When the app's route becomes "/m/home"
    And 5000 ms pass on the install clock
    Then the install sheet is "hidden"

  Scenario: Skipped when another prompt is open
    Given the install sheet runs on an "Android phone"
    And the browser has offered its install prompt
    And the "app-download" prompt is open
    When the app's route becomes "/m/home"
    And 5000 ms pass on the install clock
    Then the install sheet is "hidden"

  Scenario Outline: Skipped in home-screen mode and in the native app
    Given the install sheet runs on an "<phone>"
    And the browser has offered its install prompt
    When the app's route becomes "/m/home"
    And 5000 ms pass on the install clock
    Then the install sheet is "hidden"

    Examples:
      | phone                     |
      | installed Android web app |
      | native app                |

  Scenario: iOS 17 or later shows the tip
    Given the install sheet runs on an "iPhone on iOS 17"
    When the app's route becomes "/m/home"
    And 1000 ms pass on the install clock
    Then the install sheet is "ios-tip"

  Scenario: Earlier iOS: a go-to-settings notice, then the profile from the download resources opens
    Given the install sheet runs on an "iPhone on iOS 16"
    When the app's route becomes "/m/home"
    And 1000 ms pass on the install clock
    Then the install sheet is "ios-profile"
    When the player taps the profile download button
    Then the go-to-settings notice is shown
    And no link has been opened
    When the player confirms the notice
    Then the link "https://download.mock.invalid/demo1/webclip.mobileconfig" is opened
