Feature: App-upgrade modal
  Inside the native app whose version is below the "Minimum app version for direct download: 2.4.39"
  (or unreadable), an app-upgrade modal overlays the page. "The app-upgrade modal can be closed unless the
  white-label flag for mandatory updates is on" (FORCEAPPUPDATE3, our name). Its button opens the app
  download link: below 2.4.39 through the mobile site's redirect page (shell.md §2, §4, §5, §9;
  docs/decisions.md "App-download prompt policy").

  Background:
    Given the player uses the site of merchant "DEMO1" over https

  Scenario: Inside the app below 2.4.39 the modal "can be closed"
    Given the app runs inside the native app at version "2.4.38"
    When the app loads the shared config
    Then the app-upgrade modal is "shown, closable"

  Scenario: "can be closed unless the white-label flag for mandatory updates is on"
    Given the mock turns the white-label flag "FORCEAPPUPDATE3" on for "DEMO1"
    And the app runs inside the native app at version "2.4.38"
    When the app loads the shared config
    Then the app-upgrade modal is "shown, not closable"

  Scenario Outline: Only inside the native app below 2.4.39: version <version>, mandatory updates <flag>
    Given the mock turns the white-label flag "FORCEAPPUPDATE3" <flag> for "DEMO1"
    And the app runs inside the native app at version "<version>"
    When the app loads the shared config
    Then the app-upgrade modal is "<modal>"

    Examples:
      | version | flag | modal               |
      | 2.4.1   | off  | shown, closable     |
      | 2.4.38  | on   | shown, not closable |
      | 2.4.39  | on   | not shown           |
      | 2.4.39  | off  | not shown           |
      | 2.4.100 | on   | not shown           |
      | 2.5     | on   | not shown           |

  Scenario: Never in the phone's browser, even with mandatory updates on
    Given the mock turns the white-label flag "FORCEAPPUPDATE3" on for "DEMO1"
    And the app runs in the phone's browser
    When the app loads the shared config
    Then the app-upgrade modal is "not shown"

  Scenario: A wrapper with no readable version counts as below 2.4.39
    Given the app runs inside the native app with no readable version
    When the app loads the shared config
    Then the app-upgrade modal is "shown, closable"

  Scenario: Its button opens the download link through the mobile site's redirect page below 2.4.39
    Given the app runs inside the native app at version "2.4.38"
    When the app loads the shared config
    Then the app-upgrade modal is "shown, closable"
    And the app-upgrade modal's button opens "https://m.demo1.example.com/mobile/mc/redirect.html?url=https%3A%2F%2Fdownload.mock.invalid%2Fdemo1%2Fapp.apk"
